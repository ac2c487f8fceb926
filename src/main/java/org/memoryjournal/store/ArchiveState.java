package org.memoryjournal.store;

import java.time.Instant;
import java.util.Optional;

/**
 * What a journal keeps beside its rows: the highest memory id it ever handed out (never handed out again, so a
 * link or an assistant holding a deleted memory's id never reaches another memory) and where the last
 * reflection stopped.
 *
 * @param highestMemoryId the memory id high-water mark (0 for a journal that never held a memory)
 * @param reflection      the last reflection, if one ran
 */
public record ArchiveState(long highestMemoryId, Optional<Reflected> reflection) {
    /** The last reflection: the highest memory id it covered, and when it ran. */
    public record Reflected(long lastMemoryId, Instant at) {
    }

    /** A journal that never held anything. */
    public static ArchiveState none() {
        return new ArchiveState(0, Optional.empty());
    }
}
