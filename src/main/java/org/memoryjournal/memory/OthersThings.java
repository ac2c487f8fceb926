package org.memoryjournal.memory;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The things a text gives to someone other than the writer, and the things a question gives to the asker. "What
 * did I score on my theory test?" asks about the asker's own test; "Jaden passed his theory test, 44/50" is about
 * Jaden's, however alike the two read to the model, and "Kelvin's landlord raised his rent" is not news from the
 * asker's landlord. A thing is a word of the few that follow a possessive: "his", "her", "their", a name's or a
 * relative's "'s" ("Tom's car", "my sister's wedding") for someone else's, unless a name's follows a word that makes
 * it a place or event the writer goes to ("at Tom's café"); "my", "our" for the writer's own.
 *
 * <p>The recall index keeps no text, so a memory's things go into a {@link #BITS}-bit signature (each word sets
 * {@value #BITS_PER_WORD} bits), leaving out the things the text also gives to the writer ("my test and his"). A
 * question's words are matched against it with {@link #givesToOthers}; a shared bit pattern may be a coincidence: for
 * a memory with three such words (at most six of the 31 bits set), about one word in 27.
 */
public final class OthersThings {
    /**
     * The share of its relevance a memory keeps when it gives the thing a question asks about as the asker's own to
     * someone else. Not 0: "Jaden's theory test" may still be what the asker remembers about theirs. Measured with
     * {@code eval questions} (authors the app never saw: 0.67 to 0.69, the author who wrote such look-alikes 0.53 to
     * 0.62) and {@code eval scenarios}.
     */
    public static final double KEPT = 0.6;
    /** Bits of a signature: it fits the upper half of the stored text cues, below the sign bit. */
    public static final int BITS = 31;
    /** Bits each word sets. */
    static final int BITS_PER_WORD = 2;
    /** How many words after a possessive can name the thing ("his theory test", "her new car"). */
    private static final int SPAN = 3;

    private static final Pattern WORD = Pattern.compile("(?<![\\p{L}\\p{N}])[\\p{L}][\\p{L}'’-]*|[.,;:!?()\"]");
    /** Someone else's: a possessive pronoun, or a word's possessive ({@link Subjects#isPossessive}). */
    private static final Set<String> OTHERS = Set.of("his", "her", "their", "hers", "theirs");
    private static final Set<String> OWN = Set.of("my", "our");
    /** Words that end the thing: it is named before them ("his test went well", "her flat in Leeds"). */
    private static final Set<String> ENDS = Set.of("a", "an", "the", "and", "or", "but", "so", "because", "as",
            "in", "on", "at", "to", "for", "from", "with", "without", "of", "off", "by", "about", "into", "onto",
            "over", "under", "after", "before", "since", "until", "than", "like", "is", "was", "were", "are", "be",
            "been", "has", "had", "have", "got", "gets", "get", "went", "goes", "did", "does", "do", "will", "would",
            "can", "could", "should", "must", "might", "says", "said", "just", "now", "today", "yesterday", "again",
            "too", "also", "still", "already", "then", "there", "here", "this", "that", "these", "those", "which",
            "who", "what", "when", "where", "why", "how", "i", "me", "you", "he", "she", "we", "they", "it", "him",
            "them", "us", "his", "her", "their", "my", "our", "your", "its", "if", "not", "no", "yet", "very",
            "really", "ever", "never", "last", "next", "tonight", "tomorrow", "week", "month", "year");
    /** Words that describe the thing without being it: skipped ("his new car", "her first big race"). */
    private static final Set<String> DESCRIBES = Set.of("new", "old", "first", "second", "own", "big", "little",
            "small", "whole", "favourite", "favorite", "latest", "current", "usual", "only", "best", "worst",
            "other", "annual", "final", "entire", "real", "actual", "same", "brand");
    /**
     * Words before a name's possessive that make it a place or an event the writer goes to, not someone else's thing:
     * "at Tom's café", "for Carmen's conversation class" (the writer's class as much as the teacher's). A relative's
     * stays theirs: "for my sister's wedding".
     */
    private static final Set<String> GOES_TO = Set.of("at", "for", "to", "in", "from", "with", "into", "on");
    private OthersThings() {
    }

    /** The signature of the things the text gives to someone other than the writer and not also to the writer. */
    public static int signature(String text) {
        if (text == null) {
            return 0;
        }
        Things t = read(text);
        int sig = 0;
        for (String w : t.others()) {
            if (!t.own().contains(w)) {
                sig |= bits(w);
            }
        }
        return sig;
    }

    /** The things the question gives to the asker ("my theory test": theory, test), as one bit pattern each. */
    public static int[] asked(String question) {
        return question == null ? new int[0] : read(question).own().stream().mapToInt(OthersThings::bits).toArray();
    }

    /** Whether a memory's signature gives one of the asked things to someone else. */
    public static boolean givesToOthers(int signature, int[] asked) {
        for (int word : asked) {
            if ((signature & word) == word) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the newer text gives a thing the older one names to a named person the older one does not mention: "Sam's
     * PCP is Dr Nguyen at ARC South" is not news about the writer's "My PCP is Dr Nguyen at ARC Far West", nor "Dr
     * Shalini's clinic is on 100 Feet Road" about "Dr Raghavan's clinic". Only a name's possessive counts, not a
     * relative's ("Dad's on lates" may well be why the school run changed) nor a pronoun's, and not a place the writer
     * goes to ("at Tom's café").
     */
    public static boolean someoneElsesInstead(String older, String newer) {
        if (older == null || newer == null) {
            return false;
        }
        Set<String> olderWords = new TreeSet<>();
        tokens(older).forEach(w -> olderWords.add(normalise(w)));
        for (Owned o : owned(newer)) {
            if (o.named() && !olderWords.contains(o.owner()) && olderWords.contains(o.thing())) {
                return true;
            }
        }
        return false;
    }

    /** The things a text gives to others and to the writer, as normalised words. */
    record Things(Set<String> others, Set<String> own) {
    }

    /**
     * A thing after a possessive: whose it is (the possessive's word, normalised: "sam", "his", "my"), whether that is
     * a name's (not a pronoun's or a relative's) and whether it is the writer's own.
     */
    record Owned(String owner, String thing, boolean named, boolean own) {
    }

    /** Reads the things after each possessive of the text (see the class comment). */
    static Things read(String text) {
        Set<String> others = new TreeSet<>();
        Set<String> own = new TreeSet<>();
        for (Owned o : owned(text)) {
            (o.own() ? own : others).add(o.thing());
        }
        return new Things(others, own);
    }

    private static List<Owned> owned(String text) {
        List<Owned> out = new ArrayList<>();
        List<String> words = tokens(text);
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            boolean isOwn = OWN.contains(w);
            if (!isOwn && !(isOthers(w) && !(i > 0 && GOES_TO.contains(words.get(i - 1)) && isNames(w)))) {
                continue;
            }
            String owner = normalise(w.endsWith("'s") ? w.substring(0, w.length() - 2) : w);
            boolean named = !isOwn && isNames(w);
            for (int j = i + 1; j < words.size() && j <= i + SPAN; j++) {
                String next = words.get(j);
                if (!Character.isLetter(next.charAt(0)) || ENDS.contains(next)) {
                    break;
                }
                if (next.endsWith("'s")) {
                    // "my sister's wedding": the sister is the writer's, the wedding hers (read from "sister's" on).
                    if (isOwn) {
                        out.add(new Owned(owner, normalise(next.substring(0, next.length() - 2)), false, true));
                    }
                    break;
                }
                if (!DESCRIBES.contains(next)) {
                    out.add(new Owned(owner, normalise(next), named, isOwn));
                }
            }
        }
        return out;
    }

    /** The text's words and punctuation marks, lower case, with a typographic apostrophe made plain. */
    private static List<String> tokens(String text) {
        List<String> words = new ArrayList<>();
        Matcher m = WORD.matcher(text.replace('’', '\'').toLowerCase(Locale.ROOT));
        while (m.find()) {
            words.add(m.group());
        }
        return words;
    }

    private static boolean isOthers(String w) {
        return OTHERS.contains(w) || Subjects.isPossessive(w);
    }

    /** A name's possessive ("carmen's"), not a relative's ("sister's") nor a pronoun. */
    private static boolean isNames(String w) {
        return w.endsWith("'s") && Subjects.relations(w.substring(0, w.length() - 2)).isEmpty();
    }

    /** Apostrophes and a plural's "s" dropped: "tests" and "test" are one thing. */
    static String normalise(String w) {
        String s = w.replace("'", "");
        return s.length() > 3 && s.endsWith("s") && !s.endsWith("ss") ? s.substring(0, s.length() - 1) : s;
    }

    private static int bits(String word) {
        int h = word.hashCode();
        int a = Math.floorMod(h, BITS);
        int b = Math.floorMod(h * 0x9E3779B1 >>> 7, BITS);
        if (b == a) {
            b = (a + 1) % BITS;
        }
        return 1 << a | 1 << b;
    }
}
