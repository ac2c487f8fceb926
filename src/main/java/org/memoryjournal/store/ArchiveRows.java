package org.memoryjournal.store;

import java.util.List;
import java.util.Objects;

/** Everything an export holds, as rows, ready to be written by {@link JournalArchive#importAll}. */
public record ArchiveRows(List<ArchivedMemory> memories, List<Conversation> conversations,
                          List<ArchivedMessage> messages, List<ArchivedAccess> accessLog,
                          List<ArchivedForgotten> forgotten, ArchiveState state) {
    public ArchiveRows {
        memories = List.copyOf(memories);
        conversations = List.copyOf(conversations);
        messages = List.copyOf(messages);
        accessLog = List.copyOf(accessLog);
        forgotten = List.copyOf(forgotten);
        Objects.requireNonNull(state, "state");
    }

    /** The same rows with other memories (their missing vectors embedded, for instance). */
    public ArchiveRows withMemories(List<ArchivedMemory> other) {
        return new ArchiveRows(other, conversations, messages, accessLog, forgotten, state);
    }
}
