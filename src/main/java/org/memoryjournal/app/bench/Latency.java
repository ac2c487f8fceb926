package org.memoryjournal.app.bench;

import java.util.Arrays;

/** Percentiles of a set of timings in milliseconds. */
record Latency(int n, double p50, double p95) {

    static Latency of(int n, double[] millis) {
        double[] sorted = millis.clone();
        Arrays.sort(sorted);
        return new Latency(n, percentile(sorted, 0.50), percentile(sorted, 0.95));
    }

    static double percentile(double[] sorted, double q) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int i = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }
}
