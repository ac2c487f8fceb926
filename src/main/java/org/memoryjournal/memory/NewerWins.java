package org.memoryjournal.memory;

import java.util.Map;

/**
 * Newer-wins, the ranking-time check for a change the write path did not catch: of the memories a question
 * recalls, one that a newer recalled memory replaces (of its class, says something changed, about the same thing and
 * the same people, itself about the question) drops just below it, and the newer one takes its relevance when that
 * is higher. See {@link PooledRanking} for where it applies and {@link Adjustments#outdatedPenalty()} for how much.
 */
final class NewerWins {
    /** Two memories written this close together are one moment, not an update. */
    private static final long SAME_MOMENT_SECONDS = 60;

    private NewerWins() {
    }

    /**
     * For a question that asks for an amount, a count, a size or a time of day ({@link AnswerFit#asksForQuantity}: "how
     * many hens have we got?", "how much is the broadband?"): which candidates hold such a figure, and which share a
     * word of the question. Counts, prices, measures and times change without a word saying so ("Maya = 1 tooth",
     * months later "Maya 6 teeth"), so a newer note that gives the figure replaces an older one about the same thing
     * with no change word ({@link #newValue}). Look-alikes that hold figures ("gym membership 35 pounds a month" and
     * "phone contract 35 pounds a month", asked "how much is the gym?") are kept apart by the question's words: a newer
     * note without them replaces none that has them. Measured: three new-user trials 114 → 114, 111 → 113, 106 → 107 of
     * 153, 151 and 150 (their update questions 78 → 81 of 138: small, inside the trials' intervals); {@code eval
     * scenarios} 350 of 381 and its look-alike questions 77 of 82 unchanged (without the words' guard 76 of 82: the
     * gym's question lost); {@code eval questions} 912 → 911 of 1231 (one of author Q's); LoCoMo R@10 conv-26 0.752 and
     * conv-30/41 0.754 unchanged (MRR 0.510 and 0.578 → 0.580). For codes too ("what's the wifi password?", a newer
     * "speed test 180 Mbps"): one suite case lost, so a code still needs a change word.
     */
    record Quantities(boolean[] hold, boolean[] shareWords) {
        static Quantities of(MemoryIndex ix, int[] slots, AnswerFit answer, java.util.Map<Long, Double> keywords) {
            boolean[] hold = new boolean[slots.length];
            boolean[] words = new boolean[slots.length];
            for (int i = 0; i < slots.length; i++) {
                hold[i] = !ix.has(slots[i], TextCues.INSIGHT) && answer.fit(ix.answerValues(slots[i])) > 0;
                words[i] = keywords.getOrDefault(ix.ids[slots[i]], 0.0) > 0;
            }
            return new Quantities(hold, words);
        }

        /**
         * Whether candidate {@code newer} may give a newer value of what candidate {@code older} gives: both hold a
         * figure of the asked kind, and the newer shares the question's words when the older does.
         */
        boolean newValue(int older, int newer) {
            return hold[older] && hold[newer] && (shareWords[newer] || !shareWords[older]);
        }
    }

    /**
     * Why a memory ranks below {@code replacing}, the candidate that replaced it: that one says something changed,
     * or it gives a newer amount, count, size or time, the only replacement with no change word ({@link Quantities}).
     */
    static LoweredFor why(MemoryIndex ix, int replacing) {
        return ix.has(replacing, TextCues.CHANGE) ? LoweredFor.NEWER : LoweredFor.NEWER_VALUE;
    }

    /**
     * The candidate that replaces candidate {@code i}: of those at the {@code among} indexes, the newest that
     * is of its class (instruction or not), came later, says that something changed ({@link ChangeCue}) or, asked
     * for an amount, a count, a size or a time ({@code quantities} given), gives a newer one
     * ({@link Quantities#newValue}), is
     * about the same thing (similarity ≥ sameTopic, of the whole texts or of the passages the question found in them:
     * {@link #samePassage}) and the same people ({@link Subjects#couldBeSame}) and is
     * itself relevant to the question (above the floor, and at least {@link Adjustments#REPLACEMENT_RELEVANCE} of
     * {@code i}'s relevance), and, for a question that looks a detail up ({@code detailFit} given), holds
     * a detail too when {@code i} holds one (at least half the detail boost in {@code detailFit}, which reads the
     * passage the question found in a memory where it has one); -1 when there is none or
     * {@code i} is pinned or not relevant. When the question asks for a code or a figure ({@code typedFigure}) and
     * both hold one, a newer one at least {@link Adjustments#SAME_ANSWER_RELEVANCE} as relevant is about the same
     * thing whatever its similarity, if it stands out from the journal with {@code i} or is itself lifted as about the
     * question. Measured, the second half: new-user trials A 103, B 97 → 98, C 96 of 138, 135, 145, held-out D 110 of
     * 146; {@code eval scenarios} 356 of 381, its look-alike questions 76 of 82 and {@code eval questions} 943 of 1231
     * unchanged.
     */
    static int replacement(MemoryIndex ix, int[] slots, double[] rel, Adjustments adj, int i, int[] among,
                                   double[] detailFit, boolean typedFigure, Quantities quantities,
                                   Map<Integer, float[]> passages) {
        int a = slots[i];
        // A question typed in the chat states nothing: it neither replaces nor is replaced ("How is Tom doing these
        // days?" says "these days" about nothing that changed).
        // An insight sums up a pattern; one newer memory does not replace it (it is one more time of the pattern).
        if (ix.pinned[a] || rel[i] < adj.relevanceFloor() || ix.has(a, TextCues.QUESTION | TextCues.INSIGHT)) {
            return -1;
        }
        // "What's the combination for my bike lock?": a newer note that only mentions the topic ("should get a
        // second lock") does not replace the one that holds the detail; one with a detail of its own may.
        double holds = adj.detailBoost() / 2;
        boolean holdsADetail = detailFit != null && detailFit[i] >= holds;
        boolean instruction = ix.kinds[a] == MemoryKind.PROCEDURAL.ordinal();
        SimilarityScale scale = ix.similarityScale();
        // Against the journal's background, once it has one: its mean and this memory's lean towards it, read once.
        JournalMean mean = ix.meanLocked();
        boolean background = mean.count() >= JournalMean.MEASURED_FROM;
        double meanDotA = background ? mean.dotMean(ix.vectorPage(a), ix.offset(a)) : 0;
        int newest = -1;
        for (int j : among) {
            int b = slots[j];
            // Instructions update instructions; facts and events update facts and events.
            boolean sameClass = (ix.kinds[b] == MemoryKind.PROCEDURAL.ordinal()) == instruction;
            // A newer figure for "how many / how much" needs no change word (Quantities), nor the detail lift.
            boolean newFigure = quantities != null && quantities.newValue(i, j);
            boolean cue = ix.has(b, TextCues.CHANGE);
            // An insight sums up many memories (quoting them, change words and all); it replaces none of them.
            if (j == i || !sameClass || !newFigure && !cue
                    || ix.has(b, TextCues.INSIGHT | TextCues.QUESTION)
                    || !Subjects.couldBeSame(ix.subjects(a), ix.subjects(b))
                    || ix.createdSeconds[b] - ix.createdSeconds[a] < SAME_MOMENT_SECONDS
                    || rel[j] < adj.relevanceFloor() || !newFigure && holdsADetail && detailFit[j] < holds
                    || rel[j] < Adjustments.REPLACEMENT_RELEVANCE * rel[i]
                    || newest >= 0 && ix.createdSeconds[b] <= ix.createdSeconds[slots[newest]]) {
                continue;
            }
            double dot = Signals.dot(ix.vectorPage(a), ix.offset(a), ix.vectorPage(b), ix.offset(b), ix.dim());
            boolean standsOut = standsOut(mean, background, dot, ix.norms[a], ix.norms[b], meanDotA,
                    mean.dotMean(ix.vectorPage(b), ix.offset(b)));
            boolean sameTopic = standsOut && sameTopic(scale, adj, dot, ix.norms[a], ix.norms[b]);
            // Two answers to a question that asks for a code or a figure, one saying it changed, are about the same
            // thing when they stand out from the journal together, or when the newer one is itself about the
            // question (it gets the detail lift, which asks that of it): "Fuel tank padlock combo 4471" and "Changed
            // the fuel padlock to 0918. The fencing contractor's lad saw the old one." are apart against the journal's
            // background. A newer figure with no change word must be about the same thing by its similarity.
            boolean answersToo = standsOut || detailFit != null && detailFit[j] >= holds;
            if (answersToo && cue && typedFigure && holdsADetail && rel[j] >= Adjustments.SAME_ANSWER_RELEVANCE * rel[i]
                    || sameTopic || samePassage(ix, a, b, passages, mean, background, scale, adj)) {
                newest = j;
            }
        }
        return newest;
    }

    /**
     * Whether the passages the question found in two memories (each one's whole text when it has no closer passage)
     * are about the same thing, by the same measures as whole texts. A note of several sentences says more than what
     * was asked: "Booked GOA for our anniversary — 12 to 15 June, Casa Palmeira in Candolim. ₹38,500 for 3 nights.
     * Meera will stay with Amma-Appa." and "Goa postponed, Arjun has a client visit in Dubai 10–14 June. Moved to 20–23
     * Nov, the hotel was sweet about it." were not about the same thing as wholes; the passages "when is our goa
     * trip" found in them are (a new-user trial). A note of one or two sentences has no passages
     * ({@link MemoryParts}): its whole text stands for itself. Measured: two new-user trial sets
     * (six journals written by helpers who saw neither the app nor its tests) 98/138 and 89/135 → 99 and 90, with
     * "Happy new year" no longer a change cue (it had outdated "Migo's bday is Sept 14" through a passage naming Migo);
     * {@code eval scenarios} 352 of 381, its look-alike questions 77 of 82 and {@code eval questions} 911 of 1231
     * unchanged; LoCoMo R@10 0.752 and 0.754 unchanged (MRR 0.510 → 0.503 and 0.581 → 0.578).
     */
    private static boolean samePassage(MemoryIndex ix, int a, int b, Map<Integer, float[]> passages, JournalMean mean,
                                       boolean background, SimilarityScale scale, Adjustments adj) {
        float[] pa = passages.get(a);
        float[] pb = passages.get(b);
        if (pa == null && pb == null) {
            return false;
        }
        // A memory without a matched passage stands for itself: its whole vector, read where the index keeps it.
        float[] va = pa != null ? pa : ix.vectorPage(a);
        float[] vb = pb != null ? pb : ix.vectorPage(b);
        int oa = pa != null ? 0 : ix.offset(a);
        int ob = pb != null ? 0 : ix.offset(b);
        int dim = ix.dim();
        if (pa != null && pa.length != dim || pb != null && pb.length != dim) {
            return false;
        }
        double na = pa != null ? Signals.norm(pa, 0, dim) : ix.norms[a];
        double nb = pb != null ? Signals.norm(pb, 0, dim) : ix.norms[b];
        double dot = Signals.dot(va, oa, vb, ob, dim);
        return standsOut(mean, background, dot, na, nb, mean.dotMean(va, oa), mean.dotMean(vb, ob))
                && sameTopic(scale, adj, dot, na, nb);
    }

    /**
     * Whether two vectors of dot product {@code dot} and norms {@code na}, {@code nb} are alike against the journal's
     * background (centred cosine at least {@link Adjustments#NEWER_STANDS_OUT}); true while it has none.
     */
    private static boolean standsOut(JournalMean mean, boolean background, double dot, double na, double nb,
                                     double meanDotA, double meanDotB) {
        return !background || mean.centred(dot, na, nb, meanDotA, meanDotB) >= Adjustments.NEWER_STANDS_OUT;
    }

    /** Whether their similarity, on the model's scale, reaches the policy's same-topic bar. */
    private static boolean sameTopic(SimilarityScale scale, Adjustments adj, double dot, double na, double nb) {
        return scale.relevance(Signals.cosineFrom(dot, na, nb)) >= adj.sameTopic();
    }

    /**
     * Newer-wins, a reordering of the best: of the {@link Adjustments#NEWER_WINS_WINDOW} best candidates by score
     * (whatever k is), each that another of them replaces ({@link #replacement}) passes its relevance to that one
     * when it is higher (in {@code rel}, with {@code relevanceOf[j]} set to its id: the replacement answers what the
     * outdated memory was found for, as on the write path), and loses enough to end just below it (after that one's
     * own loss, newest first), at most the outdated penalty. The rest of the ranking stays as the signals made it,
     * and nothing is pushed out for a memory below the window.
     * Sets {@code newer[i]} to the replacing candidate. For a question that looks a detail up, {@code detailFit}
     * holds each candidate's detail fit (null otherwise; see {@link #replacement}).
     */
    static double[] outdatedPenalties(MemoryIndex ix, int[] slots, int[] newer, long[] relevanceOf, Weights w,
                                              double[] rel, double[] rawRel, double[] rec, double[] imp,
                                              double[] timeMatch, double[] fit, double[] detailFit, Adjustments adj,
                                              boolean typedFigure, Quantities quantities,
                                              Map<Integer, float[]> passages) {
        int m = slots.length;
        double[] total = new double[m];
        for (int i = 0; i < m; i++) {
            total[i] = ScoreBreakdown.of(w, rel[i], rec[i], imp[i], timeMatch[i], fit[i], FitReason.NONE, 0, 0)
                    .total();
        }
        Integer[] best = new Integer[m];
        for (int i = 0; i < m; i++) {
            best[i] = i;
        }
        java.util.Arrays.sort(best, (x, y) -> Double.compare(total[y], total[x]));
        int shown = Math.min(Adjustments.NEWER_WINS_WINDOW, m);
        int[] top = new int[shown];
        for (int r = 0; r < shown; r++) {
            top[r] = best[r];
        }
        for (int i : top) {
            newer[i] = replacement(ix, slots, rawRel, adj, i, top, detailFit, typedFigure, quantities, passages);
        }
        Integer[] newestFirst = java.util.Arrays.stream(top).boxed().toArray(Integer[]::new);
        java.util.Arrays.sort(newestFirst, (x, y) -> Long.compare(ix.createdSeconds[slots[y]],
                ix.createdSeconds[slots[x]]));
        for (int r = newestFirst.length - 1; r >= 0; r--) {
            int i = newestFirst[r];
            int j = newer[i];
            // The replacement answers what the outdated memory was found for: it takes that relevance, as a
            // memory superseded on the write path passes its relevance on (Inherited). Oldest first, so that
            // it passes along a chain of changes.
            if (j >= 0 && rel[j] < rel[i]) {
                rel[j] = rel[i];
                relevanceOf[j] = relevanceOf[i] != 0 ? relevanceOf[i] : ix.ids[slots[i]];
                total[j] = ScoreBreakdown.of(w, rel[j], rec[j], imp[j], timeMatch[j], fit[j], FitReason.NONE, 0, 0)
                        .total();
            }
        }
        double[] penalty = new double[m];
        for (int i : newestFirst) {
            if (newer[i] < 0) {
                continue;
            }
            double above = total[i] - (total[newer[i]] - penalty[newer[i]]);
            if (above > -ScoreBreakdown.JUST_BELOW) {
                penalty[i] = Math.min(adj.outdatedPenalty(), above + ScoreBreakdown.JUST_BELOW);
            }
        }
        return penalty;
    }
}
