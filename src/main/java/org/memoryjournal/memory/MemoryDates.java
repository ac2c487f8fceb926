package org.memoryjournal.memory;

import java.time.Instant;

/**
 * The dates a memory may carry: 1900-01-01 to 2200-12-31. A date outside (a typo, a year ±10⁹ in an
 * import) would break every calendar computation that meets it, so the write path refuses it with a
 * sentence, whichever surface the memory came from.
 */
public final class MemoryDates {
    public static final Instant EARLIEST = Instant.parse("1900-01-01T00:00:00Z");
    public static final Instant LATEST = Instant.parse("2200-12-31T23:59:59.999999999Z");

    private MemoryDates() {
    }

    /** Returns {@code at}, or throws {@link InvalidMemoryException} when it is outside 1900–2200. */
    public static Instant validate(Instant at) {
        if (at.isBefore(EARLIEST) || at.isAfter(LATEST)) {
            throw new InvalidMemoryException("A memory's date must be between 1900-01-01 and 2200-12-31, not "
                    + at + ".");
        }
        return at;
    }
}
