package org.memoryjournal.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/** Reflection with a model, against a real HTTP server speaking the OpenAI protocol. */
class ModelReflectorTest {
    private static final List<String> STATEMENTS = List.of("Ran 5k along the canal.", "Ran the canal loop again.",
            "Falafel wrap for lunch.");

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

    private ModelReflector reflector() {
        return new ModelReflector(new OpenAiChatProvider(MockServers.settings(server.url("/v1").toString(), "m", ""),
                MockServers.client(), Retry.DEFAULT.withSleeper(new MockServers.RecordingSleeper())));
    }

    private void reply(String content) throws Exception {
        String body = Json.MAPPER.writeValueAsString(Json.MAPPER.createObjectNode().set("choices",
                Json.MAPPER.createArrayNode().add(Json.MAPPER.createObjectNode().set("message",
                        Json.MAPPER.createObjectNode().put("role", "assistant").put("content", content)))));
        server.enqueue(new MockResponse.Builder().body(body).build());
    }

    private static String prompt(RecordedRequest r) throws Exception {
        JsonNode messages = Json.MAPPER.readTree(r.getBody().utf8()).get("messages");
        return messages.get(messages.size() - 1).get("content").asText();
    }

    @Test
    void questionsAreAskedAboutTheNumberedStatementsAndReadOnePerLine() throws Exception {
        reply("1. How often does the person run?\n- What does the person eat for lunch?\nSome chatter.\n"
                + "Q3: Where does the person run?\nWhy?");

        List<String> questions = reflector().questions(STATEMENTS, 3);

        assertThat(questions).containsExactly("How often does the person run?",
                "What does the person eat for lunch?", "Where does the person run?");
        String prompt = prompt(server.takeRequest());
        assertThat(prompt).contains("1. Ran 5k along the canal.\n2. Ran the canal loop again.\n3. Falafel wrap")
                .contains("what are the 3 most salient high-level questions");
    }

    @Test
    void insightsCiteTheStatementsTheyRestOnAndUncitedOrOutOfRangeOnesAreDropped() throws Exception {
        reply("1. The person runs along the canal regularly (because of 1, 2)\n"
                + "2. The person likes falafel (because of 3, 9)\n"
                + "3. The person is training for a race\n"
                + "4. Nothing here (because of 7)\n"
                + "- Lunch is usually a wrap (because of 3).");

        List<ModelReflector.Insight> insights = reflector().insights(STATEMENTS, 5);

        assertThat(insights).containsExactly(
                new ModelReflector.Insight("The person runs along the canal regularly.", List.of(1, 2)),
                new ModelReflector.Insight("The person likes falafel.", List.of(3)),
                new ModelReflector.Insight("Lunch is usually a wrap.", List.of(3)));
        assertThat(prompt(server.takeRequest())).contains("insight (because of 1, 5, 3)");
    }

    @Test
    void aReplyWithoutQuestionsOrCitationsGivesNothing() throws Exception {
        reply("I cannot help with that.");
        reply("The person runs a lot.");

        assertThat(reflector().questions(STATEMENTS, 3)).isEmpty();
        assertThat(reflector().insights(STATEMENTS, 3)).isEmpty();
    }

    @Test
    void aServerErrorIsAnLlmExceptionWithASentence() {
        server.enqueue(new MockResponse.Builder().code(401).body("{\"error\":{\"message\":\"bad key\"}}").build());

        assertThatThrownBy(() -> reflector().questions(STATEMENTS, 3)).isInstanceOf(LlmException.class)
                .hasMessageContaining("key");
    }
}
