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

    /** One recalled memory and why. */
    public record Entry(long memoryId, int rank, ScoreBreakdown breakdown) {
        public Entry {
            Objects.requireNonNull(breakdown, "breakdown");
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
                .map(r -> new Entry(r.memory().id(), r.rank(), r.breakdown())).toList());
    }
}
