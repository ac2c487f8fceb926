package org.memoryjournal.app;

import org.memoryjournal.settings.DataDirectory;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

import org.memoryjournal.app.cli.MemoryJournalCli;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.ProviderSettings;
import org.memoryjournal.store.Conversation;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.store.StoredMessage;
import org.memoryjournal.testing.BagOfWordsEmbedder;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Runs the real command line in-process, as {@code Main} does, over a real journal in {@code home}. The
 * one-argument constructor uses the offline responder, a fixed clock and the fast bag-of-words embedder, so
 * tables of many runs stay quick; the other takes the environment and embedder of a test against a server.
 */
public final class CliHarness {
    public static final Instant NOW = Instant.parse("2026-01-31T09:00:00Z");
    /** Short timeouts for tests against misbehaving servers. */
    static final String[] FAST = {"--connect-timeout-ms", "1000", "--first-byte-timeout-ms", "1500",
        "--token-timeout-ms", "1000", "--judgement-timeout-ms", "1000"};
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path home;
    private final Map<String, String> env;
    private final Clock clock;
    private final Function<ProviderSettings, EmbeddingProvider> embedders;

    public CliHarness(Path home) {
        this(home, Map.of("MEMORY_JOURNAL_PROVIDER", "offline"), Clock.fixed(NOW, ZoneOffset.UTC),
                ps -> new BagOfWordsEmbedder());
    }

    CliHarness(Path home, Map<String, String> env, Function<ProviderSettings, EmbeddingProvider> embedders) {
        this(home, env, Clock.systemUTC(), embedders);
    }

    private CliHarness(Path home, Map<String, String> env, Clock clock,
                       Function<ProviderSettings, EmbeddingProvider> embedders) {
        this.home = home;
        this.env = env;
        this.clock = clock;
        this.embedders = embedders;
    }

    /** What one run printed and returned, and how long it took. */
    public record Run(int status, String out, String err, Duration took) {
        public JsonNode json() throws IOException {
            return JSON.readTree(out);
        }
    }

    public Run run(String... args) {
        return run(new StringWriter(), args);
    }

    /** Runs with stdout going to {@code stdout} (a failing writer, for instance). */
    public Run run(Writer stdout, String... args) {
        StringWriter err = new StringWriter();
        long started = System.nanoTime();
        int status = MemoryJournalCli.run(args,
                cli -> Journal.open(DataDirectory.resolve(Optional.of(cli.dataDir().orElse(home)), env, "linux", home),
                        cli.providerFlags(), env, clock, embedders),
                cli -> {
                    throw new AssertionError("the desktop app must not open in this test");
                },
                new PrintWriter(stdout), new PrintWriter(err));
        return new Run(status, stdout.toString(), err.toString(), Duration.ofNanos(System.nanoTime() - started));
    }

    /** Remembers {@code text} (with more arguments), returns the id. */
    public long remember(String... args) {
        Run r = run(Stream.concat(Stream.of("remember"), Stream.of(args)).toArray(String[]::new));
        if (r.status() != 0) {
            throw new AssertionError("remember failed: " + r.err());
        }
        return Long.parseLong(r.out().strip());
    }

    /** Every message of every conversation, read straight from the journal file. */
    List<StoredMessage> messages(String modelId, int dimension) {
        try (JournalDatabase db = JournalDatabase.open(home.resolve("journal.db"), modelId, dimension)) {
            List<StoredMessage> all = new ArrayList<>();
            for (Conversation c : db.conversations().list()) {
                all.addAll(db.conversations().messages(c.id()));
            }
            return all;
        }
    }

    static String[] concat(String[] first, String... more) {
        String[] all = new String[first.length + more.length];
        System.arraycopy(first, 0, all, 0, first.length);
        System.arraycopy(more, 0, all, first.length, more.length);
        return all;
    }
}
