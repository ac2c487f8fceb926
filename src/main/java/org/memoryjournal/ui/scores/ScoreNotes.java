package org.memoryjournal.ui.scores;

import java.util.Locale;
import java.util.OptionalInt;

import org.memoryjournal.memory.LoweredFor;

/** The sentences a score card adds under its bars when an adjustment moved the memory. */
final class ScoreNotes {
    private ScoreNotes() {
    }

    /**
     * Newer-wins moves a memory below the one that replaced it: say what it cost, if anything (the newer one often
     * ranks above it on its own), and which memory that is (by its rank in this list, as the cards are numbered).
     */
    static String outdated(double lost, OptionalInt newerRank, LoweredFor why) {
        String which = newerRank.isPresent() ? "#" + newerRank.getAsInt() : "a newer memory";
        String how = why == LoweredFor.NEWER_VALUE ? "gives a newer figure for what is asked" : "says it changed";
        if (lost <= 0) {
            return "ranked below " + which + ", newer, about the same thing, and " + how;
        }
        return amount(lost) + ": ranked just below " + which + ", newer, about the same thing, and " + how;
    }

    /**
     * An insight moves below a memory it was drawn from: say what it cost and which memory that is (by its rank in
     * this list).
     */
    static String belowSource(double lost, OptionalInt sourceRank) {
        String which = sourceRank.isPresent() ? "#" + sourceRank.getAsInt() : "a memory";
        return amount(lost) + ": an insight, ranked just below " + which + ", which it was drawn from";
    }

    /** What a memory lost by being moved down: "−0.21", or three decimals when it rounds to "−0.00". */
    private static String amount(double lost) {
        return lost < 0.005 ? String.format(Locale.ROOT, "−%.3f", lost) : String.format(Locale.ROOT, "−%.2f", lost);
    }

    /**
     * A memory that replaced another is found by what finds the one it replaced: say whose relevance its bar shows,
     * quoting that memory (on one line, shortened) when it is still there.
     */
    static String replaced(long id, String replacedText) {
        if (replacedText.isEmpty()) {
            return "relevance of memory " + id + ", which this one replaced";
        }
        return "relevance of the memory this one replaced: “" + quote(replacedText) + "”";
    }

    /**
     * The question asks about the asker's own thing ("my theory test") and this memory gives it to someone else ("his
     * theory test"): say that its relevance bar shows only part of its match.
     */
    static String someoneElses() {
        return kept(org.memoryjournal.memory.OthersThings.KEPT,
                "about someone else's, and the question asks about yours");
    }

    /** The memory only asks (a question asked in the chat): say that its relevance bar shows only part of its match. */
    static String askedOnly() {
        return kept(org.memoryjournal.memory.AskedOnly.KEPT, "a question you asked, not an answer");
    }

    /** A memory keeps only {@code share} of its match as relevance, for the reason {@code why}. */
    private static String kept(double share, String why) {
        return String.format(Locale.ROOT, "relevance ×%.1f: %s", share, why);
    }

    /** Its relevance is the match of one passage of it: say which, so the bar is not read as the whole note's. */
    static String passage(String sentence) {
        return "relevance of its passage “" + quote(sentence) + "”";
    }

    /** Its text was edited after the answer: the bars, kept with the answer, are for the text it had then. */
    static String editedSince() {
        return "edited since this answer: the bars are for the text it had then";
    }

    /** A text quoted inside a note's sentence: on one line, shortened. */
    private static String quote(String text) {
        return org.memoryjournal.ui.Excerpt.of(text, REPLACED_QUOTE_CHARS);
    }

    /** How much of a replaced memory's text its note quotes. */
    static final int REPLACED_QUOTE_CHARS = 80;
}
