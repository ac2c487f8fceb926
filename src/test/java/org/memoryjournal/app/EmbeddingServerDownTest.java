package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.memoryjournal.llm.Providers;

import com.fasterxml.jackson.databind.ObjectMapper;

import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;

/**
 * With a remote embedding server, commands that do not embed never call it: {@code list}, {@code show},
 * {@code export}, {@code forget} and {@code models} work while it is silent or refuses connections, and a
 * vector of another size than the journal's is refused before anything is stored.
 */
class EmbeddingServerDownTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path home;
    MockWebServer good;
    MockWebServer silent;
    final AtomicInteger dimension = new AtomicInteger(64);

    @BeforeEach
    void start() throws IOException {
        good = new MockWebServer();
        good.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                StringBuilder v = new StringBuilder("[");
                for (int i = 0; i < dimension.get(); i++) {
                    v.append(i == 0 ? "" : ",").append((request.getBody().size() + i) % 7 + 0.5);
                }
                return new MockResponse.Builder().body("{\"embeddings\":[" + v + "]]}").build();
            }
        });
        good.start();
        silent = new MockWebServer();
        silent.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                return new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build();
            }
        });
        silent.start();
    }

    @AfterEach
    void stop() {
        good.close();
        silent.close();
    }

    private CliHarness.Run run(String baseUrl, String... command) {
        CliHarness cli = new CliHarness(home, Map.of(), ps -> Providers.embedding(ps, 0));
        return cli.run(CliHarness.concat(CliHarness.concat(CliHarness.FAST, "--provider", "offline", "--embed-provider",
                "ollama", "--embed-model", "test-embed", "--base-url", baseUrl), command));
    }

    private static String refusing() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return "http://127.0.0.1:" + s.getLocalPort();
        }
    }

    private void rememberTwo() {
        for (String text : new String[] {"Ana's birthday is on 14 March", "I started learning the cello"}) {
            CliHarness.Run r = run(good.url("/").toString(), "remember", text, "--kind", "semantic", "--importance",
                    "5");
            assertThat(r.status()).as(r.err()).isZero();
        }
    }

    @ParameterizedTest(name = "{0} with the embedding server {1}")
    @CsvSource({"list,silent", "list,refusing", "show,silent", "show,refusing", "export,silent", "export,refusing",
        "forget,silent", "forget,refusing", "models,silent", "models,refusing"})
    void commandsThatDoNotEmbedNeverCallTheEmbeddingServer(String command, String server) throws IOException {
        rememberTwo();
        String url = server.equals("silent") ? silent.url("/").toString() : refusing();
        String[] args = switch (command) {
            case "show" -> new String[] {"show", "1", "--json"};
            case "forget" -> new String[] {"forget", "2"};
            case "list" -> new String[] {"list", "--json"};
            default -> new String[] {command};
        };

        CliHarness.Run r = run(url, args);

        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.err()).isBlank();
        assertThat(r.took()).isLessThan(Duration.ofSeconds(1));
        assertThat(silent.getRequestCount()).isZero();
        switch (command) {
            case "list" -> assertThat(JSON.readTree(r.out())).hasSize(2);
            case "show" -> assertThat(JSON.readTree(r.out()).get("text").asText()).isEqualTo("Ana's birthday is on 14 March");
            case "export" -> assertThat(r.out()).contains("I started learning the cello");
            case "forget" -> assertThat(JSON.readTree(run(refusing(), "list", "--json").out())).hasSize(1);
            default -> assertThat(r.out()).contains("ollama:test-embed");
        }
    }

    @Test
    void aFreshJournalIsUsableWhileTheEmbeddingServerIsSilentOrRefuses() throws IOException {
        for (String url : new String[] {silent.url("/").toString(), refusing()}) {
            for (String command : new String[] {"list", "export", "models"}) {
                CliHarness.Run r = run(url, command);
                assertThat(r.status()).as(command + ": " + r.err()).isZero();
                assertThat(r.took()).isLessThan(Duration.ofSeconds(1));
            }
        }
        assertThat(silent.getRequestCount()).isZero();
    }

    @Test
    void aFreshJournalLearnsTheVectorSizeFromTheFirstMemory() throws IOException {
        rememberTwo();

        CliHarness.Run r = run(good.url("/").toString(), "recall", "birthday", "--json");

        assertThat(r.status()).as(r.err()).isZero();
        assertThat(JSON.readTree(r.out()).get("results")).hasSize(2);
    }

    @Test
    void aVectorOfAnotherSizeThanTheJournalsIsRefusedBeforeAnythingIsStored() throws IOException {
        rememberTwo();
        dimension.set(48);

        CliHarness.Run r = run(good.url("/").toString(), "remember", "This one comes back with 48 numbers");

        assertThat(r.status()).isEqualTo(1);
        assertThat(r.err().strip()).startsWith("memory-journal: The embedding").contains("48 dimensions")
                .contains("have 64").endsWith("nothing was stored.");
        assertThat(JSON.readTree(run(refusing(), "list", "--json").out())).hasSize(2);
    }
}
