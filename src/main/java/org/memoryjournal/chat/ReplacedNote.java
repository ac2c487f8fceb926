package org.memoryjournal.chat;

import java.util.List;

import org.memoryjournal.memory.Memory;
import org.memoryjournal.store.MemoryRepository;

/**
 * An older memory that a turn's write-back replaced (superseded), as shown on the user's message: which memory,
 * what it said, which memory replaced it and the judge's reason. The older memory is kept; restoring it makes both
 * current again.
 */
public record ReplacedNote(long memoryId, String text, long replacedBy, String reason) {

    public ReplacedNote {
        java.util.Objects.requireNonNull(text, "text");
        reason = reason == null ? "" : reason;
    }

    /** The memories that {@code newer} replaced and still stand replaced by them, oldest first, with their reasons. */
    static List<ReplacedNote> of(MemoryRepository memories, List<Long> newer) {
        if (newer.isEmpty()) {
            return List.of();
        }
        return memories.replacedBy(newer).stream().map(m -> of(m, memories.supersedeReason(m.id()))).toList();
    }

    private static ReplacedNote of(Memory m, String reason) {
        return new ReplacedNote(m.id(), m.text(), m.supersededBy().orElseThrow(), reason);
    }
}
