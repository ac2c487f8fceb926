package org.memoryjournal.app;

import org.memoryjournal.settings.DataDirectory;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.app.cli.MemoryJournalCli;
import org.memoryjournal.llm.LocalEmbeddingProvider;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The command line as a user runs it: real SQLite file, real BGE model, offline responder. */
class CommandLineTest {
    private static final Instant NOW = Instant.parse("2026-01-31T09:00:00Z");
    private static final LocalEmbeddingProvider BGE = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.BGE_SMALL);
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path home;

    record Run(int status, String out, String err) {
        JsonNode json() throws IOException {
            return JSON.readTree(out);
        }
    }

    @AfterAll
    static void closeModel() {
        BGE.close();
    }

    private Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Map<String, String> env = Map.of("MEMORY_JOURNAL_PROVIDER", "offline");
        int status = MemoryJournalCli.run(args,
                cli -> Journal.open(DataDirectory.resolve(Optional.of(cli.dataDir().orElse(home)), env, "linux", home),
                        cli.providerFlags(), env, Clock.fixed(NOW, ZoneOffset.UTC), ps -> new SharedEmbedder(BGE)),
                cli -> { throw new AssertionError("the desktop app must not open in this test"); },
                new PrintWriter(out), new PrintWriter(err));
        return new Run(status, out.toString(), err.toString());
    }

    private long remember(String... args) {
        String[] all = Stream.concat(Stream.of("remember"), Stream.of(args)).toArray(String[]::new);
        Run r = run(all);
        assertThat(r.status()).as(r.err()).isZero();
        return Long.parseLong(r.out().strip());
    }

    @Test
    void rememberPrintsTheIdAndShowGivesEveryField() throws IOException {
        long id = remember("I decided to learn the cello", "--kind", "episodic", "--importance", "7",
                "--at", "2026-01-10T08:00:00Z");
        JsonNode m = run("show", Long.toString(id), "--json").json();
        assertThat(m.get("text").asText()).isEqualTo("I decided to learn the cello");
        assertThat(m.get("kind").asText()).isEqualTo("episodic");
        assertThat(m.get("importance").asInt()).isEqualTo(7);
        assertThat(m.get("created_at").asText()).isEqualTo("2026-01-10T08:00:00Z");
        assertThat(m.get("last_accessed").asText()).isEqualTo("2026-01-10T08:00:00Z");
        assertThat(m.get("embedding_model").asText()).isEqualTo("local:bge-small-en-v1.5-q");
    }

    @Test
    void withoutImportanceOrKindTheHeuristicsDecide() throws IOException {
        long instruction = remember("From now on always answer me in French");
        long chatter = remember("ok thanks");
        assertThat(run("show", Long.toString(instruction), "--json").json().get("kind").asText()).isEqualTo("procedural");
        int high = run("show", Long.toString(instruction), "--json").json().get("importance").asInt();
        int low = run("show", Long.toString(chatter), "--json").json().get("importance").asInt();
        assertThat(high).isGreaterThan(low);
    }

    @Test
    void aStandingInstructionRecalledForAQuestionAboutBehaviourShowsItsFitNotATimeMatch() throws IOException {
        long call = remember("Always call me Sam, never Samuel", "--at", NOW.minusSeconds(86_400).toString());
        remember("Sam from work lent me a book", "--at", NOW.minusSeconds(3_600).toString());

        Run r = run("recall", "What should you call me?", "--now", NOW.toString(), "--no-touch", "--json");

        assertThat(r.status()).as(r.err()).isZero();
        JsonNode top = r.json().get("results").get(0);
        assertThat(top.get("id").asLong()).isEqualTo(call);
        assertThat(top.get("question_fit").asDouble()).isEqualTo(0.5);
        assertThat(top.get("question_fit_reason").asText()).isEqualTo("instruction");
        assertThat(top.get("time_match").asDouble()).isZero();
        Run text = run("recall", "What should you call me?", "--now", NOW.toString(), "--no-touch");
        assertThat(text.out())
                .contains("+ fits the question 0.500 (a standing instruction, which the question asks for)")
                .doesNotContain("+ time");
    }

    @Test
    void classicRecallPrefersTheImportantRecentMemoryAndTouchesIt() throws IOException {
        remember("brushed teeth", "--importance", "1", "--at", NOW.minusSeconds(1_000_000).toString());
        long groq = remember("decided to default to Groq", "--importance", "8", "--at", NOW.minusSeconds(10).toString());

        Run r = run("recall", "what did I do", "-k", "1", "--policy", "classic", "--now", NOW.toString(), "--json");

        assertThat(r.status()).as(r.err()).isZero();
        JsonNode results = r.json().get("results");
        assertThat(results).hasSize(1);
        JsonNode top = results.get(0);
        assertThat(top.get("id").asLong()).isEqualTo(groq);
        assertThat(top.get("rank").asInt()).isEqualTo(1);
        assertThat(top.get("importance_score").asDouble()).isEqualTo(0.8);
        assertThat(top.get("score").asDouble()).isCloseTo(top.get("relevance").asDouble()
                + top.get("recency").asDouble() + 0.8, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(r.json().get("now").asText()).isEqualTo(NOW.toString());
        assertThat(run("show", Long.toString(groq), "--json").json().get("last_accessed").asText())
                .isEqualTo(NOW.toString());
    }

    @Test
    void recallWithNoTouchChangesNothing() throws IOException {
        long id = remember("the spare key is under the blue flowerpot", "--at", "2026-01-01T00:00:00Z");
        Run r = run("recall", "where is the spare key", "--no-touch", "--now", NOW.toString(), "--json");
        assertThat(r.json().get("results").get(0).get("id").asLong()).isEqualTo(id);
        assertThat(run("show", Long.toString(id), "--json").json().get("last_accessed").asText())
                .isEqualTo("2026-01-01T00:00:00Z");
    }

    @Test
    void recallFindsTheRelevantMemoryAmongOthers() throws IOException {
        remember("My sister Ana lives in Porto");
        long dentist = remember("Dentist appointment on Friday at 3 pm");
        remember("I prefer green tea over coffee");
        Run r = run("recall", "when do I see the dentist?", "-k", "2", "--json");
        assertThat(r.json().get("results").get(0).get("id").asLong()).isEqualTo(dentist);
    }

    @Test
    void aNoteFoundByOneOfItsSentencesSaysWhichInJsonAndInPlainText() throws IOException {
        long week = remember("Long week at work. The quarterly report finally went out on Friday. At Tom's café I get "
                + "a soy chai latte now instead of coffee.");
        JsonNode first = run("recall", "What do I order at Tom's café?", "--no-touch", "--json").json()
                .get("results").get(0);
        assertThat(first.get("id").asLong()).isEqualTo(week);
        assertThat(first.get("passage").asInt()).isEqualTo(2);
        assertThat(first.get("passage_sentence").asText())
                .isEqualTo("At Tom's café I get a soy chai latte now instead of coffee.");
        assertThat(run("recall", "What do I order at Tom's café?", "--no-touch").out())
                .contains("relevance of its passage: At Tom's café I get a soy chai latte now instead of coffee.");
    }

    @Test
    void aQuestionAskedBeforeRanksBelowTheNoteThatAnswersItAndSaysWhy() throws Exception {
        long asked = remember("What does my sister Ana love?");
        long answer = remember("My sister Ana loves orchids, she grows them on her balcony.");

        JsonNode results = run("recall", "What does Ana love?", "--no-touch", "--json").json().get("results");
        assertThat(results.get(0).get("id").asLong()).isEqualTo(answer);
        assertThat(results.get(0).has("asked_only")).isFalse();
        assertThat(results.get(1).get("id").asLong()).isEqualTo(asked);
        assertThat(results.get(1).get("asked_only").asBoolean()).isTrue();
        assertThat(run("recall", "What does Ana love?", "--no-touch").out())
                .contains("(×0.5: a question asked, not an answer)");
    }

    @Test
    void reembedEmbedsThePassagesOfMemoriesThatHaveNoneYet() throws Exception {
        long week = remember("Long week at work. The quarterly report finally went out on Friday. At Tom's café I get "
                + "a soy chai latte now instead of coffee.");
        remember("Tom's café has new chairs.");
        assertThat(run("reembed").out()).contains("Embedded the passages of 0 memories; none is waiting.");
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + home.resolve("journal.db"));
             java.sql.Statement st = c.createStatement()) {
            st.execute("DELETE FROM memory_parts"); // as in a journal from before passages, or after an import
        }
        assertThat(run("recall", "What do I order at Tom's café?", "--no-touch", "--json").json().get("results")
                .findValues("passage")).isEmpty();

        assertThat(run("reembed", "--limit", "1").out())
                .contains("Embedded the passages of 1 memory; more wait for the next run.");
        assertThat(run("reembed").out()).contains("Embedded the passages of 1 memory; none is waiting.");
        JsonNode results = run("recall", "What do I order at Tom's café?", "--no-touch", "--json").json()
                .get("results");
        assertThat(results.findValues("passage")).hasSize(1);
        for (JsonNode r : results) {
            assertThat(r.has("passage")).isEqualTo(r.get("id").asLong() == week);
        }
    }

    @Test
    void anUpdateWordedUnlikeTheQuestionIsFoundByTheFactItReplaced() throws IOException {
        // The issue's own case: the update shares no words with the question, the old fact is superseded (hidden).
        long golf = remember("I drive a Golf", "--at", "2025-06-01T09:00:00Z");
        long sold = remember("Sold the Golf to a lad from Leeds, cycling everywhere now", "--at", "2025-11-01T09:00:00Z");
        remember("Picked up a new helmet and lights for the bike", "--at", "2026-01-20T09:00:00Z");
        assertThat(run("show", Long.toString(golf), "--json").json().get("superseded_by").asLong()).isEqualTo(sold);

        JsonNode results = run("recall", "What car do I drive?", "--no-touch", "--json").json().get("results");
        assertThat(results.get(0).get("id").asLong()).isEqualTo(sold);
        assertThat(results.get(0).get("relevance_of").asLong()).isEqualTo(golf);
        assertThat(results.findValuesAsText("id")).doesNotContain(Long.toString(golf));
        assertThat(run("recall", "What car do I drive?", "--no-touch").out())
                .contains("(of [" + golf + "], which it replaced)");
    }

    @Test
    void aChangeNotCaughtWhenWrittenStillWinsWhenBothAreRecalledAndTheOldOneSaysWhatReplacedIt() throws IOException {
        // Worded too far from the sign-up to supersede it when written; recall finds both and the move wins.
        long monday = remember("--at", "2025-01-08T01:00:00Z", "--",
                "Signed up for Carmen's conversation class, Mondays 6-7:30pm at the cultural center, 8 of us");
        long yoga = remember("--at", "2025-02-15T17:30:00Z", "--",
                "Yoga moved to Monday nights, so I'll have to pick between yoga and Spanish");
        long thursday = remember("--at", "2025-03-04T19:20:00Z", "--", "Carmen shifted our group to Thursday lunch, "
                + "1 to 2:30, because half of us had the Monday clash. works for me");
        assertThat(run("show", Long.toString(monday), "--json").json().get("superseded_by").isNull()).isTrue();

        JsonNode results = run("recall", "When's my Spanish conversation class?", "--now", "2025-09-01T10:00:00Z",
                "--no-touch", "--json").json().get("results");

        assertThat(results.findValuesAsText("id")).startsWith(Long.toString(thursday), Long.toString(monday),
                Long.toString(yoga));
        assertThat(results.get(0).get("relevance_of").asLong()).isEqualTo(monday);
        assertThat(results.get(1).get("outdated_by").asLong()).isEqualTo(thursday);
        assertThat(results.get(2).has("outdated_by")).isFalse();
        assertThat(run("recall", "When's my Spanish conversation class?", "--now", "2025-09-01T10:00:00Z",
                "--no-touch").out()).contains("(replaced by the newer [" + thursday + "])");
    }

    @Test
    void recallAtAPastTimeSeesTheJournalAsItStoodThen() throws IOException {
        long golf = remember("--at", "2025-01-10T09:00:00Z", "--", "I drive a silver VW Golf, bought it second hand");
        long sold = remember("--at", "2025-06-02T18:00:00Z", "--",
                "Sold the Golf today, I'm cycling everywhere from now on");
        remember("--at", "2025-07-01T08:00:00Z", "--", "Test drove a Golf for fun, still love how it handles");

        JsonNode march = run("recall", "What car do I drive?", "--now", "2025-03-01T10:00:00Z", "--no-touch",
                "--json").json().get("results");
        JsonNode september = run("recall", "What car do I drive?", "--now", "2025-09-01T10:00:00Z", "--no-touch",
                "--json").json().get("results");

        assertThat(march.findValuesAsText("id")).containsExactly(Long.toString(golf));
        assertThat(march.get(0).has("relevance_of")).isFalse();
        assertThat(september.findValuesAsText("id")).startsWith(Long.toString(sold));
    }

    @Test
    void listFiltersByKindAndForgetDeletes() throws IOException {
        long a = remember("I live in Lyon", "--kind", "semantic");
        long b = remember("Went running this morning", "--kind", "episodic");
        JsonNode semantic = JSON.readTree(run("list", "--kind", "semantic", "--json").out());
        assertThat(semantic).extracting(n -> n.get("id").asLong()).containsExactly(a);

        Run forget = run("forget", Long.toString(b));
        assertThat(forget.status()).isZero();
        assertThat(JSON.readTree(run("list", "--json").out())).extracting(n -> n.get("id").asLong()).containsExactly(a);
    }

    @Test
    void errorsAreOneLineOnStderrWithExitStatusOne() {
        Run unknown = run("forget", "4242");
        assertThat(unknown.status()).isEqualTo(1);
        assertThat(unknown.err().strip()).isEqualTo("memory-journal: No memory with id 4242.");
        assertThat(run("list", "--json").out().strip()).isEqualTo("[]");
    }

    @Test
    void badUsageExitsWithTwo() {
        assertThat(run("frobnicate").status()).isEqualTo(2);
        Run badTime = run("remember", "x", "--at", "yesterday");
        assertThat(badTime.status()).isEqualTo(2);
        assertThat(badTime.err()).contains("ISO-8601");
        assertThat(run("recall").status()).isEqualTo(2);
        assertThat(run("recall", "x", "--weights", "1,2").status()).isEqualTo(2);

        Run importance = run("remember", "hello there", "--importance", "11");
        assertThat(importance.status()).isEqualTo(2);
        assertThat(importance.err()).contains("between 1 and 10").doesNotContain("Exception").doesNotContain("\tat ");

        Run empty = run("remember", "   ");
        assertThat(empty.status()).isEqualTo(2);
        assertThat(empty.err()).contains("empty");

        Run huge = run("remember", "x".repeat(70_000));
        assertThat(huge.status()).isEqualTo(2);
        assertThat(huge.err()).contains("64 KiB");

        // An option after --, where everything is text: the advice is to move it, not to add the -- already there.
        Run optionAfterDashes = run("remember", "--", "-x marks the spot", "--at", "2026-03-21T11:30:00Z");
        assertThat(optionAfterDashes.status()).isEqualTo(2);
        assertThat(optionAfterDashes.err()).contains("'--at' is an option of").contains("put the options before --")
                .doesNotContain("put -- before it");
        Run dashedText = run("remember", "-x marks the spot");
        assertThat(dashedText.err()).contains("put -- before it");
        assertThat(run("list", "--json").out().strip()).isEqualTo("[]");
    }

    @Test
    void everyCommandHasHelp() {
        for (String cmd : List.of("remember", "recall", "list", "show", "forget", "chat", "models", "export", "import")) {
            Run r = run(cmd, "--help");
            assertThat(r.status()).as(cmd).isZero();
            assertThat(r.out()).as(cmd).contains("Usage: memory-journal " + cmd);
        }
    }

    @Test
    void everyTrainingCommandsHelpNamesItselfAndWhatItTrains() {
        Map<String, String> trains = Map.of("detail-probe", "detail probe", "importance-probe", "importance probe",
                "query-adapter", "query adapter");
        trains.forEach((cmd, what) -> {
            Run r = run("eval", cmd, "--help");
            assertThat(r.status()).as(cmd).isZero();
            assertThat(r.out()).as(cmd).contains("Usage: memory-journal eval " + cmd + " ")
                    .contains("Train the " + what + " of a local embedding model");
        });
    }

    @Test
    void chatOfflineAnswersFromMemoryAndWritesTheTurnBack() throws IOException {
        long fact = remember("My daughter Lena is allergic to peanuts", "--kind", "semantic", "--importance", "9");
        Run r = run("chat", "What is Lena allergic to?", "--json");

        assertThat(r.status()).as(r.err()).isZero();
        JsonNode o = r.json();
        assertThat(o.get("reply").asText()).contains("No language model is connected").contains("peanuts");
        assertThat(o.get("recalled").get(0).get("id").asLong()).isEqualTo(fact);
        long written = o.get("written").get(0).asLong();
        assertThat(run("show", Long.toString(written), "--json").json().get("text").asText())
                .isEqualTo("What is Lena allergic to?");
    }

    @Test
    void chatStreamsPlainTextWithoutJson() {
        remember("I keep my passport in the desk drawer");
        Run r = run("chat", "Where is my passport?");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("desk drawer");
    }

    @Test
    void chatAgainstAnEndpointThatIsDownKeepsTheMessageAndExitsOne() throws IOException {
        Run r = run("--provider", "ollama", "--base-url", "http://127.0.0.1:9", "chat", "Book the flight to Rome");
        assertThat(r.status()).isEqualTo(1);
        assertThat(r.err()).contains("not running").contains("Your message was kept in the conversation and remembered");
        JsonNode all = JSON.readTree(run("list", "--json").out());
        assertThat(all).extracting(n -> n.get("text").asText()).contains("Book the flight to Rome");
    }

    @Test
    void exportThenImportIntoAnotherJournalKeepsEveryMemory(@TempDir Path other) throws IOException {
        remember("I live in Lyon", "--kind", "semantic", "--importance", "6", "--at", "2025-05-01T00:00:00Z");
        remember("Went to the Alps", "--kind", "episodic", "--importance", "4", "--pinned");
        Path file = home.resolve("backup.json");
        assertThat(run("export", file.toString()).status()).isZero();
        assertThat(Files.readString(file)).doesNotContain("api").contains("I live in Lyon");

        Run imported = run("--data-dir", other.toString(), "import", file.toString());
        assertThat(imported.status()).as(imported.err()).isZero();
        JsonNode list = JSON.readTree(run("--data-dir", other.toString(), "list", "--json").out());
        assertThat(list).extracting(n -> n.get("text").asText()).containsExactlyInAnyOrder("I live in Lyon", "Went to the Alps");
        JsonNode lyon = list.get(0).get("text").asText().equals("I live in Lyon") ? list.get(0) : list.get(1);
        assertThat(lyon.get("created_at").asText()).isEqualTo("2025-05-01T00:00:00Z");
        assertThat(lyon.get("importance").asInt()).isEqualTo(6);
        assertThat(lyon.get("source").asText()).isEqualTo("manual"); // an export keeps where a memory came from
    }

    @Test
    void aBrokenImportFileWritesNothing(@TempDir Path other) throws IOException {
        Path broken = home.resolve("broken.json");
        Files.writeString(broken, "{\"format\":\"memory-journal-export\",\"memories\":[{\"text\":\"ok\"},{\"text\":\"\"}]}");
        Run r = run("--data-dir", other.toString(), "import", broken.toString());
        assertThat(r.status()).isEqualTo(1);
        assertThat(r.err()).contains("Entry 2").contains("nothing was imported");
        assertThat(run("--data-dir", other.toString(), "list", "--json").out().strip()).isEqualTo("[]");

        Files.writeString(broken, "not json at all");
        assertThat(run("import", broken.toString()).err()).contains("not valid JSON");
    }

    @Test
    void theDataDirectoryIsPrivateAndTheLogHoldsNoMemoryText() throws IOException {
        remember("secret-phrase-kumquat");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(home))).isEqualTo("rwx------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(home.resolve("journal.db"))))
                .isEqualTo("rw-------");
        Path log = home.resolve("logs").resolve("memory-journal.log");
        assertThat(log).exists();
        assertThat(Files.readString(log)).doesNotContain("kumquat");
    }

    @Test
    void modelsShowsTheOfflineProviderAndTheEmbeddingModel() {
        Run r = run("models");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("offline").contains("local:bge-small-en-v1.5-q");
    }
}
