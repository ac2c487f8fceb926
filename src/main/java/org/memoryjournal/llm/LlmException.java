package org.memoryjournal.llm;

/** A failed call to a model endpoint. The message is a sentence for the user; {@link #kind()} says what went wrong. */
public class LlmException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** What went wrong; {@code CUT} is a stream the server ended early, {@code REDIRECTED} a redirect not followed. */
    public enum Kind { UNREACHABLE, UNAUTHORIZED, MODEL_NOT_FOUND, RATE_LIMITED, SERVER_ERROR, TIMEOUT, BAD_RESPONSE,
        WRONG_DIMENSION, CANCELLED, CUT, REDIRECTED }

    private final Kind kind;
    private final int status;
    private final String partialText;

    public LlmException(Kind kind, String message) {
        this(kind, 0, message, null);
    }

    public LlmException(Kind kind, int status, String message, Throwable cause) {
        this(kind, status, message, cause, "");
    }

    private LlmException(Kind kind, int status, String message, Throwable cause, String partialText) {
        super(message, cause);
        this.kind = kind;
        this.status = status;
        this.partialText = partialText;
    }

    /** The same failure, carrying the part of a streamed answer that arrived before it. */
    public LlmException withPartialText(String text) {
        return new LlmException(kind, status, getMessage(), getCause(), text == null ? "" : text);
    }

    /** What a stream delivered before it failed; empty when nothing arrived (or the call was not streamed). */
    public String partialText() {
        return partialText;
    }

    /**
     * True for failures that say the server cannot serve now — silent, down, limiting requests or failing —
     * so nothing is gained by calling it again within the same turn.
     */
    public boolean serverUnavailable() {
        return kind == Kind.TIMEOUT || kind == Kind.UNREACHABLE || kind == Kind.RATE_LIMITED
                || kind == Kind.SERVER_ERROR;
    }

    public Kind kind() {
        return kind;
    }

    /** HTTP status, or 0 when there was no response. */
    public int status() {
        return status;
    }
}
