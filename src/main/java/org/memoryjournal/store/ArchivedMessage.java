package org.memoryjournal.store;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * One row of {@code messages} with its recalled memories ({@code message_recalls}), as an export holds it.
 * The recall context and each breakdown are kept as the journal stores them (see {@code TraceCodec}).
 *
 * @param memoryId   the memory the message was written back as, 0 for none
 * @param coversUpTo for a summary, the last message it covers; 0 otherwise
 */
public record ArchivedMessage(long id, long conversationId, String role, String text, Instant createdAt,
                              String status, String error, long memoryId, long coversUpTo, String recallContext,
                              List<Recall> recalls) {

    /** A memory recalled for the message, at its rank, with the breakdown that ranked it ("" if none was kept). */
    public record Recall(int rank, long memoryId, String breakdown) {
        public Recall {
            breakdown = breakdown == null ? "" : breakdown;
        }
    }

    public ArchivedMessage {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(status, "status");
        error = error == null ? "" : error;
        recallContext = recallContext == null ? "" : recallContext;
        recalls = List.copyOf(recalls);
    }
}
