package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The bad-input table: command lines a new user gets wrong. For each, the exit status the README
 * promises (2 bad usage, 1 other errors), one line on stderr that is a sentence (a capital first, a full
 * stop last) without a stack trace or the name of a Java class, and a journal left exactly as it was.
 */
class BadInputTableTest {
    private static final String PREFIX = "memory-journal: ";

    @TempDir
    Path home;

    static Stream<Arguments> badCommandLines() {
        List<Arguments> rows = new ArrayList<>();
        // remember: the text and its options
        rows.add(row(2, "remember", ""));
        rows.add(row(2, "remember", "   \t "));
        rows.add(row(2, "remember", "x".repeat(70_000)));
        rows.add(row(2, "remember"));
        rows.add(row(2, "remember", "-x"));
        rows.add(row(2, "remember", "--frob", "some text"));
        rows.add(row(2, "remember", "two", "arguments"));
        rows.add(row(2, "remember", "--", "-x marks the spot", "--at", "2026-03-21T11:30:00Z"));
        rows.add(row(2, "remember", "hello", "--importance", "0"));
        rows.add(row(2, "remember", "hello", "--importance", "11"));
        rows.add(row(2, "remember", "hello", "--importance", "7.5"));
        rows.add(row(2, "remember", "hello", "--importance", "high"));
        rows.add(row(2, "remember", "hello", "--importance"));
        rows.add(row(2, "remember", "hello", "--kind", "foo"));
        rows.add(row(2, "remember", "hello", "--at", "yesterday"));
        rows.add(row(2, "remember", "hello", "--at", "+1000000000-01-01T00:00:00Z"));
        rows.add(row(2, "remember", "hello", "--at", "-1000000000-01-01T00:00:00Z"));
        rows.add(row(2, "remember", "hello", "--at", "1899-12-31T23:59:59Z"));
        rows.add(row(2, "remember", "hello", "--at", "2026-13-01T00:00:00Z"));
        rows.add(row(2, "remember", "hello", "--at", "2026-03-01"));
        rows.add(row(2, "remember", "hello", "--at", "2199-01-01T00:00:00Z"));
        // recall
        rows.add(row(2, "recall"));
        rows.add(row(2, "recall", ""));
        rows.add(row(2, "recall", "tea", "-k", "0"));
        rows.add(row(2, "recall", "tea", "-k", "-3"));
        rows.add(row(2, "recall", "tea", "-k", "lots"));
        rows.add(row(2, "recall", "tea", "-k", "99999999999"));
        rows.add(row(2, "recall", "tea", "--weights", "1,2"));
        rows.add(row(2, "recall", "tea", "--weights", "a,b,c"));
        rows.add(row(2, "recall", "tea", "--policy", "fancy"));
        rows.add(row(2, "recall", "tea", "--now", "tomorrow"));
        rows.add(row(2, "recall", "tea", "--now", "3000-01-01T00:00:00Z"));
        // list, show, forget
        rows.add(row(2, "list", "--kind", "foo"));
        rows.add(row(2, "list", "--limit", "0"));
        rows.add(row(2, "list", "--limit", "many"));
        rows.add(row(2, "list", "--offset", "-5"));
        rows.add(row(2, "show"));
        rows.add(row(2, "show", "abc"));
        rows.add(row(2, "show", "0"));
        rows.add(row(2, "show", "-5"));
        rows.add(row(1, "show", "999999"));
        rows.add(row(2, "forget"));
        rows.add(row(2, "forget", "abc"));
        rows.add(row(1, "forget", "999999"));
        rows.add(row(1, "forget", "1", "999999"));
        rows.add(row(1, "forget", "1", "2", "999998", "999999"));
        // chat
        rows.add(row(2, "chat", ""));
        rows.add(row(2, "chat", "x".repeat(70_000)));
        rows.add(row(2, "chat", "hello", "--now", "+1000000000-01-01T00:00:00Z"));
        rows.add(row(2, "chat", "hello", "--conversation", "abc"));
        rows.add(row(1, "chat", "tell me about tea", "--conversation", "99999"));
        // global options and commands
        rows.add(row(2, "--base-url", "not a url", "list"));
        rows.add(row(2, "--base-url", "ftp://example.com", "list"));
        rows.add(row(2, "--provider", "fancy", "list"));
        rows.add(row(2, "--embed-provider", "fancy", "list"));
        rows.add(row(2, "--connect-timeout-ms", "soon", "list"));
        rows.add(row(2, "--first-byte-timeout-ms", "0", "list"));
        rows.add(row(2, "--token-timeout-ms", "-5", "list"));
        rows.add(row(2, "--judgement-timeout-ms", "", "list"));
        rows.add(row(2, "--data-dir"));
        rows.add(row(2, "frobnicate"));
        rows.add(row(2, "models", "--frob"));
        rows.add(row(2, "reembed", "--limit", "some"));
        rows.add(row(2, "reembed", "--limit", "-1"));
        // files
        rows.add(row(1, "import", "/nonexistent/backup.json"));
        rows.add(row(1, "import", "/dev/zero"));
        rows.add(row(1, "export", "/nonexistent/folder/backup.json"));
        return rows.stream();
    }

    private static Arguments row(int status, String... args) {
        String shown = String.join(" ", args);
        return Arguments.of(status, args, shown.length() > 60 ? shown.substring(0, 60) + "…" : shown);
    }

    @ParameterizedTest(name = "[{index}] exit {0}: {2}")
    @MethodSource("badCommandLines")
    void aBadCommandLineGetsOneSentenceAndChangesNothing(int status, String[] args, String shown) throws IOException {
        CliHarness cli = new CliHarness(home);
        cli.remember("I prefer green tea", "--kind", "semantic", "--at", "2026-01-01T00:00:00Z");
        cli.remember("Went climbing with Tom", "--at", "2026-01-02T00:00:00Z");
        String before = journal(cli);

        CliHarness.Run r = cli.run(args);

        assertThat(r.status()).as(r.err()).isEqualTo(status);
        String err = r.err();
        assertThat(err).as("one line on stderr").endsWith("\n").doesNotContain("\tat ");
        assertThat(err.strip()).as("one line on stderr").doesNotContain("\n").startsWith(PREFIX);
        String message = err.strip().substring(PREFIX.length());
        assertThat(message).as("a sentence").matches("^[A-Z'\"].*\\.$")
                .doesNotContainPattern("\\b(java|javax|org|com|picocli)\\.[a-z]")
                .doesNotContain("Exception").doesNotContain("StreamReadConstraints")
                .doesNotContain("could not be parsed at index").doesNotContain("Missing required parameter");
        assertThat(message.length()).isLessThan(400);
        assertThat(journal(cli)).as("the journal is unchanged").isEqualTo(before);
    }

    private static String journal(CliHarness cli) {
        return cli.run("list", "--json", "--include-superseded", "--limit", "1000").out();
    }
}
