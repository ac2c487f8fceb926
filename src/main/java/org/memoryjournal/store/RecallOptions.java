package org.memoryjournal.store;

import java.util.Objects;
import java.util.Optional;

import org.memoryjournal.memory.QueryReading;

/**
 * @param touch              persist last access = now for the returned memories (false: preview)
 * @param includeSuperseded  also rank memories replaced by newer ones
 * @param reading            the question's time words and significance, read (empty: not read; ranked by topic)
 */
public record RecallOptions(boolean touch, boolean includeSuperseded, Optional<QueryReading> reading) {
    public static final RecallOptions TOUCH = new RecallOptions(true, false);
    public static final RecallOptions PREVIEW = new RecallOptions(false, false);

    public RecallOptions {
        Objects.requireNonNull(reading, "reading");
    }

    public RecallOptions(boolean touch, boolean includeSuperseded) {
        this(touch, includeSuperseded, Optional.empty());
    }

    public RecallOptions withReading(QueryReading r) {
        return new RecallOptions(touch, includeSuperseded, Optional.of(r));
    }
}
