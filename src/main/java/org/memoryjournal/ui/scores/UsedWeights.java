package org.memoryjournal.ui.scores;

import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

import org.memoryjournal.memory.ScoreBreakdown;
import org.memoryjournal.memory.Weights;

/**
 * The weights a shown ranking was made with, read back from its rows. They are not always the weights it was asked
 * with: the ranking weighs some questions its own way (one about what mattered weighs importance more and, naming no
 * topic, relevance less), and neither a breakdown nor a kept answer's trace records the weights it used — a
 * breakdown keeps each signal's weighted part, a trace the settings' weights. The weighted part is the weight times
 * the signal, so a row whose signal is not 0 gives the weight back. A signal that is 0 on every row added nothing,
 * whatever its weight: the weight asked for stands.
 */
final class UsedWeights {
    /** A signal this close to 0 gives no weight back (its weighted part is all rounding). */
    private static final double NO_SIGNAL = 1e-6;

    private UsedWeights() {
    }

    /** The weights {@code rows} were ranked with, {@code asked} for a signal none of them has. */
    static Weights of(List<ScoreBreakdown> rows, Weights asked) {
        return new Weights(
                weight(rows, ScoreBreakdown::relevance, ScoreBreakdown::weightedRelevance, asked.relevance()),
                weight(rows, ScoreBreakdown::recency, ScoreBreakdown::weightedRecency, asked.recency()),
                weight(rows, ScoreBreakdown::importance, ScoreBreakdown::weightedImportance, asked.importance()));
    }

    private static double weight(List<ScoreBreakdown> rows, ToDoubleFunction<ScoreBreakdown> signal,
                                 ToDoubleFunction<ScoreBreakdown> weighted, double asked) {
        for (ScoreBreakdown b : rows) {
            double s = signal.applyAsDouble(b);
            if (Math.abs(s) > NO_SIGNAL) {
                return Math.max(0, weighted.applyAsDouble(b) / s);
            }
        }
        return asked;
    }

    /**
     * A weight's label beside its slider: "× 0.10" when the ranking used the slider's weight, "× 1.00 (slider 0.10)"
     * when it used another, so the label never claims a weight the bars below were not made with.
     */
    static String label(double used, double slider) {
        String shown = String.format(Locale.ROOT, "× %.2f", used);
        return same(used, slider) ? shown : shown + String.format(Locale.ROOT, " (slider %.2f)", slider);
    }

    /** Whether two weights show as the same number. */
    static boolean same(double a, double b) {
        return String.format(Locale.ROOT, "%.2f", a).equals(String.format(Locale.ROOT, "%.2f", b));
    }

    /** "0.30 / 0.03 / 1.00": relevance, recency and importance. */
    static String describe(Weights w) {
        return String.format(Locale.ROOT, "%.2f / %.2f / %.2f", w.relevance(), w.recency(), w.importance());
    }
}
