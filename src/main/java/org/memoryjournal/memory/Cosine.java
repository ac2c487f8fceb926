package org.memoryjournal.memory;

/** The cosine of two vectors of one model; 0 when either has no length. */
public final class Cosine {
    private Cosine() {
    }

    public static double of(Embedding a, Embedding b) {
        a.requireComparableWith(b);
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < a.dimension(); i++) {
            double x = a.get(i);
            double y = b.get(i);
            dot += x * y;
            na += x * x;
            nb += y * y;
        }
        return na == 0 || nb == 0 ? 0 : dot / Math.sqrt(na * nb);
    }
}
