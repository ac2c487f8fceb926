package org.memoryjournal.ui.settings;

import java.util.Locale;

import org.memoryjournal.memory.DecayRates;

/**
 * A decay rate as a person reads it: the days until a memory's recency halves ("180", "2888", "2.5"), or
 * "never" for a rate of 1, and in words with a longer unit ("2,888 days (about 7.9 years)"). The score pane
 * speaks in half-lives too; a rate per hour such as 0.99983956
 * means nothing to a reader and does not fit a field.
 */
final class HalfLifeText {
    static final String NEVER = "never";
    private static final double HOURS_PER_DAY = 24;

    private HalfLifeText() {
    }

    /** From this many days a half-life shows in whole days: "2888.1" reads as a raw internal, not a setting. */
    private static final double WHOLE_DAYS_FROM = 10;

    /** The half-life of a rate in days (whole days from {@value #WHOLE_DAYS_FROM}, else to one decimal), or never. */
    static String of(double rate) {
        double days = DecayRates.halfLifeHours(rate) / HOURS_PER_DAY;
        if (Double.isInfinite(days)) {
            return NEVER;
        }
        double rounded = days >= WHOLE_DAYS_FROM ? Math.round(days) : Math.round(days * 10) / 10.0;
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

    /**
     * A typed half-life in words: "180 days (about 6 months)", "2,888 days (about 7.9 years)", "12 hours", "never";
     * "" for text that is not a half-life (the field's own error says why).
     */
    static String inWords(String text) {
        double rate;
        try {
            rate = rate(text);
        } catch (NumberFormatException notAHalfLife) {
            return "";
        }
        double days = DecayRates.halfLifeHours(rate) / HOURS_PER_DAY;
        if (Double.isInfinite(days)) {
            return "never";
        }
        if (days < 1) {
            return String.format(Locale.ROOT, "%.0f hours", days * HOURS_PER_DAY);
        }
        String shown = days >= WHOLE_DAYS_FROM ? String.format(Locale.ENGLISH, "%,d days", Math.round(days))
                : String.format(Locale.ROOT, "%.1f days", days);
        if (days >= 365) {
            return shown + String.format(Locale.ROOT, " (about %.1f years)", days / 365);
        }
        if (days >= 60) {
            return shown + String.format(Locale.ROOT, " (about %d months)", Math.round(days / 30.44));
        }
        return shown;
    }
}
