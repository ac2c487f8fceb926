package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.memoryjournal.store.Fixtures.T0;
import static org.memoryjournal.store.Fixtures.memory;
import static org.memoryjournal.store.Fixtures.unit;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.NewMemory;
import org.memoryjournal.memory.RetrievalPolicy;

/** Schema step 5 on a real SQLite file: insight evidence, the reflection point, and merging memories. */
class InsightLinksTest {
    @TempDir
    Path dir;

    private static NewMemory insight(String text) {
        return new NewMemory(text, MemoryKind.SEMANTIC, T0, 4, unit(1), MemorySource.REFLECTION);
    }

    @Test
    void anInsightKeepsItsEvidenceAndIsFoundFromAnyOfIt() {
        try (JournalDatabase j = Fixtures.open(dir)) {
            SqliteMemoryRepository repo = j.memories();
            Memory a = repo.add(memory("ran"));
            Memory b = repo.add(memory("ran again"));
            Memory c = repo.add(memory("lunch"));
            Memory i = repo.add(insight("runs weekly"));

            repo.linkEvidence(i.id(), List.of(b.id(), a.id(), a.id()));

            assertThat(repo.evidenceOf(i.id())).containsExactly(a.id(), b.id());
            assertThat(repo.insightsCiting(List.of(b.id()))).isEqualTo(Map.of(i.id(), List.of(a.id(), b.id())));
            assertThat(repo.insightsCiting(List.of(c.id()))).isEmpty();
            repo.linkEvidence(i.id(), List.of(c.id()));
            assertThat(repo.evidenceOf(i.id())).containsExactly(c.id());
        }
    }

    @Test
    void linkingToAMissingMemoryChangesNothing() {
        try (JournalDatabase j = Fixtures.open(dir)) {
            SqliteMemoryRepository repo = j.memories();
            Memory a = repo.add(memory("ran"));
            Memory i = repo.add(insight("runs"));
            repo.linkEvidence(i.id(), List.of(a.id()));

            assertThatThrownBy(() -> repo.linkEvidence(i.id(), List.of(a.id(), 999L)))
                    .isInstanceOf(StoreException.class).hasMessage("No memory with id 999.");
            assertThat(repo.evidenceOf(i.id())).containsExactly(a.id());
        }
    }

    @Test
    void deletingEvidenceRemovesOnlyTheLink() {
        try (JournalDatabase j = Fixtures.open(dir)) {
            SqliteMemoryRepository repo = j.memories();
            Memory a = repo.add(memory("ran"));
            Memory b = repo.add(memory("ran again"));
            Memory i = repo.add(insight("runs"));
            repo.linkEvidence(i.id(), List.of(a.id(), b.id()));

            repo.delete(List.of(a.id()));

            assertThat(repo.evidenceOf(i.id())).containsExactly(b.id());
            assertThat(repo.find(i.id())).isPresent();
        }
    }

    @Test
    void importanceIsSummedSinceTheLastReflectionWhichNeverMovesBack() {
        Path file = dir.resolve("journal.db");
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            SqliteMemoryRepository repo = j.memories();
            Memory a = repo.add(memory("a", MemoryKind.EPISODIC, T0, 3, unit(0)));
            repo.add(memory("b", MemoryKind.EPISODIC, T0, 7, unit(0)));
            repo.add(insight("an insight does not count"));
            assertThat(repo.lastReflected()).isZero();
            assertThat(repo.importanceSinceReflection()).isEqualTo(10);

            repo.markReflected(a.id(), T0);
            assertThat(repo.importanceSinceReflection()).isEqualTo(7);
            repo.markReflected(0, T0.plus(Duration.ofHours(1)));
            assertThat(repo.lastReflected()).isEqualTo(a.id());
        }
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            assertThat(j.memories().importanceSinceReflection()).isEqualTo(7);
        }
    }

    @Test
    void aMergeKeepsThePickedTextTheEarliestTimeTheHighestImportanceAnyPinAndRepointsEveryLink() {
        try (JournalDatabase j = Fixtures.open(dir)) {
            SqliteMemoryRepository repo = j.memories();
            Memory keep = repo.add(memory("I am vegetarian.", MemoryKind.SEMANTIC, T0.plus(Duration.ofDays(5)), 3,
                    unit(0)));
            Memory older = repo.add(new NewMemory("I'm vegetarian.", MemoryKind.SEMANTIC, T0, 6, unit(0),
                    MemorySource.CHAT, true));
            Memory replaced = repo.add(memory("I eat meat.", MemoryKind.SEMANTIC, T0.minus(Duration.ofDays(90)), 4,
                    unit(2)));
            repo.supersede(replaced.id(), older.id(), "now vegetarian");
            Memory i = repo.add(insight("diet"));
            repo.linkEvidence(i.id(), List.of(older.id()));
            long conversation = j.conversations().create("chat", T0).id();
            var user = j.conversations().append(conversation, StoredMessage.Role.USER, "I'm vegetarian.", T0,
                    StoredMessage.Status.COMPLETE, "", List.of(), older.id());
            var answer = j.conversations().append(conversation, StoredMessage.Role.ASSISTANT, "Noted.", T0,
                    StoredMessage.Status.COMPLETE, "", List.of(older.id(), replaced.id()), 0);

            Memory merged = repo.merge(keep.id(), List.of(older.id()));

            assertThat(merged.text()).isEqualTo("I am vegetarian.");
            assertThat(merged.createdAt()).isEqualTo(T0);
            assertThat(merged.importance()).isEqualTo(6);
            assertThat(merged.pinned()).isTrue();
            assertThat(repo.find(older.id())).isEmpty();
            assertThat(repo.find(replaced.id()).orElseThrow().supersededBy()).hasValue(keep.id());
            assertThat(repo.evidenceOf(i.id())).containsExactly(keep.id());
            List<StoredMessage> messages = j.conversations().messages(conversation);
            assertThat(messages.get(0).memoryId()).isEqualTo(keep.id());
            assertThat(messages.get(1).recalledIds()).containsExactly(keep.id(), replaced.id());
            assertThat(user.id()).isNotEqualTo(answer.id());
            assertThat(repo.recall("vegetarian", unit(0), RetrievalPolicy.relevanceOnly(), T0, RecallOptions.PREVIEW))
                    .extracting(r -> r.memory().id()).startsWith(keep.id()).doesNotContain(older.id());
        }
    }

    @Test
    void mergingAnInsightIntoItsOwnEvidenceLeavesNoSelfLink() {
        try (JournalDatabase j = Fixtures.open(dir)) {
            SqliteMemoryRepository repo = j.memories();
            Memory a = repo.add(memory("ran"));
            Memory i = repo.add(insight("runs"));
            repo.linkEvidence(i.id(), List.of(a.id()));

            repo.merge(a.id(), List.of(i.id()));

            assertThat(repo.evidenceOf(a.id())).isEmpty();
            assertThat(repo.insightsCiting(List.of(a.id()))).isEmpty();
        }
    }

    @Test
    void aMergeWithAMissingMemoryChangesNothing() {
        try (JournalDatabase j = Fixtures.open(dir)) {
            SqliteMemoryRepository repo = j.memories();
            Memory a = repo.add(memory("a"));
            Memory b = repo.add(memory("b"));

            assertThatThrownBy(() -> repo.merge(a.id(), List.of(b.id(), 404L))).hasMessage("No memory with id 404.");
            assertThat(repo.findAll(List.of(a.id(), b.id()))).hasSize(2);
        }
    }

    @Test
    void aVersionFourJournalGetsTheReflectionTables() throws Exception {
        Path file = dir.resolve("journal.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            for (Migrations.Step step : Migrations.STEPS.subList(0, 4)) {
                for (String sql : step.statements()) {
                    st.execute(sql);
                }
            }
            st.execute("PRAGMA user_version = 4");
        }
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            Memory a = j.memories().add(memory("a"));
            Memory i = j.memories().add(insight("i"));
            j.memories().linkEvidence(i.id(), List.of(a.id()));
            assertThat(j.memories().evidenceOf(i.id())).containsExactly(a.id());
            assertThat(j.memories().importanceSinceReflection()).isEqualTo(5);
        }
    }

    @Test
    void anInsightIsRecalledJustBelowTheMemoryItWasDrawnFrom() {
        try (JournalDatabase j = Fixtures.open(dir)) {
            SqliteMemoryRepository repo = j.memories();
            Memory source = repo.add(new NewMemory("I'm down under Dr Malhotra at Hillview now", MemoryKind.EPISODIC,
                    T0, 5, Fixtures.vec(1, 0, 0, 0), MemorySource.MANUAL));
            repo.add(new NewMemory("flu jab at the pharmacy", MemoryKind.EPISODIC, T0, 5,
                    Fixtures.vec(0.5f, 0, 0.866f, 0), MemorySource.MANUAL));
            Memory unrelated = repo.add(new NewMemory("dentist in Rathmines", MemoryKind.EPISODIC, T0, 5,
                    Fixtures.vec(0, 0, 0, 1), MemorySource.MANUAL));
            // Closer to the question than its source: without the rule it would come first.
            Memory insight = repo.add(new NewMemory("Regularly, 4 times since October; usually: Dr Okafor",
                    MemoryKind.SEMANTIC, T0, 5, unit(1), MemorySource.REFLECTION));
            repo.linkEvidence(insight.id(), List.of(source.id()));
            org.memoryjournal.memory.Embedding question = Fixtures.vec(0.6f, 0.8f, 0, 0);

            List<org.memoryjournal.memory.Recalled> r = repo.recall("my GP", question, RetrievalPolicy.defaults(),
                    T0.plus(Duration.ofDays(1)), RecallOptions.PREVIEW);
            assertThat(r).extracting(x -> x.memory().id()).containsSubsequence(source.id(), insight.id());
            org.memoryjournal.memory.Recalled drawn = r.stream().filter(x -> x.memory().id() == insight.id())
                    .findFirst().orElseThrow();
            assertThat(drawn.breakdown().loweredFor()).isEqualTo(org.memoryjournal.memory.LoweredFor.SOURCE);
            assertThat(drawn.breakdown().outdatedBy()).isEqualTo(source.id());
            assertThat(r).extracting(org.memoryjournal.memory.Recalled::rank).containsExactly(
                    java.util.stream.IntStream.rangeClosed(1, r.size()).boxed().toArray(Integer[]::new));
            // A source that was not recalled (nothing like the question) is no reason to move it.
            repo.linkEvidence(insight.id(), List.of(unrelated.id()));
            List<org.memoryjournal.memory.Recalled> again = repo.recall("my GP", question,
                    RetrievalPolicy.defaults(), T0.plus(Duration.ofDays(1)), RecallOptions.PREVIEW);
            assertThat(again.get(0).memory().id()).isEqualTo(insight.id());
            assertThat(again).extracting(x -> x.memory().id()).doesNotContain(unrelated.id());
            // The plain presets rank by their signals alone.
            repo.linkEvidence(insight.id(), List.of(source.id()));
            assertThat(repo.recall("my GP", question, RetrievalPolicy.classic(), T0.plus(Duration.ofDays(1)),
                    RecallOptions.PREVIEW).get(0).memory().id()).isEqualTo(insight.id());
        }
    }
}
