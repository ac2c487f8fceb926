package org.memoryjournal.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.memoryjournal.llm.LlmException.Kind;
import org.memoryjournal.memory.Embedding;

import com.fasterxml.jackson.databind.JsonNode;

import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

class EmbeddingProvidersHttpTest {
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

    private static MockResponse ok(String body) {
        return new MockResponse.Builder().body(body).build();
    }

    private OllamaEmbeddingProvider ollama(int expectedDimension) {
        return new OllamaEmbeddingProvider(MockServers.settings(server.url("/").toString(), "nomic-embed-text", ""),
                expectedDimension, MockServers.client(), Retry.NONE);
    }

    private OpenAiEmbeddingProvider openAi(int expectedDimension) {
        return new OpenAiEmbeddingProvider(MockServers.settings(server.url("/v1").toString(), "text-embedding-3-small",
                "sk-key"), expectedDimension, MockServers.client(), Retry.NONE);
    }

    @Test
    void ollamaPostsAllInputsToApiEmbedAndKeepsTheirOrder() throws Exception {
        server.enqueue(ok("{\"model\":\"nomic-embed-text\",\"embeddings\":[[1,0,0],[0,1,0]]}"));

        List<Embedding> vectors = ollama(3).embedAll(List.of("first", "second"));

        assertThat(vectors).extracting(Embedding::modelId).containsOnly("ollama:nomic-embed-text");
        assertThat(vectors.get(0).vector()).containsExactly(1f, 0f, 0f);
        assertThat(vectors.get(1).vector()).containsExactly(0f, 1f, 0f);
        RecordedRequest recorded = server.takeRequest();
        assertThat(recorded.getUrl().encodedPath()).isEqualTo("/api/embed");
        JsonNode body = Json.MAPPER.readTree(recorded.getBody().utf8());
        assertThat(body.get("model").asText()).isEqualTo("nomic-embed-text");
        assertThat(body.get("input")).hasSize(2);
        assertThat(body.get("input").get(1).asText()).isEqualTo("second");
    }

    @Test
    void ollamaLearnsTheDimensionFromTheFirstAnswer() {
        server.enqueue(ok("{\"embeddings\":[" + vector(64) + "]}"));

        assertThat(ollama(0).dimension()).isEqualTo(64);
    }

    @Test
    void aTinyVectorIsNotAnEmbeddingAndIsRefused() {
        server.enqueue(ok("{\"embeddings\":[" + vector(7) + "]}"));
        server.enqueue(ok("{\"data\":[{\"index\":0,\"embedding\":" + vector(7) + "}]}"));

        assertThatThrownBy(() -> ollama(0).embed("x")).isInstanceOfSatisfying(LlmException.class, e -> {
            assertThat(e.kind()).isEqualTo(Kind.WRONG_DIMENSION);
            assertThat(e.getMessage()).contains("only 7 numbers").endsWith("nothing was stored.");
        });
        assertThatThrownBy(() -> openAi(0).embed("x")).isInstanceOfSatisfying(LlmException.class,
                e -> assertThat(e.kind()).isEqualTo(Kind.WRONG_DIMENSION));
    }

    private static String vector(int size) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < size; i++) {
            b.append(i == 0 ? "" : ",").append(0.01 * (i + 1));
        }
        return b.append(']').toString();
    }

    @Test
    void ollamaVectorsOfAnotherDimensionAreRefused() {
        server.enqueue(ok("{\"embeddings\":[[1,0]]}"));

        assertThatThrownBy(() -> ollama(768).embed("x")).isInstanceOfSatisfying(LlmException.class, e -> {
            assertThat(e.kind()).isEqualTo(Kind.WRONG_DIMENSION);
            assertThat(e.getMessage()).contains("a vector of 2 dimensions").contains("have 768")
                    .endsWith("nothing was stored.");
        });
    }

    @Test
    void ollamaMissingEmbeddingModelSaysHowToPullIt() {
        server.enqueue(new MockResponse.Builder().code(404).body("{\"error\":\"model not found\"}").build());

        assertThatThrownBy(() -> ollama(0).embed("x")).isInstanceOfSatisfying(LlmException.class,
                e -> assertThat(e.getMessage()).isEqualTo(
                        "Model 'nomic-embed-text' is not installed: run `ollama pull nomic-embed-text`."));
    }

    @Test
    void openAiPostsToEmbeddingsWithTheKeyAndOrdersByIndex() throws Exception {
        server.enqueue(ok("{\"object\":\"list\",\"data\":[{\"index\":1,\"embedding\":[0,1]},"
                + "{\"index\":0,\"embedding\":[1,0]}],\"model\":\"text-embedding-3-small\"}"));

        List<Embedding> vectors = openAi(2).embedAll(List.of("a", "b"));

        assertThat(vectors.get(0).vector()).containsExactly(1f, 0f);
        assertThat(vectors.get(1).vector()).containsExactly(0f, 1f);
        assertThat(vectors.get(0).modelId()).isEqualTo("openai:text-embedding-3-small");
        RecordedRequest recorded = server.takeRequest();
        assertThat(recorded.getUrl().encodedPath()).isEqualTo("/v1/embeddings");
        assertThat(recorded.getHeaders().get("Authorization")).isEqualTo("Bearer sk-key");
    }

    @Test
    void openAiVectorsOfTheWrongDimensionAreRefused() {
        server.enqueue(ok("{\"data\":[{\"index\":0,\"embedding\":[1,0,0]}]}"));

        assertThatThrownBy(() -> openAi(1536).embed("x")).isInstanceOfSatisfying(LlmException.class,
                e -> assertThat(e.kind()).isEqualTo(Kind.WRONG_DIMENSION));
    }

    @Test
    void openAiAnswerWithTooFewVectorsIsABadResponse() {
        server.enqueue(ok("{\"data\":[{\"index\":0,\"embedding\":[1,0]}]}"));

        assertThatThrownBy(() -> openAi(2).embedAll(List.of("a", "b"))).isInstanceOfSatisfying(LlmException.class,
                e -> assertThat(e.kind()).isEqualTo(Kind.BAD_RESPONSE));
    }

    @Test
    void nonJsonEmbeddingAnswerIsABadResponse() {
        server.enqueue(ok("not json"));

        assertThatThrownBy(() -> openAi(2).embed("a")).isInstanceOfSatisfying(LlmException.class,
                e -> assertThat(e.kind()).isEqualTo(Kind.BAD_RESPONSE));
    }
}
