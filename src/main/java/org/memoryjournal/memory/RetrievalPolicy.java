package org.memoryjournal.memory;

import java.util.Objects;

/**
 * Everything that decides what comes back from the memory stream: weights, per-kind decay,
 * normalisation, what relevance is made of, how many results and how many prompt tokens they may cost.
 *
 * @param name           a short label ("classic", "default", ...)
 * @param weights        how much relevance, recency and importance count
 * @param decay          recency decay per hour, per kind
 * @param normalisation  bounded (default) or min-max over the candidates
 * @param relevanceMode  dense cosine, keyword BM25, or a hybrid of both
 * @param keywordShare   in hybrid mode, the share of BM25 in relevance (0..1)
 * @param candidatePool  in hybrid and keyword mode, how many best dense and best keyword matches are scored
 * @param topK           how many memories to return
 * @param tokenBudget    stop adding memories once their estimated prompt size would pass this; 0 = no limit
 */
public record RetrievalPolicy(String name, Weights weights, DecayRates decay, Normalisation normalisation,
                              RelevanceMode relevanceMode, double keywordShare, int candidatePool,
                              int topK, int tokenBudget) {

    public RetrievalPolicy {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(weights, "weights");
        Objects.requireNonNull(decay, "decay");
        Objects.requireNonNull(normalisation, "normalisation");
        Objects.requireNonNull(relevanceMode, "relevanceMode");
        if (!(keywordShare >= 0 && keywordShare <= 1)) {
            throw new IllegalArgumentException("The keyword share must be between 0 and 1, not " + keywordShare + ".");
        }
        if (candidatePool < 1) {
            throw new IllegalArgumentException("The candidate pool must hold at least one memory.");
        }
        if (topK < 1) {
            throw new IllegalArgumentException("Top-k must be at least 1, not " + topK + ".");
        }
        if (tokenBudget < 0) {
            throw new IllegalArgumentException("The token budget cannot be negative.");
        }
    }

    /**
     * The seed values of the Generative Agents paper: dense cosine, hourly decay 0.995 for episodic
     * memories, equal weights, bounded signals, top 5. Kept as a preset; not a good default on long
     * histories (recency swamps relevance after a few weeks).
     */
    public static RetrievalPolicy classic() {
        return new RetrievalPolicy("classic", Weights.EQUAL, DecayRates.CLASSIC_BY_KIND, Normalisation.BOUNDED,
                RelevanceMode.DENSE, 0, 50, 5, 0);
    }

    /** Plain cosine similarity, nothing else. */
    public static RetrievalPolicy relevanceOnly() {
        return new RetrievalPolicy("relevance", new Weights(1, 0, 0), DecayRates.CLASSIC_BY_KIND,
                Normalisation.BOUNDED, RelevanceMode.DENSE, 0, 50, 5, 0);
    }

    /** Keyword BM25 only. */
    public static RetrievalPolicy keywordOnly() {
        return new RetrievalPolicy("keyword", new Weights(1, 0, 0), DecayRates.CLASSIC_BY_KIND,
                Normalisation.BOUNDED, RelevanceMode.KEYWORD, 1, 50, 5, 0);
    }

    /**
     * The shipped default, chosen by measurement (see docs/EVALUATION.md): hybrid relevance
     * (min-max cosine and BM25 over the 50 best of each), with recency and importance as light
     * tie-breakers and a slow, kind-aware decay.
     */
    public static RetrievalPolicy defaults() {
        return new RetrievalPolicy("default", new Weights(1, 0.15, 0.1),
                new DecayRates(DecayRates.rateForHalfLife(24 * 30), DecayRates.DURABLE, 1.0),
                Normalisation.BOUNDED, RelevanceMode.HYBRID, 0.5, 50, 5, 0);
    }

    /** The decay rate that applies to a memory: pinned memories do not decay. */
    public double decayFor(MemoryKind kind, boolean pinned) {
        return pinned ? 1.0 : decay.forKind(kind);
    }

    public RetrievalPolicy withName(String newName) {
        return new RetrievalPolicy(newName, weights, decay, normalisation, relevanceMode, keywordShare,
                candidatePool, topK, tokenBudget);
    }

    public RetrievalPolicy withWeights(Weights newWeights) {
        return new RetrievalPolicy(name, newWeights, decay, normalisation, relevanceMode, keywordShare,
                candidatePool, topK, tokenBudget);
    }

    public RetrievalPolicy withDecay(DecayRates newDecay) {
        return new RetrievalPolicy(name, weights, newDecay, normalisation, relevanceMode, keywordShare,
                candidatePool, topK, tokenBudget);
    }

    public RetrievalPolicy withNormalisation(Normalisation mode) {
        return new RetrievalPolicy(name, weights, decay, mode, relevanceMode, keywordShare,
                candidatePool, topK, tokenBudget);
    }

    public RetrievalPolicy withRelevance(RelevanceMode mode, double share, int pool) {
        return new RetrievalPolicy(name, weights, decay, normalisation, mode, share, pool, topK, tokenBudget);
    }

    public RetrievalPolicy withTopK(int k) {
        return new RetrievalPolicy(name, weights, decay, normalisation, relevanceMode, keywordShare,
                candidatePool, k, tokenBudget);
    }

    public RetrievalPolicy withTokenBudget(int budget) {
        return new RetrievalPolicy(name, weights, decay, normalisation, relevanceMode, keywordShare,
                candidatePool, topK, budget);
    }

    /** True when the ranking needs keyword scores from the full-text index. */
    public boolean usesKeywords() {
        return relevanceMode != RelevanceMode.DENSE;
    }
}
