package org.memoryjournal.memory;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;

/**
 * One ranking request.
 *
 * @param query              the query's embedding (same model as the index)
 * @param keywordScores      BM25 scores by memory id, higher is better, ≥ 0; empty for dense-only policies
 * @param policy             how to rank
 * @param now                the time recency is measured at
 * @param includeSuperseded  whether memories replaced by newer ones may be returned
 */
public record RecallQuery(Embedding query, Map<Long, Double> keywordScores, RetrievalPolicy policy, Instant now,
                          boolean includeSuperseded) {

    public RecallQuery {
        Objects.requireNonNull(query, "query");
        keywordScores = Map.copyOf(keywordScores);
        Objects.requireNonNull(policy, "policy");
        Objects.requireNonNull(now, "now");
    }

    public static RecallQuery dense(Embedding query, RetrievalPolicy policy, Instant now) {
        return new RecallQuery(query, Map.of(), policy, now, false);
    }
}
