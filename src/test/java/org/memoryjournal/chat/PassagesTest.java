package org.memoryjournal.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.HeuristicImportanceRater;
import org.memoryjournal.llm.HeuristicKindClassifier;
import org.memoryjournal.llm.LlmException;
import org.memoryjournal.llm.LocalEmbeddingProvider;
import org.memoryjournal.llm.UpdateJudge;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.store.PendingParts;
import org.memoryjournal.store.RecallOptions;

/**
 * The write path embeds a memory's passages with the real model, and a question about a later sentence of a note
 * that covers two things finds it more strongly by its passage than by its whole text. A failing embedder leaves the
 * memory written and its passages waiting for {@link MemoryService#embedSomePassages}; an edit embeds them anew.
 */
class PassagesTest {
    private static final LocalEmbeddingProvider BGE = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.BGE_SMALL);
    private static final Instant NOW = Instant.parse("2026-06-25T22:00:00Z");
    private static final String NOTE = "Long week at work. The quarterly report finally went out on Friday. At Tom's "
            + "café I get a soy chai latte now instead of coffee.";
    private static final String QUESTION = "What do I order at Tom's café?";

    @TempDir
    Path dir;
    private JournalDatabase db;

    @AfterEach
    void close() {
        if (db != null) {
            db.close();
        }
    }

    @AfterAll
    static void release() {
        BGE.close();
    }

    private MemoryService service(EmbeddingProvider embedder) {
        db = JournalDatabase.open(dir.resolve("journal.db"), BGE.modelId(), BGE.dimension());
        return new MemoryService(db.memories(), embedder, new HeuristicImportanceRater(), new HeuristicKindClassifier(),
                UpdateJudge.NEVER, Clock.fixed(NOW, ZoneOffset.UTC), Optional.empty());
    }

    private double relevance(MemoryService memories) {
        List<Recalled> out = memories.recall(QUESTION, RetrievalPolicy.defaults(), NOW, RecallOptions.PREVIEW);
        assertThat(out).isNotEmpty();
        return out.get(0).breakdown().relevance();
    }

    @Test
    void aQuestionAboutALaterSentenceFindsTheNoteByItsPassage() throws Exception {
        MemoryService memories = service(BGE);
        memories.remember(MemoryService.Draft.of(NOTE, MemorySource.MANUAL));
        assertThat(db.memories().needingParts(10)).isEmpty();
        double byPassage = relevance(memories);

        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("journal.db"));
             Statement st = c.createStatement()) {
            st.execute("DELETE FROM memory_parts");
        }
        double byWholeText = relevance(memories);
        assertThat(byPassage).isGreaterThan(byWholeText + 0.05);
    }

    @Test
    void aFailingEmbedderLeavesTheMemoryWrittenAndItsPassagesForLater() {
        AtomicBoolean down = new AtomicBoolean(true);
        MemoryService memories = service(new EmbeddingProvider() {
            @Override
            public String modelId() {
                return BGE.modelId();
            }

            @Override
            public int dimension() {
                return BGE.dimension();
            }

            @Override
            public Embedding embed(String text) {
                return BGE.embed(text);
            }

            @Override
            public List<Embedding> embedAll(List<String> texts) {
                if (down.get()) {
                    throw new LlmException(LlmException.Kind.UNREACHABLE, "The embedding server stopped answering.");
                }
                return BGE.embedAll(texts);
            }
        });
        Memory m = memories.remember(MemoryService.Draft.of(NOTE, MemorySource.MANUAL));
        assertThat(db.memories().find(m.id())).isPresent();
        assertThat(db.memories().needingParts(10)).extracting(PendingParts::id).containsExactly(m.id());
        assertThat(memories.embedSomePassages(10)).isZero();

        down.set(false);
        assertThat(memories.embedSomePassages(10)).isEqualTo(1);
        assertThat(memories.embedSomePassages(10)).isZero();
        assertThat(db.memories().needingParts(10)).isEmpty();
    }

    @Test
    void anEditEmbedsThePassagesOfTheNewText() {
        MemoryService memories = service(BGE);
        Memory m = memories.remember(MemoryService.Draft.of("Tom's café is nice.", MemorySource.MANUAL));
        double before = relevance(memories);
        memories.edit(m.id(), Optional.of(NOTE), Optional.empty(), OptionalInt.empty(), Optional.empty());
        assertThat(db.memories().needingParts(10)).isEmpty();
        assertThat(relevance(memories)).isNotEqualTo(before);
    }

    @Test
    void theBackfillEmbedsThePassagesOfMemoriesWrittenWithoutThemThenStops() throws Exception {
        MemoryService memories = service(BGE);
        for (int i = 0; i < PassageBackfill.BATCH + 3; i++) {
            String text = "Imported note " + i + ". It covers two things. The second is the garden.";
            db.memories().add(new org.memoryjournal.memory.NewMemory(text, org.memoryjournal.memory.MemoryKind.EPISODIC,
                    NOW, 3, BGE.embed(text), MemorySource.IMPORT));
        }
        assertThat(db.memories().needingParts(100)).hasSize(PassageBackfill.BATCH + 3);
        PassageBackfill backfill = new PassageBackfill(memories);
        backfill.start();
        assertThat(backfill.awaitDone(60_000)).isTrue();
        assertThat(db.memories().needingParts(100)).isEmpty();
        backfill.close();
    }

    @Test
    void aClosedBackfillDoesNothing() throws Exception {
        MemoryService memories = service(BGE);
        String text = "Imported note. It covers two things. The second is the garden.";
        db.memories().add(new org.memoryjournal.memory.NewMemory(text, org.memoryjournal.memory.MemoryKind.EPISODIC,
                NOW, 3, BGE.embed(text), MemorySource.IMPORT));
        PassageBackfill backfill = new PassageBackfill(memories);
        backfill.close();
        backfill.start();
        assertThat(backfill.awaitDone(1_000)).isTrue();
        assertThat(db.memories().needingParts(10)).hasSize(1);
    }
}
