package org.memoryjournal.chat;

import java.util.List;
import java.util.Map;

import org.memoryjournal.store.DeletedMemories;

/** Memories just deleted, kept so that {@link MemoryService#undo} puts them back with their ids and links. */
public final class Deletion {
    private final DeletedMemories kept;
    private final Map<Long, List<Long>> evidence;

    Deletion(DeletedMemories kept) {
        this(kept, Map.of());
    }

    /** {@code evidence}: the insights' evidence links the delete removed (insight → every memory it cited). */
    Deletion(DeletedMemories kept, Map<Long, List<Long>> evidence) {
        this.kept = kept;
        this.evidence = Map.copyOf(evidence);
    }

    /** The evidence links to put back with the memories (insight → the memories it cited). */
    Map<Long, List<Long>> evidence() {
        return evidence;
    }

    /** How many memories were deleted. */
    public int count() {
        return kept.count();
    }

    /** Their ids. */
    public List<Long> ids() {
        return kept.ids();
    }

    DeletedMemories kept() {
        return kept;
    }
}
