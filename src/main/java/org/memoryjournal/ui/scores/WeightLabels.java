package org.memoryjournal.ui.scores;

import java.util.Locale;

import org.memoryjournal.memory.Weights;

/**
 * How the weights a shown ranking was made with are put into words beside the sliders and above the ranking. They are
 * not always the sliders': a question about what mattered is weighed its own way
 * ({@link org.memoryjournal.memory.RetrievalPolicy#weightsFor}), and an answer's kept ranking has the weights of its
 * moment.
 */
final class WeightLabels {
    private WeightLabels() {
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
