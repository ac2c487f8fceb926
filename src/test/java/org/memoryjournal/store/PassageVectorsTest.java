package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.memoryjournal.store.Fixtures.T0;
import static org.memoryjournal.store.Fixtures.memory;
import static org.memoryjournal.store.Fixtures.open;
import static org.memoryjournal.store.Fixtures.vec;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RelevanceMode;
import org.memoryjournal.memory.RetrievalPolicy;

/**
 * The vectors of a memory's passages, in a real journal: a question that one passage answers finds the memory by it
 * (its relevance is the passage's, not the whole text's), after reopening too; an edit or a new vector forgets them
 * until they are embedded again, a deletion removes them, and a save for a text that changed meanwhile stores
 * nothing. Ranking reads them on its own connection while other threads write, without either waiting for ever.
 */
class PassageVectorsTest {
    private static final Instant NOW = T0.plusSeconds(86_400L * 30);
    private static final RetrievalPolicy POLICY = RetrievalPolicy.defaults().withTokenBudget(0).withTopK(5)
            .withRelevance(RelevanceMode.DENSE, 0, 30);
    private static final String MIXED = "Long week at work. The report is finally out. Tom's café does a great chai now.";
    private static final String EDITED = "Tom's café closed. The chai is gone with it. Sad day.";
    /** The question: the direction of the mixed note's second passage, far from its whole text. */
    private static final Embedding QUESTION = vec(0, 1, 0, 0);

    @TempDir
    Path dir;

    private static List<Recalled> ask(JournalDatabase j) {
        return j.memories().recall("what do I get at Tom's café?", QUESTION, POLICY, NOW, RecallOptions.PREVIEW);
    }

    private long[] write(JournalDatabase j) {
        long mixed = j.memories().add(memory(MIXED, MemoryKind.EPISODIC, T0, 5, vec(1, 0, 0, 0))).id();
        long other = j.memories().add(memory("Café chat", MemoryKind.EPISODIC, T0, 5, vec(0.6f, 0.8f, 0, 0))).id();
        return new long[] {mixed, other};
    }

    @Test
    void aQuestionOnePassageAnswersFindsTheMemoryByThatPassageAlsoAfterReopening() {
        long mixed;
        long other;
        try (JournalDatabase j = open(dir)) {
            long[] ids = write(j);
            mixed = ids[0];
            other = ids[1];
            assertThat(ask(j).get(0).memory().id()).isEqualTo(other);
            assertThat(j.memories().needingParts(10)).as("a note of one sentence needs none").extracting(PendingParts::id)
                    .containsExactly(mixed);

            assertThat(j.memories().saveParts(mixed, MIXED, List.of(vec(0, 0, 1, 0), vec(0, 1, 0, 0)))).isTrue();
            assertThat(j.memories().saveParts(other, "Café chat", List.of())).isTrue();
            assertThat(j.memories().needingParts(10)).isEmpty();
            List<Recalled> out = ask(j);
            assertThat(out.get(0).memory().id()).isEqualTo(mixed);
            assertThat(out.get(0).breakdown().relevance()).isEqualTo(1.0, org.assertj.core.data.Offset.offset(1e-6));
            assertThat(out.get(0).breakdown().passage()).as("the second passage").isEqualTo(2);
            assertThat(out.get(1).breakdown().relevance()).isEqualTo(0.8, org.assertj.core.data.Offset.offset(1e-6));
            assertThat(out.get(1).breakdown().passage()).as("its whole text").isZero();
        }
        try (JournalDatabase j = open(dir)) {
            assertThat(ask(j).get(0).memory().id()).isEqualTo(mixed);
        }
    }

    @Test
    void aJournalWhoseVectorSizeTheFirstWriteSettledReadsPassagesToo() {
        // Opened as for a remote model: no vector of it stored, its size not known until the first one.
        try (JournalDatabase j = JournalDatabase.open(dir.resolve("journal.db"), Fixtures.MODEL, () -> 0, false)) {
            long mixed = write(j)[0];
            assertThat(j.memories().saveParts(mixed, MIXED, List.of(vec(0, 0, 1, 0), vec(0, 1, 0, 0)))).isTrue();
            List<Recalled> out = ask(j);
            assertThat(out.get(0).memory().id()).isEqualTo(mixed);
            assertThat(out.get(0).breakdown().passage()).isEqualTo(2);
        }
    }

    @Test
    void anEditOrANewVectorForgetsThePassagesAndADeletionRemovesThem() throws Exception {
        try (JournalDatabase j = open(dir)) {
            long[] ids = write(j);
            long mixed = ids[0];
            j.memories().saveParts(mixed, MIXED, List.of(vec(0, 1, 0, 0)));
            j.memories().update(mixed, MemoryUpdate.none().withImportance(9));
            assertThat(ask(j).get(0).memory().id()).as("an edit of the importance keeps them").isEqualTo(mixed);

            j.memories().update(mixed, MemoryUpdate.none().withText(EDITED, vec(1, 0, 0, 0)));
            assertThat(ask(j).get(0).memory().id()).isEqualTo(ids[1]);
            assertThat(j.memories().needingParts(10)).extracting(PendingParts::id).contains(mixed);

            assertThat(j.memories().saveParts(mixed, MIXED, List.of(vec(0, 1, 0, 0))))
                    .as("passages of the text before the edit").isFalse();
            j.memories().saveParts(mixed, EDITED, List.of(vec(0, 1, 0, 0)));
            j.memories().reembed(mixed, vec(1, 0, 0, 0));
            assertThat(ask(j).get(0).memory().id()).isEqualTo(ids[1]);

            j.memories().saveParts(mixed, EDITED, List.of(vec(0, 1, 0, 0)));
            assertThat(rows()).isEqualTo(2);
            j.memories().delete(List.of(mixed));
            assertThat(rows()).isEqualTo(1);
            assertThat(j.memories().saveParts(mixed, EDITED, List.of(vec(0, 1, 0, 0)))).isFalse();

            j.memories().update(ids[1], MemoryUpdate.none().withText("Café chat with Ana today. We talked for hours. Then we went home.",
                    vec(0.6f, 0.8f, 0, 0)));
            assertThat(j.memories().needingParts(10)).as("an edit that gives a note passages")
                    .extracting(PendingParts::id).containsExactly(ids[1]);
        }
    }

    @Test
    void manyMemoriesArePassagedInOneGoAndAStaleOneIsSkipped() {
        try (JournalDatabase j = open(dir)) {
            long[] ids = write(j);
            int saved = j.memories().saveParts(List.of(new MemoryPassages(ids[0], MIXED, List.of(vec(0, 1, 0, 0))),
                    new MemoryPassages(ids[1], "not its text any more", List.of(vec(0, 1, 0, 0)))));
            assertThat(saved).isEqualTo(1);
            assertThat(j.memories().needingParts(10)).isEmpty();
            assertThat(ask(j).get(0).memory().id()).isEqualTo(ids[0]);
            assertThat(j.memories().saveParts(List.of())).isZero();
        }
    }

    @Test
    void passagesOfAnotherModelOrOfADamagedRowAreNotUsed() throws Exception {
        try (JournalDatabase j = open(dir)) {
            long[] ids = write(j);
            try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("journal.db"));
                 Statement st = c.createStatement()) {
                st.execute("INSERT OR REPLACE INTO memory_parts VALUES (" + ids[0] + ", 'other:model', "
                        + "x'0000000000000000000080" + "3f00000000')");
                st.execute("INSERT OR REPLACE INTO memory_parts VALUES (" + ids[1] + ", 'test:model', x'0000803f00')");
            }
            assertThat(ask(j).get(0).memory().id()).isEqualTo(ids[1]);
            assertThat(ask(j).get(0).breakdown().relevance()).isEqualTo(0.8, org.assertj.core.data.Offset.offset(1e-6));
            assertThat(j.memories().needingParts(10)).extracting(PendingParts::id).containsExactly(ids[0]);
        }
    }

    @Test
    void rankingReadsPassagesWhileOtherThreadsWriteWithoutEitherWaitingForEver() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            try (JournalDatabase j = open(dir)) {
                write(j);
                AtomicBoolean stop = new AtomicBoolean();
                CompletableFuture<Integer> writer = CompletableFuture.supplyAsync(() -> {
                    int n = 0;
                    while (!stop.get()) {
                        long id = j.memories().add(memory("Note " + n + ". About the café again.", MemoryKind.EPISODIC,
                                T0.plusSeconds(n), 5, vec(0.6f, 0.8f, 0, 0))).id();
                        j.memories().saveParts(id, "Note " + n + ". About the café again.", List.of(vec(0, 1, 0, 0)));
                        n++;
                    }
                    return n;
                });
                int asked = 0;
                long until = System.nanoTime() + Duration.ofSeconds(2).toNanos();
                while (System.nanoTime() < until) {
                    assertThat(ask(j)).isNotEmpty();
                    asked++;
                }
                stop.set(true);
                assertThat(writer.get()).isPositive();
                assertThat(asked).isPositive();
                assertThat(ask(j).get(0).breakdown().relevance()).isEqualTo(1.0,
                        org.assertj.core.data.Offset.offset(1e-6));
            }
        });
    }

    private int rows() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("journal.db"));
             Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT count(*) FROM memory_parts")) {
            return rs.getInt(1);
        }
    }
}
