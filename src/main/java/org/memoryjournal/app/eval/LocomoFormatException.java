package org.memoryjournal.app.eval;

/** A LoCoMo file that cannot be read; the message says which file, where, and what to do. */
public final class LocomoFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public LocomoFormatException(String message) {
        super(message);
    }

    public LocomoFormatException(String message, Throwable cause) {
        super(message, cause);
    }
}
