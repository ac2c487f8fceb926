package org.memoryjournal.memory;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a text reports something that happened — a verb in the past tense or a word placing it in a day
 * ("ran 5k", "walked the dog", "this morning") — rather than stating how things are ("I'm vegetarian",
 * "I support Arsenal"). Two reports of the same kind of event on different days are two events.
 */
public final class EventWords {
    private static final Set<String> PAST = Set.of("ran", "went", "had", "got", "saw", "met", "ate", "did", "made",
            "took", "bought", "lost", "found", "came", "left", "gave", "told", "said", "felt", "sat", "swam", "drove",
            "rode", "flew", "wrote", "began", "won", "broke", "fell", "paid", "sent", "spent", "kept", "slept", "woke",
            "caught", "brought", "thought", "heard", "was", "were", "put", "hit", "cut", "ordered", "grabbed",
            "rang", "sang", "spoke", "wore", "drank", "threw", "chose", "forgot", "hid", "taught", "fought", "sold",
            "stole", "shook", "stood", "understood", "lent", "built", "dug", "froze", "shot", "struck", "swung",
            "wept", "became", "bled", "fled", "forgave", "overslept", "sought", "dealt", "meant", "knew", "grew",
            "drew", "blew", "hung", "sank", "swore", "tore");
    private static final Set<String> NOT_PAST = Set.of("need", "feed", "seed", "speed", "bed", "red", "shed",
            "indeed", "tired", "married", "interested", "used");
    private static final Pattern DAY_WORDS = Pattern.compile("\\b(today|yesterday|tonight|earlier|this (morning|"
            + "afternoon|evening)|last night)\\b");
    private static final Set<String> PRESENT_BE = Set.of("is", "am", "are", "m", "re", "s", "be", "been", "being",
            "get", "gets");
    private static final Pattern WORD = Pattern.compile("\\p{L}+");

    private static final Pattern DATE = Pattern.compile("\\b((19|20)\\d{2}|january|february|march|april|may|june|july|"
            + "august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\b");

    private EventWords() {
    }

    /** Whether the text names a calendar date or year ("4 August 2019", "in March"): the event is dated by it. */
    public static boolean namesDate(String text) {
        return DATE.matcher(text.toLowerCase(Locale.ROOT)).find();
    }

    /** Whether a lower-case word is one of the common irregular past tenses ("went", "took", "bought"). */
    static boolean isIrregularPast(String word) {
        return PAST.contains(word);
    }

    public static boolean reportsEvent(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        return DAY_WORDS.matcher(lower).find() || hasPastVerb(lower);
    }

    /** Whether the text has a verb in the past tense ("adopted", "went"), a participle after "is" or "are" aside. */
    public static boolean hasPastVerb(String text) {
        Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT));
        String previous = "";
        while (m.find()) {
            String w = m.group();
            // "is called", "am based", "are married": a participle after a present form of "be" is a state.
            boolean state = PRESENT_BE.contains(previous);
            if (PAST.contains(w) || (!state && w.length() >= 5 && w.endsWith("ed") && !NOT_PAST.contains(w))) {
                return true;
            }
            previous = w;
        }
        return false;
    }
}
