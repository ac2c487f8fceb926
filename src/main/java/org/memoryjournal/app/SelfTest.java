package org.memoryjournal.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.settings.PolicySettings;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.LocalEmbeddingProvider;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.store.RecallOptions;

/**
 * {@code memory-journal --self-test}: proves an installed copy works without touching the user's journal
 * or the network. It opens a journal in a new temporary folder, remembers two sentences with the built-in
 * embedding model, recalls the right one for a question, embeds with the second built-in model too, and
 * checks that no connection was attempted. Prints one line; exit status 0 when everything held.
 */
final class SelfTest {
    static final String FLAG = "--self-test";
    static final String KEPT = "My sister Ana's birthday is on the fourteenth of March.";
    static final String OTHER = "The boiler in the cellar was serviced by a plumber in October.";
    static final String QUESTION = "When is Ana's birthday?";

    /** What the check found: passed or not, and the sentence to print. */
    record Outcome(boolean passed, String line) {
    }

    private SelfTest() {
    }

    /** True when the command line asks for the self-test alone. */
    static boolean requested(String[] args) {
        return args.length == 1 && FLAG.equals(args[0]);
    }

    /** Runs the whole self-test in this process (which it leaves unable to open sockets); returns the exit status. */
    static int run(PrintWriter out, PrintWriter err) {
        long start = System.nanoTime();
        Outcome outcome;
        Path dir = null;
        try {
            NetworkWatch watch = NetworkWatch.install();
            dir = Files.createTempDirectory("memory-journal-self-test");
            outcome = check(watch, dir, new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.BGE_SMALL),
                    new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.MINILM));
        } catch (Exception | Error e) {
            // a missing module or native library surfaces as an Error (NoClassDefFoundError, UnsatisfiedLinkError,
            // DJL's AssertionError): the self-test exists to report exactly those as a sentence
            outcome = new Outcome(false, "could not run: " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : " (" + e.getMessage() + ")"));
        } finally {
            deleteQuietly(dir);
        }
        String seconds = String.format(Locale.ROOT, "%.1f s", (System.nanoTime() - start) / 1e9);
        if (outcome.passed()) {
            out.println("memory-journal self-test passed: " + outcome.line() + ", " + seconds + ".");
            out.flush();
            return 0;
        }
        err.println("memory-journal self-test FAILED: " + outcome.line() + " (" + seconds + ").");
        err.flush();
        return 1;
    }

    /**
     * The checks, on a journal in {@code dir} that embeds with {@code model}; {@code second} is the other
     * built-in model, which must load and embed too. Closes both models.
     */
    static Outcome check(NetworkWatch watch, Path dir, EmbeddingProvider model, EmbeddingProvider second) {
        String recalled;
        try (Journal journal = Journal.open(Optional.of(dir),
                Map.of("provider", "offline", "embed_provider", "local"), model)) {
            MemoryService memories = journal.memories();
            Memory kept = memories.remember(MemoryService.Draft.of(KEPT, MemorySource.MANUAL));
            memories.remember(MemoryService.Draft.of(OTHER, MemorySource.MANUAL));
            List<Recalled> found = memories.recall(QUESTION, PolicySettings.preset("relevance"), memories.now(),
                    new RecallOptions(false, false));
            if (found.isEmpty() || found.get(0).memory().id() != kept.id()) {
                return new Outcome(false, "recall did not put the birthday first for \"" + QUESTION + "\"");
            }
            recalled = model.modelId();
        }
        try (second) {
            float[] v = second.embed(QUESTION).vector();
            if (v.length != second.dimension() || allZero(v)) {
                return new Outcome(false, second.modelId() + " gave an empty vector");
            }
        } catch (Exception e) {
            return new Outcome(false, second.modelId() + " could not embed: " + e.getMessage());
        }
        Outcome network = network(watch);
        if (network != null) {
            return network;
        }
        return new Outcome(true, "remembered and recalled with " + recalled + ", embedded with " + second.modelId()
                + ", 0 connection attempts");
    }

    /** The network part of the verdict: null when nothing was attempted and DJL stayed offline. */
    private static Outcome network(NetworkWatch watch) {
        List<String> attempts = watch.attempts();
        if (!attempts.isEmpty()) {
            return new Outcome(false, attempts.size() + " connection attempt(s), first to " + attempts.get(0));
        }
        long sockets = watch.socketsOpened();
        if (sockets > 0) {
            return new Outcome(false, sockets + " socket(s) were opened");
        }
        if (!"true".equals(System.getProperty("ai.djl.offline")) || !"true".equals(System.getProperty("OPT_OUT_TRACKING"))) {
            return new Outcome(false, "DJL's offline and no-tracking switches were not both on");
        }
        return null;
    }

    private static boolean allZero(float[] v) {
        for (float f : v) {
            if (f != 0f) {
                return false;
            }
        }
        return true;
    }

    private static void deleteQuietly(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException | UncheckedIOException e) {
            // a folder left in the system's temporary directory holds only the two test sentences
        }
    }
}
