package org.memoryjournal.memory;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * The ranking that built one answer's prompt, as it was at that moment: when, with which weights, what
 * the question's time words resolved to, and each recalled memory's breakdown. Stored with the answer so
 * the score pane shows what was used, not a re-rank after the turn's own touch and write-back.
 *
 * @param timeFocus a description of the time words applied ("" when none)
 */
public record RecallTrace(Instant at, Weights weights, String timeFocus, List<Entry> entries) {

    /**
     * One recalled memory and why.
     *
     * @param textHash the {@link String#hashCode()} of its text when it was ranked, so that an edit since shows;
     *                 0 when not known (a trace kept before it was)
     */
    public record Entry(long memoryId, int rank, ScoreBreakdown breakdown, int textHash) {
        public Entry {
            Objects.requireNonNull(breakdown, "breakdown");
        }

        /** Whether the memory's text is no longer {@code text}, the one it was ranked by (false when not known). */
        public boolean editedSince(String text) {
            return textHash != 0 && text.hashCode() != textHash;
        }
    }

    public RecallTrace {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(weights, "weights");
        Objects.requireNonNull(timeFocus, "timeFocus");
        entries = List.copyOf(entries);
    }

    public static RecallTrace of(Instant at, Weights weights, String timeFocus, List<Recalled> recalled) {
        return new RecallTrace(at, weights, timeFocus, recalled.stream()
                .map(r -> new Entry(r.memory().id(), r.rank(), r.breakdown(), r.memory().text().hashCode())).toList());
    }
}
