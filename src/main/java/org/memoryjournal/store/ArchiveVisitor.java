package org.memoryjournal.store;

/**
 * Receives a journal's content in the order an export writes it: the counts, the journal's state (id high-water
 * mark, last reflection), every memory by id (with the evidence an insight cites), every conversation by id,
 * every message by id (with its recalled memories), then the assistants' access log and the copies of the
 * memories they forgot. Failures to write are thrown unchecked and end the reading.
 */
public interface ArchiveVisitor {
    void start(ArchiveCounts counts);

    /** The journal's state; called once, right after {@link #start}. */
    default void state(ArchiveState state) {
    }

    void memory(ArchivedMemory memory);

    void conversation(Conversation conversation);

    void message(ArchivedMessage message);

    default void access(ArchivedAccess entry) {
    }

    default void forgotten(ArchivedForgotten copy) {
    }
}
