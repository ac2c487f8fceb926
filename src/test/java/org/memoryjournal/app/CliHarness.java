package org.memoryjournal.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import org.memoryjournal.app.cli.MemoryJournalCli;
import org.memoryjournal.testing.BagOfWordsEmbedder;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Runs the command line in-process over a real journal in {@code home} (real SQLite file, offline
 * responder), with the fast bag-of-words embedder so tables of many runs stay quick.
 */
public final class CliHarness {
    public static final Instant NOW = Instant.parse("2026-01-31T09:00:00Z");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path home;

    public CliHarness(Path home) {
        this.home = home;
    }

    /** What one run printed and returned. */
    public record Run(int status, String out, String err) {
        public JsonNode json() throws IOException {
            return JSON.readTree(out);
        }
    }

    public Run run(String... args) {
        StringWriter out = new StringWriter();
        return run(out, args);
    }

    /** Runs with stdout going to {@code stdout} (a failing writer, for instance). */
    public Run run(Writer stdout, String... args) {
        StringWriter err = new StringWriter();
        Map<String, String> env = Map.of("MEMORY_JOURNAL_PROVIDER", "offline");
        int status = MemoryJournalCli.run(args,
                cli -> Journal.open(DataDirectory.resolve(Optional.of(cli.dataDir().orElse(home)), env, "linux", home),
                        cli.providerFlags(), env, Clock.fixed(NOW, ZoneOffset.UTC), ps -> new BagOfWordsEmbedder()),
                cli -> { throw new AssertionError("the desktop app must not open in this test"); },
                new PrintWriter(stdout), new PrintWriter(err));
        return new Run(status, stdout.toString(), err.toString());
    }

    /** Remembers {@code text} (with more arguments), returns the id. */
    public long remember(String... args) {
        Run r = run(Stream.concat(Stream.of("remember"), Stream.of(args)).toArray(String[]::new));
        if (r.status() != 0) {
            throw new AssertionError("remember failed: " + r.err());
        }
        return Long.parseLong(r.out().strip());
    }
}
