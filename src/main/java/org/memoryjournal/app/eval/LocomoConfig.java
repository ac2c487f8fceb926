package org.memoryjournal.app.eval;

import java.util.List;

import java.util.ArrayList;

import org.memoryjournal.memory.DecayRates;
import org.memoryjournal.memory.Normalisation;
import org.memoryjournal.memory.RelevanceMode;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.Weights;

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
                of("previous-default", "the placeholder default before tuning: 50/50 hybrid over top-50, "
                        + "recency 0.15 (30-day half-life), importance 0.1", previousDefault()),
                of("default", "the shipped policy (RetrievalPolicy.defaults())", RetrievalPolicy.defaults()));
    }

    /** The placeholder default the tuning started from, kept for the before/after comparison. */
    static RetrievalPolicy previousDefault() {
        return new RetrievalPolicy("previous-default", new Weights(1, 0.15, 0.1),
                new DecayRates(DecayRates.rateForHalfLife(24 * 30), DecayRates.DURABLE, 1.0),
                Normalisation.BOUNDED, RelevanceMode.HYBRID, 0.5, 50, 5, 0);
    }

    /**
     * The tuning sweep: the shipped default with one knob changed at a time (keyword share, pool,
     * recency weight, importance weight, episodic half-life).
     */
    public static List<LocomoConfig> sweep() {
        RetrievalPolicy d = RetrievalPolicy.defaults();
        Weights w = d.weights();
        List<LocomoConfig> out = new ArrayList<>();
        for (double share : new double[] {0.2, 0.4, 0.5}) {
            out.add(of("share=" + share, "default, keyword share " + share,
                    d.withRelevance(RelevanceMode.HYBRID, share, d.candidatePool())));
        }
        for (int pool : new int[] {50, 100}) {
            out.add(of("pool=" + pool, "default, candidate pool " + pool,
                    d.withRelevance(RelevanceMode.HYBRID, d.keywordShare(), pool)));
        }
        for (double rec : new double[] {0, 0.03, 0.1, 0.3}) {
            out.add(of("recency=" + rec, "default, recency weight " + rec,
                    d.withWeights(new Weights(w.relevance(), rec, w.importance()))));
        }
        for (double imp : new double[] {0, 0.1, 0.2, 0.5}) {
            out.add(of("importance=" + imp, "default, importance weight " + imp,
                    d.withWeights(new Weights(w.relevance(), w.recency(), imp))));
        }
        org.memoryjournal.memory.Adjustments a = d.adjustments();
        for (double[] rh : new double[][] {{0.03, 180}, {0.03, 365}, {0.1, 365}}) {
            out.add(of("recency=" + rh[0] + ",half-life=" + (int) rh[1] + "d", "default, recency weight " + rh[0]
                    + ", episodic half-life " + (int) rh[1] + " days", d.withWeights(new Weights(w.relevance(), rh[0],
                    w.importance())).withDecay(new DecayRates(DecayRates.rateForHalfLife(24.0 * rh[1]),
                    d.decay().semantic(), d.decay().procedural()))));
        }
        out.add(of("no-time-words", "default without time words", d.withAdjustments(a.withTimeBoost(0))));
        out.add(of("no-floor", "default without the relevance floor", d.withAdjustments(a.withRelevanceFloor(0))));
        out.add(of("no-what-matters", "default without the importance weight for what mattered",
                d.withAdjustments(a.withWhatMattersImportance(0))));
        out.add(of("no-adjustments", "default without any adjustment",
                d.withAdjustments(org.memoryjournal.memory.Adjustments.NONE)));
        out.add(of("no-newer-wins", "default without the ranking-time preference for the newer memory",
                d.withAdjustments(a.withOutdatedPenalty(0))));
        out.add(of("no-replaced-relevance", "default without a superseded memory's relevance passing to its "
                + "replacement", d.withAdjustments(a.withReplacedRelevance(false))));
        out.add(of("no-query-adapter", "default without the query adapter for questions asked in the first person",
                d.withAdjustments(a.withAdaptedQuestions(false))));
        out.add(of("outdated=0.15", "default, outdated penalty at most 0.15",
                d.withAdjustments(a.withOutdatedPenalty(0.15))));

        for (int days : new int[] {7, 30, 180}) {
            out.add(of("half-life=" + days + "d", "default, episodic half-life " + days + " days",
                    d.withDecay(new DecayRates(DecayRates.rateForHalfLife(24.0 * days), d.decay().semantic(),
                            d.decay().procedural()))));
        }
        return out;
    }
}
