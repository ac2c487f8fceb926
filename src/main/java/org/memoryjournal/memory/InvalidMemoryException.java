package org.memoryjournal.memory;

/** Input that cannot become a memory; the message is a sentence meant for the user. */
public class InvalidMemoryException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public InvalidMemoryException(String message) {
        super(message);
    }
}
