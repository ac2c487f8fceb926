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
 * @param tokenBudget    skip memories whose estimated prompt size would pass this in total; 0 = no limit
 * @param adjustments    time words, newer-wins and the relevance floor
 */
public record RetrievalPolicy(String name, Weights weights, DecayRates decay, Normalisation normalisation,
                              RelevanceMode relevanceMode, double keywordShare, int candidatePool,
                              int topK, int tokenBudget, Adjustments adjustments) {

    /** A policy without adjustments. */
    public RetrievalPolicy(String name, Weights weights, DecayRates decay, Normalisation normalisation,
                           RelevanceMode relevanceMode, double keywordShare, int candidatePool, int topK,
                           int tokenBudget) {
        this(name, weights, decay, normalisation, relevanceMode, keywordShare, candidatePool, topK, tokenBudget,
                Adjustments.NONE);
    }

    public RetrievalPolicy {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(weights, "weights");
        Objects.requireNonNull(decay, "decay");
        Objects.requireNonNull(normalisation, "normalisation");
        Objects.requireNonNull(relevanceMode, "relevanceMode");
        Objects.requireNonNull(adjustments, "adjustments");
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
     * Share of the relevance weight a question about what mattered that names no topic keeps ("What were the
     * highlights of the spring?"): its similarity to a memory mostly says which words they share ("A spring
     * miracle: no fillings"), not what mattered; it still orders memories that weigh the same.
     */
    public static final double TOPICLESS_RELEVANCE = 0.3;

    /**
     * The weights a question is ranked with: these policy's, except that a question about what mattered weighs
     * importance more and, when it names no topic, relevance less ({@link #TOPICLESS_RELEVANCE}). What the score
     * pane shows and an answer's kept ranking records, so a bar never claims a weight it was not made with.
     */
    public Weights weightsFor(QueryReading reading) {
        double forMatters = adjustments.whatMattersImportance();
        if (!reading.asksWhatMatters() || forMatters <= weights.importance()) {
            return weights;
        }
        double relevance = reading.topicless() ? weights.relevance() * TOPICLESS_RELEVANCE : weights.relevance();
        return new Weights(relevance, weights.recency(), forMatters);
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
     * The shipped default, chosen by measurement (see docs/EVALUATION.md: {@code eval scenarios}, {@code eval
     * locomo}, {@code eval ablations}): hybrid relevance on an absolute scale — 70% calibrated cosine, 30%
     * keyword match — over the 30 best dense and 30 best keyword matches (plus the memories of a time
     * window the question names), recency (weight 0.03, a tie-breaker: a fact does not go stale by age, and
     * newer-wins, not recency, lets an update beat what it replaced; episodic half-life 180 days, semantic
     * {@link DecayRates#DURABLE}, procedural no decay), importance (weight 0.1; 1.0 for questions about what
     * mattered), the {@link #DEFAULT_ADJUSTMENTS}, bounded, top 5 within {@link #DEFAULT_TOKEN_BUDGET} tokens.
     *
     * <p>Knobs were chosen on the personal suite's dev cases and on LoCoMo conv-26, one at a time
     * ({@code --sweep}), and confirmed on the held-out cases and on conv-30/41; the figures are generated
     * into docs/EVALUATION.md, not written here.
     */
    public static RetrievalPolicy defaults() {
        return new RetrievalPolicy("default", new Weights(1, 0.03, 0.1),
                new DecayRates(DecayRates.rateForHalfLife(24 * 180), DecayRates.DURABLE, 1.0),
                Normalisation.BOUNDED, RelevanceMode.HYBRID, 0.3, 30, 5, DEFAULT_TOKEN_BUDGET, DEFAULT_ADJUSTMENTS);
    }

    /** The default prompt budget for recalled memories: five long memories fit, a pasted page does not. */
    public static final int DEFAULT_TOKEN_BUDGET = 1200;

    /** Time words, newer-wins and the relevance floor of the default policy (see {@link Adjustments}). */
    public static final Adjustments DEFAULT_ADJUSTMENTS = new Adjustments(1.0, 0.45, 0.5, 0.1, 1.0, 0.5, 0.2);

    /** The decay rate that applies to a memory: pinned memories do not decay. */
    public double decayFor(MemoryKind kind, boolean pinned) {
        return pinned ? 1.0 : decay.forKind(kind);
    }

    public RetrievalPolicy withName(String newName) {
        return new RetrievalPolicy(newName, weights, decay, normalisation, relevanceMode, keywordShare,
                candidatePool, topK, tokenBudget, adjustments);
    }

    public RetrievalPolicy withWeights(Weights newWeights) {
        return new RetrievalPolicy(name, newWeights, decay, normalisation, relevanceMode, keywordShare,
                candidatePool, topK, tokenBudget, adjustments);
    }

    public RetrievalPolicy withDecay(DecayRates newDecay) {
        return new RetrievalPolicy(name, weights, newDecay, normalisation, relevanceMode, keywordShare,
                candidatePool, topK, tokenBudget, adjustments);
    }

    public RetrievalPolicy withNormalisation(Normalisation mode) {
        return new RetrievalPolicy(name, weights, decay, mode, relevanceMode, keywordShare,
                candidatePool, topK, tokenBudget, adjustments);
    }

    public RetrievalPolicy withRelevance(RelevanceMode mode, double share, int pool) {
        return new RetrievalPolicy(name, weights, decay, normalisation, mode, share, pool, topK, tokenBudget,
                adjustments);
    }

    public RetrievalPolicy withTopK(int k) {
        return new RetrievalPolicy(name, weights, decay, normalisation, relevanceMode, keywordShare,
                candidatePool, k, tokenBudget, adjustments);
    }

    public RetrievalPolicy withTokenBudget(int budget) {
        return new RetrievalPolicy(name, weights, decay, normalisation, relevanceMode, keywordShare,
                candidatePool, topK, budget, adjustments);
    }

    public RetrievalPolicy withAdjustments(Adjustments a) {
        return new RetrievalPolicy(name, weights, decay, normalisation, relevanceMode, keywordShare,
                candidatePool, topK, tokenBudget, a);
    }

    /** True when the ranking needs keyword scores from the full-text index. */
    public boolean usesKeywords() {
        return relevanceMode != RelevanceMode.DENSE;
    }
}
