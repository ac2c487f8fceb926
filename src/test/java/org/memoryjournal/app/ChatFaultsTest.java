package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.memoryjournal.llm.ProviderSettings;
import org.memoryjournal.llm.Providers;
import org.memoryjournal.store.StoredMessage;
import org.memoryjournal.testing.BagOfWordsEmbedder;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;

/**
 * {@code chat} through the real command line against every fault of both server protocols: the user sees
 * one sentence (no stack trace, no class names), the exit status says whether it worked, and the user's
 * message is stored whatever happened.
 */
class ChatFaultsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    enum Protocol {
        OLLAMA("ollama", "/"), OPENAI("openai", "/v1");

        final String flag;
        final String root;

        Protocol(String flag, String root) {
            this.flag = flag;
            this.root = root;
        }

        String streamLine(String piece) {
            return this == OLLAMA
                    ? "{\"message\":{\"role\":\"assistant\",\"content\":\"" + piece + "\"},\"done\":false}\n"
                    : "data: {\"choices\":[{\"delta\":{\"content\":\"" + piece + "\"}}]}\n\n";
        }

        String end() {
            return this == OLLAMA ? "{\"message\":{\"content\":\"\"},\"done\":true}\n" : "data: [DONE]\n\n";
        }

        String whole(String text) {
            return this == OLLAMA
                    ? "{\"message\":{\"role\":\"assistant\",\"content\":\"" + text + "\"},\"done\":true}"
                    : "{\"choices\":[{\"message\":{\"role\":\"assistant\",\"content\":\"" + text + "\"}}]}";
        }

        String embedding(int dimension) {
            StringBuilder v = new StringBuilder("[");
            for (int i = 0; i < dimension; i++) {
                v.append(i == 0 ? "" : ",").append(0.1 + i % 5);
            }
            v.append(']');
            return this == OLLAMA ? "{\"embeddings\":[" + v + "]}" : "{\"data\":[{\"index\":0,\"embedding\":" + v + "}]}";
        }
    }

    enum Fault {
        REFUSED(1, "at http://127.0.0.1:"),
        SILENT(1, "sent nothing for 1.5 s"),
        UNAUTHORIZED(1, "(401)"),
        FORBIDDEN(1, "(403)"),
        MODEL_NOT_FOUND(1, "Model 'test-model'"),
        RATE_LIMITED(1, "(429)"),
        SERVER_ERROR(1, "(500)"),
        MALFORMED(1, "not valid JSON"),
        CUT(1, "closed the connection before the answer was complete"),
        NOT_STREAMED(0, ""),
        REDIRECT(1, "redirected the request (307) to http://"),
        OVERSIZED(1, "The server's reply was too large"),
        WRONG_SIZE_EMBEDDING(1, "only 7 numbers");

        final int status;
        final String says;

        Fault(int status, String says) {
            this.status = status;
            this.says = says;
        }
    }

    static Stream<Arguments> faults() {
        List<Arguments> all = new ArrayList<>();
        for (Protocol p : Protocol.values()) {
            for (Fault f : Fault.values()) {
                all.add(Arguments.of(p, f));
            }
        }
        return all.stream();
    }

    @TempDir
    Path home;
    MockWebServer server;
    MockWebServer elsewhere;
    Protocol protocol;
    Fault fault;
    /**
     * The oversized reply, built before the request arrives: building 17 MB inside the server's answer could itself
     * take longer than the client's first-byte timeout on a busy machine, and the test would see a silent server.
     */
    String oversized;
    /** The answer streams, but the short calls (rating, kind, facts) get no answer. */
    volatile boolean silentJudge;

    @BeforeEach
    void start() throws IOException {
        server = new MockWebServer();
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                return answer(request);
            }
        });
        server.start();
        elsewhere = new MockWebServer();
        elsewhere.start();
    }

    @AfterEach
    void stop() {
        server.close();
        elsewhere.close();
    }

    private MockResponse answer(RecordedRequest request) {
        String path = request.getUrl().encodedPath();
        if (path.endsWith("/embed") || path.endsWith("/embeddings")) {
            return ok(protocol.embedding(fault == Fault.WRONG_SIZE_EMBEDDING ? 7 : 64));
        }
        boolean streamed = request.getBody().utf8().contains("\"stream\":true");
        if (silentJudge && !streamed) {
            return new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build();
        }
        return switch (fault) {
            case SILENT -> new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build();
            case UNAUTHORIZED -> new MockResponse.Builder().code(401).build();
            case FORBIDDEN -> new MockResponse.Builder().code(403).build();
            case MODEL_NOT_FOUND -> new MockResponse.Builder().code(404).body("{\"error\":\"model not found\"}").build();
            case RATE_LIMITED -> new MockResponse.Builder().code(429).build();
            case SERVER_ERROR -> new MockResponse.Builder().code(500).body("oops").build();
            case MALFORMED -> ok("<html><body>It works!</body></html>");
            case CUT -> streamed ? ok(protocol.streamLine("Half of the ")) : ok(protocol.whole("semantic"));
            case NOT_STREAMED -> ok(protocol.whole("The real answer."));
            case REDIRECT -> new MockResponse.Builder().code(307)
                    .addHeader("Location", elsewhere.url(path).toString()).build();
            case OVERSIZED -> ok(oversized);
            case REFUSED, WRONG_SIZE_EMBEDDING -> ok(streamed ? protocol.streamLine("Fine.") + protocol.end()
                    : protocol.whole("semantic"));
        };
    }

    private static MockResponse ok(String body) {
        return new MockResponse.Builder().addHeader("Content-Type", "application/json").body(body).build();
    }

    private static int closedPort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private CliHarness cli() {
        return new CliHarness(home, Map.of(), ps -> ps.embedProvider() == ProviderSettings.EmbedProvider.LOCAL
                ? new BagOfWordsEmbedder() : Providers.embedding(ps, 0));
    }

    private String[] args(String... command) throws IOException {
        String base = fault == Fault.REFUSED ? "http://127.0.0.1:" + closedPort() + protocol.root
                : server.url(protocol.root).toString();
        String[] common = CliHarness.concat(CliHarness.FAST, "--provider", protocol.flag, "--base-url", base,
                "--chat-model", "test-model");
        if (fault == Fault.WRONG_SIZE_EMBEDDING) {
            common = CliHarness.concat(common, "--embed-provider", protocol.flag, "--embed-model", "test-embed");
        }
        return CliHarness.concat(common, command);
    }

    private static void assertOneSentence(String err, String says) {
        List<String> lines = err.lines().filter(l -> !l.isBlank()).toList();
        assertThat(lines).as(err).hasSize(1);
        assertThat(lines.get(0)).startsWith("memory-journal: ").matches("^memory-journal: [A-Z].*[.]$")
                .contains(says);
        assertThat(err).doesNotContain("Exception").doesNotContain("java.").doesNotContain("\tat ")
                .doesNotContain("okhttp").doesNotContain("fasterxml").doesNotContain("StreamReadConstraints");
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("faults")
    void everyFaultIsOneSentenceAndTheUsersMessageIsKept(Protocol p, Fault f) throws IOException {
        protocol = p;
        fault = f;
        oversized = f == Fault.OVERSIZED ? p.whole("x".repeat(17 << 20)) : null;
        CliHarness cli = cli();

        CliHarness.Run r = cli.run(args("chat", "I planted tomatoes on the balcony today"));

        // the messages a user sees, one line per fault, in the test output
        System.out.printf("%-7s %-21s exit %d %5d ms  %s%n", p, f, r.status(), r.took().toMillis(), r.err().strip());
        assertThat(r.status()).as(r.err()).isEqualTo(f.status);
        if (f.status == 0) {
            assertThat(r.out()).contains("The real answer.").doesNotContain("interrupted");
            assertThat(r.err()).isBlank();
        } else {
            assertOneSentence(r.err(), f.says);
        }
        if (f == Fault.CUT) {
            assertThat(r.out()).contains("Half of the").contains("[the answer was interrupted]");
        }
        if (f == Fault.SILENT) {
            // the rating runs beside the answer and gives up first; nothing waits twice for the dead server
            assertThat(r.took()).isLessThan(Duration.ofMillis(1500 + 2500));
            assertThat(server.getRequestCount()).isLessThanOrEqualTo(2);
        }
        assertThat(elsewhere.getRequestCount()).isZero();

        CliHarness.Run json = cli.run(args("chat", "Second try about the tomatoes", "--json"));
        assertThat(json.status()).isEqualTo(f.status);
        JsonNode o = JSON.readTree(json.out());
        assertThat(o.isObject()).isTrue();
        if (f.status != 0) {
            assertThat(o.path("error").asText()).contains(f.says).endsWith(".");
        }

        List<StoredMessage> stored = cli.messages(BagOfWordsEmbedder.MODEL, BagOfWordsEmbedder.DIM);
        if (f == Fault.CUT) {
            assertThat(stored).filteredOn(m -> m.role() == StoredMessage.Role.ASSISTANT).first().satisfies(m -> {
                assertThat(m.text()).isEqualTo("Half of the ");
                assertThat(m.status()).isEqualTo(StoredMessage.Status.INTERRUPTED);
                assertThat(m.error()).contains(f.says);
            });
        }
        List<String> userTexts = stored.stream()
                .filter(m -> m.role() == StoredMessage.Role.USER).map(StoredMessage::text).toList();
        assertThat(userTexts).containsExactly("I planted tomatoes on the balcony today", "Second try about the tomatoes");
        String memories = cli.run(CliHarness.concat(args("list", "--json"))).out();
        if (f == Fault.WRONG_SIZE_EMBEDDING) {
            assertThat(memories).doesNotContain("tomatoes");
        } else {
            assertThat(memories).contains("I planted tomatoes on the balcony today");
        }
    }

    @org.junit.jupiter.api.Test
    void autoFallingBackToOfflineSaysWhichAddressDidNotAnswer() throws IOException {
        String url = "http://127.0.0.1:" + closedPort();
        CliHarness cli = cli();

        CliHarness.Run models = cli.run("--provider", "auto", "--base-url", url, "models");
        CliHarness.Run chat = cli.run("--provider", "auto", "--base-url", url, "chat", "Hello there");

        assertThat(models.status()).isZero();
        assertThat(models.out()).contains("No Ollama server answered at " + url + " (provider auto)");
        assertThat(chat.status()).isZero();
        assertThat(chat.out()).startsWith("No Ollama server answered at " + url);
    }

    @org.junit.jupiter.api.Test
    void chatJsonPrintsAnObjectWithTheErrorEvenWhenTheTurnCannotStart() throws IOException {
        protocol = Protocol.OLLAMA;
        fault = Fault.NOT_STREAMED;

        CliHarness.Run r = cli().run(args("chat", "Hello", "--conversation", "99999", "--json"));

        assertThat(r.status()).isNotZero();
        assertThat(JSON.readTree(r.out()).path("error").asText()).isEqualTo("There is no conversation 99999; leave out --conversation to continue the command line's own conversation.");
        assertThat(server.getRequestCount()).isZero();
    }

    @org.junit.jupiter.api.Test
    void theTimeoutsComeFromTheSettingsFileWhenNoFlagOrVariableSetsThem() throws IOException {
        protocol = Protocol.OPENAI;
        fault = Fault.SILENT;
        java.nio.file.Files.writeString(home.resolve("settings.properties"),
                "first_byte_timeout_ms=700\njudgement_timeout_ms=500\n");

        CliHarness.Run r = cli().run("--provider", "openai", "--base-url", server.url("/v1").toString(), "chat",
                "Is anyone there?");

        // a second turn, in a warm JVM: only the first-byte timeout is waited for
        CliHarness.Run again = cli().run("--provider", "openai", "--base-url", server.url("/v1").toString(), "chat",
                "Is anyone there now?");

        assertThat(r.status()).isEqualTo(1);
        assertOneSentence(r.err(), "sent nothing for 700 ms");
        assertThat(again.took()).isLessThan(Duration.ofMillis(700 + 1500));
    }

    @org.junit.jupiter.api.Test
    void aRaterThatTimesOutIsNotWaitedForAgainInTheSameTurn() throws IOException {
        protocol = Protocol.OPENAI;
        fault = Fault.NOT_STREAMED;
        silentJudge = true;
        CliHarness cli = cli();
        cli.run(args("list"));

        CliHarness.Run r = cli.run(args("chat", "I moved to Porto last spring"));

        // kind (times out after 1 s) — then no importance rating and no fact extraction wait for the server
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains("The real answer.");
        assertThat(server.getRequestCount()).isEqualTo(2);
        assertThat(r.took()).isLessThan(Duration.ofMillis(1000 + 1000));
        assertThat(cli.run(args("list", "--json")).out()).contains("I moved to Porto last spring");
    }
}
