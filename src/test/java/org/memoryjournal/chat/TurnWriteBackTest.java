package org.memoryjournal.chat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.llm.Cancellation;
import org.memoryjournal.llm.ChatProvider;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.HttpClients;
import org.memoryjournal.llm.ModelImportanceRater;
import org.memoryjournal.llm.ModelKindClassifier;
import org.memoryjournal.llm.OllamaEmbeddingProvider;
import org.memoryjournal.llm.OpenAiChatProvider;
import org.memoryjournal.llm.ProviderSettings;
import org.memoryjournal.llm.Retry;
import org.memoryjournal.llm.Timeouts;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.store.MemoryListQuery;
import org.memoryjournal.store.StoredMessage;
import org.memoryjournal.testing.BagOfWordsEmbedder;

import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * The user's words survive any failure of a turn: the write-back of the turn's memory is finished before
 * {@code send} returns or throws (so the caller may close the journal at once), and a message that cannot
 * even be embedded is still kept in the conversation. Real HTTP servers, a real SQLite file.
 */
class TurnWriteBackTest {
    private static final Instant T0 = Instant.parse("2026-02-01T10:00:00Z");
    private static final Timeouts FAST = Timeouts.all(java.time.Duration.ofSeconds(3));

    @TempDir
    Path dir;
    MockWebServer server;
    final AtomicBoolean embeddingsFail = new AtomicBoolean();

    @BeforeEach
    void start() throws IOException {
        server = new MockWebServer();
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                String path = request.getUrl().encodedPath();
                if (path.endsWith("/api/embed")) {
                    return embeddingsFail.get() ? new MockResponse.Builder().code(500).build()
                            : new MockResponse.Builder().body("{\"embeddings\":[" + vector() + "]}").build();
                }
                if (request.getBody().utf8().contains("\"stream\":true")) {
                    return new MockResponse.Builder().body("data: {\"choices\":[{\"delta\":{\"content\":\"Sure\"}}]}\n\n"
                            + "data: [DONE]\n\n").build();
                }
                // the rating takes a little while, as a real model's does: the write-back is still running
                // when the answer's first token arrives
                return new MockResponse.Builder().bodyDelay(40, TimeUnit.MILLISECONDS)
                        .body("{\"choices\":[{\"message\":{\"content\":\"7\"}}]}").build();
            }
        });
        server.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private static String vector() {
        StringBuilder v = new StringBuilder("[");
        for (int i = 0; i < 64; i++) {
            v.append(i == 0 ? "" : ",").append(i % 3 + 0.5);
        }
        return v.append(']').toString();
    }

    private ChatService chat(JournalDatabase db, EmbeddingProvider embedder) {
        ProviderSettings settings = new ProviderSettings(ProviderSettings.Provider.OPENAI, server.url("/v1").toString(),
                "m", ProviderSettings.EmbedProvider.LOCAL, "", "", FAST);
        ChatProvider model = new OpenAiChatProvider(settings, HttpClients.shared(), Retry.NONE);
        Clock clock = Clock.fixed(T0, ZoneOffset.UTC);
        MemoryService memories = new MemoryService(db.memories(), embedder, new ModelImportanceRater(model),
                new ModelKindClassifier(model), clock);
        return new ChatService(memories, db.conversations(), () -> model, new FactWriter(memories, (u, a) -> List.of()),
                RetrievalPolicy::defaults, new HistoryWindow(60, HistoryWindow.extractive(500)), clock);
    }

    private JournalDatabase open() {
        return JournalDatabase.open(dir.resolve("journal.db"), BagOfWordsEmbedder.MODEL, BagOfWordsEmbedder.DIM);
    }

    @Test
    void aTurnThatFailsQuicklyStillWritesTheMessageBackBeforeTheJournalCloses() {
        for (int run = 1; run <= 20; run++) {
            try (JournalDatabase db = open()) {
                ChatService chat = chat(db, new BagOfWordsEmbedder());
                long conversation = db.conversations().create("Run " + run, T0).id();
                String text = "Message number " + run + " about the garden";
                // whoever consumes the answer fails at its first token; the journal is closed right after
                assertThatThrownBy(() -> chat.send(conversation, text, piece -> {
                    throw new IllegalStateException("the terminal went away");
                }, new Cancellation())).isInstanceOf(IllegalStateException.class);
            }
            try (JournalDatabase db = open()) {
                assertThat(db.memories().count(MemoryListQuery.newest(100))).as("run %d", run).isEqualTo(run);
            }
        }
    }

    @Test
    void aMessageThatCannotBeEmbeddedIsKeptAndTheFailureSaysSo() {
        embeddingsFail.set(true);
        try (JournalDatabase db = JournalDatabase.open(dir.resolve("remote.db"), "ollama:e", 64)) {
            ProviderSettings settings = new ProviderSettings(ProviderSettings.Provider.OLLAMA, server.url("/").toString(),
                    "", ProviderSettings.EmbedProvider.OLLAMA, "e", "", FAST);
            ChatService chat = chat(db, new OllamaEmbeddingProvider(settings, 64, HttpClients.shared(), Retry.NONE));
            long conversation = db.conversations().create("Remote", T0).id();

            TurnResult turn = chat.send(conversation, "Remember that the keys are under the mat", p -> { },
                    new Cancellation());

            assertThat(turn.failed()).isTrue();
            assertThat(turn.error().orElseThrow()).contains("server error (500)")
                    .endsWith("Your message was kept in the conversation, but it was neither remembered nor answered.");
            assertThat(db.conversations().messages(conversation)).extracting(StoredMessage::role, StoredMessage::text)
                    .first().isEqualTo(org.assertj.core.groups.Tuple.tuple(StoredMessage.Role.USER,
                            "Remember that the keys are under the mat"));
            assertThat(db.memories().count(MemoryListQuery.newest(10))).isZero();

            // once the server is back, answering again also remembers the message
            embeddingsFail.set(false);
            TurnResult again = chat.retry(conversation, turn.assistantMessage().id(), p -> { }, new Cancellation());
            assertThat(again.failed()).isFalse();
            assertThat(again.reply()).isEqualTo("Sure");
            assertThat(db.memories().list(MemoryListQuery.newest(10))).singleElement()
                    .satisfies(m -> {
                        assertThat(m.text()).isEqualTo("Remember that the keys are under the mat");
                        assertThat(m.source()).isEqualTo(MemorySource.CHAT);
                    });
        }
    }
}
