package org.memoryjournal.chat;

import java.util.List;

import org.memoryjournal.store.DeletedMemories;

/** Memories just deleted, kept so that {@link MemoryService#undo} puts them back with their ids and links. */
public final class Deletion {
    private final DeletedMemories kept;

    Deletion(DeletedMemories kept) {
        this.kept = kept;
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
