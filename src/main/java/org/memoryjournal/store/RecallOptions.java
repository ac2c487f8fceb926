package org.memoryjournal.store;

import java.util.Objects;
import java.util.Optional;

import org.memoryjournal.memory.QueryReading;

/**
 * @param touch              persist last access = now for the returned memories (false: preview)
 * @param includeSuperseded  also rank memories replaced by newer ones
 * @param reading            the question's time words and significance, read (empty: not read; ranked by topic)
 * @param asOfNow            rank the journal as it stood at the recall's {@code now}, as a question asked then sees
 *                           it: memories written later are left out, and a replacement written later had not yet
 *                           replaced anything (false: every memory, as a search for a memory's neighbours wants)
 */
public record RecallOptions(boolean touch, boolean includeSuperseded, Optional<QueryReading> reading,
                            boolean asOfNow) {
    public static final RecallOptions TOUCH = new RecallOptions(true, false);
    public static final RecallOptions PREVIEW = new RecallOptions(false, false);

    public RecallOptions {
        Objects.requireNonNull(reading, "reading");
    }

    public RecallOptions(boolean touch, boolean includeSuperseded) {
        this(touch, includeSuperseded, Optional.empty(), false);
    }

    public RecallOptions withReading(QueryReading r) {
        return new RecallOptions(touch, includeSuperseded, Optional.of(r), asOfNow);
    }

    /** The same options, ranking the journal as it stood at the recall's {@code now} ({@link #asOfNow}). */
    public RecallOptions asOfNow(boolean asOf) {
        return new RecallOptions(touch, includeSuperseded, reading, asOf);
    }
}
