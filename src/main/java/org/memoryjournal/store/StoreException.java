package org.memoryjournal.store;

/** A failure of the memory store; the message is one sentence that says what happened and what to do. */
public class StoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public StoreException(String message) {
        super(message);
    }

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
