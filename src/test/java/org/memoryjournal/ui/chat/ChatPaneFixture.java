package org.memoryjournal.ui.chat;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.memoryjournal.chat.ChatService;
import org.memoryjournal.chat.FactWriter;
import org.memoryjournal.chat.HistoryWindow;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.llm.ChatProvider;
import org.memoryjournal.llm.FactExtractor;
import org.memoryjournal.llm.HttpClients;
import org.memoryjournal.llm.OpenAiChatProvider;
import org.memoryjournal.llm.ProviderSettings;
import org.memoryjournal.llm.Retry;
import org.memoryjournal.llm.Timeouts;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.testing.BagOfWordsEmbedder;
import org.memoryjournal.ui.TaskExecutor;
import org.memoryjournal.ui.UiServices;
import org.memoryjournal.ui.testing.TestServices;

import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;

/**
 * The chat pane's services for UI tests: the in-memory journal of {@link TestServices} with a chat loop whose
 * model can be the scripted provider or a real OpenAI-compatible HTTP server in a chosen mode (slow, cut,
 * failing), and whose importance rating can be held back to stand for a slow write-back.
 */
final class ChatPaneFixture implements AutoCloseable {
    /** How the HTTP server answers a streamed chat request. */
    enum Mode { ANSWER, SILENT, CUT, FAIL }

    final TestServices base;
    final ChatService chat;
    final UiServices ui;
    final MockWebServer server = new MockWebServer();
    private final AtomicReference<ChatProvider> provider = new AtomicReference<>();
    private final AtomicReference<CountDownLatch> ratingGate = new AtomicReference<>(new CountDownLatch(0));
    private volatile Mode mode = Mode.ANSWER;
    private volatile String answer = "Fine, thanks.";

    ChatPaneFixture(Path dir, TaskExecutor executor) throws IOException {
        base = new TestServices(dir, executor);
        provider.set(base.provider);
        MemoryService memories = new MemoryService(base.memoryRepo, new BagOfWordsEmbedder(), text -> {
            try {
                ratingGate.get().await(20, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return 5;
        }, text -> MemoryKind.EPISODIC, base.clock);
        chat = new ChatService(memories, base.conversationRepo, provider::get, new FactWriter(memories,
                FactExtractor.NONE), base.settings::policy, new HistoryWindow(2000, HistoryWindow.extractive(400)),
                base.clock);
        ui = new UiServices(memories, chat, base.settings, base.control::status, executor);
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                return respond();
            }
        });
        server.start();
    }

    private MockResponse respond() {
        return switch (mode) {
            case SILENT -> new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build();
            case CUT -> sse("data: {\"choices\":[{\"delta\":{\"content\":\"Half of the \"}}]}\n\n");
            case FAIL -> new MockResponse.Builder().code(500).body("oops").build();
            case ANSWER -> sse("data: {\"choices\":[{\"delta\":{\"content\":" + quoted(answer) + "}}]}\n\n"
                    + "data: [DONE]\n\n");
        };
    }

    private static MockResponse sse(String body) {
        return new MockResponse.Builder().addHeader("Content-Type", "text/event-stream").body(body).build();
    }

    private static String quoted(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }

    /** From now on the chat loop talks to the HTTP server, which answers as {@code mode} says. */
    void useServer(Mode m) {
        mode = m;
        ProviderSettings settings = new ProviderSettings(ProviderSettings.Provider.OPENAI,
                server.url("/v1").toString(), "m", ProviderSettings.EmbedProvider.LOCAL, "", "",
                Timeouts.all(Duration.ofSeconds(30)));
        provider.set(new OpenAiChatProvider(settings, HttpClients.shared(), Retry.NONE));
    }

    void serverMode(Mode m) {
        mode = m;
    }

    void serverAnswer(String text) {
        answer = text;
    }

    /** Holds every importance rating (the write-back) until {@link #releaseRatings()}. */
    void holdRatings() {
        ratingGate.set(new CountDownLatch(1));
    }

    void releaseRatings() {
        ratingGate.get().countDown();
    }

    List<String> memoryTexts() {
        return base.texts();
    }

    @Override
    public void close() {
        releaseRatings();
        server.close();
    }
}
