package org.memoryjournal.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.memoryjournal.llm.LlmException.Kind;

import com.fasterxml.jackson.databind.JsonNode;

import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;

class OllamaChatProviderTest {
    private static final ChatRequest REQUEST = ChatRequest.of(
            List.of(ChatMessage.system("Be brief."), ChatMessage.user("my secret diary entry")));

    private MockWebServer server;
    private MockServers.RecordingSleeper sleeper;

    @BeforeEach
    void start() throws Exception {
        server = new MockWebServer();
        server.start();
        sleeper = new MockServers.RecordingSleeper();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private OllamaChatProvider provider() {
        return provider(Duration.ofSeconds(5));
    }

    private OllamaChatProvider provider(Duration readTimeout) {
        return new OllamaChatProvider(MockServers.settings(server.url("/").toString(), "llama3.2", "",
                new Timeouts(Duration.ofSeconds(2), readTimeout, readTimeout, readTimeout)),
                MockServers.client(), Retry.DEFAULT.withSleeper(sleeper));
    }

    private static MockResponse json(int code, String body) {
        return new MockResponse.Builder().code(code).addHeader("Content-Type", "application/json").body(body).build();
    }

    @Test
    void completeSendsStreamFalseAndReturnsTheMessage() throws Exception {
        server.enqueue(json(200, "{\"message\":{\"role\":\"assistant\",\"content\":\"Hello!\"},\"done\":true}"));

        ChatReply reply = provider().complete(REQUEST);

        assertThat(reply).isEqualTo(new ChatReply("Hello!", false));
        RecordedRequest recorded = server.takeRequest();
        assertThat(recorded.getMethod()).isEqualTo("POST");
        assertThat(recorded.getUrl().encodedPath()).isEqualTo("/api/chat");
        JsonNode body = Json.MAPPER.readTree(recorded.getBody().utf8());
        assertThat(body.get("stream").asBoolean()).isFalse();
        assertThat(body.get("model").asText()).isEqualTo("llama3.2");
        assertThat(body.get("messages").get(0).get("role").asText()).isEqualTo("system");
        assertThat(body.get("messages").get(1).get("content").asText()).isEqualTo("my secret diary entry");
    }

    @Test
    void streamSendsStreamTrueAndPassesEachPieceToTheListener() throws Exception {
        server.enqueue(json(200, """
                {"message":{"role":"assistant","content":"Hel"},"done":false}
                {"message":{"role":"assistant","content":"lo"},"done":false}
                {"message":{"role":"assistant","content":""},"done":true,"total_duration":1}
                """));
        List<String> pieces = new ArrayList<>();

        ChatReply reply = provider().stream(REQUEST, pieces::add, new Cancellation());

        assertThat(reply).isEqualTo(new ChatReply("Hello", false));
        assertThat(pieces).containsExactly("Hel", "lo");
        assertThat(Json.MAPPER.readTree(server.takeRequest().getBody().utf8()).get("stream").asBoolean()).isTrue();
    }

    @Test
    void streamThatEndsWithoutDoneIsAnErrorThatKeepsThePartialText() {
        server.enqueue(json(200, "{\"message\":{\"content\":\"Half an\"},\"done\":false}\n"));

        assertThatThrownBy(() -> provider().stream(REQUEST, p -> { }, new Cancellation()))
                .isInstanceOfSatisfying(LlmException.class, e -> {
                    assertThat(e.kind()).isEqualTo(Kind.CUT);
                    assertThat(e.partialText()).isEqualTo("Half an");
                    assertThat(e.getMessage()).contains("closed the connection before the answer was complete")
                            .endsWith(".");
                });
    }

    @Test
    void streamCutByTheServerKeepsThePartialText() {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 400; i++) {
            body.append("{\"message\":{\"content\":\"word").append(i).append(" \"},\"done\":false}\n");
        }
        body.append("{\"done\":true}\n");
        server.enqueue(new MockResponse.Builder().body(body.toString())
                .onResponseBody(SocketEffect.ShutdownConnection.INSTANCE).build());
        List<String> pieces = new ArrayList<>();

        assertThatThrownBy(() -> provider().stream(REQUEST, pieces::add, new Cancellation()))
                .isInstanceOfSatisfying(LlmException.class, e -> {
                    assertThat(e.kind()).isEqualTo(Kind.CUT);
                    assertThat(e.partialText()).startsWith("word0 word1 ").isEqualTo(String.join("", pieces));
                });
    }

    @Test
    void cancellingDuringTheStreamCancelsTheCallAndReturnsThePartialText() {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 50; i++) {
            body.append("{\"message\":{\"content\":\"w").append(i).append(" \"},\"done\":false}\n");
        }
        server.enqueue(new MockResponse.Builder().body(body.toString())
                .throttleBody(40, 50, TimeUnit.MILLISECONDS).build());
        Cancellation cancellation = new Cancellation();
        List<String> pieces = new ArrayList<>();

        long started = System.nanoTime();
        ChatReply reply = provider().stream(REQUEST, piece -> {
            pieces.add(piece);
            if (pieces.size() == 2) {
                cancellation.cancel();
            }
        }, cancellation);

        assertThat(reply).isEqualTo(new ChatReply("w0 w1 ", true));
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(2));
    }

    @Test
    void cancelledBeforeStartingReturnsAnEmptyInterruptedReply() {
        Cancellation cancellation = new Cancellation();
        cancellation.cancel();
        server.enqueue(json(200, "{\"done\":true}"));

        assertThat(provider().stream(REQUEST, p -> { }, cancellation)).isEqualTo(new ChatReply("", true));
    }

    @Test
    void listsInstalledModelsFromTags() throws Exception {
        server.enqueue(json(200, "{\"models\":[{\"name\":\"llama3.2:latest\"},{\"name\":\"qwen2.5:7b\"},{}]}"));

        assertThat(provider().models()).containsExactly("llama3.2:latest", "qwen2.5:7b");
        assertThat(server.takeRequest().getUrl().encodedPath()).isEqualTo("/api/tags");
    }

    @Test
    void healthCheckAsksForTheVersion() throws Exception {
        server.enqueue(json(200, "{\"version\":\"0.5.7\"}"));

        provider().checkHealth();

        assertThat(server.takeRequest().getUrl().encodedPath()).isEqualTo("/api/version");
    }

    @Test
    void connectionRefusedSaysOllamaIsNotRunningAndHowToStartIt() throws Exception {
        String url = "http://127.0.0.1:" + MockServers.closedPort();
        OllamaChatProvider provider = new OllamaChatProvider(MockServers.settings(url, "llama3.2", ""),
                MockServers.client(), Retry.DEFAULT.withSleeper(sleeper));

        assertThatThrownBy(() -> provider.complete(REQUEST)).isInstanceOfSatisfying(LlmException.class, e -> {
            assertThat(e.kind()).isEqualTo(Kind.UNREACHABLE);
            assertThat(e.getMessage()).isEqualTo("Ollama is not running at " + url
                    + ": start it with `ollama serve`, or choose another provider.");
        });
        assertThatThrownBy(() -> provider.stream(REQUEST, p -> { }, new Cancellation()))
                .isInstanceOfSatisfying(LlmException.class, e -> assertThat(e.kind()).isEqualTo(Kind.UNREACHABLE));
    }

    @Test
    void missingModelSaysHowToPullIt() {
        server.enqueue(json(404, "{\"error\":\"model 'llama3.2' not found\"}"));

        assertThatThrownBy(() -> provider().stream(REQUEST, p -> { }, new Cancellation()))
                .isInstanceOfSatisfying(LlmException.class, e -> {
                    assertThat(e.kind()).isEqualTo(Kind.MODEL_NOT_FOUND);
                    assertThat(e.status()).isEqualTo(404);
                    assertThat(e.getMessage()).isEqualTo("Model 'llama3.2' is not installed: run `ollama pull llama3.2`.");
                });
    }

    @Test
    void rateLimitIsRetriedHonouringRetryAfterThenServerErrorsWithDoublingBackOff() {
        server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "3").build());
        server.enqueue(json(503, "{}"));
        server.enqueue(json(200, "{\"message\":{\"content\":\"ok\"}}"));

        assertThat(provider().complete(REQUEST).text()).isEqualTo("ok");
        assertThat(server.getRequestCount()).isEqualTo(3);
        assertThat(sleeper.pauses).containsExactly(Duration.ofSeconds(3), Duration.ofMillis(400));
    }

    @Test
    void retryAfterIsCappedAndRetriesStopAfterThreeAttempts() {
        for (int i = 0; i < 3; i++) {
            server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "3600").build());
        }

        assertThatThrownBy(() -> provider(Duration.ofSeconds(30)).complete(REQUEST))
                .isInstanceOfSatisfying(LlmException.class, e -> {
                    assertThat(e.kind()).isEqualTo(Kind.RATE_LIMITED);
                    assertThat(e.status()).isEqualTo(429);
                });
        assertThat(server.getRequestCount()).isEqualTo(3);
        assertThat(sleeper.pauses).containsExactly(Duration.ofSeconds(10), Duration.ofSeconds(10));
    }

    @Test
    void aRetryThatWouldPassTheWholeCallDeadlineIsNotWaitedFor() {
        server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "8").build());

        assertThatThrownBy(() -> provider(Duration.ofSeconds(5)).complete(REQUEST))
                .isInstanceOfSatisfying(LlmException.class, e -> assertThat(e.kind()).isEqualTo(Kind.RATE_LIMITED));
        assertThat(server.getRequestCount()).isEqualTo(1);
        assertThat(sleeper.pauses).isEmpty();
    }

    @Test
    void serverErrorsAreRetriedWithExponentialBackOffAndThenReported() {
        for (int i = 0; i < 3; i++) {
            server.enqueue(json(500, "{\"error\":\"boom\"}"));
        }

        assertThatThrownBy(() -> provider().complete(REQUEST)).isInstanceOfSatisfying(LlmException.class, e -> {
            assertThat(e.kind()).isEqualTo(Kind.SERVER_ERROR);
            assertThat(e.status()).isEqualTo(500);
        });
        assertThat(sleeper.pauses).containsExactly(Duration.ofMillis(200), Duration.ofMillis(400));
    }

    @Test
    void streamingCallsAreNotRetried() {
        server.enqueue(json(503, "{}"));

        assertThatThrownBy(() -> provider().stream(REQUEST, p -> { }, new Cancellation()))
                .isInstanceOfSatisfying(LlmException.class, e -> assertThat(e.kind()).isEqualTo(Kind.SERVER_ERROR));
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void slowAnswerBeyondTheReadTimeoutIsATimeout() {
        server.enqueue(new MockResponse.Builder().body("{\"message\":{\"content\":\"late\"}}")
                .bodyDelay(2, TimeUnit.SECONDS).build());

        assertThatThrownBy(() -> provider(Duration.ofMillis(200)).complete(REQUEST))
                .isInstanceOfSatisfying(LlmException.class, e -> {
                    assertThat(e.kind()).isEqualTo(Kind.TIMEOUT);
                    assertThat(e.getMessage()).contains("within 200 ms").contains("judgement_timeout_ms");
                });
    }

    @Test
    void bodyThatIsNotJsonIsABadResponse() {
        server.enqueue(new MockResponse.Builder().body("<html>It works!</html>").build());

        assertThatThrownBy(() -> provider().complete(REQUEST)).isInstanceOfSatisfying(LlmException.class,
                e -> assertThat(e.kind()).isEqualTo(Kind.BAD_RESPONSE));
    }

    @Test
    void streamOfNonJsonFailsBeforeAnyTextAndKeepsTextAfter() {
        server.enqueue(new MockResponse.Builder().body("<html>\n").build());
        assertThatThrownBy(() -> provider().stream(REQUEST, p -> { }, new Cancellation()))
                .isInstanceOfSatisfying(LlmException.class, e -> assertThat(e.kind()).isEqualTo(Kind.BAD_RESPONSE));

        server.enqueue(new MockResponse.Builder().body("{\"message\":{\"content\":\"Hi\"}}\n{\"error\":\"oom\"}\n").build());
        assertThatThrownBy(() -> provider().stream(REQUEST, p -> { }, new Cancellation()))
                .isInstanceOfSatisfying(LlmException.class, e -> {
                    assertThat(e.kind()).isEqualTo(Kind.SERVER_ERROR);
                    assertThat(e.partialText()).isEqualTo("Hi");
                });
    }

    @Test
    void failureMessagesNeverContainTheMessageText() {
        server.enqueue(json(400, "{\"error\":\"bad request: my secret diary entry\"}"));

        assertThatThrownBy(() -> provider().complete(REQUEST)).isInstanceOfSatisfying(LlmException.class,
                e -> assertThat(e.getMessage()).doesNotContain("secret"));
    }
}
