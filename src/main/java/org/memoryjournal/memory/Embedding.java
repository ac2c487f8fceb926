package org.memoryjournal.memory;

import java.util.Arrays;
import java.util.Objects;

/**
 * A vector together with the id of the model that produced it ({@code local:bge-small-en-v1.5-q},
 * {@code ollama:nomic-embed-text}, ...). Vectors of different models are never compared.
 * The array is copied in and never handed out mutable.
 */
public final class Embedding {
    private final String modelId;
    private final float[] vector;

    public Embedding(String modelId, float[] vector) {
        if (modelId == null || modelId.isBlank()) {
            throw new InvalidMemoryException("An embedding needs the id of the model that made it.");
        }
        Objects.requireNonNull(vector, "vector");
        if (vector.length == 0) {
            throw new InvalidMemoryException("An embedding vector cannot be empty.");
        }
        for (int i = 0; i < vector.length; i++) {
            if (!Float.isFinite(vector[i])) {
                throw new InvalidMemoryException("The embedding has a value that is not a finite number (at position "
                        + i + ": " + vector[i] + "); it was not stored.");
            }
        }
        this.modelId = modelId;
        this.vector = vector.clone();
    }

    public String modelId() {
        return modelId;
    }

    public int dimension() {
        return vector.length;
    }

    /** A copy of the vector. */
    public float[] vector() {
        return vector.clone();
    }

    /** Value at one position, without copying. */
    public float get(int i) {
        return vector[i];
    }

    /** Copies the vector into {@code target} at {@code offset}. */
    public void copyInto(float[] target, int offset) {
        System.arraycopy(vector, 0, target, offset, vector.length);
    }

    /** Throws unless {@code other} comes from the same model and has the same dimension. */
    public void requireComparableWith(Embedding other) {
        if (!modelId.equals(other.modelId)) {
            throw new IncompatibleEmbeddingException("Cannot compare vectors of different embedding models ("
                    + modelId + " vs " + other.modelId + "): re-embed the memories with one model.");
        }
        if (vector.length != other.vector.length) {
            throw new IncompatibleEmbeddingException("Cannot compare vectors of different dimensions ("
                    + vector.length + " vs " + other.vector.length + ").");
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Embedding e && e.modelId.equals(modelId) && Arrays.equals(e.vector, vector);
    }

    @Override
    public int hashCode() {
        return 31 * modelId.hashCode() + Arrays.hashCode(vector);
    }

    @Override
    public String toString() {
        return "Embedding[" + modelId + ", dim=" + vector.length + "]";
    }
}
