package org.memoryjournal.store;

/**
 * Receives a journal's content in the order an export writes it: the counts, every memory by id, every
 * conversation by id, every message by id (with its recalled memories). Failures to write are thrown
 * unchecked and end the reading.
 */
public interface ArchiveVisitor {
    void start(ArchiveCounts counts);

    void memory(ArchivedMemory memory);

    void conversation(Conversation conversation);

    void message(ArchivedMessage message);
}
