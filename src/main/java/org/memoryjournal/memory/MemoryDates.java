package org.memoryjournal.memory;

import java.time.Duration;
import java.time.Instant;

/**
 * The dates a memory may carry: 1900-01-01 to 2200-12-31. A date outside (a typo, a year ±10⁹ in an
 * import) would break every calendar computation that meets it, so the write path refuses it with a
 * sentence, whichever surface the memory came from. Nor may a memory be dated after now: recall sees only what was
 * written up to the moment it is asked about, so a memory dated in 2199 would be kept and never found.
 */
public final class MemoryDates {
    public static final Instant EARLIEST = Instant.parse("1900-01-01T00:00:00Z");
    public static final Instant LATEST = Instant.parse("2200-12-31T23:59:59.999999999Z");
    /** How far after now a date may be: another machine's clock, or a time zone typed wrong, may be that far ahead. */
    public static final Duration CLOCK_SKEW = Duration.ofDays(1);

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

    /**
     * Returns {@code at}, or throws {@link InvalidMemoryException} when it is outside 1900–2200 or more than
     * {@link #CLOCK_SKEW} after {@code now}.
     */
    public static Instant validate(Instant at, Instant now) {
        validate(at);
        if (at.isAfter(now.plus(CLOCK_SKEW))) {
            throw new InvalidMemoryException("A memory cannot be dated " + at + ", in the future: recall only "
                    + "sees memories dated up to the moment asked about, so give a date no later than today, or write "
                    + "a plan down today and say in its text when it will happen.");
        }
        return at;
    }
}
