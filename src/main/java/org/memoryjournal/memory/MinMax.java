package org.memoryjournal.memory;

/** Min-max scaling to [0, 1]; when all values are equal every one becomes 0.5. */
public final class MinMax {
    private MinMax() {
    }

    public static double[] scale(double[] values) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (double v : values) {
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        double[] out = new double[values.length];
        double range = max - min;
        for (int i = 0; i < values.length; i++) {
            out[i] = range > 0 ? (values[i] - min) / range : 0.5;
        }
        return out;
    }
}
