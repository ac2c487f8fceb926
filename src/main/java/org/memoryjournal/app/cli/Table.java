package org.memoryjournal.app.cli;

/** Small helpers for plain-text output. */
final class Table {
    private Table() {
    }

    static String oneLine(String text, int max) {
        String line = text.replaceAll("\\s+", " ").strip();
        return line.length() <= max ? line : line.substring(0, max - 1) + "…";
    }
}
