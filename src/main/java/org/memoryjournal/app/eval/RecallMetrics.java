package org.memoryjournal.app.eval;

import java.util.List;
import java.util.Set;

/**
 * Evidence-retrieval scores of one question: recall@5 and recall@10 (the share of the evidence turns
 * found in the top k), hit@5 (any evidence in the top 5) and the reciprocal rank of the first evidence
 * turn (0 when none was returned).
 */
public record RecallMetrics(double recallAt5, double recallAt10, double hitAt5, double reciprocalRank) {

    /**
     * Scores a ranking against the evidence.
     *
     * @param ranked   the returned turn ids, best first (only the first 10 are looked at)
     * @param evidence the turn ids that hold the answer; must not be empty
     */
    public static RecallMetrics score(List<String> ranked, Set<String> evidence) {
        if (evidence.isEmpty()) {
            throw new IllegalArgumentException("A question without evidence cannot be scored.");
        }
        int foundAt5 = 0;
        int foundAt10 = 0;
        double rr = 0;
        for (int i = 0; i < Math.min(10, ranked.size()); i++) {
            if (evidence.contains(ranked.get(i))) {
                if (i < 5) {
                    foundAt5++;
                }
                foundAt10++;
                if (rr == 0) {
                    rr = 1.0 / (i + 1);
                }
            }
        }
        double n = evidence.size();
        return new RecallMetrics(foundAt5 / n, foundAt10 / n, foundAt5 > 0 ? 1 : 0, rr);
    }

    /** The mean of each score over many questions; all zero for none. */
    public static RecallMetrics mean(List<RecallMetrics> all) {
        if (all.isEmpty()) {
            return new RecallMetrics(0, 0, 0, 0);
        }
        double r5 = 0;
        double r10 = 0;
        double h5 = 0;
        double mrr = 0;
        for (RecallMetrics m : all) {
            r5 += m.recallAt5;
            r10 += m.recallAt10;
            h5 += m.hitAt5;
            mrr += m.reciprocalRank;
        }
        int n = all.size();
        return new RecallMetrics(r5 / n, r10 / n, h5 / n, mrr / n);
    }
}
