package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.store.Fixtures.DIM;
import static org.memoryjournal.store.Fixtures.MODEL;
import static org.memoryjournal.store.Fixtures.T0;
import static org.memoryjournal.store.Fixtures.memory;
import static org.memoryjournal.store.Fixtures.unit;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.NewMemory;

/** Two journals open on one file (as two processes would): each catches up with just what the other changed. */
class IndexFeedTest {
    @TempDir
    Path dir;

    private JournalDatabase open() {
        return JournalDatabase.open(dir.resolve("journal.db"), MODEL, DIM);
    }

    @Test
    void catchingUpReadsOnlyTheMemoriesAnotherConnectionChanged() {
        try (JournalDatabase mine = open(); JournalDatabase other = open()) {
            List<NewMemory> many = new ArrayList<>();
            for (int i = 0; i < 500; i++) {
                many.add(memory("memory " + i, MemoryKind.EPISODIC, T0.plusSeconds(i), 5, unit(i % DIM)));
            }
            List<Long> ids = other.memories().addAll(many).stream().map(m -> m.id()).toList();
            assertThat(mine.memories().catchUp()).isEqualTo(500);
            assertThat(mine.memories().catchUp()).as("nothing changed since").isZero();

            other.memories().touch(ids.subList(0, 3), T0.plusSeconds(9_000));
            assertThat(mine.memories().catchUp()).isEqualTo(3);

            other.memories().delete(List.of(ids.get(10)));
            other.memories().supersede(ids.get(11), ids.get(12));
            assertThat(mine.memories().catchUp()).isEqualTo(2);
            assertThat(mine.memories().indexedCount()).isEqualTo(499);

            try (JournalDatabase newModel = JournalDatabase.open(dir.resolve("journal.db"), "another:model", DIM)) {
                newModel.memories().reembed(ids.get(13), new Embedding("another:model", new float[] {1, 0, 0, 0}));
            }
            assertThat(mine.memories().catchUp()).isEqualTo(1);
            assertThat(mine.memories().indexedCount()).isEqualTo(498);

            // Its own writes are applied directly; they do not come back through the feed.
            mine.memories().add(memory("mine"));
            assertThat(mine.memories().catchUp()).isZero();
            assertThat(other.memories().catchUp()).as("the re-embedded one and mine").isEqualTo(2);
            assertThat(other.memories().indexedCount()).isEqualTo(499);
        }
    }

    @Test
    void aJournalOpenedLaterStartsFromTheLatestChangeAndStillCatchesUp() {
        try (JournalDatabase first = open()) {
            long id = first.memories().add(memory("one")).id();
            try (JournalDatabase second = open()) {
                assertThat(second.memories().catchUp()).isZero();
                first.memories().delete(List.of(id));
                assertThat(second.memories().catchUp()).isEqualTo(1);
                assertThat(second.memories().indexedCount()).isZero();
            }
        }
    }

    @Test
    void outsideChangesCountWhicheverCallTookThemIn() {
        try (JournalDatabase mine = open(); JournalDatabase other = open()) {
            other.memories().add(memory("theirs"));
            mine.memories().add(memory("mine")); // this write takes theirs into the index first

            assertThat(mine.memories().catchUp()).as("nothing left to catch up with").isZero();
            assertThat(mine.memories().outsideChanges()).isEqualTo(1);
            assertThat(other.memories().catchUp()).isEqualTo(1);
            assertThat(other.memories().outsideChanges()).as("mine, and never its own").isEqualTo(1);
        }
    }

    @Test
    void theFirstVectorsAnotherProcessWritesCountAsOutsideChangesWhenTheySetTheSize() {
        try (JournalDatabase mine = JournalDatabase.open(dir.resolve("journal.db"), MODEL, () -> 0, false);
             JournalDatabase other = open()) {
            other.memories().add(memory("the first"));

            mine.memories().catchUp();

            assertThat(mine.memories().indexedCount()).isEqualTo(1);
            assertThat(mine.memories().outsideChanges()).isEqualTo(1);
        }
    }

    @Test
    void sequenceNumbersNeverRepeatEvenWhenTheLatestChangedMemoryChangesAgain() throws Exception {
        try (JournalDatabase j = open()) {
            long a = j.memories().add(memory("a")).id();
            long b = j.memories().add(memory("b")).id();
            j.memories().touch(List.of(b), T0.plusSeconds(60));
            j.memories().touch(List.of(b), T0.plusSeconds(120));
            j.memories().delete(List.of(a));
            List<Long> seqs = j.database().read(c -> {
                List<Long> out = new ArrayList<>();
                try (var st = c.createStatement();
                     var rs = st.executeQuery("SELECT seq FROM memory_changes ORDER BY memory_id")) {
                    while (rs.next()) {
                        out.add(rs.getLong(1));
                    }
                }
                return out;
            });
            assertThat(seqs).containsExactly(5L, 4L); // a: insert 1, delete 5; b: insert 2, touches 3 and 4
        }
    }
}
