package org.memoryjournal.memory;

/** How much each signal counts in the total score. Non-negative, finite. */
public record Weights(double relevance, double recency, double importance) {
    public static final Weights EQUAL = new Weights(1, 1, 1);

    public Weights {
        check(relevance, "relevance");
        check(recency, "recency");
        check(importance, "importance");
    }

    private static void check(double w, String name) {
        if (!Double.isFinite(w) || w < 0) {
            throw new IllegalArgumentException("The " + name + " weight must be a number ≥ 0, not " + w + ".");
        }
    }

    /** Parses "R,C,I", e.g. {@code 1,0.5,0.5}. */
    public static Weights parse(String text) {
        String[] parts = text == null ? new String[0] : text.split(",");
        if (parts.length != 3) {
            throw new IllegalArgumentException("Weights are three numbers: relevance,recency,importance (e.g. 1,1,1).");
        }
        try {
            return new Weights(Double.parseDouble(parts[0].trim()), Double.parseDouble(parts[1].trim()),
                    Double.parseDouble(parts[2].trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Weights are three numbers: relevance,recency,importance (e.g. 1,1,1).");
        }
    }

    public double total(double relevanceSignal, double recencySignal, double importanceSignal) {
        return relevance * relevanceSignal + recency * recencySignal + importance * importanceSignal;
    }
}
