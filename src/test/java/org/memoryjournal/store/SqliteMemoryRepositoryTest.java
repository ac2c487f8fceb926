package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.memoryjournal.store.Fixtures.MODEL;
import static org.memoryjournal.store.Fixtures.T0;
import static org.memoryjournal.store.Fixtures.memory;
import static org.memoryjournal.store.Fixtures.open;
import static org.memoryjournal.store.Fixtures.unit;
import static org.memoryjournal.store.Fixtures.vec;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.InvalidMemoryException;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.MemoryText;
import org.memoryjournal.memory.NewMemory;
import org.memoryjournal.memory.RetrievalPolicy;

class SqliteMemoryRepositoryTest {
    @TempDir
    Path dir;

    @Test
    void addedMemoryRoundTripsExactlyIncludingInstantsAndVectors() {
        Instant created = Instant.parse("1999-12-31T23:59:59.999999999Z");
        Embedding e = vec(0.1f, -2.5e-8f, 3.4028235e38f, -0f);
        NewMemory n = new NewMemory("  I live in Lyon  ", MemoryKind.SEMANTIC, created, 7, e, MemorySource.FACT, true);
        Memory added;
        try (JournalDatabase j = open(dir)) {
            added = j.memories().add(n);
            assertThat(added.id()).isPositive();
            assertThat(j.memories().find(added.id())).contains(added);
        }
        try (JournalDatabase j = open(dir)) {
            Memory back = j.memories().find(added.id()).orElseThrow();
            assertThat(back).isEqualTo(added);
            assertThat(back.text()).isEqualTo("I live in Lyon");
            assertThat(back.createdAt()).isEqualTo(created);
            assertThat(back.lastAccessed()).isEqualTo(created);
            assertThat(back.embedding().vector()).containsExactly(e.vector());
            assertThat(back.pinned()).isTrue();
            assertThat(back.source()).isEqualTo(MemorySource.FACT);
            assertThat(j.memories().indexedCount()).isEqualTo(1);
        }
    }

    @Test
    void reopeningLosesNothing() {
        List<Memory> written;
        try (JournalDatabase j = open(dir)) {
            List<NewMemory> batch = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                batch.add(memory("memory number " + i, MemoryKind.values()[i % 3], T0.plusSeconds(i), 1 + i % 10,
                        vec(i, 1, 0, -i)));
            }
            written = j.memories().addAll(batch);
        }
        try (JournalDatabase j = open(dir)) {
            assertThat(j.memories().findAll(written.stream().map(Memory::id).toList())).isEqualTo(written);
            assertThat(j.memories().indexedCount()).isEqualTo(200);
        }
    }

    @Test
    void findAllKeepsTheGivenOrderAndSkipsUnknownIds() {
        try (JournalDatabase j = open(dir)) {
            Memory a = j.memories().add(memory("a"));
            Memory b = j.memories().add(memory("b"));
            assertThat(j.memories().findAll(List.of(b.id(), 999L, a.id()))).containsExactly(b, a);
            assertThat(j.memories().find(999)).isEmpty();
        }
    }

    @Test
    void updateChangesOnlyTheGivenFieldsAndPersists() {
        try (JournalDatabase j = open(dir)) {
            Memory m = j.memories().add(memory("old text"));
            Memory u = j.memories().update(m.id(), MemoryUpdate.none().withText("  new text ", unit(1))
                    .withKind(MemoryKind.PROCEDURAL).withImportance(9).withPinned(true));
            assertThat(u.text()).isEqualTo("new text");
            assertThat(u.embedding()).isEqualTo(unit(1));
            assertThat(u.kind()).isEqualTo(MemoryKind.PROCEDURAL);
            assertThat(u.importance()).isEqualTo(9);
            assertThat(u.pinned()).isTrue();
            assertThat(u.createdAt()).isEqualTo(m.createdAt());
            assertThat(j.memories().keywordScores("old", 10)).isEmpty();
            assertThat(j.memories().keywordScores("new", 10)).containsOnlyKeys(m.id());
        }
        try (JournalDatabase j = open(dir)) {
            assertThat(j.memories().find(1).orElseThrow().text()).isEqualTo("new text");
        }
    }

    @Test
    void updateOfUnknownIdSaysSo() {
        try (JournalDatabase j = open(dir)) {
            assertThatThrownBy(() -> j.memories().update(42, MemoryUpdate.none().withImportance(3)))
                    .isInstanceOf(StoreException.class).hasMessage("No memory with id 42.");
        }
    }

    @Test
    void updateRefusesInvalidInputAndChangesNothing() {
        try (JournalDatabase j = open(dir)) {
            Memory m = j.memories().add(memory("keep me"));
            assertThatThrownBy(() -> j.memories().update(m.id(), MemoryUpdate.none().withText("  ", unit(0))))
                    .isInstanceOf(InvalidMemoryException.class);
            String huge = "x".repeat(MemoryText.MAX_BYTES + 1);
            assertThatThrownBy(() -> j.memories().update(m.id(), MemoryUpdate.none().withText(huge, unit(0))))
                    .isInstanceOf(InvalidMemoryException.class).hasMessageContaining("KiB");
            assertThatThrownBy(() -> j.memories().update(m.id(), MemoryUpdate.none().withImportance(11)))
                    .isInstanceOf(InvalidMemoryException.class);
            assertThatThrownBy(() -> j.memories().update(m.id(),
                    MemoryUpdate.none().withText("other", new Embedding("other:model", new float[] {1, 0, 0, 0}))))
                    .isInstanceOf(StoreException.class).hasMessageContaining("other:model");
            assertThat(j.memories().find(m.id())).contains(m);
        }
    }

    @Test
    void addRefusesEmbeddingOfAnotherModelOrDimensionAndWritesNoRow() {
        try (JournalDatabase j = open(dir)) {
            NewMemory otherModel = memory("x", MemoryKind.EPISODIC, T0, 5, new Embedding("other:model",
                    new float[] {1, 0, 0, 0}));
            NewMemory otherDim = memory("x", MemoryKind.EPISODIC, T0, 5, new Embedding(MODEL, new float[] {1, 0, 0}));
            assertThatThrownBy(() -> j.memories().add(otherModel)).isInstanceOf(StoreException.class)
                    .hasMessageContaining("other:model").hasMessageContaining("not stored");
            assertThatThrownBy(() -> j.memories().add(otherDim)).isInstanceOf(StoreException.class)
                    .hasMessageContaining("3 dimensions");
            assertThat(rowCount(j)).isZero();
            assertThat(j.memories().indexedCount()).isZero();
        }
    }

    @Test
    void nanVectorsAndEmptyTextAreRefusedBeforeTheStore() {
        assertThatThrownBy(() -> vec(1, Float.NaN, 0, 0)).isInstanceOf(InvalidMemoryException.class);
        assertThatThrownBy(() -> memory("   ")).isInstanceOf(InvalidMemoryException.class);
    }

    @Test
    void addAllIsAllOrNothing() {
        try (JournalDatabase j = open(dir)) {
            j.memories().add(memory("before"));
            List<NewMemory> batch = List.of(memory("one"), memory("two"),
                    memory("bad", MemoryKind.EPISODIC, T0, 5, new Embedding(MODEL, new float[] {1, 2})),
                    memory("four"));
            assertThatThrownBy(() -> j.memories().addAll(batch)).isInstanceOf(StoreException.class);
            assertThat(rowCount(j)).isEqualTo(1);
            assertThat(j.memories().indexedCount()).isEqualTo(1);
            assertThat(j.memories().keywordScores("one two four", 10)).isEmpty();
        }
    }

    @Test
    void addAllRollsBackWhenTheDatabaseRefusesAnItemMidway() throws Exception {
        try (JournalDatabase j = open(dir)) {
            // A trigger that fails on the third row stands in for any SQLite error in the middle of an import.
            try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("journal.db"));
                 Statement st = c.createStatement()) {
                st.execute("CREATE TRIGGER boom BEFORE INSERT ON memories WHEN new.text = 'three' "
                        + "BEGIN SELECT RAISE(ABORT, 'refused'); END");
            }
            List<NewMemory> batch = List.of(memory("one"), memory("two"), memory("three"), memory("four"));
            assertThatThrownBy(() -> j.memories().addAll(batch)).isInstanceOf(StoreException.class)
                    .hasMessageContaining("Nothing was changed");
            assertThat(rowCount(j)).isZero();
            assertThat(j.memories().indexedCount()).isZero();
            assertThat(j.memories().keywordScores("one", 10)).isEmpty();
        }
    }

    @Test
    void deleteRemovesRowsIndexAndFullTextAndCountsOnlyExisting() {
        try (JournalDatabase j = open(dir)) {
            Memory a = j.memories().add(memory("apple pie"));
            Memory b = j.memories().add(memory("banana bread"));
            assertThat(j.memories().delete(List.of(a.id(), 999L, a.id()))).isEqualTo(1);
            assertThat(j.memories().find(a.id())).isEmpty();
            assertThat(j.memories().indexedCount()).isEqualTo(1);
            assertThat(j.memories().keywordScores("apple", 10)).isEmpty();
            assertThat(j.memories().keywordScores("banana", 10)).containsOnlyKeys(b.id());
        }
    }

    @Test
    void supersedeLinksAndDeletingTheNewerReleasesTheOlder() {
        try (JournalDatabase j = open(dir)) {
            Memory old = j.memories().add(memory("I live in Paris"));
            Memory now = j.memories().add(memory("I live in Lyon"));
            j.memories().supersede(old.id(), now.id());
            assertThat(j.memories().find(old.id()).orElseThrow().supersededBy()).isEqualTo(OptionalLong.of(now.id()));
            j.memories().delete(List.of(now.id()));
            assertThat(j.memories().find(old.id()).orElseThrow().isSuperseded()).isFalse();
            assertThat(j.memories().recall("", unit(0), RetrievalPolicy.classic(), T0,
                    RecallOptions.PREVIEW)).extracting(r -> r.memory().id()).containsExactly(old.id());
        }
    }

    @Test
    void supersedeRefusesUnknownIdsAndItself() {
        try (JournalDatabase j = open(dir)) {
            Memory m = j.memories().add(memory("x"));
            assertThatThrownBy(() -> j.memories().supersede(m.id(), 42)).isInstanceOf(StoreException.class)
                    .hasMessage("No memory with id 42.");
            assertThatThrownBy(() -> j.memories().supersede(42, m.id())).isInstanceOf(StoreException.class)
                    .hasMessage("No memory with id 42.");
            assertThatThrownBy(() -> j.memories().supersede(m.id(), m.id())).isInstanceOf(StoreException.class);
            assertThat(j.memories().find(m.id()).orElseThrow().isSuperseded()).isFalse();
        }
    }

    @Test
    void touchPersistsForAllGivenMemoriesAndSurvivesReopen() {
        Instant later = T0.plusSeconds(86_400).plusNanos(7);
        List<Long> ids;
        try (JournalDatabase j = open(dir)) {
            ids = j.memories().addAll(List.of(memory("a"), memory("b"), memory("c"))).stream()
                    .map(Memory::id).toList();
            j.memories().touch(ids.subList(0, 2), later);
        }
        try (JournalDatabase j = open(dir)) {
            assertThat(j.memories().findAll(ids)).extracting(Memory::lastAccessed).containsExactly(later, later, T0);
        }
    }

    @Test
    void aTouchAtAnEarlierMomentNeverMovesALastAccessBack() {
        Instant later = T0.plusSeconds(86_400).plusNanos(7);
        List<Long> ids;
        try (JournalDatabase j = open(dir)) {
            ids = j.memories().addAll(List.of(memory("a"), memory("b"))).stream().map(Memory::id).toList();
            j.memories().touch(ids, later);
            // A recall as of the day before ("recall --now" in the past), touching what it returns.
            j.memories().recall("a", unit(0), RetrievalPolicy.defaults().withTopK(5), T0.plusSeconds(3600),
                    RecallOptions.TOUCH);
            j.memories().touch(ids.subList(0, 1), later.minusNanos(1));
            assertThat(j.memories().findAll(ids)).extracting(Memory::lastAccessed).containsExactly(later, later);
            // The ranking's recency is counted from the same last access as the journal keeps.
            Instant asked = later.plusSeconds(86_400);
            assertThat(j.memories().recall("a", unit(0), RetrievalPolicy.defaults().withTopK(5), asked,
                    RecallOptions.PREVIEW)).allSatisfy(r -> assertThat(r.memory().lastAccessed()).isEqualTo(later));
        }
        try (JournalDatabase j = open(dir)) {
            assertThat(j.memories().findAll(ids)).extracting(Memory::lastAccessed).containsExactly(later, later);
        }
    }

    @Test
    void memoriesOfAnotherModelAreCountedAndReembeddable() {
        long otherId;
        try (JournalDatabase j = JournalDatabase.open(dir.resolve("journal.db"), "old:model", 3)) {
            otherId = j.memories().add(memory("old vector", MemoryKind.SEMANTIC, T0, 5,
                    new Embedding("old:model", new float[] {1, 0, 0}))).id();
        }
        try (JournalDatabase j = open(dir)) {
            j.memories().add(memory("new vector"));
            assertThat(j.memories().countNeedingReembedding()).isEqualTo(1);
            assertThat(j.memories().needingReembedding(10)).extracting(Memory::id).containsExactly(otherId);
            assertThat(j.memories().indexedCount()).isEqualTo(1);
            assertThat(j.memories().recall("old vector", unit(0),
                    RetrievalPolicy.keywordOnly().withTopK(10), T0, RecallOptions.PREVIEW))
                    .extracting(r -> r.memory().id()).doesNotContain(otherId);
            Memory re = j.memories().reembed(otherId, unit(2));
            assertThat(re.embedding()).isEqualTo(unit(2));
            assertThat(j.memories().countNeedingReembedding()).isZero();
            assertThat(j.memories().indexedCount()).isEqualTo(2);
            assertThatThrownBy(() -> j.memories().reembed(42, unit(0))).hasMessage("No memory with id 42.");
        }
    }

    @Test
    void keywordScoresArePositiveAndStemmed() {
        try (JournalDatabase j = open(dir)) {
            Memory run = j.memories().add(memory("I like to run in the park"));
            j.memories().add(memory("Cooking pasta tonight"));
            Map<Long, Double> scores = j.memories().keywordScores("running", 10);
            assertThat(scores).containsOnlyKeys(run.id());
            assertThat(scores.get(run.id())).isPositive();
        }
    }

    @Test
    void keywordScoresRankTheBetterMatchHigher() {
        try (JournalDatabase j = open(dir)) {
            Memory both = j.memories().add(memory("Groq is the default provider for Groq models"));
            Memory one = j.memories().add(memory("The weather was nice, nothing about providers or anything else"));
            Map<Long, Double> scores = j.memories().keywordScores("groq provider", 10);
            assertThat(scores.get(both.id())).isGreaterThan(scores.get(one.id()));
            assertThat(j.memories().keywordScores("groq provider", 1)).containsOnlyKeys(both.id());
        }
    }

    static long rowCount(JournalDatabase j) {
        return j.memories().count(MemoryListQuery.newest(0).withSuperseded(true));
    }

    static String integrityCheck(Path file) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file);
             Statement st = c.createStatement(); ResultSet rs = st.executeQuery("PRAGMA integrity_check")) {
            rs.next();
            return rs.getString(1);
        }
    }
}
