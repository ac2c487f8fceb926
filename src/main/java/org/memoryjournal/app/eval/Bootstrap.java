package org.memoryjournal.app.eval;

import java.util.Random;

/**
 * Percentile bootstrap intervals over questions: resample the questions with replacement, take the
 * mean each time, and report the 2.5th and 97.5th percentiles. Paired: the same resampled questions
 * for two configurations, so the interval of their difference is not blurred by question difficulty.
 */
final class Bootstrap {
    static final int REPS = 2000;
    /** Fixed, so a rerun of the same evaluation prints the same interval. */
    static final long SEED = 20261201L;

    /** A 95% interval. */
    record Interval(double low, double high) {
        boolean excludesZero() {
            return low > 0 || high < 0;
        }
    }

    private Bootstrap() {
    }

    static Interval mean(double[] values) {
        return paired(values, new double[values.length]);
    }

    /** The interval of mean(a) − mean(b), questions paired by index. */
    static Interval paired(double[] a, double[] b) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("Paired samples need the same questions.");
        }
        int n = a.length;
        if (n == 0) {
            return new Interval(0, 0);
        }
        Random rnd = new Random(SEED);
        double[] means = new double[REPS];
        for (int r = 0; r < REPS; r++) {
            double s = 0;
            for (int i = 0; i < n; i++) {
                int j = rnd.nextInt(n);
                s += a[j] - b[j];
            }
            means[r] = s / n;
        }
        java.util.Arrays.sort(means);
        return new Interval(means[(int) Math.floor(0.025 * (REPS - 1))], means[(int) Math.ceil(0.975 * (REPS - 1))]);
    }
}
