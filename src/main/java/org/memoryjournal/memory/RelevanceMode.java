package org.memoryjournal.memory;

/** What the relevance signal is made of. */
public enum RelevanceMode {
    /** Cosine similarity of the embeddings. */
    DENSE,
    /** Keyword BM25 only (min-max scaled over the candidates). */
    KEYWORD,
    /** A convex mix of min-max-scaled cosine and min-max-scaled BM25 over a candidate pool. */
    HYBRID
}
