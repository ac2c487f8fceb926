package org.memoryjournal.llm;

import java.util.ArrayList;
import java.util.List;

import org.memoryjournal.llm.LlmException.Kind;
import org.memoryjournal.memory.Embedding;

/**
 * Turns vectors from a remote endpoint into {@link Embedding}s, checking that every vector has the expected
 * dimension (fixed by the caller from the journal's vectors, or by the first answer when none was given, which
 * must have at least {@link #MIN_DIMENSION} numbers). A wrong-size vector is refused before anything is stored.
 */
final class DimensionCheck {
    /** No real embedding model has fewer dimensions (the smallest common ones have 256–384). */
    static final int MIN_DIMENSION = 32;

    private final String modelId;
    private final String url;
    private volatile int dimension;

    DimensionCheck(String modelId, int expectedDimension, String url) {
        this.modelId = modelId;
        this.url = url;
        this.dimension = Math.max(0, expectedDimension);
    }

    int known() {
        return dimension;
    }

    List<Embedding> accept(List<float[]> vectors, int expectedCount, HttpEndpoint endpoint) {
        if (vectors.size() != expectedCount) {
            throw endpoint.badResponse();
        }
        List<Embedding> out = new ArrayList<>(vectors.size());
        for (float[] v : vectors) {
            if (v.length == 0) {
                throw endpoint.badResponse();
            }
            int expected = dimension;
            if (expected == 0 && v.length < MIN_DIMENSION) {
                throw new LlmException(Kind.WRONG_DIMENSION, 0, "The embedding server at " + url + " returned a vector"
                        + " of only " + v.length + " numbers for '" + modelId + "', which is not a usable embedding:"
                        + " check the embedding model (embed_model); nothing was stored.", null);
            }
            if (expected == 0) {
                synchronized (this) {
                    if (dimension == 0) {
                        dimension = v.length;
                    }
                    expected = dimension;
                }
            }
            if (v.length != expected) {
                throw new LlmException(Kind.WRONG_DIMENSION, 0, "The embedding server at " + url + " returned a"
                        + " vector of " + v.length + " dimensions for '" + modelId + "', but this journal's vectors of"
                        + " that model have " + expected + ": check the embedding model (embed_model), or re-embed"
                        + " the memories; nothing was stored.", null);
            }
            out.add(new Embedding(modelId, v));
        }
        return out;
    }

    /** Reads a JSON array of numbers; null when it is not one. */
    static float[] vector(com.fasterxml.jackson.databind.JsonNode node) {
        if (node == null || !node.isArray()) {
            return null;
        }
        float[] v = new float[node.size()];
        for (int i = 0; i < v.length; i++) {
            if (!node.get(i).isNumber()) {
                return null;
            }
            v[i] = (float) node.get(i).asDouble();
        }
        return v;
    }
}
