package org.memoryjournal.store;

import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.memoryjournal.memory.RecallTrace;

/** Conversations and their messages, in the same SQLite file as the memory stream. */
public interface ConversationRepository {

    Conversation create(String title, Instant now);

    /**
     * The oldest conversation titled {@code title}, created if there is none. Two processes asking at once
     * get the same one (the SQLite implementation decides inside one write transaction).
     */
    default Conversation findOrCreate(String title, Instant now) {
        return list().stream().filter(c -> c.title().equals(title)).min(Comparator.comparingLong(Conversation::id))
                .orElseGet(() -> create(title, now));
    }

    /** Most recently updated first. */
    List<Conversation> list();

    Optional<Conversation> find(long id);

    Conversation rename(long id, String title);

    /** Deletes the conversation and its messages (memories written from it stay). */
    void delete(long id);

    /** Appends a message and bumps the conversation's updated time. */
    StoredMessage append(long conversationId, StoredMessage.Role role, String text, Instant at,
                         StoredMessage.Status status, String error, List<Long> recalledIds, long memoryId);

    /** Appends a summary of the conversation's messages up to and including {@code coversUpTo}. */
    StoredMessage appendSummary(long conversationId, String text, Instant at, long coversUpTo);

    /** Rewrites a message's text, status and error (a stream that finished, failed or was retried). */
    StoredMessage finish(long messageId, String text, StoredMessage.Status status, String error);

    /** Records the memory a message was written back as (0 for none) and an error from writing it, if any. */
    StoredMessage linkMemory(long messageId, long memoryId, String error);

    /** Oldest first. */
    List<StoredMessage> messages(long conversationId);

    /** Keeps the ranking that built an answer's prompt with the answer (its recalled memories must match). */
    void recordTrace(long messageId, RecallTrace trace);

    /** The ranking kept with an answer; empty when none was kept (older answers, or none recalled). */
    Optional<RecallTrace> trace(long messageId);

    /**
     * The conversations other processes changed since the last call: created, renamed, deleted, or a message added,
     * finished or failed. Never this process's own changes. Empty when none; then it costs one pragma, so a window
     * may ask on a timer. One caller takes them (the journal's watch): what it took is not returned again.
     */
    default Set<Long> takeChangesElsewhere() {
        return Set.of();
    }
}
