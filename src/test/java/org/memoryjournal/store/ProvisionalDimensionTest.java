package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.RetrievalPolicy;

/**
 * A journal opens without knowing the vector size of a model it holds no vector of (a remote model is not
 * called just to open it): the first vector sets the size, and later opens read it from the file.
 */
class ProvisionalDimensionTest {
    private static final String REMOTE = "ollama:nomic-embed-text";

    @TempDir
    Path dir;

    private static Embedding remote(int dimension, int axis) {
        float[] v = new float[dimension];
        v[axis] = 1f;
        return new Embedding(REMOTE, v);
    }

    @Test
    void theFirstVectorSetsTheSizeAndLaterOpensReadItFromTheFile() {
        Path file = dir.resolve("journal.db");
        try (JournalDatabase db = Fixtures.open(dir)) {
            db.memories().add(Fixtures.memory("an older memory of another model"));
        }
        AtomicInteger asked = new AtomicInteger();
        try (JournalDatabase db = JournalDatabase.open(file, REMOTE, () -> {
            asked.incrementAndGet();
            return 0;
        }, false)) {
            assertThat(db.memories().settledDimension()).isEmpty();
            assertThat(db.memories().countNeedingReembedding()).isEqualTo(1);
            assertThat(db.memories().list(MemoryListQuery.newest(10))).hasSize(1);

            db.memories().add(Fixtures.memory("my first remote memory", MemoryKind.SEMANTIC, Fixtures.T0, 5,
                    remote(48, 3)));

            assertThat(db.memories().settledDimension()).hasValue(48);
            assertThatThrownBy(() -> db.memories().add(Fixtures.memory("wrong size", MemoryKind.SEMANTIC,
                    Fixtures.T0, 5, remote(12, 0)))).isInstanceOf(StoreException.class);
            assertThat(db.memories().recall("remote", remote(48, 3), RetrievalPolicy.defaults(),
                    Instant.parse("2026-03-02T00:00:00Z"), RecallOptions.PREVIEW)).hasSize(1);
        }
        try (JournalDatabase db = JournalDatabase.open(file, REMOTE, () -> {
            asked.incrementAndGet();
            return 0;
        }, false)) {
            assertThat(db.memories().settledDimension()).hasValue(48);
            assertThat(db.memories().indexedCount()).isEqualTo(1);
        }
        assertThat(asked).hasValue(1);
    }
}
