package org.memoryjournal.app;

import org.memoryjournal.settings.DataDirectory;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.app.cli.MemoryJournalCli;
import org.memoryjournal.llm.LocalEmbeddingProvider;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * {@code chat} end to end against a real HTTP server speaking the OpenAI-compatible protocol: the
 * answer streams over SSE, and with a model connected the model rates importance, decides the kind and
 * extracts facts. The key goes out as a bearer token and nowhere else.
 */
class ChatEndpointTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final LocalEmbeddingProvider BGE = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.BGE_SMALL);

    @TempDir
    Path home;
    MockWebServer server;
    final List<JsonNode> bodies = Collections.synchronizedList(new ArrayList<>());
    final List<String> authorizations = Collections.synchronizedList(new ArrayList<>());

    @AfterAll
    static void closeModel() {
        BGE.close();
    }

    @BeforeEach
    void startServer() throws IOException {
        server = new MockWebServer();
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                try {
                    JsonNode body = JSON.readTree(request.getBody().utf8());
                    bodies.add(body);
                    authorizations.add(String.valueOf(request.getHeaders().get("Authorization")));
                    return answer(body);
                } catch (IOException e) {
                    return new MockResponse.Builder().code(400).build();
                }
            }
        });
        server.start();
    }

    @AfterEach
    void stopServer() {
        server.close();
    }

    private static MockResponse answer(JsonNode body) {
        String prompt = body.get("messages").toString();
        if (body.path("stream").asBoolean(false)) {
            String sse = "data: {\"choices\":[{\"delta\":{\"content\":\"Green tea, \"}}]}\n\n"
                    + ": keep-alive\n\n"
                    + "data: {\"choices\":[{\"delta\":{\"content\":\"as you told me.\"}}]}\n\n"
                    + "data: [DONE]\n\n";
            return new MockResponse.Builder().addHeader("Content-Type", "text/event-stream").body(sse).build();
        }
        String content;
        if (prompt.contains("1 to 10")) {
            content = "Rating: 7/10";
        } else if (prompt.contains("JSON array")) {
            content = "```json\n[\"Prefers green tea over coffee\"]\n```";
        } else {
            content = "semantic";
        }
        String json = "{\"choices\":[{\"message\":{\"role\":\"assistant\",\"content\":" + quote(content) + "}}]}";
        return new MockResponse.Builder().addHeader("Content-Type", "application/json").body(json).build();
    }

    private static String quote(String s) {
        try {
            return JSON.writeValueAsString(s);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Map<String, String> env = Map.of("OPENAI_API_KEY", "sk-test-secret-1234");
        int status = MemoryJournalCli.run(args,
                cli -> Journal.open(DataDirectory.resolve(Optional.of(home), env, "linux", home), cli.providerFlags(),
                        env, Clock.systemUTC(), ps -> new SharedEmbedder(BGE)),
                cli -> { throw new AssertionError("no desktop in this test"); },
                new PrintWriter(out), new PrintWriter(err));
        return new String[] {Integer.toString(status), out.toString(), err.toString()};
    }

    @Test
    void chatStreamsTheAnswerAndTheModelJudgesTheNewMemories() throws IOException {
        String base = server.url("/v1").toString();
        String[] r = run("--provider", "openai", "--base-url", base, "--chat-model", "test-model",
                "chat", "I prefer green tea over coffee", "--json");

        assertThat(r[0]).as(r[2]).isEqualTo("0");
        JsonNode o = JSON.readTree(r[1]);
        assertThat(o.get("reply").asText()).isEqualTo("Green tea, as you told me.");
        assertThat(o.get("written")).hasSize(2);

        String[] turn = run("show", o.get("written").get(0).asText(), "--json");
        JsonNode userTurn = JSON.readTree(turn[1]);
        assertThat(userTurn.get("importance").asInt()).isEqualTo(7);
        assertThat(userTurn.get("kind").asText()).isEqualTo("semantic");
        JsonNode fact = JSON.readTree(run("show", o.get("written").get(1).asText(), "--json")[1]);
        assertThat(fact.get("text").asText()).isEqualTo("Prefers green tea over coffee");
        assertThat(fact.get("source").asText()).isEqualTo("fact");

        assertThat(bodies).anyMatch(b -> b.path("stream").asBoolean(false)
                && b.get("model").asText().equals("test-model"));
        assertThat(authorizations).isNotEmpty().allMatch(a -> a.equals("Bearer sk-test-secret-1234"));
        assertThat(java.nio.file.Files.readString(home.resolve("logs").resolve("memory-journal.log")))
                .doesNotContain("sk-test-secret-1234").doesNotContain("green tea");
        assertThat(run("export")[1]).doesNotContain("sk-test-secret-1234");
    }
}
