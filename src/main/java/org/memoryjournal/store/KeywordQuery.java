package org.memoryjournal.store;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Turns any user text into a safe FTS5 MATCH expression. The text is split into word tokens (runs of
 * Unicode letters and digits); each becomes a quoted FTS5 string, so operators ({@code AND}, {@code OR},
 * {@code NOT}, {@code NEAR}), prefix stars, column filters, minus signs and parentheses in the input are
 * searched as plain words or dropped, never interpreted.
 */
final class KeywordQuery {
    private KeywordQuery() {
    }

    /** Matches memories containing any of the words (for ranking by BM25); empty when there are no words. */
    static Optional<String> anyOf(String text) {
        return join(text, " OR ");
    }

    /** Matches memories containing all of the words (for the browser's search box); empty when there are none. */
    static Optional<String> allOf(String text) {
        return join(text, " AND ");
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

    private static boolean isWordChar(int cp) {
        return Character.isLetterOrDigit(cp) || Character.getType(cp) == Character.NON_SPACING_MARK
                || Character.getType(cp) == Character.COMBINING_SPACING_MARK;
    }

    private static Optional<String> join(String text, String operator) {
        List<String> words = words(text);
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
