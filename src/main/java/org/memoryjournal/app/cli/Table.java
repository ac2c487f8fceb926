package org.memoryjournal.app.cli;

/** Small helpers for plain-text output. */
final class Table {
    private Table() {
    }

    /** {@code text} on one line of at most {@code max} characters, with control characters made visible. */
    static String oneLine(String text, int max) {
        String line = Terminal.visible(text.replaceAll("[ \\t\\n\\x0B\\f]+", " ").strip());
        return line.length() <= max ? line : line.substring(0, max - 1) + "…";
    }
}
