package org.memoryjournal.app.eval;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;

import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.HeuristicImportanceRater;
import org.memoryjournal.llm.HeuristicKindClassifier;
import org.memoryjournal.store.JournalDatabase;

/** Evaluation environments for tests: real SQLite stores under a test directory, a chosen embedder. */
final class TestEnvironments {
    static final Instant NOW = Instant.parse("2026-11-29T12:00:00Z");

    private TestEnvironments() {
    }

    static EvalEnvironment with(EmbeddingProvider embedder, Path root) {
        return new EvalEnvironment(name -> embedder, (dir, modelId, dim) -> {
            JournalDatabase db = JournalDatabase.open(dir.resolve("eval.db"), modelId, dim);
            return new EvalEnvironment.EvalStore(db.memories(), db);
        }, prefix -> Files.createTempDirectory(root, prefix), new HeuristicImportanceRater(),
                new HeuristicKindClassifier(), Clock.fixed(NOW, ZoneOffset.UTC));
    }

    static Path tinyLocomo() throws Exception {
        return Path.of(TestEnvironments.class.getResource("/locomo/tiny-locomo.json").toURI());
    }
}
