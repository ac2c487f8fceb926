package org.memoryjournal.memory;

/**
 * Why a memory was recalled: each signal as used for ranking (after normalisation), its weighted
 * contribution, the adjustments for time and change, and the total.
 *
 * @param timeMatch   added because the memory matches the question's time words (0 when none applied)
 * @param outdated    subtracted because a newer memory about the same thing was also recalled (0 when not)
 * @param outdatedBy  the id of that newer memory, 0 when none
 * @param total       weighted relevance + recency + importance + timeMatch − outdated
 */
public record ScoreBreakdown(double relevance, double recency, double importance,
                             double weightedRelevance, double weightedRecency, double weightedImportance,
                             double timeMatch, double outdated, long outdatedBy, double total) {

    public static ScoreBreakdown of(Weights w, double relevance, double recency, double importance) {
        return of(w, relevance, recency, importance, 0, 0, 0);
    }

    public static ScoreBreakdown of(Weights w, double relevance, double recency, double importance,
                                    double timeMatch, double outdated, long outdatedBy) {
        double r = w.relevance() * relevance;
        double c = w.recency() * recency;
        double i = w.importance() * importance;
        return new ScoreBreakdown(relevance, recency, importance, r, c, i, timeMatch, outdated, outdatedBy,
                r + c + i + timeMatch - outdated);
    }
}
