package org.memoryjournal.app.eval;

import java.util.List;

import org.memoryjournal.memory.Normalisation;
import org.memoryjournal.memory.RelevanceMode;
import org.memoryjournal.memory.RetrievalPolicy;

/**
 * One row of the LoCoMo comparison: a retrieval policy run through the store's own recall, or
 * reciprocal-rank fusion of the dense and keyword rankings (computed by the evaluation, for reference).
 */
public record LocomoConfig(String name, String description, RetrievalPolicy policy, boolean reciprocalRankFusion) {
    /** Top-k of every configuration: recall@10 needs ten. */
    public static final int K = 10;
    /** RRF's usual constant. */
    static final int RRF_K = 60;

    public static LocomoConfig of(String name, String description, RetrievalPolicy policy) {
        return new LocomoConfig(name, description, policy.withName(name).withTopK(K).withTokenBudget(0), false);
    }

    /** The configurations of the published table, the shipped default last. */
    public static List<LocomoConfig> standard() {
        RetrievalPolicy relevance = RetrievalPolicy.relevanceOnly();
        return List.of(
                of("relevance", "dense cosine only", relevance),
                of("keyword", "SQLite FTS5 bm25() only", RetrievalPolicy.keywordOnly()),
                of("three-signal", "classic preset: cosine + recency (0.995/h) + importance, weights 1,1,1",
                        RetrievalPolicy.classic()),
                of("min-max", "classic preset with min-max normalisation",
                        RetrievalPolicy.classic().withNormalisation(Normalisation.MIN_MAX)),
                of("hybrid", "min-max cosine and BM25, 50/50 over the top-50 of each; no recency/importance",
                        relevance.withRelevance(RelevanceMode.HYBRID, 0.5, 50)),
                new LocomoConfig("rrf", "reciprocal-rank fusion (k=60) of the top-50 dense and top-50 BM25",
                        relevance.withName("rrf").withTopK(K), true),
                of("default", "the shipped policy (RetrievalPolicy.defaults())", RetrievalPolicy.defaults()));
    }
}
