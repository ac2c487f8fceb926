package org.memoryjournal.memory;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * A case-insensitive pattern for "any of these words or phrases", grouped by first letter. Java's regex engine
 * tries every alternative of {@code \b(a|b|c…)\b} at every word boundary; with a hundred alternatives that is
 * most of the cost of reading a memory's cues (about 36 µs for a 200-character text). Grouped behind a one-letter
 * look-ahead, it tries only the alternatives that can start there: the same matches, found 2–3 times faster.
 */
final class WordAlternation {
    private WordAlternation() {
    }

    /**
     * {@code (?i)\b(alternatives)\b}, the alternatives grouped by first letter. Each top-level alternative must
     * start with a letter (a literal one, not a class or a group).
     */
    static Pattern compile(String alternatives) {
        return compile(alternatives, "");
    }

    /** {@code (?i)\b(alternatives)suffix\b}, the alternatives grouped by first letter (group 1 is the one matched). */
    static Pattern compile(String alternatives, String suffix) {
        return Pattern.compile("(?i)\\b(" + byFirstLetter(alternatives) + ")" + suffix + "\\b");
    }

    static String byFirstLetter(String alternatives) {
        Map<Character, List<String>> groups = new TreeMap<>();
        for (String a : topLevel(alternatives)) {
            if (a.isEmpty() || !Character.isLetter(a.charAt(0))) {
                throw new IllegalArgumentException("An alternative must start with a letter: '" + a + "'");
            }
            groups.computeIfAbsent(Character.toLowerCase(a.charAt(0)), c -> new ArrayList<>()).add(a);
        }
        StringBuilder out = new StringBuilder();
        for (Map.Entry<Character, List<String>> g : groups.entrySet()) {
            String letter = String.valueOf(g.getKey());
            out.append(out.isEmpty() ? "" : "|").append("(?=[").append(letter)
                    .append(letter.toUpperCase(Locale.ROOT)).append("])(?:").append(String.join("|", g.getValue()))
                    .append(')');
        }
        return out.toString();
    }

    /** The alternatives of a pattern at nesting depth 0 (escapes and groups kept whole). */
    static List<String> topLevel(String pattern) {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        int depth = 0;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '\\' && i + 1 < pattern.length()) {
                current.append(c).append(pattern.charAt(++i));
                continue;
            }
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == '|' && depth == 0) {
                out.add(current.toString());
                current.setLength(0);
                continue;
            }
            current.append(c);
        }
        out.add(current.toString());
        return out;
    }
}
