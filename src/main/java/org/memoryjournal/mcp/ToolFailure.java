package org.memoryjournal.mcp;

/** A tool call that cannot be done as asked; the message is a sentence for the assistant (and its user). */
final class ToolFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ToolFailure(String sentence) {
        super(sentence);
    }
}
