package org.memoryjournal.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.memoryjournal.llm.LlmException.Kind;

import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;

/** After a call found the server silent, the short calls stop waiting for it; the answer is still tried. */
class BreakerChatProviderTest {
    private static final ChatRequest REQUEST = ChatRequest.of(List.of(ChatMessage.user("rate this")));
    private static final Timeouts FAST = new Timeouts(Duration.ofSeconds(2), Duration.ofMillis(500),
            Duration.ofMillis(500), Duration.ofMillis(500));

    private MockWebServer server;
    private final AtomicLong now = new AtomicLong();

    @BeforeEach
    void start() throws Exception {
        server = new MockWebServer();
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                return new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build();
            }
        });
        server.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private BreakerChatProvider breaker() {
        return new BreakerChatProvider(new OllamaChatProvider(MockServers.settings(server.url("/").toString(),
                "llama3.2", "", FAST), MockServers.client(), Retry.NONE), Duration.ofSeconds(60), now::get);
    }

    @Test
    void afterATimeoutTheShortCallsFailAtOnceUntilTheCoolDownEnds() {
        BreakerChatProvider chat = breaker();
        assertThatThrownBy(() -> chat.complete(REQUEST)).isInstanceOfSatisfying(LlmException.class,
                e -> assertThat(e.kind()).isEqualTo(Kind.TIMEOUT));
        assertThat(chat.isOpen()).isTrue();

        long started = System.nanoTime();
        assertThatThrownBy(() -> chat.complete(REQUEST)).isInstanceOfSatisfying(LlmException.class,
                e -> assertThat(e.getMessage()).contains("judgement_timeout_ms"));
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofMillis(200));
        assertThat(server.getRequestCount()).isEqualTo(1);

        now.addAndGet(Duration.ofSeconds(61).toNanos());
        assertThat(chat.isOpen()).isFalse();
        assertThatThrownBy(() -> chat.complete(REQUEST)).isInstanceOf(LlmException.class);
        assertThat(server.getRequestCount()).isEqualTo(2);
    }

    @Test
    void theAnswerIsAlwaysTriedAndItsTimeoutOpensTheBreaker() {
        BreakerChatProvider chat = breaker();
        assertThatThrownBy(() -> chat.stream(REQUEST, t -> { }, new Cancellation())).isInstanceOf(LlmException.class);
        assertThat(chat.isOpen()).isTrue();
        assertThatThrownBy(() -> chat.stream(REQUEST, t -> { }, new Cancellation())).isInstanceOf(LlmException.class);

        assertThat(server.getRequestCount()).isEqualTo(2);
    }
}
