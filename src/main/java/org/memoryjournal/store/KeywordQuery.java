package org.memoryjournal.store;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Turns any user text into a safe FTS5 MATCH expression. The text is split into word tokens (runs of
 * Unicode letters and digits); each becomes a quoted FTS5 string, so operators ({@code AND}, {@code OR},
 * {@code NOT}, {@code NEAR}), prefix stars, column filters, minus signs and parentheses in the input are
 * searched as plain words or dropped, never interpreted.
 */
final class KeywordQuery {
    /** More words add little to BM25 but cost one index lookup each; a pasted page stays fast. */
    static final int MAX_WORDS = 64;

    private KeywordQuery() {
    }

    /**
     * Common English words that carry no topic. BM25 gives them almost no weight, but each one matches
     * most memories, so scoring them costs a pass over most of the index; ranking leaves them out.
     */
    static final Set<String> STOPWORDS = Set.of("a", "about", "after", "again", "all", "am", "an", "and", "any",
            "are", "as", "at", "be", "been", "before", "being", "but", "by", "can", "could", "did", "do", "does",
            "doing", "for", "from", "had", "has", "have", "having", "he", "her", "here", "hers", "him", "his", "how",
            "i", "if", "in", "into", "is", "it", "its", "just", "me", "more", "most", "my", "no", "nor", "not", "of",
            "on", "or", "our", "ours", "out", "over", "own", "s", "she", "should", "so", "some", "such", "t", "than",
            "that", "the", "their", "theirs", "them", "then", "there", "these", "they", "this", "those", "to", "too",
            "up", "very", "was", "we", "were", "what", "when", "where", "which", "while", "who", "whom", "why",
            "will", "with", "would", "you", "your", "yours");

    /**
     * Matches memories containing any of the words (for ranking by BM25), leaving out {@link #STOPWORDS}
     * unless the text has nothing else; empty when there are no words.
     */
    static Optional<String> anyOf(String text) {
        List<String> all = words(text);
        List<String> topical = all.stream().filter(w -> !STOPWORDS.contains(w.toLowerCase(Locale.ROOT))).toList();
        return join(topical.isEmpty() ? all : topical, " OR ");
    }

    /** The distinct non-stopword words of the text (all words when it has nothing else), at most {@link #MAX_WORDS}. */
    static List<String> topicalWords(String text) {
        List<String> all = words(text);
        List<String> topical = all.stream().filter(w -> !STOPWORDS.contains(w.toLowerCase(Locale.ROOT))).toList();
        return distinct(topical.isEmpty() ? all : topical);
    }

    /** One word as an FTS5 string. */
    static String quoted(String word) {
        return '"' + word.replace("\"", "\"\"") + '"';
    }

    /**
     * Matches memories holding, for every word, a word that starts with it (for the browser's search box, so
     * "zeb" finds "zebra" while it is typed); empty when there are no words. Each word is a quoted FTS5 string
     * followed by the prefix star, which FTS5 reads as "any token starting with this string".
     */
    static Optional<String> allPrefixes(String text) {
        List<String> words = distinct(words(text));
        if (words.isEmpty()) {
            return Optional.empty();
        }
        List<String> terms = words.stream().map(w -> quoted(w) + "*").toList();
        return Optional.of(String.join(" AND ", terms));
    }

    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        if (text == null) {
            return words;
        }
        int i = 0;
        int n = text.length();
        while (i < n) {
            int cp = text.codePointAt(i);
            if (isWordChar(cp)) {
                int start = i;
                while (i < n && isWordChar(text.codePointAt(i))) {
                    i += Character.charCount(text.codePointAt(i));
                }
                words.add(text.substring(start, i));
            } else {
                i += Character.charCount(cp);
            }
        }
        return words;
    }

    /** The first {@link #MAX_WORDS} words, each once (case-insensitively, as the full-text index compares them). */
    private static List<String> distinct(List<String> words) {
        Set<String> seen = new HashSet<>();
        List<String> out = new ArrayList<>();
        for (String word : words) {
            if (out.size() == MAX_WORDS) {
                break;
            }
            if (seen.add(word.toLowerCase(Locale.ROOT))) {
                out.add(word);
            }
        }
        return out;
    }

    private static boolean isWordChar(int cp) {
        return Character.isLetterOrDigit(cp) || Character.getType(cp) == Character.NON_SPACING_MARK
                || Character.getType(cp) == Character.COMBINING_SPACING_MARK;
    }

    private static Optional<String> join(List<String> candidates, String operator) {
        List<String> words = distinct(candidates);
        if (words.isEmpty()) {
            return Optional.empty();
        }
        StringBuilder sb = new StringBuilder();
        for (String word : words) {
            if (sb.length() > 0) {
                sb.append(operator);
            }
            // Words hold only letters, digits and marks, but quote-doubling keeps this safe if that ever changes.
            sb.append('"').append(word.replace("\"", "\"\"")).append('"');
        }
        return Optional.of(sb.toString());
    }
}
