package org.memoryjournal.store;

import java.time.Instant;

/** A chat conversation: a title and its messages (kept in {@link ConversationRepository}). */
public record Conversation(long id, String title, Instant createdAt, Instant updatedAt) {
}
