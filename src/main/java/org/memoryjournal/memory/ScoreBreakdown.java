package org.memoryjournal.memory;

/**
 * Why a memory was recalled: each signal as used for ranking (after normalisation), its weighted
 * contribution, and the total.
 */
public record ScoreBreakdown(double relevance, double recency, double importance,
                             double weightedRelevance, double weightedRecency, double weightedImportance,
                             double total) {

    public static ScoreBreakdown of(Weights w, double relevance, double recency, double importance) {
        double r = w.relevance() * relevance;
        double c = w.recency() * recency;
        double i = w.importance() * importance;
        return new ScoreBreakdown(relevance, recency, importance, r, c, i, r + c + i);
    }
}
