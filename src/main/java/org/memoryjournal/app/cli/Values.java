package org.memoryjournal.app.cli;

import java.util.function.Supplier;

import org.memoryjournal.settings.SettingsException;
import org.memoryjournal.memory.Importance;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemoryText;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;

/**
 * Converters for option values, so a bad value is a usage error (exit status 2) with a sentence saying
 * what is expected.
 */
final class Values {
    private Values() {
    }

    /** Runs {@code check}; a value it refuses becomes a usage error carrying its sentence. */
    static <T> T usage(CommandSpec spec, Supplier<T> check) {
        try {
            return check.get();
        } catch (IllegalArgumentException | SettingsException e) {
            throw new ParameterException(spec.commandLine(), UsageMessages.sentence(UserMessages.of(e)), e);
        }
    }

    /** A query or message: not blank, at most 64 KiB (as a memory's text). */
    static String text(CommandSpec spec, String text, String what) {
        if (text == null || text.isBlank()) {
            throw new ParameterException(spec.commandLine(), "The " + what + " is empty; write some words.");
        }
        return usage(spec, () -> MemoryText.validate(text));
    }

    private static long wholeNumber(String value, String what) {
        try {
            return Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + Terminal.visible(value) + "' is not a whole number; " + what + ".");
        }
    }

    /** {@code --importance}: 1 to 10. */
    static final class ImportanceValue implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            long n = wholeNumber(value, "importance is a whole number from 1 to 10");
            if (n < Importance.MIN || n > Importance.MAX) {
                throw new TypeConversionException("Importance must be between 1 and 10, not " + n + ".");
            }
            return (int) n;
        }
    }

    /** {@code --kind}: episodic, semantic or procedural. */
    static final class KindValue implements ITypeConverter<MemoryKind> {
        @Override
        public MemoryKind convert(String value) {
            try {
                return MemoryKind.parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException("Unknown memory kind '" + Terminal.visible(value)
                        + "': use episodic, semantic or procedural.");
            }
        }
    }

    /** {@code -k}: 1 to 1000. */
    static final class TopK implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            long n = wholeNumber(value, "-k is how many memories to recall, from 1 to 1000");
            if (n < 1 || n > 1000) {
                throw new TypeConversionException("The number after -k is how many memories to recall: from 1 to 1000, not " + n + ".");
            }
            return (int) n;
        }
    }

    /** {@code --limit}: 1 to 1,000,000. */
    static final class Limit implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            long n = wholeNumber(value, "--limit is how many memories to show, at least 1");
            if (n < 1 || n > 1_000_000) {
                throw new TypeConversionException("The value of --limit must be from 1 to 1000000, not " + n + ".");
            }
            return (int) n;
        }
    }

    /** {@code reembed --limit}: 0 or more. */
    static final class Budget implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return zeroOrMore(value, "--limit", "how many memories at most");
        }
    }

    /** {@code --offset}: 0 or more. */
    static final class Offset implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return zeroOrMore(value, "--offset", "how many memories to skip");
        }
    }

    /** The value of {@code option}, which says {@code what}: a whole number, 0 or more. */
    private static int zeroOrMore(String value, String option, String what) {
        long n = wholeNumber(value, option + " is " + what);
        if (n < 0 || n > Integer.MAX_VALUE) {
            throw new TypeConversionException("The value of " + option + " must be 0 or more, not " + n + ".");
        }
        return (int) n;
    }

    /** A memory or conversation id: a positive whole number. */
    static final class Id implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            long n = wholeNumber(value, "ids are the numbers 'list' shows");
            if (n < 1) {
                throw new TypeConversionException("'" + n + "' is not an id; ids are the positive numbers 'list' shows.");
            }
            return n;
        }
    }
}
