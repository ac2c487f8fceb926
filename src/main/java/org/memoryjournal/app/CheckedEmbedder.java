package org.memoryjournal.app;

import java.util.List;
import java.util.OptionalInt;
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
    private final String modelId;
    private final Supplier<EmbeddingProvider> opener;
    private volatile EmbeddingProvider provider;
    private volatile Supplier<OptionalInt> journalDimension = OptionalInt::empty;

    CheckedEmbedder(String modelId, Supplier<EmbeddingProvider> opener) {
        this.modelId = modelId;
        this.opener = opener;
    }

    /** Where to read the journal's vector size for this model (empty while it holds none), once it is open. */
    void expect(Supplier<OptionalInt> dimension) {
        this.journalDimension = dimension;
    }

    @Override
    public String modelId() {
        return modelId;
    }

    /** The journal's vector size, else the provider's (which may ask a remote server). */
    @Override
    public int dimension() {
        OptionalInt d = journalDimension.get();
        return d.isPresent() ? d.getAsInt() : provider().dimension();
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
        OptionalInt expected = journalDimension.get();
        if (expected.isEmpty()) {
            return vectors;
        }
        int dimension = expected.getAsInt();
        for (Embedding e : vectors) {
            if (e.dimension() != dimension) {
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
