package org.memoryjournal.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.HeuristicImportanceRater;
import org.memoryjournal.llm.HeuristicKindClassifier;
import org.memoryjournal.llm.UpdateJudge;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.store.RecallOptions;
import org.memoryjournal.testing.BagOfWordsEmbedder;

/** A question that names a window of time is matched by what it asks about; the window decides when. */
class TopicVectorTest {
    /** Wednesday 10 June 2026, noon. */
    private static final Instant NOW = Instant.parse("2026-06-10T12:00:00Z");

    @TempDir
    Path dir;
    private JournalDatabase db;
    private final List<String> embedded = new ArrayList<>();
    private MemoryService memories;

    @BeforeEach
    void open() {
        db = JournalDatabase.open(dir.resolve("journal.db"), BagOfWordsEmbedder.MODEL, BagOfWordsEmbedder.DIM);
        EmbeddingProvider words = new BagOfWordsEmbedder();
        EmbeddingProvider noting = new EmbeddingProvider() {
            @Override
            public String modelId() {
                return words.modelId();
            }

            @Override
            public int dimension() {
                return words.dimension();
            }

            @Override
            public Embedding embed(String text) {
                embedded.add(text);
                return words.embed(text);
            }

            @Override
            public List<Embedding> embedAll(List<String> texts) {
                embedded.addAll(texts);
                return words.embedAll(texts);
            }
        };
        memories = new MemoryService(db.memories(), noting, new HeuristicImportanceRater(),
                new HeuristicKindClassifier(), UpdateJudge.NEVER, Clock.fixed(NOW, ZoneOffset.UTC));
    }

    @AfterEach
    void close() {
        db.close();
    }

    private long remember(String text, String at) {
        return memories.remember(MemoryService.Draft.of(text, MemorySource.MANUAL).at(Instant.parse(at))).id();
    }

    private List<Recalled> recall(String question) {
        embedded.clear();
        return memories.recall(question, RetrievalPolicy.defaults(), NOW, RecallOptions.PREVIEW);
    }

    @Test
    void theWordsOfANamedWindowDoNotPullTowardsNotesThatSpeakOfThatTime() {
        // Both written last month: one says what was read, the other only speaks of the month.
        long finished = remember("finished reading the novel about the lighthouse keeper", "2026-05-20T20:00:00Z");
        remember("last month flew by, what a month it was", "2026-05-28T20:00:00Z");

        List<Recalled> ranked = recall("Which novel did I finish reading last month?");

        assertThat(embedded).containsExactly("Which novel did I finish reading?");
        assertThat(ranked.get(0).memory().id()).isEqualTo(finished);
    }

    @Test
    void aQuestionWithoutAWindowOrWithAVagueOneIsMatchedAsAsked() {
        remember("finished reading the novel about the lighthouse keeper", "2026-06-05T20:00:00Z");

        recall("Which novel did I finish reading?");
        assertThat(embedded).containsExactly("Which novel did I finish reading?");
        recall("Which novel did I finish reading lately?");
        assertThat(embedded).containsExactly("Which novel did I finish reading lately?");
        recall("Which novel did I read most recently?");
        assertThat(embedded).containsExactly("Which novel did I read most recently?");
    }

    @Test
    void aQuestionThatIsOnlyItsTimeWordsIsMatchedAsAsked() {
        remember("quiet day at home", "2026-06-09T20:00:00Z");

        recall("yesterday");

        assertThat(embedded).containsExactly("yesterday");
    }
}
