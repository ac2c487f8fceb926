package org.memoryjournal.llm;

import java.util.ArrayList;
import java.util.List;

import org.memoryjournal.memory.Embedding;

import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel;

/** In-process ONNX embedding models shipped in jars from Maven Central; no network. */
public final class LocalEmbeddingProvider implements EmbeddingProvider {

    /** The models that ship with the app. */
    public enum Model {
        BGE_SMALL("local:bge-small-en-v1.5-q", 384),
        MINILM("local:all-minilm-l6-v2-q", 384);

        private final String id;
        private final int dimension;

        Model(String id, int dimension) {
            this.id = id;
            this.dimension = dimension;
        }

        public String id() {
            return id;
        }
    }

    static {
        OfflineGuard.apply();
    }

    private final Model model;
    private volatile EmbeddingModel delegate;

    public LocalEmbeddingProvider(Model model) {
        this.model = model;
    }

    @Override
    public String modelId() {
        return model.id;
    }

    @Override
    public int dimension() {
        return model.dimension;
    }

    @Override
    public Embedding embed(String text) {
        return new Embedding(model.id, loaded().embed(text).content().vector());
    }

    @Override
    public List<Embedding> embedAll(List<String> texts) {
        List<Embedding> out = new ArrayList<>(texts.size());
        for (String t : texts) {
            out.add(embed(t));
        }
        return out;
    }

    private EmbeddingModel loaded() {
        EmbeddingModel m = delegate;
        if (m == null) {
            synchronized (this) {
                m = delegate;
                if (m == null) {
                    m = model == Model.BGE_SMALL ? new BgeSmallEnV15QuantizedEmbeddingModel()
                            : new AllMiniLmL6V2QuantizedEmbeddingModel();
                    delegate = m;
                }
            }
        }
        return m;
    }
}
