package org.memoryjournal.memory;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Who and what a memory is about, read from its words: the relatives and roles it names (sister, manager,
 * vet …) and its names (people, pets, places, brands: capitalised words that do not start a sentence, or a
 * possessive that does). Two memories about different people are not one fact told twice, however alike their
 * vectors: "My brother lives in Paris now" does not replace "My sister lives in Paris"; "Josh changed his
 * number" does not replace "Dad's new number is 0433…".
 *
 * <p>The recall index keeps the relations as a {@link #signature(String) signature} of {@value #BITS} bits (each
 * relation sets one bit), so that newer-wins can ask the question without the texts. Names are not in it: an
 * update often names a new thing in place of the old one ("Octopus" then "EDF", "TensorFlow" then "PyTorch"),
 * and a capitalised word does not say whether it is a person or a brand.
 */
public final class Subjects {
    /** Bits of a signature. */
    public static final int BITS = 28;

    /** The relatives and roles a memory can be about. */
    static final String RELATIONS = "mum|mom|mother|dad|father|parents?|sister|"
            + "brother|siblings?|son|daughter|kids?|children|child|baby|wife|husband|partner|spouse|girlfriend|"
            + "boyfriend|fianc[ée]e?|boss|manager|colleague|coworker|co-worker|friend|neighbou?r|cousin|aunt|"
            + "uncle|grandma|grandmother|grandpa|grandfather|gran|granny|nan|nana|grandson|granddaughter|niece|"
            + "nephew|in-laws?|landlord|landlady|flatmate|roommate|housemate|doctor|dentist|vet|teacher|coach|"
            + "therapist|dog|cat|puppy|kitten";
    private static final Pattern RELATION = WordAlternation.compile(RELATIONS, "s?");
    /** A possessive (or "is") ending: "Tom's". */
    private static final Pattern POSSESSIVE = Pattern.compile("['’]s$");
    /** What stands between two words when the second opens a sentence. */
    private static final Pattern SENTENCE_END = Pattern.compile(".*[.!?:;]\\s*");
    /** A word: letters from a word start (not the "B" of "room 4B"). */
    private static final Pattern WORD = Pattern.compile("(?<![\\p{L}\\p{N}])\\p{L}[\\p{L}'’-]*");
    /** Words whose 's is "is" or "us", never a possessive: "It's", "Let's", "That's". */
    private static final Set<String> NOT_POSSESSIVE = Set.of("it", "let", "that", "he", "she", "there", "what",
            "here", "where", "who", "how", "when", "this", "everyone", "everything", "nothing", "someone",
            "something", "nobody", "today", "tonight", "life", "mine", "one");
    private static final Set<String> NOT_NAMES = Set.of("i", "i'm", "i've", "i'd", "i'll", "monday", "tuesday",
            "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march", "april", "may",
            "june", "july", "august", "september", "october", "november", "december", "christmas", "xmas", "easter",
            "halloween", "thanksgiving", "valentine", "nye");

    private Subjects() {
    }

    /** The relatives and roles the text names, singular, lower case. */
    public static Set<String> relations(String text) {
        Set<String> out = new TreeSet<>();
        Matcher m = RELATION.matcher(text);
        while (m.find()) {
            String w = m.group(1).toLowerCase(Locale.ROOT);
            out.add(w.endsWith("s") && !w.equals("boss") ? w.substring(0, w.length() - 1) : w);
        }
        return out;
    }

    /**
     * People, pets, places and brands: capitalised words that do not start a sentence, and a possessive
     * that does ("Tom's birthday"); possessive stripped, lower case.
     */
    public static Set<String> names(String text) {
        Set<String> out = new TreeSet<>();
        for (Capitalised c : capitalised(text)) {
            String bare = POSSESSIVE.matcher(c.word()).replaceFirst("");
            boolean possessive = isPossessive(c.word());
            if ((!c.sentenceStart() || possessive) && !NOT_NAMES.contains(bare.toLowerCase(Locale.ROOT))) {
                out.add(bare.toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }

    /** A capitalised word of a text, and whether it opens a sentence (where every word is capitalised). */
    public record Capitalised(String word, boolean sentenceStart) {
    }

    /** The capitalised words of the text, in order. */
    public static List<Capitalised> capitalised(String text) {
        List<Capitalised> out = new ArrayList<>();
        Matcher m = WORD.matcher(text);
        int previousEnd = -1;
        while (m.find()) {
            String w = m.group();
            boolean sentenceStart = previousEnd < 0
                    || SENTENCE_END.matcher(text).region(previousEnd, m.start()).matches();
            previousEnd = m.end();
            if (Character.isUpperCase(w.charAt(0))) {
                out.add(new Capitalised(w, sentenceStart));
            }
        }
        return out;
    }

    /**
     * Whether a word ending in 's is a possessive ("Tom's", "sister's"), not "it's", "let's" or "that's"; any
     * apostrophe, any case.
     */
    static boolean isPossessive(String word) {
        String bare = POSSESSIVE.matcher(word).replaceFirst("");
        return !bare.equals(word) && !bare.isEmpty() && !NOT_POSSESSIVE.contains(bare.toLowerCase(Locale.ROOT));
    }

    /** Every word of the text, lower case, possessive stripped. */
    public static Set<String> words(String text) {
        Set<String> out = new TreeSet<>();
        Matcher m = WORD.matcher(text);
        while (m.find()) {
            out.add(POSSESSIVE.matcher(m.group()).replaceFirst("").toLowerCase(Locale.ROOT));
        }
        return out;
    }

    /** The text's relations as {@value #BITS} bits, one per relation (two may share a bit). */
    public static int signature(String text) {
        if (text == null) {
            return 0;
        }
        int sig = 0;
        for (String r : relations(text)) {
            sig |= 1 << Math.floorMod(r.hashCode(), BITS);
        }
        return sig;
    }

    /**
     * Whether a newer memory can be about the same people as an older one, from their signatures: it names
     * every relation the older one names. Errs towards yes (a shared bit may be a coincidence; a signature of 0
     * — no relation named, or a row stored before signatures were — says nothing against it).
     */
    public static boolean couldBeSame(int older, int newer) {
        return (older & ~newer) == 0;
    }
}
