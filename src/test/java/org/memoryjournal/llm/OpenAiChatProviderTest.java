package org.memoryjournal.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.memoryjournal.llm.LlmException.Kind;

import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

class OpenAiChatProviderTest {
    private static final String KEY = "sk-test-very-secret";
    private static final ChatRequest REQUEST = ChatRequest.of(List.of(ChatMessage.user("what did I eat?")));

    private MockWebServer server;

    @BeforeEach
    void start() throws Exception {
        server = new MockWebServer();
        server.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private OpenAiChatProvider provider(String key) {
        return new OpenAiChatProvider(MockServers.settings(server.url("/v1").toString(), "gpt-4o-mini", key),
                MockServers.client(), Retry.DEFAULT.withSleeper(new MockServers.RecordingSleeper()));
    }

    private static MockResponse ok(String body) {
        return new MockResponse.Builder().body(body).build();
    }

    @Test
    void completePostsToChatCompletionsUnderTheApiRootWithTheBearerKey() throws Exception {
        server.enqueue(ok("{\"choices\":[{\"message\":{\"role\":\"assistant\",\"content\":\"Pasta.\"}}]}"));

        assertThat(provider(KEY).complete(REQUEST)).isEqualTo(new ChatReply("Pasta.", false));
        RecordedRequest recorded = server.takeRequest();
        assertThat(recorded.getUrl().encodedPath()).isEqualTo("/v1/chat/completions");
        assertThat(recorded.getHeaders().get("Authorization")).isEqualTo("Bearer " + KEY);
        assertThat(Json.MAPPER.readTree(recorded.getBody().utf8()).get("stream").asBoolean()).isFalse();
    }

    @Test
    void noAuthorizationHeaderWithoutAKey() throws Exception {
        server.enqueue(ok("{\"data\":[]}"));

        provider("").checkHealth();

        assertThat(server.takeRequest().getHeaders().get("Authorization")).isNull();
    }

    @Test
    void streamReadsServerSentEventsToleratingKeepAlivesNullDeltasAndMissingFields() throws Exception {
        server.enqueue(ok("""
                : keep-alive

                data: {"choices":[{"delta":{"role":"assistant","content":null}}]}

                event: message
                data: {"choices":[{"delta":{"content":"Pas"}}]}

                data: {"choices":[{"delta":{}}]}
                data: {"choices":[]}
                data:{"choices":[{"delta":{"content":"ta."},"finish_reason":null}]}

                data: {"choices":[{"delta":{},"finish_reason":"stop"}]}

                data: [DONE]

                """));
        List<String> pieces = new ArrayList<>();

        ChatReply reply = provider(KEY).stream(REQUEST, pieces::add, new Cancellation());

        assertThat(reply).isEqualTo(new ChatReply("Pasta.", false));
        assertThat(pieces).containsExactly("Pas", "ta.");
        assertThat(Json.MAPPER.readTree(server.takeRequest().getBody().utf8()).get("stream").asBoolean()).isTrue();
    }

    @Test
    void streamWithoutDoneIsAnErrorThatKeepsTheText() {
        server.enqueue(ok("data: {\"choices\":[{\"delta\":{\"content\":\"Pas\"}}]}\n\n"));

        assertThatThrownBy(() -> provider(KEY).stream(REQUEST, p -> { }, new Cancellation()))
                .isInstanceOfSatisfying(LlmException.class, e -> {
                    assertThat(e.kind()).isEqualTo(Kind.CUT);
                    assertThat(e.partialText()).isEqualTo("Pas");
                });
    }

    @Test
    void listsModelIds() throws Exception {
        server.enqueue(ok("{\"object\":\"list\",\"data\":[{\"id\":\"gpt-4o-mini\"},{\"id\":\"qwen2.5-7b-instruct\"}]}"));

        assertThat(provider(KEY).models()).containsExactly("gpt-4o-mini", "qwen2.5-7b-instruct");
        assertThat(server.takeRequest().getUrl().encodedPath()).isEqualTo("/v1/models");
    }

    @Test
    void refusedKeySaysToCheckTheKeyWithoutRevealingIt() {
        server.enqueue(new MockResponse.Builder().code(401).body("{\"error\":{\"message\":\"Incorrect API key " + KEY
                + "\"}}").build());

        assertThatThrownBy(() -> provider(KEY).complete(REQUEST)).isInstanceOfSatisfying(LlmException.class, e -> {
            assertThat(e.kind()).isEqualTo(Kind.UNAUTHORIZED);
            assertThat(e.getMessage()).isEqualTo("The endpoint at " + server.url("/v1").toString().replaceAll("/$", "")
                    + " refused the API key (401): check the key in Settings or the OPENAI_API_KEY environment"
                    + " variable.");
            assertThat(e.getMessage()).doesNotContain(KEY);
        });
    }

    @Test
    void forbiddenIsAlsoAKeyProblem() {
        server.enqueue(new MockResponse.Builder().code(403).build());

        assertThatThrownBy(() -> provider(KEY).models()).isInstanceOfSatisfying(LlmException.class,
                e -> assertThat(e.kind()).isEqualTo(Kind.UNAUTHORIZED));
    }

    @Test
    void unknownModelSaysItIsNotAvailableAtThisEndpoint() {
        server.enqueue(new MockResponse.Builder().code(404).body("{\"error\":{\"code\":\"model_not_found\"}}").build());

        assertThatThrownBy(() -> provider(KEY).stream(REQUEST, p -> { }, new Cancellation()))
                .isInstanceOfSatisfying(LlmException.class, e -> {
                    assertThat(e.kind()).isEqualTo(Kind.MODEL_NOT_FOUND);
                    assertThat(e.getMessage()).startsWith("Model 'gpt-4o-mini' is not available at this endpoint");
                });
    }

    @Test
    void connectionRefusedNamesTheOpenAiCompatibleServer() throws Exception {
        String url = "http://127.0.0.1:" + MockServers.closedPort() + "/v1";
        OpenAiChatProvider provider = new OpenAiChatProvider(MockServers.settings(url, "m", KEY), MockServers.client(),
                Retry.NONE);

        assertThatThrownBy(provider::checkHealth).isInstanceOfSatisfying(LlmException.class, e -> {
            assertThat(e.kind()).isEqualTo(Kind.UNREACHABLE);
            assertThat(e.getMessage()).startsWith("No OpenAI-compatible server answers at " + url);
        });
    }

    @Test
    void missingChoicesIsABadResponse() {
        server.enqueue(ok("{\"id\":\"x\"}"));

        assertThatThrownBy(() -> provider(KEY).complete(REQUEST)).isInstanceOfSatisfying(LlmException.class,
                e -> assertThat(e.kind()).isEqualTo(Kind.BAD_RESPONSE));
    }
}
