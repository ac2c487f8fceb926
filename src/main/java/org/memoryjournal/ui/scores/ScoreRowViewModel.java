package org.memoryjournal.ui.scores;

import java.util.Map;
import java.util.OptionalInt;

import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.ScoreBreakdown;

/**
 * One ranked memory in the score pane.
 *
 * @param rank        1-based rank under the what-if weights
 * @param memoryId    the memory
 * @param text        its text
 * @param kind        its kind
 * @param breakdown   raw signals, weighted parts and total
 * @param rankChange  how many places it moved up (positive) or down against the saved settings;
 *                    empty when the saved settings do not rank it at all
 * @param replaced    the text of the memory it replaced whose relevance it took ({@link ScoreBreakdown#relevanceOf()});
 *                    empty when its relevance is its own or that memory is gone
 * @param editedSince its text was edited after the answer this ranking built: the bars are for the text it had then
 */
public record ScoreRowViewModel(int rank, long memoryId, String text, MemoryKind kind, ScoreBreakdown breakdown,
                                OptionalInt rankChange, String replaced, boolean editedSince) {

    /** A row of a ranking done now (no edit can have come after it). */
    static ScoreRowViewModel of(Recalled r, OptionalInt change, Map<Long, String> texts) {
        return of(r, change, texts, false);
    }

    static ScoreRowViewModel of(Recalled r, OptionalInt change, Map<Long, String> texts, boolean editedSince) {
        return new ScoreRowViewModel(r.rank(), r.memory().id(), r.memory().text(), r.memory().kind(), r.breakdown(),
                change, texts.getOrDefault(r.breakdown().relevanceOf(), ""), editedSince);
    }

    /**
     * The later sentence of the passage whose match its relevance is ({@link ScoreBreakdown#passage()}); empty when
     * it is its whole text's.
     */
    public java.util.Optional<String> matchedSentence() {
        return org.memoryjournal.memory.MemoryParts.sentence(text, breakdown.passage());
    }

    /** How many characters of a memory a score card shows. */
    static final int PREVIEW_CHARS = 240;

    /** The text as the card shows it: whole, or its first {@value #PREVIEW_CHARS} characters and "…". */
    public String preview() {
        return shortened(text, PREVIEW_CHARS);
    }

    /** A text whole, or its first {@code chars} characters and "…". */
    static String shortened(String text, int chars) {
        return text.length() <= chars ? text : text.substring(0, chars).stripTrailing() + "…";
    }

    /** "↑2", "↓1", "new" or "" when unchanged. */
    public String changeLabel() {
        if (rankChange.isEmpty()) {
            return "new";
        }
        int c = rankChange.getAsInt();
        return c > 0 ? "↑" + c : c < 0 ? "↓" + (-c) : "";
    }
}
