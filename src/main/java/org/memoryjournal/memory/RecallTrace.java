package org.memoryjournal.memory;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.function.ToDoubleFunction;

/**
 * The ranking that built one answer's prompt, as it was at that moment: when, with the weights it used
 * ({@link RetrievalPolicy#weightsFor}: a question about what mattered is weighed its own way), what
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

    /** A signal this close to 0 gives no weight back (its weighted part is all rounding). */
    private static final double NO_SIGNAL = 1e-6;

    /**
     * The weights {@code entries} were ranked with, read back from their breakdowns, for a trace kept before the
     * weights used were: a weighted part is the weight times the signal, so an entry whose signal is not 0 gives
     * the weight back. A signal that is 0 in every entry added nothing: {@code asked}'s weight for it stands.
     */
    public static Weights weightsReadBack(List<Entry> entries, Weights asked) {
        return new Weights(
                readBack(entries, ScoreBreakdown::relevance, ScoreBreakdown::weightedRelevance, asked.relevance()),
                readBack(entries, ScoreBreakdown::recency, ScoreBreakdown::weightedRecency, asked.recency()),
                readBack(entries, ScoreBreakdown::importance, ScoreBreakdown::weightedImportance, asked.importance()));
    }

    private static double readBack(List<Entry> entries, ToDoubleFunction<ScoreBreakdown> signal,
                                   ToDoubleFunction<ScoreBreakdown> weighted, double asked) {
        for (Entry e : entries) {
            double s = signal.applyAsDouble(e.breakdown());
            if (Math.abs(s) > NO_SIGNAL) {
                return Math.max(0, weighted.applyAsDouble(e.breakdown()) / s);
            }
        }
        return asked;
    }

    public static RecallTrace of(Instant at, Weights weights, String timeFocus, List<Recalled> recalled) {
        return new RecallTrace(at, weights, timeFocus, recalled.stream()
                .map(r -> new Entry(r.memory().id(), r.rank(), r.breakdown(), r.memory().text().hashCode())).toList());
    }
}
