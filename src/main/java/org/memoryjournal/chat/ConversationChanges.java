package org.memoryjournal.chat;

import java.util.Set;

/**
 * The conversations another process (a second window, a script) changed since the journal's watch last looked:
 * created, renamed, deleted, or a message added, finished or failed.
 *
 * @param ids the conversations' numbers; a deleted one is among them, and is then no longer listed
 */
public record ConversationChanges(Set<Long> ids) {

    public ConversationChanges {
        ids = Set.copyOf(ids);
    }

    /** Whether {@code conversationId} is one of them. */
    public boolean includes(long conversationId) {
        return ids.contains(conversationId);
    }
}
