package org.memoryjournal.store;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * One message of a conversation.
 *
 * @param role         user, assistant or summary (a model-written summary of older turns)
 * @param status       complete, interrupted (stream cut, partial text kept) or failed (error text in {@code error})
 * @param recalledIds  the memories recalled for this message (assistant messages), best first
 * @param memoryId     the memory this message was written back as (user messages), 0 if none
 * @param coversUpTo   for a summary, the id of the last message it summarises; 0 otherwise
 */
public record StoredMessage(long id, long conversationId, Role role, String text, Instant createdAt,
                            Status status, String error, List<Long> recalledIds, long memoryId, long coversUpTo) {

    public enum Role { USER, ASSISTANT, SUMMARY }

    public enum Status { COMPLETE, INTERRUPTED, FAILED }

    public StoredMessage {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(status, "status");
        error = error == null ? "" : error;
        recalledIds = List.copyOf(recalledIds);
    }

    /** A message that is not a summary. */
    public StoredMessage(long id, long conversationId, Role role, String text, Instant createdAt, Status status,
                         String error, List<Long> recalledIds, long memoryId) {
        this(id, conversationId, role, text, createdAt, status, error, recalledIds, memoryId, 0);
    }
}
