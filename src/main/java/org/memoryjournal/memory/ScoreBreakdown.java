package org.memoryjournal.memory;

/**
 * Why a memory was recalled: each signal as used for ranking (after normalisation), its weighted
 * contribution, the adjustments for time and change, and the total.
 *
 * @param timeMatch   added because the memory matches the question's time words (0 when none applied)
 * @param outdated    subtracted because a newer memory about the same thing was also recalled (0 when not)
 * @param outdatedBy  the id of the newer recalled memory that replaces this one, 0 when none (it may have cost
 *                    nothing: the newer one can rank above it by its own score and the relevance it took on)
 * @param total       weighted relevance + recency + importance + timeMatch + questionFit − outdated
 * @param relevanceOf the id of the memory this one replaced whose relevance it took, being the newer word on what
 *                    that memory was about (0 when the relevance is this memory's own)
 * @param questionFit added because the memory is the kind of memory the question asks for: a standing instruction
 *                    for a question about how the assistant should behave, a memory that holds a detail for a
 *                    question that looks one up (0 when none)
 * @param fitReason   which of those the question fit is ({@link FitReason#NONE} when there is none)
 */
public record ScoreBreakdown(double relevance, double recency, double importance,
                             double weightedRelevance, double weightedRecency, double weightedImportance,
                             double timeMatch, double outdated, long outdatedBy, double total, long relevanceOf,
                             double questionFit, FitReason fitReason) {

    public ScoreBreakdown {
        java.util.Objects.requireNonNull(fitReason, "fitReason");
    }

    /** A breakdown whose relevance is the memory's own. */
    public ScoreBreakdown(double relevance, double recency, double importance, double weightedRelevance,
                          double weightedRecency, double weightedImportance, double timeMatch, double outdated,
                          long outdatedBy, double total) {
        this(relevance, recency, importance, weightedRelevance, weightedRecency, weightedImportance, timeMatch,
                outdated, outdatedBy, total, 0, 0, FitReason.NONE);
    }

    /** This breakdown, its relevance taken from the replaced memory {@code id}. */
    public ScoreBreakdown withRelevanceOf(long id) {
        return new ScoreBreakdown(relevance, recency, importance, weightedRelevance, weightedRecency,
                weightedImportance, timeMatch, outdated, outdatedBy, total, id, questionFit, fitReason);
    }

    public static ScoreBreakdown of(Weights w, double relevance, double recency, double importance) {
        return of(w, relevance, recency, importance, 0, 0, 0);
    }

    public static ScoreBreakdown of(Weights w, double relevance, double recency, double importance,
                                    double timeMatch, double outdated, long outdatedBy) {
        return of(w, relevance, recency, importance, timeMatch, 0, FitReason.NONE, outdated, outdatedBy);
    }

    /** A breakdown with a question fit; its reason is kept only when the fit is above 0. */
    public static ScoreBreakdown of(Weights w, double relevance, double recency, double importance,
                                    double timeMatch, double questionFit, FitReason fitReason, double outdated,
                                    long outdatedBy) {
        double r = w.relevance() * relevance;
        double c = w.recency() * recency;
        double i = w.importance() * importance;
        return new ScoreBreakdown(relevance, recency, importance, r, c, i, timeMatch, outdated, outdatedBy,
                r + c + i + timeMatch + questionFit - outdated, 0, questionFit,
                questionFit > 0 ? fitReason : FitReason.NONE);
    }
}
