package org.memoryjournal.llm;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.memoryjournal.memory.ChangeCue;

/**
 * The offline update rule. A new memory replaces an older one only when all three hold:
 * <ol>
 *   <li>they are about the same thing: calibrated similarity at least {@value #SAME_THING};</li>
 *   <li>the new one says that something changed ({@link ChangeCue}: "sold", "switched", "no longer",
 *       "rescheduled", "these days", "instead", "quit", "new job" …);</li>
 *   <li>they are about the same people: the new one names every relative or role of the old one (sister,
 *       manager, vet …) and, when the old one names people, places or things, at least one of them. "My
 *       brother lives in Paris now" never replaces "My sister lives in Paris"; "Ana's birthday moved" never
 *       replaces "Tom's birthday is in May".</li>
 * </ol>
 * Measured by {@code memory-journal eval scenarios} (look-alike pairs wrongly superseded, update pairs
 * caught); a model, when connected, judges with more sense (see {@link ModelUpdateJudge}).
 */
public final class HeuristicUpdateJudge implements UpdateJudge {
    /** The shipped similarity threshold (see {@code eval scenarios}). */
    public static final double SAME_THING = 0.55;

    private final double sameThing;

    public HeuristicUpdateJudge() {
        this(SAME_THING);
    }

    /** @param sameThing calibrated similarity from which two memories count as about the same thing */
    public HeuristicUpdateJudge(double sameThing) {
        this.sameThing = sameThing;
    }

    private static final Pattern RELATION = Pattern.compile("(?i)\\b(mum|mom|mother|dad|father|parents?|sister|"
            + "brother|siblings?|son|daughter|kids?|children|child|baby|wife|husband|partner|spouse|girlfriend|"
            + "boyfriend|fianc[ée]e?|boss|manager|colleague|coworker|co-worker|friend|neighbou?r|cousin|aunt|"
            + "uncle|grandma|grandmother|grandpa|grandfather|gran|granny|nan|nana|grandson|granddaughter|niece|"
            + "nephew|in-laws?|landlord|landlady|flatmate|roommate|housemate|doctor|dentist|vet|teacher|coach|"
            + "therapist|dog|cat|puppy|kitten)s?\\b");
    private static final Pattern WORD = Pattern.compile("\\p{L}[\\p{L}'’-]*");
    private static final Set<String> NOT_NAMES = Set.of("i", "i'm", "i've", "i'd", "i'll", "monday", "tuesday",
            "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march", "april", "may",
            "june", "july", "august", "september", "october", "november", "december", "christmas", "easter");

    @Override
    public Decision judge(String text, Instant at, List<Candidate> older) {
        if (!ChangeCue.in(text)) {
            return Decision.ADD;
        }
        Set<String> relations = relations(text);
        List<Long> replaced = new ArrayList<>();
        for (Candidate c : older) {
            if (c.similarity() < sameThing || c.at().isAfter(at)) {
                continue;
            }
            if (samePeople(c.text(), text, relations)) {
                replaced.add(c.id());
                break; // the closest one: a change replaces one earlier statement
            }
        }
        return Decision.update(replaced, "A later memory about the same thing says it changed (offline rule).");
    }

    static Set<String> relations(String text) {
        Set<String> out = new TreeSet<>();
        Matcher m = RELATION.matcher(text);
        while (m.find()) {
            String w = m.group(1).toLowerCase(Locale.ROOT);
            out.add(w.endsWith("s") && !w.equals("boss") ? w.substring(0, w.length() - 1) : w);
        }
        return out;
    }

    /**
     * The new memory is about the same people as the old one: it names every relative or role the old one
     * names, and when the old one names people, places or things, at least one of them. "My brother lives
     * in Paris now" is not about "My sister lives in Paris"; "Hélène left, Dev is my manager now" is about
     * "My manager is Hélène Roux".
     */
    static boolean samePeople(String old, String text, Set<String> newRelations) {
        if (!newRelations.containsAll(relations(old))) {
            return false;
        }
        Set<String> oldNames = names(old);
        if (oldNames.isEmpty()) {
            return true;
        }
        Set<String> newWords = words(text);
        return oldNames.stream().anyMatch(newWords::contains);
    }

    /** Every word of the text, lower case, possessive stripped. */
    static Set<String> words(String text) {
        Set<String> out = new TreeSet<>();
        Matcher m = WORD.matcher(text);
        while (m.find()) {
            out.add(m.group().replaceAll("['’]s$", "").toLowerCase(Locale.ROOT));
        }
        return out;
    }

    /**
     * People, pets, places and brands: capitalised words that do not start a sentence, and a possessive
     * that does ("Tom's birthday"); possessive stripped.
     */
    static Set<String> names(String text) {
        Set<String> out = new TreeSet<>();
        Matcher m = WORD.matcher(text);
        int previousEnd = -1;
        while (m.find()) {
            String w = m.group();
            boolean sentenceStart = previousEnd < 0 || text.substring(previousEnd, m.start()).matches(".*[.!?:;]\\s*");
            previousEnd = m.end();
            String bare = w.replaceAll("['’]s$", "");
            boolean possessive = !bare.equals(w);
            if ((!sentenceStart || possessive) && Character.isUpperCase(w.charAt(0))
                    && !NOT_NAMES.contains(bare.toLowerCase(Locale.ROOT))) {
                out.add(bare.toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }
}
