package org.memoryjournal.app.cli;

/**
 * Makes memory text safe to print on a terminal: escape sequences, bells, carriage returns and other
 * control or direction-changing characters are shown as visible escapes ({@code \e}, {@code \u0007})
 * instead of acting on the terminal. JSON output does not go through here: it is exact.
 */
final class Terminal {
    private Terminal() {
    }

    /** {@code text} on one line: every control character escaped, new lines included. */
    static String visible(String text) {
        return escape(text, false);
    }

    /** {@code text} keeping its new lines and tabs; every other control character escaped. */
    static String multiLine(String text) {
        return escape(text, true);
    }

    private static String escape(String text, boolean keepLines) {
        if (text == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                b.append(c).append(text.charAt(++i));
            } else if (keepLines && (c == '\n' || c == '\t')) {
                b.append(c);
            } else if (c == 0x1B) {
                b.append("\\e");
            } else if (c == '\\' && i + 1 < text.length() && (text.charAt(i + 1) == 'e' || text.charAt(i + 1) == 'u')) {
                b.append("\\\\"); // so a literal backslash-e in the text is not mistaken for an escape
            } else if (unsafe(c)) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    private static boolean unsafe(char c) {
        return c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F)
                || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069)
                || Character.isSurrogate(c); // a lone half of a pair
    }
}
