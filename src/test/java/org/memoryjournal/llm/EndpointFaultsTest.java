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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.memoryjournal.llm.LlmException.Kind;

import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;

/**
 * Each endpoint fault of both protocols against a real HTTP server: timeouts by phase (named with the
 * setting to raise), redirects (followed only on the same origin), answers that ignore {@code stream},
 * oversized replies.
 */
class EndpointFaultsTest {
    private static final ChatRequest REQUEST = ChatRequest.of(List.of(ChatMessage.user("my private note")));
    private static final Timeouts FAST = new Timeouts(Duration.ofSeconds(2), Duration.ofMillis(600),
            Duration.ofMillis(600), Duration.ofMillis(600));

    /** The two protocols, with what a stream and a whole answer look like in each. */
    enum Protocol {
        OLLAMA("/", "/api/chat") {
            @Override
            ChatProvider provider(String url, Timeouts t) {
                return new OllamaChatProvider(MockServers.settings(url, "llama3.2", "", t), MockServers.client(),
                        Retry.NONE);
            }

            @Override
            String streamLine(String piece, boolean done) {
                return "{\"message\":{\"role\":\"assistant\",\"content\":\"" + piece + "\"},\"done\":" + done + "}\n";
            }

            @Override
            String whole(String text) {
                return "{\"model\":\"llama3.2\",\"message\":{\"role\":\"assistant\",\"content\":\"" + text
                        + "\"},\"done\":true}";
            }

            @Override
            String end() {
                return streamLine("", true);
            }
        },
        OPENAI("/v1", "/v1/chat/completions") {
            @Override
            ChatProvider provider(String url, Timeouts t) {
                return new OpenAiChatProvider(MockServers.settings(url, "gpt-4o-mini", "sk-k", t),
                        MockServers.client(), Retry.NONE);
            }

            @Override
            String streamLine(String piece, boolean done) {
                return "data: {\"choices\":[{\"delta\":{\"content\":\"" + piece + "\"}}]}\n\n";
            }

            @Override
            String whole(String text) {
                return "{\"id\":\"c1\",\"object\":\"chat.completion\",\"choices\":[{\"index\":0,\"message\":"
                        + "{\"role\":\"assistant\",\"content\":\"" + text + "\"},\"finish_reason\":\"stop\"}]}";
            }

            @Override
            String end() {
                return "data: [DONE]\n\n";
            }
        };

        final String root;
        final String chatPath;

        Protocol(String root, String chatPath) {
            this.root = root;
            this.chatPath = chatPath;
        }

        abstract ChatProvider provider(String url, Timeouts t);

        abstract String streamLine(String piece, boolean done);

        abstract String whole(String text);

        abstract String end();
    }

    private MockWebServer server;
    private MockWebServer other;

    @BeforeEach
    void start() throws Exception {
        server = new MockWebServer();
        server.start();
        other = new MockWebServer();
        other.start();
    }

    @AfterEach
    void stop() {
        server.close();
        other.close();
    }

    private ChatProvider provider(Protocol p) {
        return p.provider(server.url(p.root).toString(), FAST);
    }

    private static void assertSentence(String message) {
        assertThat(message).matches("^[A-Z].*[.]$").doesNotContain("Exception").doesNotContain("java.")
                .doesNotContain("my private note");
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void aServerThatClosesTheConnectionAfterEachAnswerWithoutSayingSoIsAskedAgainOnANewOne(Protocol p) {
        // An HTTP/1.0 server (Python's http.server), or one whose keep-alive ran out while the connection sat idle.
        String models = p == Protocol.OLLAMA ? "{\"models\":[{\"name\":\"llama3.2\"}]}"
                : "{\"data\":[{\"id\":\"gpt-4o-mini\"}]}";
        for (int i = 0; i < 2; i++) {
            server.enqueue(new MockResponse.Builder().body(models).onResponseEnd(new SocketEffect.CloseSocket())
                    .build());
        }
        server.enqueue(new MockResponse.Builder().body(p.whole("Hello")).build());
        ChatProvider provider = provider(p);

        assertThat(provider.models()).isNotEmpty();
        assertThat(provider.models()).isNotEmpty();
        assertThat(provider.complete(REQUEST).text()).isEqualTo("Hello");
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void aServerErrorQuotesWhatTheServerSaidAndAnErrorPageNothing(Protocol p) {
        String body = p == Protocol.OLLAMA ? "{\"error\":\"model exploded\"}"
                : "{\"error\":{\"message\":\"model\\n  exploded\",\"type\":\"server_error\"}}";
        server.enqueue(new MockResponse.Builder().code(500).body(body).build());
        assertThatThrownBy(() -> provider(p).stream(REQUEST, t -> { }, new Cancellation()))
                .isInstanceOfSatisfying(LlmException.class, e -> {
                    assertThat(e.kind()).isEqualTo(Kind.SERVER_ERROR);
                    assertThat(e.getMessage()).contains("(500) and said “model exploded”: try again");
                    assertSentence(e.getMessage());
                });
        server.enqueue(new MockResponse.Builder().code(502).body("<html><body>Bad gateway</body></html>").build());
        assertThatThrownBy(() -> provider(p).complete(REQUEST))
                .isInstanceOfSatisfying(LlmException.class, e -> {
                    assertThat(e.getMessage()).contains("(502): try again").doesNotContain("said")
                            .doesNotContain("html");
                    assertSentence(e.getMessage());
                });
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void aSilentServerEndsTheStreamAfterTheFirstByteTimeoutAndNamesTheSetting(Protocol p) {
        server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());

        long started = System.nanoTime();
        assertThatThrownBy(() -> provider(p).stream(REQUEST, t -> { }, new Cancellation()))
                .isInstanceOfSatisfying(LlmException.class, e -> {
                    assertThat(e.kind()).isEqualTo(Kind.TIMEOUT);
                    assertThat(e.getMessage()).contains("sent nothing for 600 ms").contains("first_byte_timeout_ms")
                            .contains("MEMORY_JOURNAL_FIRST_BYTE_TIMEOUT_MS").contains("--first-byte-timeout-ms");
                    assertSentence(e.getMessage());
                });
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofMillis(600 + 1500));
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void headersWithoutAFirstTokenAlsoWaitOnlyTheFirstByteTimeout(Protocol p) {
        server.enqueue(new MockResponse.Builder().body(p.streamLine("late", false) + p.end())
                .bodyDelay(5, TimeUnit.SECONDS).build());

        assertThatThrownBy(() -> provider(p).stream(REQUEST, t -> { }, new Cancellation()))
                .isInstanceOfSatisfying(LlmException.class, e -> assertThat(e.getMessage())
                        .contains("first_byte_timeout_ms"));
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void aStreamThatStallsAfterItStartedKeepsItsTextAndNamesTheTokenTimeout(Protocol p) {
        // the server pauses 400 ms before each chunk: within the first-byte timeout, beyond the token timeout
        Timeouts t = new Timeouts(Duration.ofSeconds(2), Duration.ofMillis(1000), Duration.ofMillis(200),
                Duration.ofMillis(600));
        String first = p.streamLine("Hello", false);
        server.enqueue(new MockResponse.Builder().body(first + p.streamLine(" world", false) + p.end())
                .throttleBody(first.length(), 400, TimeUnit.MILLISECONDS).build());
        List<String> pieces = new ArrayList<>();

        assertThatThrownBy(() -> p.provider(server.url(p.root).toString(), t).stream(REQUEST, pieces::add,
                new Cancellation()))
                .isInstanceOfSatisfying(LlmException.class, e -> {
                    assertThat(e.kind()).isEqualTo(Kind.TIMEOUT);
                    assertThat(e.partialText()).isEqualTo("Hello");
                    assertThat(e.getMessage()).contains("stopped sending the answer").contains("token_timeout_ms");
                    assertSentence(e.getMessage());
                });
        assertThat(pieces).containsExactly("Hello");
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void aShortCallThatTricklesIsStoppedByTheWholeCallDeadline(Protocol p) {
        // every read arrives well within the first-byte timeout; only the whole-call deadline stops it
        Timeouts t = new Timeouts(Duration.ofSeconds(2), Duration.ofSeconds(5), Duration.ofSeconds(5),
                Duration.ofMillis(700));
        server.enqueue(new MockResponse.Builder().body(p.whole("x".repeat(200)))
                .throttleBody(8, 100, TimeUnit.MILLISECONDS).build());

        long started = System.nanoTime();
        assertThatThrownBy(() -> p.provider(server.url(p.root).toString(), t).complete(REQUEST))
                .isInstanceOfSatisfying(LlmException.class, e -> {
                    assertThat(e.kind()).isEqualTo(Kind.TIMEOUT);
                    assertThat(e.getMessage()).contains("within 700 ms").contains("judgement_timeout_ms");
                });
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofMillis(700 + 1000));
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void aServerThatIgnoresStreamTrueIsUnderstood(Protocol p) {
        server.enqueue(new MockResponse.Builder().addHeader("Content-Type", "application/json")
                .body(p.whole("The real answer.")).build());
        List<String> pieces = new ArrayList<>();

        ChatReply reply = provider(p).stream(REQUEST, pieces::add, new Cancellation());

        assertThat(reply).isEqualTo(new ChatReply("The real answer.", false));
        assertThat(pieces).containsExactly("The real answer.");
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void aPrettyPrintedWholeAnswerIsUnderstoodToo(Protocol p) throws Exception {
        String pretty = Json.MAPPER.writerWithDefaultPrettyPrinter()
                .writeValueAsString(Json.MAPPER.readTree(p.whole("Pretty.")));
        server.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/plain").body(pretty).build());

        assertThat(provider(p).stream(REQUEST, t -> { }, new Cancellation())).isEqualTo(new ChatReply("Pretty.", false));
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void aStreamClosedWithNothingIsAnError(Protocol p) {
        server.enqueue(new MockResponse.Builder().body("").build());

        assertThatThrownBy(() -> provider(p).stream(REQUEST, t -> { }, new Cancellation()))
                .isInstanceOfSatisfying(LlmException.class, e -> {
                    assertThat(e.kind()).isEqualTo(Kind.CUT);
                    assertSentence(e.getMessage());
                });
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void aRedirectToAnotherServerIsNeverFollowedAndSaysWhereItPointed(Protocol p) throws Exception {
        String target = other.url(p.chatPath).toString();
        for (int code : new int[] {307, 308, 301}) {
            server.enqueue(new MockResponse.Builder().code(code).addHeader("Location", target).build());
            assertThatThrownBy(() -> provider(p).stream(REQUEST, t -> { }, new Cancellation()))
                    .isInstanceOfSatisfying(LlmException.class, e -> {
                        assertThat(e.kind()).isEqualTo(Kind.REDIRECTED);
                        assertThat(e.getMessage()).contains("(" + code + ") to " + target)
                                .contains("change the base URL");
                        assertSentence(e.getMessage());
                    });
        }
        server.enqueue(new MockResponse.Builder().code(307).addHeader("Location", target).build());
        assertThatThrownBy(() -> provider(p).complete(REQUEST)).isInstanceOfSatisfying(LlmException.class,
                e -> assertThat(e.kind()).isEqualTo(Kind.REDIRECTED));

        assertThat(other.getRequestCount()).isZero();
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void aRedirectOnTheSameServerIsFollowedWithTheSameBody(Protocol p) throws Exception {
        server.enqueue(new MockResponse.Builder().code(307).addHeader("Location", p.chatPath + "-moved").build());
        server.enqueue(new MockResponse.Builder().code(308).addHeader("Location", server.url(p.chatPath + "-2"))
                .build());
        server.enqueue(new MockResponse.Builder().body(p.streamLine("Moved", false) + p.end()).build());

        assertThat(provider(p).stream(REQUEST, t -> { }, new Cancellation())).isEqualTo(new ChatReply("Moved", false));

        RecordedRequest first = server.takeRequest();
        server.takeRequest();
        RecordedRequest last = server.takeRequest();
        assertThat(last.getUrl().encodedPath()).isEqualTo(p.chatPath + "-2");
        assertThat(last.getMethod()).isEqualTo("POST");
        assertThat(last.getBody().utf8()).isEqualTo(first.getBody().utf8()).contains("my private note");
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void anOversizedReplyIsRefusedWithASentence(Protocol p) {
        String huge = "x".repeat((int) HttpEndpoint.MAX_REPLY_BYTES + 10);
        server.enqueue(new MockResponse.Builder().body(p.whole(huge)).build());
        server.enqueue(new MockResponse.Builder().body(p.whole(huge)).build());

        for (int i = 0; i < 2; i++) {
            boolean streamed = i == 0;
            assertThatThrownBy(() -> {
                if (streamed) {
                    provider(p).stream(REQUEST, t -> { }, new Cancellation());
                } else {
                    provider(p).complete(REQUEST);
                }
            }).isInstanceOfSatisfying(LlmException.class, e -> {
                assertThat(e.getMessage()).startsWith("The server's reply was too large").doesNotContain("Stream")
                        .doesNotContain("getMaxStringLength");
                assertSentence(e.getMessage());
            });
        }
    }

    @Test
    void embeddingsAreNotRedirectedToAnotherServerEither() {
        server.enqueue(new MockResponse.Builder().code(307).addHeader("Location", other.url("/api/embed")).build());
        OllamaEmbeddingProvider embedder = new OllamaEmbeddingProvider(
                MockServers.settings(server.url("/").toString(), "nomic-embed-text", "", FAST), 0,
                MockServers.client(), Retry.NONE);

        assertThatThrownBy(() -> embedder.embed("my private note")).isInstanceOfSatisfying(LlmException.class,
                e -> assertThat(e.kind()).isEqualTo(Kind.REDIRECTED));
        assertThat(other.getRequestCount()).isZero();
    }

    @Test
    void ollamasRefusalNeverPointsToTheOpenAiKey() {
        server.enqueue(new MockResponse.Builder().code(401).build());

        assertThatThrownBy(() -> provider(Protocol.OLLAMA).stream(REQUEST, t -> { }, new Cancellation()))
                .isInstanceOfSatisfying(LlmException.class, e -> {
                    assertThat(e.kind()).isEqualTo(Kind.UNAUTHORIZED);
                    assertThat(e.getMessage()).doesNotContain("OPENAI_API_KEY").contains("401");
                    assertSentence(e.getMessage());
                });
    }

    @Test
    void anOpenAiStreamThatEndsWithAFinishReasonButNoDoneMarkerIsComplete() {
        server.enqueue(new MockResponse.Builder().body("data: {\"choices\":[{\"delta\":{\"content\":\"All\"}}]}\n\n"
                + "data: {\"choices\":[{\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n").build());

        assertThat(provider(Protocol.OPENAI).stream(REQUEST, t -> { }, new Cancellation()))
                .isEqualTo(new ChatReply("All", false));
    }

    @ParameterizedTest
    @EnumSource(Protocol.class)
    void httpsToAPlainServerAndAnUnknownHostGetTheirOwnSentences(Protocol p) {
        String https = server.url(p.root).newBuilder().scheme("https").build().toString();
        assertThatThrownBy(() -> p.provider(https, FAST).stream(REQUEST, t -> { }, new Cancellation()))
                .isInstanceOfSatisfying(LlmException.class, e -> {
                    assertThat(e.getMessage()).startsWith("No secure (https) connection could be made to");
                    assertSentence(e.getMessage());
                });
        assertThatThrownBy(() -> p.provider("http://no-such-host.invalid" + p.root, FAST).complete(REQUEST))
                .isInstanceOfSatisfying(LlmException.class, e -> {
                    assertThat(e.getMessage()).contains("could not be found");
                    assertSentence(e.getMessage());
                });
    }
}
