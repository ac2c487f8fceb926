package org.memoryjournal.memory;

/** Two vectors that cannot be compared: another model, or another dimension. */
public class IncompatibleEmbeddingException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public IncompatibleEmbeddingException(String message) {
        super(message);
    }
}
