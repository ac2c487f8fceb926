package org.memoryjournal.ui.settings;

import java.util.Locale;

import org.memoryjournal.memory.DecayRates;

/**
 * A decay rate as a person reads it: the days until a memory's recency halves ("180", "2888.1"), or
 * "never" for a rate of 1. The score pane speaks in half-lives too; a rate per hour such as 0.99983956
 * means nothing to a reader and does not fit a field.
 */
final class HalfLifeText {
    static final String NEVER = "never";
    private static final double HOURS_PER_DAY = 24;

    private HalfLifeText() {
    }

    /** The half-life of a rate in days, to one decimal, or {@value #NEVER}. */
    static String of(double rate) {
        double days = DecayRates.halfLifeHours(rate) / HOURS_PER_DAY;
        if (Double.isInfinite(days)) {
            return NEVER;
        }
        double rounded = Math.round(days * 10) / 10.0;
        return rounded == Math.rint(rounded) ? Long.toString((long) rounded)
                : String.format(Locale.ROOT, "%.1f", rounded);
    }

    /**
     * The rate for a typed half-life: days greater than 0, or "never" (also an empty field).
     *
     * @throws NumberFormatException for anything else
     */
    static double rate(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        if (t.isEmpty() || t.equals(NEVER) || t.equals("∞")) {
            return 1.0;
        }
        double days = Double.parseDouble(t);
        if (!(days > 0) || Double.isInfinite(days)) {
            throw new NumberFormatException("not a half-life: " + text);
        }
        return DecayRates.rateForHalfLife(days * HOURS_PER_DAY);
    }

    /** The rate for the text, or {@code shown} itself when the text is still what {@link #of} gave for it. */
    static double rate(String text, double shown) {
        return text != null && text.strip().equals(of(shown)) ? shown : rate(text);
    }
}
