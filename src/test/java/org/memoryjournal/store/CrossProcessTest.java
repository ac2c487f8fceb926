package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.store.Fixtures.DIM;
import static org.memoryjournal.store.Fixtures.MODEL;
import static org.memoryjournal.store.Fixtures.unit;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;

/**
 * Two real processes on one journal file: what one writes, edits, touches, replaces or deletes is what
 * the other's very next recall ranks, without reopening (the change feed), and neither waits for the
 * other except while it actually writes.
 */
class CrossProcessTest {
    private static final RetrievalPolicy RELEVANCE = RetrievalPolicy.relevanceOnly();
    private static final Instant NOW = Instant.parse("2026-06-01T00:00:00Z");

    @TempDir
    Path dir;

    private static List<Long> recall(JournalDatabase j, int axis, boolean includeSuperseded) {
        return j.memories().recall("", unit(axis), RELEVANCE, NOW, new RecallOptions(false, includeSuperseded))
                .stream().map(Recalled::memory).map(Memory::id).toList();
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void theNextRecallSeesWhatAnotherProcessAddedReplacedEditedTouchedAndDeleted() throws Exception {
        Path file = dir.resolve("journal.db");
        try (JournalDatabase mine = JournalDatabase.open(file, MODEL, DIM);
             ChildProcess other = new ChildProcess(file, MODEL, DIM, dir.resolve("child.err"))) {
            long own = mine.memories().add(Fixtures.memory("written here")).id();

            String answer = other.send("add 1 the spare key is under the blue flowerpot");
            long start = System.nanoTime();
            long added = Long.parseLong(answer.substring(3));
            assertThat(recall(mine, 1, false)).first().isEqualTo(added);
            long seenAfterMicros = (System.nanoTime() - start) / 1000;
            assertThat(mine.memories().indexedCount()).isEqualTo(2);
            assertThat(mine.memories().find(added)).isPresent();
            assertThat(mine.memories().list(MemoryListQuery.newest(10))).extracting(Memory::id).containsExactly(added, own);

            long newer = Long.parseLong(other.send("add 1 the spare key is now with the neighbour").substring(3));
            assertThat(other.send("supersede " + added + " " + newer)).isEqualTo("superseded");
            assertThat(recall(mine, 1, false)).contains(newer).doesNotContain(added);
            assertThat(recall(mine, 1, true)).contains(newer, added);

            assertThat(other.send("importance " + newer + " 9")).isEqualTo("updated");
            Recalled edited = mine.memories().recall("", unit(1), RELEVANCE, NOW, RecallOptions.PREVIEW).get(0);
            assertThat(edited.memory().id()).isEqualTo(newer);
            assertThat(edited.breakdown().importance()).isEqualTo(0.9);

            RetrievalPolicy recencyOnly = RetrievalPolicy.classic().withWeights(new org.memoryjournal.memory.Weights(0, 1, 0));
            assertThat(other.send("touch " + own + " " + NOW.getEpochSecond())).isEqualTo("touched");
            assertThat(mine.memories().recall("", unit(0), recencyOnly, NOW, RecallOptions.PREVIEW).get(0).memory().id())
                    .isEqualTo(own);

            assertThat(other.send("delete " + newer)).isEqualTo("deleted=1");
            assertThat(recall(mine, 1, true)).containsExactly(added, own);
            assertThat(mine.memories().indexedCount()).isEqualTo(2);

            // And the other way round: the child's writes after ours start from our changes.
            mine.memories().delete(List.of(added));
            assertThat(Long.parseLong(other.send("add 2 a third memory").substring(3))).isPositive();
            assertThat(mine.memories().indexedCount()).isEqualTo(2);
            System.getLogger(getClass().getName()).log(System.Logger.Level.INFO,
                    "another process's memory was ranked " + seenAfterMicros + " µs after it was acknowledged");
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void browsingAndRecallGoOnWhileAnotherProcessHoldsAWriteAndWritesWaitForIt() throws Exception {
        Path file = dir.resolve("journal.db");
        try (JournalDatabase mine = JournalDatabase.open(file, MODEL, DIM);
             ChildProcess other = new ChildProcess(file, MODEL, DIM, dir.resolve("child.err"))) {
            long first = mine.memories().add(Fixtures.memory("before the long write")).id();
            assertThat(other.send("hold-write 1500")).isEqualTo("holding");
            long start = System.nanoTime();
            assertThat(mine.memories().find(first)).isPresent();
            assertThat(mine.memories().count(MemoryListQuery.newest(10))).isEqualTo(1);
            assertThat(recall(mine, 0, false)).containsExactly(first);
            assertThat((System.nanoTime() - start) / 1_000_000).as("reads do not wait for the writer").isLessThan(1000);
            long second = mine.memories().add(Fixtures.memory("waits for the long write")).id();
            assertThat((System.nanoTime() - start) / 1_000_000).as("the write waited").isGreaterThanOrEqualTo(1000);
            other.expect("released");
            assertThat(mine.memories().find(second)).isPresent();

            assertThat(other.send("hold-read 1500")).isEqualTo("holding");
            long third = mine.memories().add(Fixtures.memory("beside a long read")).id();
            assertThat(mine.memories().find(third)).isPresent();
            other.expect("released");
        }
        assertThat(SqliteMemoryRepositoryTest.integrityCheck(file)).isEqualTo("ok");
    }
}
