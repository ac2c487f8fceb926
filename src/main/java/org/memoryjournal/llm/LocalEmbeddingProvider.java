package org.memoryjournal.llm;

import java.util.ArrayList;
import java.util.List;

import org.memoryjournal.memory.Embedding;

/**
 * In-process ONNX embedding models shipped in the langchain4j jars from Maven Central; no network.
 * The model loads once, lazily, on first use (thread-safe); bulk work is embedded in sorted, padded
 * batches (see {@link OnnxBertEncoder}), faster than langchain4j's one-text-per-call {@code embedAll}.
 *
 * <p>{@link #embed} matches langchain4j's own vectors (within 1e-4 cosine distance; texts over 512 tokens
 * are truncated). In a batch the vectors differ slightly (up to ~1e-2 cosine distance): the quantized
 * models quantize activations with one scale per tensor, so a row depends a little on its neighbours.
 * {@link #batchSize(int) batchSize(1)} trades the speed for vectors identical to single-text calls.
 */
public final class LocalEmbeddingProvider implements EmbeddingProvider {

    /** The models that ship with the app. */
    public enum Model {
        BGE_SMALL("local:bge-small-en-v1.5-q", 384, "bge-small-en-v1.5-q", OnnxBertEncoder.Pooling.CLS),
        MINILM("local:all-minilm-l6-v2-q", 384, "all-minilm-l6-v2-q", OnnxBertEncoder.Pooling.MEAN);

        private final String id;
        private final int dimension;
        private final String resource;
        private final OnnxBertEncoder.Pooling pooling;

        Model(String id, int dimension, String resource, OnnxBertEncoder.Pooling pooling) {
            this.id = id;
            this.dimension = dimension;
            this.resource = resource;
            this.pooling = pooling;
        }

        public String id() {
            return id;
        }

        /** The length of the model's vectors. */
        public int dimension() {
            return dimension;
        }

        /** Finds a model by its id ({@code local:bge-small-en-v1.5-q}) or short name ({@code bge}, {@code minilm}). */
        public static Model parse(String name) {
            String n = name == null ? "" : name.trim().toLowerCase(java.util.Locale.ROOT);
            if (n.isEmpty() || n.contains("bge")) {
                return BGE_SMALL;
            }
            if (n.contains("minilm")) {
                return MINILM;
            }
            throw new IllegalArgumentException("Unknown local embedding model '" + name
                    + "': use bge-small-en-v1.5-q or all-minilm-l6-v2-q.");
        }
    }

    static {
        OfflineGuard.apply();
    }

    private final Model model;
    private volatile OnnxBertEncoder encoder;

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
        return embedAll(List.of(text)).get(0);
    }

    @Override
    public List<Embedding> embedAll(List<String> texts) {
        float[][] vectors = loaded().encode(texts);
        List<Embedding> out = new ArrayList<>(vectors.length);
        for (float[] v : vectors) {
            out.add(new Embedding(model.id, v));
        }
        return out;
    }

    /** Texts per ONNX run for {@link #embedAll}; 1 gives vectors identical to single-text calls. */
    public void batchSize(int size) {
        loaded().batchSize(size);
    }

    private OnnxBertEncoder loaded() {
        OnnxBertEncoder e = encoder;
        if (e == null) {
            synchronized (this) {
                e = encoder;
                if (e == null) {
                    e = OnnxBertEncoder.fromClasspath(model.resource + ".onnx", model.resource + "-tokenizer.json",
                            model.pooling);
                    encoder = e;
                }
            }
        }
        return e;
    }

    @Override
    public synchronized void close() {
        if (encoder != null) {
            encoder.close();
            encoder = null;
        }
    }
}
