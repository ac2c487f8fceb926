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
 * called just to open it): the first vector sets the size, and later opens read it from the file. When
 * another process stores the first vector, this one takes its size (and its memories) at its next recall,
 * write or count, read-only or not.
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

    private JournalDatabase openUnknown(Path file) {
        return JournalDatabase.open(file, REMOTE, () -> 0, false);
    }

    private JournalDatabase openReadOnlyUnknown(Path file) {
        System.setProperty(Database.READ_ONLY_PROPERTY, "true");
        try {
            return openUnknown(file);
        } finally {
            System.clearProperty(Database.READ_ONLY_PROPERTY);
        }
    }

    @Test
    void anotherProcesssFirstVectorSetsTheSizeHereAndItsMemoriesAreRecalled() {
        Path file = dir.resolve("journal.db");
        try (JournalDatabase here = openUnknown(file);
             JournalDatabase other = JournalDatabase.open(file, REMOTE, () -> 48, false)) {
            assertThat(here.memories().settledDimension()).isEmpty();

            long first = other.memories().add(Fixtures.memory("stored by the other process", MemoryKind.SEMANTIC,
                    Fixtures.T0, 5, remote(48, 3))).id();

            assertThat(here.memories().indexedCount()).isEqualTo(1);
            assertThat(here.memories().settledDimension()).hasValue(48);
            assertThat(here.memories().countNeedingReembedding()).isZero();
            assertThat(here.memories().recall("other", remote(48, 3), RetrievalPolicy.defaults(),
                    Instant.parse("2026-03-02T00:00:00Z"), RecallOptions.PREVIEW))
                    .extracting(r -> r.memory().id()).containsExactly(first);

            long second = other.memories().add(Fixtures.memory("and another", MemoryKind.SEMANTIC, Fixtures.T0, 5,
                    remote(48, 4))).id();
            here.memories().add(Fixtures.memory("and one from here", MemoryKind.SEMANTIC, Fixtures.T0, 5,
                    remote(48, 5)));
            assertThat(here.memories().indexedCount()).isEqualTo(3);
            assertThat(here.memories().recall("another", remote(48, 4), RetrievalPolicy.defaults(),
                    Instant.parse("2026-03-02T00:00:00Z"), RecallOptions.PREVIEW).get(0).memory().id())
                    .isEqualTo(second);
        }
    }

    @Test
    void aWriteHereTakesTheSizeAnotherProcessAlreadySetNotItsOwnGuess() {
        Path file = dir.resolve("journal.db");
        try (JournalDatabase here = openUnknown(file);
             JournalDatabase other = JournalDatabase.open(file, REMOTE, () -> 48, false)) {
            other.memories().add(Fixtures.memory("stored by the other process", MemoryKind.SEMANTIC, Fixtures.T0, 5,
                    remote(48, 3)));

            assertThatThrownBy(() -> here.memories().add(Fixtures.memory("another size", MemoryKind.SEMANTIC,
                    Fixtures.T0, 5, remote(12, 0)))).isInstanceOf(StoreException.class).hasMessageContaining("48");
            assertThat(here.memories().indexedCount()).isEqualTo(1);
        }
    }

    @Test
    void aReadOnlyJournalTakesTheSizeOfAnotherWritersFirstVector() {
        Path file = dir.resolve("journal.db");
        try (JournalDatabase db = Fixtures.open(dir)) {
            db.memories().add(Fixtures.memory("an older memory of another model"));
        }
        try (JournalDatabase writer = JournalDatabase.open(file, REMOTE, () -> 48, false)) {
            try (JournalDatabase reader = openReadOnlyUnknown(file)) {
                assertThat(reader.readOnly()).isTrue();
                assertThat(reader.memories().settledDimension()).isEmpty();

                writer.memories().add(Fixtures.memory("the first remote memory", MemoryKind.SEMANTIC, Fixtures.T0, 5,
                        remote(48, 3)));

                assertThat(reader.memories().recall("remote", remote(48, 3), RetrievalPolicy.defaults(),
                        Instant.parse("2026-03-02T00:00:00Z"), RecallOptions.PREVIEW)).hasSize(1);
                assertThat(reader.memories().settledDimension()).hasValue(48);
                assertThat(reader.memories().countNeedingReembedding()).isEqualTo(1);
            }
        }
    }
}
