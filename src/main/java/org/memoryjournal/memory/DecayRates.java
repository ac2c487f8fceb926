package org.memoryjournal.memory;

/**
 * Recency decay per hour, one rate per kind. A rate of 1.0 means no decay.
 *
 * <p>The default for semantic and procedural memories is {@value #DURABLE}: a year (8,760 h) later their
 * recency is still 0.916, a half-life of about eight years, so a preference stated long ago is not
 * buried by yesterday's small talk.
 */
public record DecayRates(double episodic, double semantic, double procedural) {
    /** The classic hourly decay of the Generative Agents paper. */
    public static final double CLASSIC = 0.995;
    /** Slow decay for durable kinds: 0.99999^8760 ≈ 0.916. */
    public static final double DURABLE = 0.99999;

    public static final DecayRates CLASSIC_BY_KIND = new DecayRates(CLASSIC, DURABLE, DURABLE);

    public DecayRates {
        check(episodic, "episodic");
        check(semantic, "semantic");
        check(procedural, "procedural");
    }

    private static void check(double rate, String kind) {
        if (!(rate > 0 && rate <= 1)) {
            throw new IllegalArgumentException("The " + kind + " decay rate must be in (0, 1], not " + rate + ".");
        }
    }

    public static DecayRates flat(double rate) {
        return new DecayRates(rate, rate, rate);
    }

    public double forKind(MemoryKind kind) {
        return switch (kind) {
            case EPISODIC -> episodic;
            case SEMANTIC -> semantic;
            case PROCEDURAL -> procedural;
        };
    }

    /** Hours until recency halves at this rate; infinite for 1.0. */
    public static double halfLifeHours(double rate) {
        return rate >= 1 ? Double.POSITIVE_INFINITY : Math.log(0.5) / Math.log(rate);
    }

    /** The rate whose half-life is {@code hours}. */
    public static double rateForHalfLife(double hours) {
        return Math.pow(0.5, 1.0 / hours);
    }
}
