package org.memoryjournal.ui;

/** A memory's text shortened for one line of the window: its whitespace runs made single spaces, then cut. */
public final class Excerpt {
    private Excerpt() {
    }

    /** The text on one line, at most {@code chars} characters; a cut one ends in "…" (counted). */
    public static String of(String text, int chars) {
        String oneLine = text.replaceAll("\\s+", " ").strip();
        return oneLine.length() <= chars ? oneLine : oneLine.substring(0, chars - 1).stripTrailing() + "…";
    }
}
