package org.memoryjournal.memory;

/**
 * Why a memory was recalled: each signal as used for ranking (after normalisation), its weighted
 * contribution, the adjustments for time and change, and the total.
 *
 * @param timeMatch   added because the memory matches the question's time words (0 when none applied)
 * @param outdated    subtracted to rank this memory just below {@code outdatedBy} (0 when not): a newer memory about
 *                    the same thing, or, for an insight, a memory it was drawn from ({@code loweredFor} says which)
 * @param outdatedBy  the id of the recalled memory this one is ranked below, 0 when none (a newer one may have cost
 *                    nothing: it can rank above by its own score and the relevance it took on)
 * @param total       weighted relevance + recency + importance + timeMatch + questionFit − outdated
 * @param relevanceOf the id of the memory this one replaced whose relevance it took, being the newer word on what
 *                    that memory was about (0 when the relevance is this memory's own)
 * @param questionFit added because the memory is the kind of memory the question asks for: a standing instruction
 *                    for a question about how the assistant should behave, a memory that holds a detail for a
 *                    question that looks one up (0 when none)
 * @param fitReason   which of those the question fit is ({@link FitReason#NONE} when there is none)
 * @param loweredFor  why it is ranked below {@code outdatedBy} ({@link LoweredFor#NONE} when it is not)
 * @param someoneElses whether its relevance is {@link OthersThings#KEPT} of its match, the memory giving the thing the
 *                    question asks about as the asker's own ("my theory test") to someone else ("his theory test")
 * @param passage     which of the memory's passages its relevance is the match of ({@link MemoryParts#sentence}),
 *                    counted from 1; 0 when it is its whole text's (or another memory's: {@code relevanceOf})
 * @param askedOnly   whether its relevance is {@link AskedOnly#KEPT} of its match, the memory only asking (a question
 *                    the user asked in the chat holds what was asked, not the answer)
 */
public record ScoreBreakdown(double relevance, double recency, double importance,
                             double weightedRelevance, double weightedRecency, double weightedImportance,
                             double timeMatch, double outdated, long outdatedBy, double total, long relevanceOf,
                             double questionFit, FitReason fitReason, LoweredFor loweredFor, boolean someoneElses,
                             int passage, boolean askedOnly) {

    public ScoreBreakdown {
        java.util.Objects.requireNonNull(fitReason, "fitReason");
        java.util.Objects.requireNonNull(loweredFor, "loweredFor");
        if (passage < 0) {
            throw new IllegalArgumentException("A passage is counted from 1, not " + passage + ".");
        }
    }

    /** A breakdown of a memory that does not only ask. */
    public ScoreBreakdown(double relevance, double recency, double importance, double weightedRelevance,
                          double weightedRecency, double weightedImportance, double timeMatch, double outdated,
                          long outdatedBy, double total, long relevanceOf, double questionFit, FitReason fitReason,
                          LoweredFor loweredFor, boolean someoneElses, int passage) {
        this(relevance, recency, importance, weightedRelevance, weightedRecency, weightedImportance, timeMatch,
                outdated, outdatedBy, total, relevanceOf, questionFit, fitReason, loweredFor, someoneElses, passage,
                false);
    }

    /** A breakdown whose relevance is its whole text's match. */
    public ScoreBreakdown(double relevance, double recency, double importance, double weightedRelevance,
                          double weightedRecency, double weightedImportance, double timeMatch, double outdated,
                          long outdatedBy, double total, long relevanceOf, double questionFit, FitReason fitReason,
                          LoweredFor loweredFor, boolean someoneElses) {
        this(relevance, recency, importance, weightedRelevance, weightedRecency, weightedImportance, timeMatch,
                outdated, outdatedBy, total, relevanceOf, questionFit, fitReason, loweredFor, someoneElses, 0);
    }

    /** A breakdown whose relevance is its whole match. */
    public ScoreBreakdown(double relevance, double recency, double importance, double weightedRelevance,
                          double weightedRecency, double weightedImportance, double timeMatch, double outdated,
                          long outdatedBy, double total, long relevanceOf, double questionFit, FitReason fitReason,
                          LoweredFor loweredFor) {
        this(relevance, recency, importance, weightedRelevance, weightedRecency, weightedImportance, timeMatch,
                outdated, outdatedBy, total, relevanceOf, questionFit, fitReason, loweredFor, false);
    }

    /** A breakdown lowered for a newer memory when {@code outdatedBy} names one. */
    public ScoreBreakdown(double relevance, double recency, double importance, double weightedRelevance,
                          double weightedRecency, double weightedImportance, double timeMatch, double outdated,
                          long outdatedBy, double total, long relevanceOf, double questionFit, FitReason fitReason) {
        this(relevance, recency, importance, weightedRelevance, weightedRecency, weightedImportance, timeMatch,
                outdated, outdatedBy, total, relevanceOf, questionFit, fitReason,
                outdatedBy != 0 ? LoweredFor.NEWER : LoweredFor.NONE);
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
                weightedImportance, timeMatch, outdated, outdatedBy, total, id, questionFit, fitReason, loweredFor,
                someoneElses, 0);
    }

    /** The same breakdown, lowered for {@code reason} (when {@link #outdatedBy()} names the memory). */
    public ScoreBreakdown withLoweredFor(LoweredFor reason) {
        return new ScoreBreakdown(relevance, recency, importance, weightedRelevance, weightedRecency,
                weightedImportance, timeMatch, outdated, outdatedBy, total, relevanceOf, questionFit, fitReason,
                reason, someoneElses, passage, askedOnly);
    }

    /** This breakdown, its relevance lowered for being about someone else's thing ({@link #someoneElses()}). */
    public ScoreBreakdown withSomeoneElses() {
        return new ScoreBreakdown(relevance, recency, importance, weightedRelevance, weightedRecency,
                weightedImportance, timeMatch, outdated, outdatedBy, total, relevanceOf, questionFit, fitReason,
                loweredFor, true, passage, askedOnly);
    }

    /** This breakdown, its relevance lowered for the memory only asking ({@link #askedOnly()}). */
    public ScoreBreakdown withAskedOnly() {
        return new ScoreBreakdown(relevance, recency, importance, weightedRelevance, weightedRecency,
                weightedImportance, timeMatch, outdated, outdatedBy, total, relevanceOf, questionFit, fitReason,
                loweredFor, someoneElses, passage, true);
    }

    /** This breakdown, its relevance the match of the memory's passage {@code n} (from 1; see {@link #passage()}). */
    public ScoreBreakdown withPassage(int n) {
        return new ScoreBreakdown(relevance, recency, importance, weightedRelevance, weightedRecency,
                weightedImportance, timeMatch, outdated, outdatedBy, total, relevanceOf, questionFit, fitReason,
                loweredFor, someoneElses, n, askedOnly);
    }

    /**
     * This insight's breakdown, lowered to end just below {@code source}, a memory it was drawn from whose total is
     * {@code sourceTotal}; the rest of the breakdown stays as it was.
     */
    public ScoreBreakdown belowSource(long source, double sourceTotal) {
        double lost = Math.max(0, total - sourceTotal) + JUST_BELOW;
        return new ScoreBreakdown(relevance, recency, importance, weightedRelevance, weightedRecency,
                weightedImportance, timeMatch, outdated + lost, source, total - lost, relevanceOf, questionFit,
                fitReason, LoweredFor.SOURCE, someoneElses, passage, askedOnly);
    }

    /**
     * How far below the memory it is ranked after a lowered memory ends: an outdated memory below its replacement,
     * an insight below its source. Just below, not far below.
     */
    static final double JUST_BELOW = 1e-3;

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
