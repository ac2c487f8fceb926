package org.memoryjournal.chat;

/**
 * A user's message stored in its conversation, before anything is recalled or asked: whatever fails after,
 * this message is kept and the turn is answered again from it (never stored twice).
 */
public record StartedTurn(ConversationEntry conversation, MessageEntry userMessage) {
}
