package org.memoryjournal.memory;

import java.util.HashSet;
import java.util.Set;

/**
 * Whether two texts name something in common: a word of three letters or more that carries a topic (not a function
 * word, a time word, a word that says something changed, or an everyday verb), the same in both or alike in its first
 * {@value #PREFIX} letters ("electric" / "electricity", "diagnosed" / "diagnosis") or but for a last letter ("hen" /
 * "hens"). Two notes whose vectors are close can share nothing but their tone: "ok first entry. im camila, 26, doing
 * my masters…" and "im vegan now, like fully" are as close as an update and its older statement, and name nothing in
 * common.
 */
public final class SharedWords {
    /** Letters two forms of a word share at the start: "electric" / "electricity". */
    static final int PREFIX = 5;
    private static final Set<String> CARRY_NO_TOPIC = Set.of("the", "and", "but", "for", "nor", "yet", "with",
            "without", "from", "into", "onto", "over", "under", "about", "after", "before", "again", "also", "just",
            "only", "still", "even", "very", "really", "then", "than", "that", "this", "these", "those", "there",
            "here", "what", "when", "where", "which", "who", "whom", "whose", "why", "how", "all", "any", "some",
            "every", "each", "both", "more", "most", "much", "many", "few", "other", "another", "same", "such", "own",
            "not", "now", "new", "newly", "today", "tonight", "yesterday", "tomorrow", "day", "days", "week", "weeks",
            "month", "months", "year", "years", "time", "times", "morning", "evening", "night", "weekend", "ago",
            "since", "until", "last", "next", "first", "one", "two", "three", "got", "get", "gets", "getting", "went",
            "going", "goes", "gone", "come", "came", "coming", "did", "does", "doing", "done", "had", "has", "have",
            "having", "was", "were", "are", "been", "being", "will", "would", "could", "should", "can", "may", "might",
            "must", "shall", "our", "ours", "your", "yours", "their", "theirs", "his", "her", "hers", "its", "him",
            "them", "they", "she", "you", "i'm", "ive", "i've", "i'd", "i'll", "it's", "lol", "omg", "haha", "yes",
            "okay", "back", "off", "out", "because", "while", "though", "although", "instead", "anymore", "longer",
            "moved", "switched", "changed", "change", "finally", "actually", "made", "make", "makes", "take", "took",
            "taken", "said", "says", "say", "like", "good", "great", "nice", "bad", "lot", "bit", "thing", "things",
            "stuff", "way", "well", "too", "ever", "never", "always", "already", "soon", "around", "through",
            "between", "against", "during", "per", "via", "either", "neither", "let", "lets", "let's", "don't",
            "dont", "didn't", "didnt", "can't", "cant", "won't", "wont", "isn't", "isnt", "wasn't", "wasnt");

    private SharedWords() {
    }

    /** Whether the two texts have a word that carries a topic in common (see the class comment). */
    public static boolean any(String a, String b) {
        Set<String> first = words(a);
        for (String w : words(b)) {
            for (String v : first) {
                if (alike(v, w)) {
                    return true;
                }
            }
        }
        return false;
    }

    static boolean alike(String a, String b) {
        int shorter = Math.min(a.length(), b.length());
        int common = 0;
        while (common < shorter && a.charAt(common) == b.charAt(common)) {
            common++;
        }
        return common >= PREFIX || common == shorter && Math.abs(a.length() - b.length()) <= 1;
    }

    /** The words of the text that carry a topic, lower case, possessive stripped ({@link Subjects#words}). */
    static Set<String> words(String text) {
        Set<String> out = new HashSet<>();
        for (String w : Subjects.words(text)) {
            String word = w.replace('’', '\'');
            if (word.length() >= 3 && !CARRY_NO_TOPIC.contains(word)) {
                out.add(word);
            }
        }
        return out;
    }
}
