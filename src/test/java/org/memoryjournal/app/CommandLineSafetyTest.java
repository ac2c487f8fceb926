package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

/** Arguments are never file names, memory text never drives the terminal, and failed commands change nothing. */
class CommandLineSafetyTest {
    @TempDir
    Path home;

    private CliHarness cli() {
        return new CliHarness(home);
    }

    @Test
    void anArgumentStartingWithAtIsStoredAsWrittenNotReplacedByAFile() throws IOException {
        Path secret = home.resolve("secret.env");
        Files.writeString(secret, "API_KEY=hunter2\n");
        CliHarness cli = cli();

        long id = cli.remember("@" + secret);
        long host = cli.remember("@/etc/hostname");

        assertThat(cli.run("show", Long.toString(id), "--json").json().get("text").asText()).isEqualTo("@" + secret);
        assertThat(cli.run("show", Long.toString(host), "--json").json().get("text").asText()).isEqualTo("@/etc/hostname");
    }

    @Test
    void chatSendsAnAtArgumentAsTextNotAsTheFileContents() throws IOException {
        Path secret = home.resolve(".env");
        Files.writeString(secret, "API_KEY=hunter2\n");
        CliHarness.Run r = cli().run("chat", "@" + secret, "--json");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).doesNotContain("hunter2");
        long written = r.json().get("written").get(0).asLong();
        assertThat(cli().run("show", Long.toString(written), "--json").json().get("text").asText()).isEqualTo("@" + secret);
    }

    @Test
    void showListAndRecallPrintControlCharactersVisiblyAndJsonStaysExact() throws IOException {
        String nasty = "ring\u0007 the \u001b[31mred\u001b[0m bell\rOVERWRITE \u202Eevil";
        CliHarness cli = cli();
        long id = cli.remember(nasty);

        for (CliHarness.Run r : new CliHarness.Run[] {cli.run("show", Long.toString(id)), cli.run("list"),
            cli.run("recall", "ring the red bell", "--no-touch")}) {
            assertThat(r.status()).as(r.err()).isZero();
            assertThat(r.out()).doesNotContain("\u001b").doesNotContain("\u0007").doesNotContain("\r")
                    .doesNotContain("\u202E").contains("\\e[31mred\\e[0m").contains("\\u0007").contains("\\u000d")
                    .contains("\\u202e");
        }
        JsonNode json = cli.run("show", Long.toString(id), "--json").json();
        assertThat(json.get("text").asText()).isEqualTo(nasty);
    }

    @Test
    void datesOutsideNineteenHundredToTwentyTwoHundredAreRefusedAsBadUsage() throws IOException {
        CliHarness cli = cli();
        for (String t : new String[] {"+1000000000-01-01T00:00:00Z", "-1000000000-01-01T00:00:00Z",
            "1899-12-31T23:59:59Z", "2201-01-01T00:00:00Z"}) {
            CliHarness.Run r = cli.run("remember", "a dated memory", "--at", t);
            assertThat(r.status()).as(t + ": " + r.err()).isEqualTo(2);
            assertThat(r.err()).contains("between 1900-01-01 and 2200-12-31");
        }
        assertThat(cli.run("recall", "dated", "--now", "+1000000000-01-01T00:00:00Z").status()).isEqualTo(2);
        assertThat(cli.run("chat", "hello", "--now", "3000-01-01T00:00:00Z").status()).isEqualTo(2);
        assertThat(cli.run("list", "--json").json()).isEmpty();

        long first = cli.remember("the first day", "--at", "1900-01-01T00:00:00Z");
        assertThat(cli.run("show", Long.toString(first), "--json").json().get("created_at").asText())
                .isEqualTo("1900-01-01T00:00:00Z");
        // The last day is a time to recall at; a memory may not be dated in the future (FutureDatesTest).
        assertThat(cli.run("recall", "first", "--now", "2200-12-31T23:59:59Z", "--no-touch").status()).isZero();
    }

    @Test
    void textStartingWithADashGetsAHelpfulSentence() throws IOException {
        CliHarness cli = cli();
        CliHarness.Run r = cli.run("remember", "-x");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err().strip()).doesNotContain("Missing required parameter")
                .contains("remember -- \"-x\"");
        long id = cli.remember("--", "-x");
        assertThat(cli.run("show", Long.toString(id), "--json").json().get("text").asText()).isEqualTo("-x");
    }

    @Test
    void forgetCountsARepeatedIdOnceAndNamesMissingIdsWithoutDeletingAnything() throws IOException {
        CliHarness cli = cli();
        long a = cli.remember("first");
        long b = cli.remember("second");

        CliHarness.Run missing = cli.run("forget", Long.toString(a), "999999", "888888");
        assertThat(missing.status()).isEqualTo(1);
        assertThat(missing.err()).contains("999999").contains("888888").contains("nothing was forgotten");
        assertThat(cli.run("list", "--json").json()).hasSize(2);

        CliHarness.Run twice = cli.run("forget", Long.toString(b), Long.toString(b));
        assertThat(twice.status()).as(twice.err()).isZero();
        assertThat(twice.out().strip()).isEqualTo("Forgot 1 memory.");
        assertThat(cli.run("list", "--json").json()).extracting(n -> n.get("id").asLong()).containsExactly(a);
    }

    @Test
    void chatInAConversationThatDoesNotExistTouchesNoMemory() throws IOException {
        CliHarness cli = cli();
        long id = cli.remember("my bike is blue", "--at", "2026-01-01T00:00:00Z");

        CliHarness.Run r = cli.run("chat", "what colour is my bike?", "--conversation", "99999");

        assertThat(r.status()).isEqualTo(1);
        assertThat(r.err()).contains("There is no conversation 99999");
        JsonNode all = cli.run("list", "--json").json();
        assertThat(all).hasSize(1);
        assertThat(all.get(0).get("id").asLong()).isEqualTo(id);
        assertThat(all.get(0).get("last_accessed").asText()).isEqualTo("2026-01-01T00:00:00Z");
    }

    @Test
    void expectedFailuresAreLoggedInOneLineWithoutAStackTraceOrTheUsersWords() throws IOException {
        CliHarness cli = cli();
        cli.remember("private words about the garden");
        assertThat(cli.run("forget", "424242").status()).isEqualTo(1);
        assertThat(cli.run("import", "/dev/zero").status()).isEqualTo(1);
        assertThat(cli.run("chat", "the garden again", "--conversation", "777").status()).isEqualTo(1);

        String log = Files.readString(home.resolve("logs").resolve("memory-journal.log"));
        assertThat(log).contains("The command forget failed").contains("The command import failed")
                .doesNotContain("\tat ").doesNotContain("ERROR").doesNotContain("garden");
    }
}
