package org.memoryjournal.app;

import java.util.List;
import java.util.function.Supplier;

import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.LlmException;
import org.memoryjournal.memory.Embedding;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The journal's embedder: opened only when a command embeds (a remote server is never called by commands
 * that only read or delete), and every vector checked against the dimension of the journal's vectors of
 * that model before anything is stored.
 */
final class CheckedEmbedder implements EmbeddingProvider {
    private static final Logger LOG = LoggerFactory.getLogger(CheckedEmbedder.class);
    /** The index dimension used when a remote model's size could not be learnt (nothing of it is stored yet). */
    static final int UNKNOWN = 1;

    private final String modelId;
    private final Supplier<EmbeddingProvider> opener;
    private volatile EmbeddingProvider provider;
    private volatile int dimension;

    CheckedEmbedder(String modelId, Supplier<EmbeddingProvider> opener) {
        this.modelId = modelId;
        this.opener = opener;
    }

    /** Sets the journal's dimension for this model, once the journal is open. */
    void expect(int journalDimension) {
        this.dimension = journalDimension;
    }

    @Override
    public String modelId() {
        return modelId;
    }

    @Override
    public int dimension() {
        return dimension;
    }

    @Override
    public Embedding embed(String text) {
        return check(List.of(provider().embed(text))).get(0);
    }

    @Override
    public List<Embedding> embedAll(List<String> texts) {
        return check(provider().embedAll(texts));
    }

    private List<Embedding> check(List<Embedding> vectors) {
        for (Embedding e : vectors) {
            if (e.dimension() != dimension) {
                if (dimension == UNKNOWN) {
                    throw new LlmException(LlmException.Kind.WRONG_DIMENSION, "The embedding server for '"
                            + modelId + "' did not answer when the journal was opened, so the size of its vectors is"
                            + " not known yet: restart Memory Journal now that it answers; nothing was stored.");
                }
                throw new LlmException(LlmException.Kind.WRONG_DIMENSION, "The embedding model '" + modelId
                        + "' returned a vector of " + e.dimension() + " dimensions, but this journal's vectors of that"
                        + " model have " + dimension + ": check the embedding model (embed_model), or re-embed the"
                        + " memories; nothing was stored.");
            }
        }
        return vectors;
    }

    private EmbeddingProvider provider() {
        EmbeddingProvider p = provider;
        if (p == null) {
            synchronized (this) {
                if (provider == null) {
                    LOG.debug("Opening the embedding provider {}", modelId);
                    provider = opener.get();
                }
                p = provider;
            }
        }
        return p;
    }

    @Override
    public synchronized void close() {
        if (provider != null) {
            provider.close();
            provider = null;
        }
    }
}
