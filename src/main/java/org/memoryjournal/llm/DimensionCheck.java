package org.memoryjournal.llm;

import java.util.ArrayList;
import java.util.List;

import org.memoryjournal.llm.LlmException.Kind;
import org.memoryjournal.memory.Embedding;

/**
 * Turns vectors from a remote endpoint into {@link Embedding}s, checking that every vector has the expected
 * dimension (fixed by the caller, or by the first answer when none was given).
 */
final class DimensionCheck {
    private final String modelId;
    private volatile int dimension;

    DimensionCheck(String modelId, int expectedDimension) {
        this.modelId = modelId;
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
            if (expected == 0) {
                synchronized (this) {
                    if (dimension == 0) {
                        dimension = v.length;
                    }
                    expected = dimension;
                }
            }
            if (v.length != expected) {
                throw new LlmException(Kind.WRONG_DIMENSION, 0, "The embedding model '" + modelId
                        + "' returned vectors of " + v.length + " dimensions instead of " + expected
                        + ": choose the model the memories were embedded with, or re-embed them.", null);
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
