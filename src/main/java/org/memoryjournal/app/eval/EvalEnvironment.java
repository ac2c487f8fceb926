package org.memoryjournal.app.eval;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Comparator;
import java.util.Objects;
import java.util.stream.Stream;

import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.HeuristicImportanceRater;
import org.memoryjournal.llm.HeuristicKindClassifier;
import org.memoryjournal.llm.ImportanceRater;
import org.memoryjournal.llm.KindClassifier;
import org.memoryjournal.llm.LocalEmbeddingProvider;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.store.MemoryRepository;

/**
 * What the evaluation commands need from the application, passed in by the composition root (or by
 * a test): the embedding models, isolated throw-away stores, the write-time raters and a clock for
 * the report dates.
 *
 * @param embedders   opens an embedding model by its command-line name ({@code bge}, {@code minilm})
 * @param stores      opens a fresh memory store in a directory
 * @param tempDirs    creates a temporary directory (deleted by the evaluation when done)
 * @param rater       the write-time importance rater (the heuristic one: evaluation runs offline)
 * @param classifier  the write-time kind classifier
 * @param clock       the time printed in reports
 */
public record EvalEnvironment(EmbedderFactory embedders, StoreFactory stores, TempDirs tempDirs,
                              ImportanceRater rater, KindClassifier classifier, Clock clock) {

    public EvalEnvironment {
        Objects.requireNonNull(embedders, "embedders");
        Objects.requireNonNull(stores, "stores");
        Objects.requireNonNull(tempDirs, "tempDirs");
        Objects.requireNonNull(rater, "rater");
        Objects.requireNonNull(classifier, "classifier");
        Objects.requireNonNull(clock, "clock");
    }

    /** Opens an embedding model by name; throws {@link IllegalArgumentException} for an unknown name. */
    @FunctionalInterface
    public interface EmbedderFactory {
        EmbeddingProvider open(String modelName);
    }

    /** Opens an empty store in {@code dir} whose active model is {@code modelId}. */
    @FunctionalInterface
    public interface StoreFactory {
        EvalStore open(Path dir, String modelId, int dimension);
    }

    /** Creates a temporary directory. */
    @FunctionalInterface
    public interface TempDirs {
        Path create(String prefix) throws IOException;
    }

    /** An open throw-away store: its memories, and what to close when done. */
    public record EvalStore(MemoryRepository memories, AutoCloseable resource) implements AutoCloseable {
        @Override
        public void close() {
            try {
                resource.close();
            } catch (Exception e) {
                throw new IllegalStateException("Could not close the evaluation store: " + e.getMessage(), e);
            }
        }
    }

    /**
     * The real thing: the local embedding models, SQLite journals in system temporary directories, the
     * heuristic raters (the evaluation runs offline and must not depend on a connected model).
     */
    public static EvalEnvironment standard(Clock clock) {
        return new EvalEnvironment(EvalEnvironment::localModel, (dir, modelId, dimension) -> {
            JournalDatabase db = JournalDatabase.open(dir.resolve("eval.db"), modelId, dimension);
            return new EvalStore(db.memories(), db);
        }, systemTempDirs(), new HeuristicImportanceRater(), new HeuristicKindClassifier(), clock);
    }

    /** {@code bge} (BGE-small-en-v1.5, quantized; the app's default) or {@code minilm} (all-MiniLM-L6-v2, quantized). */
    public static EmbeddingProvider localModel(String name) {
        return switch (name == null ? "" : name.strip().toLowerCase(java.util.Locale.ROOT)) {
            case "bge", "bge-small", "bge-small-en-v1.5-q" -> new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.BGE_SMALL);
            case "minilm", "all-minilm-l6-v2-q" -> new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.MINILM);
            default -> throw new IllegalArgumentException("Unknown embedding model '" + name + "': use bge or minilm.");
        };
    }

    /** Temporary directories from {@link Files#createTempDirectory}. */
    public static TempDirs systemTempDirs() {
        return prefix -> Files.createTempDirectory(prefix);
    }

    /** Opens a store in a new temporary directory; closing it deletes the directory. */
    EvalStore openTemporaryStore(String prefix, String modelId, int dimension) {
        Path dir;
        try {
            dir = tempDirs.create(prefix);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create a temporary directory for the evaluation store: "
                    + e.getMessage(), e);
        }
        EvalStore store = stores.open(dir, modelId, dimension);
        return new EvalStore(store.memories(), () -> {
            try {
                store.close();
            } finally {
                deleteRecursively(dir);
            }
        });
    }

    static void deleteRecursively(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException | UncheckedIOException e) {
            // A leftover temp directory is harmless; the evaluation result stands.
        }
    }
}
