package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.memoryjournal.store.Fixtures.T0;
import static org.memoryjournal.store.Fixtures.memory;
import static org.memoryjournal.store.Fixtures.open;
import static org.memoryjournal.store.Fixtures.unit;
import static org.memoryjournal.store.Fixtures.vec;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.Normalisation;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.Weights;

class RecallTest {
    @TempDir
    Path dir;

    @Test
    void classicPolicyPrefersTheRecentImportantMemoryAndTouchesIt() {
        Instant now = Instant.parse("2026-06-01T12:00:00.5Z");
        Embedding same = vec(0.3f, 0.4f, 0.5f, 0.6f);
        long groq;
        try (JournalDatabase j = open(dir)) {
            Memory teeth = j.memories().add(memory("brushed teeth", MemoryKind.EPISODIC,
                    now.minusSeconds(1_000_000), 1, same));
            Memory g = j.memories().add(memory("decided to default to Groq", MemoryKind.EPISODIC,
                    now.minusSeconds(10), 8, same));
            groq = g.id();
            List<Recalled> out = j.memories().recall("what did I decide", same, RetrievalPolicy.classic().withTopK(1),
                    now, RecallOptions.TOUCH);
            assertThat(out).hasSize(1);
            assertThat(out.get(0).rank()).isEqualTo(1);
            assertThat(out.get(0).memory().id()).isEqualTo(groq);
            assertThat(out.get(0).memory().lastAccessed()).isEqualTo(now);
            assertThat(j.memories().find(groq).orElseThrow().lastAccessed()).isEqualTo(now);
            assertThat(j.memories().find(teeth.id()).orElseThrow().lastAccessed()).isEqualTo(teeth.lastAccessed());
        }
        try (JournalDatabase j = open(dir)) {
            assertThat(j.memories().find(groq).orElseThrow().lastAccessed()).isEqualTo(now);
        }
    }

    @Test
    void touchedRecencyIsUsedByTheNextRecall() {
        Instant now = T0.plusSeconds(3600 * 100);
        try (JournalDatabase j = open(dir)) {
            Memory a = j.memories().add(memory("a", MemoryKind.EPISODIC, T0, 5, unit(0)));
            j.memories().add(memory("b", MemoryKind.EPISODIC, T0, 5, unit(1)));
            RetrievalPolicy recencyOnly = RetrievalPolicy.classic().withWeights(
                    new Weights(0, 1, 0)).withTopK(1);
            j.memories().recall("", unit(0), RetrievalPolicy.classic().withTopK(1), now, RecallOptions.TOUCH);
            List<Recalled> next = j.memories().recall("", unit(1), recencyOnly, now.plusSeconds(1),
                    RecallOptions.PREVIEW);
            assertThat(next.get(0).memory().id()).isEqualTo(a.id());
            assertThat(next.get(0).breakdown().recency()).isGreaterThan(0.99);
        }
    }

    @Test
    void previewChangesNothingInDatabaseOrIndex() {
        Instant now = T0.plusSeconds(3600 * 100);
        try (JournalDatabase j = open(dir)) {
            Memory a = j.memories().add(memory("a", MemoryKind.EPISODIC, T0, 5, unit(0)));
            List<Recalled> first = j.memories().recall("", unit(0), RetrievalPolicy.classic(), now,
                    RecallOptions.PREVIEW);
            assertThat(first.get(0).memory()).isEqualTo(a);
            List<Recalled> second = j.memories().recall("", unit(0), RetrievalPolicy.classic(), now,
                    RecallOptions.PREVIEW);
            assertThat(second).isEqualTo(first);
            assertThat(j.memories().find(a.id()).orElseThrow().lastAccessed()).isEqualTo(T0);
        }
        try (JournalDatabase j = open(dir)) {
            assertThat(j.memories().find(1).orElseThrow().lastAccessed()).isEqualTo(T0);
        }
    }

    @Test
    void supersededMemoriesAreRecalledOnlyWhenAsked() {
        try (JournalDatabase j = open(dir)) {
            Memory old = j.memories().add(memory("I live in Paris", MemoryKind.SEMANTIC, T0, 5, unit(0)));
            Memory now = j.memories().add(memory("I live in Lyon", MemoryKind.SEMANTIC, T0, 5, unit(1)));
            j.memories().supersede(old.id(), now.id());
            RetrievalPolicy p = RetrievalPolicy.classic().withTopK(5);
            assertThat(j.memories().recall("live", unit(0), p, T0, RecallOptions.PREVIEW))
                    .extracting(r -> r.memory().id()).containsExactly(now.id());
            assertThat(j.memories().recall("live", unit(0), p, T0, new RecallOptions(false, true)))
                    .extracting(r -> r.memory().id()).containsExactly(old.id(), now.id());
            assertThat(j.memories().recall("live", unit(0), RetrievalPolicy.defaults(), T0, RecallOptions.PREVIEW))
                    .extracting(r -> r.memory().id()).containsExactly(now.id());
        }
    }

    @Test
    void keywordAndHybridPoliciesUseFullTextScores() {
        try (JournalDatabase j = open(dir)) {
            j.memories().add(memory("cooking pasta", MemoryKind.EPISODIC, T0, 5, unit(0)));
            Memory ran = j.memories().add(memory("I run a marathon", MemoryKind.EPISODIC, T0, 5, unit(1)));
            List<Recalled> kw = j.memories().recall("running", unit(0), RetrievalPolicy.keywordOnly().withTopK(1), T0,
                    RecallOptions.PREVIEW);
            assertThat(kw).extracting(r -> r.memory().id()).containsExactly(ran.id());
            List<Recalled> hybrid = j.memories().recall("run", unit(0), RetrievalPolicy.defaults(), T0,
                    RecallOptions.PREVIEW);
            assertThat(hybrid).hasSize(2);
        }
    }

    @Test
    void recallIsInRankOrderAndTouchesOnlyTheReturned() {
        Instant now = T0.plusSeconds(10);
        try (JournalDatabase j = open(dir)) {
            Memory x = j.memories().add(memory("x", MemoryKind.EPISODIC, T0, 5, vec(1, 0, 0, 0)));
            Memory y = j.memories().add(memory("y", MemoryKind.EPISODIC, T0, 5, vec(1, 1, 0, 0)));
            Memory z = j.memories().add(memory("z", MemoryKind.EPISODIC, T0, 5, vec(0, 0, 1, 0)));
            List<Recalled> out = j.memories().recall("", vec(1, 0.1f, 0, 0),
                    RetrievalPolicy.relevanceOnly().withTopK(2), now, RecallOptions.TOUCH);
            assertThat(out).extracting(r -> r.memory().id()).containsExactly(x.id(), y.id());
            assertThat(out).extracting(Recalled::rank).containsExactly(1, 2);
            assertThat(j.memories().findAll(List.of(x.id(), y.id(), z.id()))).extracting(Memory::lastAccessed)
                    .containsExactly(now, now, T0);
        }
    }

    @Test
    void recallOfAnEmptyJournalIsEmpty() {
        try (JournalDatabase j = open(dir)) {
            assertThat(j.memories().recall("anything", unit(0), RetrievalPolicy.defaults(), T0, RecallOptions.TOUCH))
                    .isEmpty();
        }
    }

    @Test
    void queryOfAnotherModelIsRefused() {
        try (JournalDatabase j = open(dir)) {
            j.memories().add(memory("a"));
            assertThatThrownBy(() -> j.memories().recall("a", new Embedding("other:model", new float[] {1, 0, 0, 0}),
                    RetrievalPolicy.classic(), T0, RecallOptions.TOUCH))
                    .isInstanceOf(StoreException.class).hasMessageContaining("other:model");
        }
    }

    @Test
    void liveIndexAgreesWithOneRebuiltFromTheDatabaseAfterEveryKindOfWrite() {
        Instant now = T0.plusSeconds(7200);
        List<List<Recalled>> before = new ArrayList<>();
        try (JournalDatabase j = open(dir)) {
            SqliteMemoryRepository repo = j.memories();
            List<Memory> ms = repo.addAll(List.of(
                    memory("alpha walk", MemoryKind.EPISODIC, T0, 3, vec(1, 0, 0, 0)),
                    memory("beta facts", MemoryKind.SEMANTIC, T0.plusSeconds(1), 6, vec(0, 1, 0, 0)),
                    memory("gamma howto", MemoryKind.PROCEDURAL, T0.plusSeconds(2), 9, vec(0, 0, 1, 0)),
                    memory("delta note", MemoryKind.EPISODIC, T0.plusSeconds(3), 2, vec(1, 1, 1, 1)),
                    memory("epsilon idea", MemoryKind.EPISODIC, T0.plusSeconds(4), 5, vec(0, 0, 0, 1))));
            repo.add(memory("zeta", MemoryKind.EPISODIC, T0, 4, vec(1, 0, 1, 0)));
            repo.update(ms.get(0).id(), MemoryUpdate.none().withText("alpha run", vec(0.5f, 0.5f, 0, 0))
                    .withImportance(10).withPinned(true));
            repo.update(ms.get(1).id(), MemoryUpdate.none().withKind(MemoryKind.EPISODIC));
            repo.reembed(ms.get(2).id(), vec(0, 0, 0.5f, 0.5f));
            repo.supersede(ms.get(3).id(), ms.get(4).id());
            repo.touch(List.of(ms.get(4).id()), T0.plusSeconds(3600));
            repo.delete(List.of(ms.get(1).id()));
            repo.recall("", vec(1, 0, 0, 0), RetrievalPolicy.classic().withTopK(1), T0.plusSeconds(5400),
                    RecallOptions.TOUCH);
            for (RetrievalPolicy p : policies()) {
                before.add(repo.recall("alpha run note", vec(1, 0.2f, 0.1f, 0), p, now, new RecallOptions(false, true)));
                before.add(repo.recall("alpha run note", vec(1, 0.2f, 0.1f, 0), p, now, RecallOptions.PREVIEW));
            }
        }
        try (JournalDatabase j = open(dir)) {
            List<List<Recalled>> after = new ArrayList<>();
            for (RetrievalPolicy p : policies()) {
                after.add(j.memories().recall("alpha run note", vec(1, 0.2f, 0.1f, 0), p, now,
                        new RecallOptions(false, true)));
                after.add(j.memories().recall("alpha run note", vec(1, 0.2f, 0.1f, 0), p, now, RecallOptions.PREVIEW));
            }
            assertThat(after).isEqualTo(before);
        }
    }

    private static List<RetrievalPolicy> policies() {
        return List.of(RetrievalPolicy.classic().withTopK(10), RetrievalPolicy.defaults().withTopK(10),
                RetrievalPolicy.keywordOnly().withTopK(10), RetrievalPolicy.relevanceOnly().withTopK(10),
                RetrievalPolicy.classic().withNormalisation(Normalisation.MIN_MAX)
                        .withTopK(10).withTokenBudget(20));
    }

    @Test
    void reembedRefusesAnotherModelAndKeepsTheOldVector() {
        try (JournalDatabase j = open(dir)) {
            Memory m = j.memories().add(memory("a"));
            assertThatThrownBy(() -> j.memories().reembed(m.id(), new Embedding("other:model",
                    new float[] {0, 1, 0, 0}))).isInstanceOf(StoreException.class);
            assertThat(j.memories().find(m.id())).contains(m);
        }
    }

    @Test
    void theLastTimeSomethingHappenedIsNeitherAPlanNorAnInsightAndTheJournalRemembersWhichIsWhich() {
        Embedding grandma = vec(0.3f, 0.4f, 0.5f, 0.6f);
        Instant now = T0.plusSeconds(86_400L * 30);
        String question = "When did I last visit Grandma?";
        RecallOptions asked = RecallOptions.PREVIEW.withReading(
                org.memoryjournal.memory.QueryReader.read(question, now.atZone(java.time.ZoneOffset.UTC)));
        long visit;
        try (JournalDatabase j = open(dir)) {
            visit = j.memories().add(memory("Visited Grandma, she beat me at rummy.", MemoryKind.EPISODIC, T0, 4,
                    grandma)).id();
            j.memories().add(memory("Must get up to see Grandma before the school holidays.", MemoryKind.EPISODIC,
                    T0.plusSeconds(86_400L * 10), 4, grandma));
            j.memories().add(new org.memoryjournal.memory.NewMemory("Visits Grandma about once a month.",
                    MemoryKind.SEMANTIC, T0.plusSeconds(86_400L * 12), 6, grandma,
                    org.memoryjournal.memory.MemorySource.REFLECTION));
            assertThat(j.memories().recall(question, grandma, RetrievalPolicy.defaults(), now, asked).get(0)
                    .memory().id()).isEqualTo(visit);
        }
        try (JournalDatabase j = open(dir)) { // the same, with the index loaded from the file
            List<Recalled> out = j.memories().recall(question, grandma, RetrievalPolicy.defaults(), now, asked);
            assertThat(out.get(0).memory().id()).isEqualTo(visit);
            assertThat(out.get(0).breakdown().timeMatch()).isPositive();
            long later = j.memories().add(memory("Saw Grandma again, she was tired.", MemoryKind.EPISODIC,
                    T0.plusSeconds(86_400L * 20), 4, grandma)).id();
            assertThat(j.memories().recall(question, grandma, RetrievalPolicy.defaults(), now, asked).get(0)
                    .memory().id()).isEqualTo(later);
        }
    }

    @Test
    void theFirstMemoriesAreTheSameWhateverKIsAskedFor() {
        Embedding question = vec(1, 0, 0, 0);
        Instant now = T0.plusSeconds(86_400L * 40);
        try (JournalDatabase j = open(dir)) {
            long run = j.memories().add(memory("Ran along the canal before work.", MemoryKind.EPISODIC,
                    T0.plusSeconds(86_400L * 30), 3, vec(0.8f, 0.6f, 0, 0))).id();
            j.memories().add(memory("Bought new running shoes.", MemoryKind.EPISODIC, T0.plusSeconds(86_400L * 31), 3,
                    vec(0.95f, 0.3f, 0, 0)));
            j.memories().add(memory("Stretched after the run, hamstrings tight.", MemoryKind.EPISODIC,
                    T0.plusSeconds(86_400L * 32), 3, vec(0.9f, 0.4f, 0, 0)));
            j.memories().add(memory("Signed up for the 10k in May.", MemoryKind.EPISODIC, T0.plusSeconds(86_400L * 33),
                    3, vec(0.85f, 0.5f, 0.1f, 0)));
            long insight = j.memories().add(new org.memoryjournal.memory.NewMemory("Regularly, 3 times between 1 and 31 "
                    + "March 2026; usually: \"Ran along the canal before work.\"", MemoryKind.SEMANTIC,
                    T0.plusSeconds(86_400L * 34), 9, vec(0.99f, 0.1f, 0, 0),
                    org.memoryjournal.memory.MemorySource.REFLECTION)).id();
            j.memories().linkEvidence(insight, List.of(run));
            for (int i = 0; i < 12; i++) {
                j.memories().add(memory("Another note " + i, MemoryKind.EPISODIC, T0.plusSeconds(3600L * i), 3,
                        vec(0.5f, 0.2f * i, 0.8f, 0.1f)));
            }
            List<Long> ten = ids(j.memories().recall("How often do I run?", question,
                    RetrievalPolicy.defaults().withTopK(10), now, RecallOptions.PREVIEW));
            // The insight ranks just below its source, which ranks among the first five.
            assertThat(ten.indexOf(insight)).isEqualTo(ten.indexOf(run) + 1);
            for (int k = 1; k <= 10; k++) {
                assertThat(ids(j.memories().recall("How often do I run?", question,
                        RetrievalPolicy.defaults().withTopK(k), now, RecallOptions.PREVIEW))).as("k = " + k)
                        .isEqualTo(ten.subList(0, Math.min(k, ten.size())));
            }
        }
    }

    private static List<Long> ids(List<Recalled> recalled) {
        return recalled.stream().map(r -> r.memory().id()).toList();
    }
}
