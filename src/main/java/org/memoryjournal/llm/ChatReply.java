package org.memoryjournal.llm;

/**
 * A finished answer.
 *
 * @param text         the whole text received
 * @param interrupted  true when the stream was cut or cancelled; {@code text} is then the partial answer
 */
public record ChatReply(String text, boolean interrupted) {
}
