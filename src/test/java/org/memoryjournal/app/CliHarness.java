package org.memoryjournal.app;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import org.memoryjournal.app.cli.MemoryJournalCli;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.ProviderSettings;
import org.memoryjournal.store.Conversation;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.store.StoredMessage;

/** Runs the real command line on a journal in a temporary directory, as {@code Main} does. */
final class CliHarness {
    /** Short timeouts for tests against misbehaving servers. */
    static final String[] FAST = {"--connect-timeout-ms", "1000", "--first-byte-timeout-ms", "1500",
        "--token-timeout-ms", "1000", "--judgement-timeout-ms", "1000"};

    record Run(int status, String out, String err, Duration took) {
    }

    private final Path home;
    private final Map<String, String> env;
    private final Function<ProviderSettings, EmbeddingProvider> embedders;

    CliHarness(Path home, Map<String, String> env, Function<ProviderSettings, EmbeddingProvider> embedders) {
        this.home = home;
        this.env = env;
        this.embedders = embedders;
    }

    Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        long started = System.nanoTime();
        int status = MemoryJournalCli.run(args,
                cli -> Journal.open(DataDirectory.resolve(Optional.of(home), env, "linux", home), cli.providerFlags(),
                        env, Clock.systemUTC(), embedders),
                cli -> {
                    throw new AssertionError("the desktop app must not open in this test");
                },
                new PrintWriter(out), new PrintWriter(err));
        return new Run(status, out.toString(), err.toString(), Duration.ofNanos(System.nanoTime() - started));
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
