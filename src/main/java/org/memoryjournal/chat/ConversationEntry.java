package org.memoryjournal.chat;

import java.time.Instant;

/** A conversation as the chat pane lists it. */
public record ConversationEntry(long id, String title, Instant updatedAt) {
}
