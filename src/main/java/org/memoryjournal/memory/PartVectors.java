package org.memoryjournal.memory;

import java.util.Map;

/**
 * Where ranking reads the vectors of memories' passages ({@link MemoryParts}): only for the few memories of a
 * candidate pool, so they need not be held in memory. A memory with none (one sentence, or not worked out yet) is
 * ranked by its whole text's vector alone.
 */
@FunctionalInterface
public interface PartVectors {
    /** None: every memory is ranked by its whole text. */
    PartVectors NONE = ids -> Map.of();

    /**
     * The passage vectors of those of {@code ids} that have any, of the index's model, by id; never throws (a
     * memory whose passages cannot be read is ranked by its whole text).
     */
    Map<Long, float[][]> of(long[] ids);
}
