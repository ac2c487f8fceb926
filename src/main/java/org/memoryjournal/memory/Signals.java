package org.memoryjournal.memory;

import java.time.Instant;

/**
 * The three retrieval signals, in double precision. These are the reference definitions: the fast
 * scan in {@link MemoryIndex} must rank exactly as they do.
 */
public final class Signals {
    private static final double SECONDS_PER_HOUR = 3600.0;

    private Signals() {
    }

    /** decay ^ hours since last access; a last access in the future counts as now (1.0). */
    public static double recency(double decayPerHour, Instant lastAccessed, Instant now) {
        return recency(decayPerHour, hoursBetween(lastAccessed, now));
    }

    /** decay ^ hours; negative hours (clock skew) clamp to 1.0. */
    public static double recency(double decayPerHour, double hours) {
        if (hours <= 0) {
            return 1.0;
        }
        return Math.pow(decayPerHour, hours);
    }

    public static double hoursBetween(Instant from, Instant to) {
        return hoursBetween(from.getEpochSecond(), from.getNano(), to.getEpochSecond(), to.getNano());
    }

    /** Hours from one instant to another, given as epoch seconds and nanoseconds. */
    static double hoursBetween(long fromSecond, int fromNano, long toSecond, int toNano) {
        long seconds = toSecond - fromSecond;
        long nanos = (long) toNano - fromNano;
        if (nanos < 0) {
            seconds--;
            nanos += 1_000_000_000L;
        }
        return (seconds + nanos / 1e9) / SECONDS_PER_HOUR;
    }

    /** importance / 10, clamped to [0, 1]. */
    public static double importance(int importance) {
        return Math.max(0.0, Math.min(1.0, importance / 10.0));
    }

    /** Cosine similarity; throws when the vectors come from different models or dimensions. */
    public static double cosine(Embedding a, Embedding b) {
        a.requireComparableWith(b);
        return cosine(a.vector(), b.vector());
    }

    /** Cosine similarity in double precision; a zero-norm vector gives 0. */
    public static double cosine(float[] a, float[] b) {
        if (a.length != b.length) {
            throw new IncompatibleEmbeddingException("Cannot compare vectors of different dimensions ("
                    + a.length + " vs " + b.length + ").");
        }
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += (double) a[i] * b[i];
            na += (double) a[i] * a[i];
            nb += (double) b[i] * b[i];
        }
        return cosineFrom(dot, Math.sqrt(na), Math.sqrt(nb));
    }

    /** The one place cosine is finished, so the fast path and the reference agree bit for bit. */
    static double cosineFrom(double dot, double normA, double normB) {
        if (normA == 0 || normB == 0) {
            return 0.0;
        }
        return dot / (normA * normB);
    }

    static double norm(float[] v, int offset, int dim) {
        double s = 0;
        for (int i = 0; i < dim; i++) {
            s += (double) v[offset + i] * v[offset + i];
        }
        return Math.sqrt(s);
    }

    static double dot(float[] a, int offsetA, float[] b, int offsetB, int dim) {
        double s = 0;
        for (int i = 0; i < dim; i++) {
            s += (double) a[offsetA + i] * b[offsetB + i];
        }
        return s;
    }

    static double dot(float[] q, float[] v, int offset, int dim) {
        double s = 0;
        for (int i = 0; i < dim; i++) {
            s += (double) q[i] * v[offset + i];
        }
        return s;
    }
}
