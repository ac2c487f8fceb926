package org.memoryjournal.app.cli;

import java.time.Instant;
import java.time.format.DateTimeParseException;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Parses ISO-8601 instants such as {@code 2026-01-31T09:00:00Z} for {@code --at} and {@code --now}. */
final class Times implements ITypeConverter<Instant> {
    @Override
    public Instant convert(String value) {
        try {
            return Instant.parse(value.strip());
        } catch (DateTimeParseException e) {
            throw new TypeConversionException("'" + value + "' is not an ISO-8601 instant; write it like 2026-01-31T09:00:00Z.");
        }
    }
}
