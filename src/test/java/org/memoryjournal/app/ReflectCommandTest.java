package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code reflect}, and what {@code remember} and {@code chat} say about duplicates and replaced memories, through the
 * real command line.
 */
class ReflectCommandTest {
    @TempDir
    Path home;

    private CliHarness.Run run(String... args) {
        return new CliHarness(home).run(args);
    }

    private void weeklyRuns() {
        String[] days = {"2026-01-03", "2026-01-10", "2026-01-17", "2026-01-24"};
        for (String day : days) {
            assertThat(run("remember", "--kind", "episodic", "--at", day + "T07:00:00Z",
                    "went running along the canal before work").status()).isZero();
        }
        assertThat(run("remember", "--at", "2026-01-12T12:00:00Z", "dentist says I need a filling").status()).isZero();
    }

    @Test
    void aDryRunShowsTheInsightAndReflectWritesItOnce() {
        weeklyRuns();

        CliHarness.Run dry = run("reflect", "--dry-run", "--now", "2026-01-25T09:00:00Z");
        assertThat(dry.status()).as(dry.err()).isZero();
        assertThat(dry.out()).startsWith("Would write (recurring episodes, evidence #1 #2 #3 #4): Regularly, 4 times "
                + "between 3 January and 24 January 2026 (about once a week)");
        assertThat(run("list", "--json").out()).doesNotContain("Regularly");

        CliHarness.Run real = run("reflect", "--now", "2026-01-25T09:00:00Z");
        assertThat(real.out()).startsWith("Wrote #6 (recurring episodes, evidence #1 #2 #3 #4)");
        assertThat(run("show", "6").out()).contains("reflection").contains("semantic");

        assertThat(run("reflect").out()).isEqualTo("Nothing new to reflect on since the last reflection.\n");
    }

    @Test
    void rememberingAChangeTellsWhichMemoryItReplacedAndThatItIsKept() {
        // The harness's bag-of-words embedder: the change shares most of its words with what it replaces.
        assertThat(run("remember", "--at", "2025-01-05T08:00:00Z", "I drive a blue Golf to work.").out().strip())
                .isEqualTo("1");
        assertThat(run("remember", "--at", "2025-02-10T08:00:00Z", "Lunch at the canteen, soup again.").err())
                .doesNotContain("replaces");

        CliHarness.Run change = run("remember", "--at", "2025-03-20T08:00:00Z",
                "Sold the blue Golf, I cycle to work now.");

        assertThat(change.status()).isZero();
        assertThat(change.out().strip()).isEqualTo("3");
        assertThat(change.err()).contains("Remembered as #3; it replaces #1 (").contains("kept, marked superseded");
        assertThat(run("show", "1", "--json").out()).contains("\"superseded_by\":3");
    }

    @Test
    void rememberingTheSameThingAgainTellsWhichMemoryAlreadyHasIt() {
        assertThat(run("remember", "--at", "2025-01-05T08:00:00Z", "my blood type is o negative").out().strip())
                .isEqualTo("1");

        CliHarness.Run again = run("remember", "--at", "2025-01-20T08:00:00Z", "--importance", "9",
                "my blood type is o negative");

        assertThat(again.status()).isZero();
        assertThat(again.out().strip()).isEqualTo("1");
        assertThat(again.err()).contains("Already known as #1; nothing new was stored.");
        assertThat(run("show", "1", "--json").out()).contains("\"importance\":9");
    }

    @Test
    void aChatTurnThatReplacedAMemorySaysWhichOnStderrAndInItsJson() throws Exception {
        assertThat(run("remember", "--at", "2025-01-05T08:00:00Z", "I drive a blue Golf to work.").out().strip())
                .isEqualTo("1");

        CliHarness.Run said = run("chat", "--now", "2025-03-20T08:00:00Z", "Sold the blue Golf, I cycle to work now.");

        assertThat(said.status()).as(said.err()).isZero();
        assertThat(said.err()).contains("Remembered as #2; it replaces #1 (").contains("kept, marked superseded");
        CliHarness.Run json = run("chat", "--now", "2025-03-21T08:00:00Z", "--json", "Lunch at the canteen, soup again.");
        com.fasterxml.jackson.databind.JsonNode o = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(json.out());
        assertThat(o.get("replaced")).as("a turn that replaced nothing").isEmpty();
        assertThat(json.err()).doesNotContain("replaces");
    }

    @Test
    void aChatTurnsJsonNamesTheMemoriesItReplaced() throws Exception {
        run("remember", "--at", "2025-01-05T08:00:00Z", "I drive a blue Golf to work.");

        CliHarness.Run said = run("chat", "--now", "2025-03-20T08:00:00Z", "--json",
                "Sold the blue Golf, I cycle to work now.");

        assertThat(said.status()).as(said.err()).isZero();
        com.fasterxml.jackson.databind.JsonNode replaced = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(said.out()).get("replaced");
        assertThat(replaced).hasSize(1);
        assertThat(replaced.get(0).get("id").asLong()).isEqualTo(1);
        assertThat(replaced.get(0).get("text").asText()).isEqualTo("I drive a blue Golf to work.");
        assertThat(replaced.get(0).get("replaced_by").asLong()).isEqualTo(2);
        assertThat(replaced.get(0).get("reason").asText()).isNotBlank();
        assertThat(said.err()).as("--json keeps stderr for errors").doesNotContain("replaces");
    }
}
