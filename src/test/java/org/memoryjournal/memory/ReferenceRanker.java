package org.memoryjournal.memory;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The straightforward definition of dense ranking: every signal of every memory in double precision,
 * a full sort, ties broken by ascending id. The fast index must agree with it exactly.
 */
final class ReferenceRanker {
    private ReferenceRanker() {
    }

    record Row(long id, double total, double relevance, double recency, double importance) {
    }

    static List<Row> rank(List<IndexEntry> entries, RecallQuery q) {
        RetrievalPolicy p = q.policy();
        List<IndexEntry> eligible = entries.stream().filter(e -> !e.superseded() || q.includeSuperseded()).toList();
        int n = eligible.size();
        double[] rel = new double[n];
        double[] rec = new double[n];
        double[] imp = new double[n];
        for (int i = 0; i < n; i++) {
            IndexEntry e = eligible.get(i);
            rel[i] = Signals.cosine(q.query(), e.embedding());
            rec[i] = Signals.recency(p.decayFor(e.kind(), e.pinned()), e.lastAccessed(), q.now());
            imp[i] = Signals.importance(e.importance());
        }
        if (p.normalisation() == Normalisation.MIN_MAX) {
            rel = MinMax.scale(rel);
            rec = MinMax.scale(rec);
            imp = MinMax.scale(imp);
        }
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Weights w = p.weights();
            double total = w.relevance() * rel[i] + w.recency() * rec[i] + w.importance() * imp[i];
            rows.add(new Row(eligible.get(i).id(), total, rel[i], rec[i], imp[i]));
        }
        rows.sort(Comparator.comparingDouble(Row::total).reversed().thenComparingLong(Row::id));
        return rows.subList(0, Math.min(p.topK(), rows.size()));
    }
}
