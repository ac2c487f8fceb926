package org.memoryjournal.app.cli;

import java.time.Instant;
import java.time.format.DateTimeParseException;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Parses ISO-8601 instants such as {@code 2026-01-31T09:00:00Z} for {@code --at} and {@code --now}, and
 * keeps every time the command line accepts (flags and imported files) within 1900–2200: a memory dated
 * in year one billion would break every later recall.
 */
final class Times implements ITypeConverter<Instant> {
    static final Instant EARLIEST = Instant.parse("1900-01-01T00:00:00Z");
    static final Instant LATEST = Instant.parse("2200-12-31T23:59:59.999999999Z");

    @Override
    public Instant convert(String value) {
        try {
            return checkRange(parse(value));
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }

    /** Parses an instant; a sentence saying the expected form when it is not one. */
    static Instant parse(String value) {
        try {
            return Instant.parse(value.strip());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("'" + Terminal.visible(value) + "' is not an ISO-8601 instant; "
                    + "write it like 2026-01-31T09:00:00Z.");
        }
    }

    /** Refuses times before 1900 or after 2200. */
    static Instant checkRange(Instant t) {
        if (t.isBefore(EARLIEST) || t.isAfter(LATEST)) {
            throw new IllegalArgumentException("The time " + t + " is out of range; use a date between "
                    + "1900-01-01 and 2200-12-31.");
        }
        return t;
    }
}
