package org.memoryjournal.memory;

/**
 * The mean of a journal's unit vectors, and similarity measured against it. A journal written in one voice puts
 * every note near every other (in one written in texting style, half its unrelated pairs reach a calibrated
 * similarity of 0.3 and a tenth 0.5), so "about the same thing" cannot be one fixed cosine for every journal.
 * Centred on the journal's mean, the background looks alike whatever the style: the cosine of {@code a − mean} and
 * {@code b − mean} is about 0 for a typical pair of notes and above 0.31–0.41 for one pair in a hundred (nine
 * journals of 63–70 notes written for two new-user trials, in nine voices). A note about the same thing as another
 * stands out from that background; the thresholds that use it are {@code HeuristicUpdateJudge.STANDS_OUT},
 * {@link Adjustments#NEWER_STANDS_OUT} and {@link RecurringEpisodes#STANDS_OUT}.
 */
public final class JournalMean {
    private final double[] mean;
    private final int count;
    private final double meanSquared;

    public JournalMean(double[] mean, int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count must not be negative");
        }
        this.mean = mean.clone();
        this.count = count;
        double mm = 0;
        for (double m : mean) {
            mm += m * m;
        }
        this.meanSquared = mm;
    }

    /** How many memories it is the mean of. */
    public int count() {
        return count;
    }

    /**
     * From this many memories on, a journal's mean tells its background. 20 and 30 scored alike on the second trial's
     * questions; from 20 the journal's first entry was no longer superseded by a note written as its 29th.
     */
    public static final int MEASURED_FROM = 20;

    /**
     * The cosine of {@code a} and {@code b} after taking the journal's mean away from both (as unit vectors); empty
     * when the journal holds fewer than {@link #MEASURED_FROM} memories.
     */
    public java.util.OptionalDouble centredCosine(Embedding a, Embedding b) {
        return count < MEASURED_FROM ? java.util.OptionalDouble.empty()
                : java.util.OptionalDouble.of(centredCosineOf(a, b));
    }

    private double centredCosineOf(Embedding a, Embedding b) {
        a.requireComparableWith(b);
        if (a.dimension() != mean.length) {
            throw new IncompatibleEmbeddingException("This mean has " + mean.length + " dimensions; the vectors have "
                    + a.dimension() + ".");
        }
        float[] x = a.vector();
        float[] y = b.vector();
        double nx = Signals.norm(x, 0, x.length);
        double ny = Signals.norm(y, 0, y.length);
        double dot = Signals.dot(x, 0, y, 0, x.length);
        return centred(dot, nx, ny, dotMean(x, 0), dotMean(y, 0));
    }

    /** {@code v}'s dot product with the mean, from {@code offset}. */
    double dotMean(float[] v, int offset) {
        double s = 0;
        for (int i = 0; i < mean.length; i++) {
            s += v[offset + i] * mean[i];
        }
        return s;
    }

    /**
     * The centred cosine from what ranking already has: the two vectors' dot product and norms, and each one's dot
     * product with the mean ({@link #dotMean}); 0 when either is the mean itself or has no length.
     */
    double centred(double dot, double normA, double normB, double meanDotA, double meanDotB) {
        if (normA == 0 || normB == 0) {
            return 0;
        }
        double mm = meanSquared;
        double ua = meanDotA / normA;
        double ub = meanDotB / normB;
        double la = 1 - 2 * ua + mm;
        double lb = 1 - 2 * ub + mm;
        if (la <= 1e-12 || lb <= 1e-12) {
            return 0;
        }
        return (dot / (normA * normB) - ua - ub + mm) / Math.sqrt(la * lb);
    }
}
