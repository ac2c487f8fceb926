package org.memoryjournal.llm;

/** A failed call to a model endpoint. The message is a sentence for the user; {@link #kind()} says what went wrong. */
public class LlmException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public enum Kind { UNREACHABLE, UNAUTHORIZED, MODEL_NOT_FOUND, RATE_LIMITED, SERVER_ERROR, TIMEOUT, BAD_RESPONSE,
        WRONG_DIMENSION, CANCELLED }

    private final Kind kind;
    private final int status;

    public LlmException(Kind kind, String message) {
        this(kind, 0, message, null);
    }

    public LlmException(Kind kind, int status, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
        this.status = status;
    }

    public Kind kind() {
        return kind;
    }

    /** HTTP status, or 0 when there was no response. */
    public int status() {
        return status;
    }
}
