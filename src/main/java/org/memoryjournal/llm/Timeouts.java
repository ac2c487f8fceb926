package org.memoryjournal.llm;

import java.time.Duration;
import java.util.Objects;

/**
 * How long a call to a model endpoint may wait, phase by phase. Chosen for a desktop: a silent server
 * ends a chat turn within about {@code firstByte} (the rating calls run beside the answer and give up
 * sooner), and what timed out is named in the message with the setting to raise.
 *
 * @param connect        TCP (and TLS) connection set-up
 * @param firstByte      from sending a request until the first byte of the answer (a model may be loading)
 * @param betweenTokens  between two pieces of a streamed answer once it has started
 * @param judgement      whole-call deadline for the short calls: importance rating, kind, facts, summaries
 */
public record Timeouts(Duration connect, Duration firstByte, Duration betweenTokens, Duration judgement) {

    public static final Timeouts DEFAULTS = new Timeouts(Duration.ofSeconds(5), Duration.ofSeconds(45),
            Duration.ofSeconds(30), Duration.ofSeconds(15));

    /** One phase, with the names of its setting in the file, the environment and on the command line. */
    public enum Phase {
        CONNECT("connect_timeout_ms"),
        FIRST_BYTE("first_byte_timeout_ms"),
        BETWEEN_TOKENS("token_timeout_ms"),
        JUDGEMENT("judgement_timeout_ms");

        private final String key;

        Phase(String key) {
            this.key = key;
        }

        /** The settings-file key, e.g. {@code first_byte_timeout_ms}. */
        public String key() {
            return key;
        }

        /** The environment variable, e.g. {@code MEMORY_JOURNAL_FIRST_BYTE_TIMEOUT_MS}. */
        public String environment() {
            return "MEMORY_JOURNAL_" + key.toUpperCase(java.util.Locale.ROOT);
        }

        /** The command-line flag, e.g. {@code --first-byte-timeout-ms}. */
        public String flag() {
            return "--" + key.replace('_', '-');
        }

        /** "first_byte_timeout_ms (MEMORY_JOURNAL_FIRST_BYTE_TIMEOUT_MS or --first-byte-timeout-ms)". */
        String howToRaise() {
            return key + " in settings.properties (or " + environment() + ", or " + flag() + ")";
        }
    }

    public Timeouts {
        Objects.requireNonNull(connect, "connect");
        Objects.requireNonNull(firstByte, "firstByte");
        Objects.requireNonNull(betweenTokens, "betweenTokens");
        Objects.requireNonNull(judgement, "judgement");
    }

    /** The same timeout for every phase (probes and tests). */
    public static Timeouts all(Duration d) {
        return new Timeouts(d, d, d, d);
    }

    public Duration of(Phase phase) {
        return switch (phase) {
            case CONNECT -> connect;
            case FIRST_BYTE -> firstByte;
            case BETWEEN_TOKENS -> betweenTokens;
            case JUDGEMENT -> judgement;
        };
    }

    /** "45 s", "1.5 s" or "300 ms": how long a phase waited, for messages. */
    static String shown(Duration d) {
        long ms = d.toMillis();
        if (ms < 1000) {
            return ms + " ms";
        }
        return ms % 1000 == 0 ? (ms / 1000) + " s" : String.format(java.util.Locale.ROOT, "%.1f s", ms / 1000.0);
    }
}
