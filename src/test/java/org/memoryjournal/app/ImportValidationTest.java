package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code import} reads strictly and as a stream: wrong types, versions or sizes are refused and nothing is imported. */
class ImportValidationTest {
    private static final String HEAD = "{\"format\":\"memory-journal-export\",\"version\":1,\"memories\":[";

    @TempDir
    Path home;

    private CliHarness.Run importing(String content) throws IOException {
        Path file = home.resolve("in.json");
        Files.writeString(file, content, StandardCharsets.UTF_8);
        return new CliHarness(home).run("import", file.toString());
    }

    private void assertNothingImported(CliHarness.Run r, String expected) throws IOException {
        assertThat(r.status()).as(r.err()).isEqualTo(1);
        String line = r.err().strip();
        assertThat(line).doesNotContain("\n").contains(expected).containsIgnoringCase("nothing was imported")
                .endsWith(".").doesNotContainPattern("\\b(java|org|com)\\.[a-z]").doesNotContain("Exception")
                .doesNotContain("StreamReadConstraints");
        assertThat(new CliHarness(home).run("list", "--json").json()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "version 99|{\"format\":\"memory-journal-export\",\"version\":99,\"memories\":[{\"text\":\"a\"}]}|version 99",
        "version as text|{\"format\":\"memory-journal-export\",\"version\":\"1\",\"memories\":[{\"text\":\"a\"}]}|version 1",
        "importance 7.9|" + HEAD + "{\"text\":\"ok\"},{\"text\":\"b\",\"importance\":7.9}]}|Entry 2",
        "importance as text|" + HEAD + "{\"text\":\"b\",\"importance\":\"7\"}]}|whole number from 1 to 10",
        "importance 0|" + HEAD + "{\"text\":\"b\",\"importance\":0}]}|whole number from 1 to 10",
        "importance huge|" + HEAD + "{\"text\":\"b\",\"importance\":99999999999999999999}]}|whole number from 1 to 10",
        "pinned yes|" + HEAD + "{\"text\":\"b\",\"pinned\":\"yes\"}]}|\"pinned\" must be true or false",
        "pinned 1|" + HEAD + "{\"text\":\"b\",\"pinned\":1}]}|\"pinned\" must be true or false",
        "text number|" + HEAD + "{\"text\":12345}]}|\"text\" must be a string",
        "text list|" + HEAD + "{\"text\":[\"a\"]}]}|\"text\" must be a string",
        "text missing|" + HEAD + "{\"kind\":\"semantic\"}]}|has no \"text\"",
        "text empty|" + HEAD + "{\"text\":\"  \"}]}|empty",
        "lone surrogate|" + HEAD + "{\"text\":\"half \\ud800 pair\"}]}|lone surrogate",
        "trailing garbage|" + HEAD + "{\"text\":\"a\"}]} and more|not valid JSON",
        "trailing number|" + HEAD + "{\"text\":\"a\"}]} 42|more after the end",
        "second document|" + HEAD + "{\"text\":\"a\"}]}{}|more after the end",
        "year one billion|" + HEAD + "{\"text\":\"a\",\"created_at\":\"+1000000000-01-01T00:00:00Z\"}]}|between 1900-01-01 and 2200-12-31",
        "date words|" + HEAD + "{\"text\":\"a\",\"created_at\":\"yesterday\"}]}|2026-01-31T09:00:00Z",
        "kind foo|" + HEAD + "{\"text\":\"a\",\"kind\":\"foo\"}]}|episodic, semantic or procedural",
        "entry not object|" + HEAD + "\"just text\"]}|not an object",
        "no format|{\"memories\":[{\"text\":\"a\"}]}|not a Memory Journal export",
        "memories not list|{\"format\":\"memory-journal-export\",\"memories\":{}}|not a Memory Journal export",
        "top-level list|[1,2,3]|not a Memory Journal export",
        "not json|not json at all|not valid JSON",
        "cut off|" + HEAD + "{\"text\":\"a\"|not valid JSON",
    })
    void aStrictReaderRefusesTheFileAndImportsNothing(String name, String content, String expected) throws IOException {
        assertNothingImported(importing(content), expected);
    }

    @Test
    void invalidUtf8IsRefused() throws IOException {
        Path file = home.resolve("bytes.json");
        byte[] head = (HEAD + "{\"text\":\"").getBytes(StandardCharsets.UTF_8);
        byte[] tail = "\"}]}".getBytes(StandardCharsets.UTF_8);
        byte[] all = new byte[head.length + 2 + tail.length];
        System.arraycopy(head, 0, all, 0, head.length);
        all[head.length] = (byte) 0xC3;
        all[head.length + 1] = (byte) 0x28;
        System.arraycopy(tail, 0, all, head.length + 2, tail.length);
        Files.write(file, all);
        assertNothingImported(new CliHarness(home).run("import", file.toString()), "not valid JSON");
    }

    @Test
    void aValidFileKeepsEveryValueExactly() throws IOException {
        CliHarness.Run r = importing(HEAD + "{\"id\":7,\"text\":\"emoji \\ud83d\\ude00 ok\",\"kind\":\"semantic\","
                + "\"importance\":7,\"created_at\":\"1950-05-01T00:00:00Z\",\"pinned\":true,\"source\":\"chat\","
                + "\"superseded_by\":null,\"embedding_model\":\"x\"}]}");
        assertThat(r.status()).as(r.err()).isZero();
        var m = new CliHarness(home).run("list", "--json").json().get(0);
        assertThat(m.get("text").asText()).isEqualTo("emoji \ud83d\ude00 ok");
        assertThat(m.get("importance").asInt()).isEqualTo(7);
        assertThat(m.get("pinned").asBoolean()).isTrue();
        assertThat(m.get("created_at").asText()).isEqualTo("1950-05-01T00:00:00Z");
    }

    @Test
    void aVersionOneFileImportedAgainAddsOnlyWhatTheJournalLacks() throws IOException {
        String two = "{\"text\":\"Blood type O negative\",\"created_at\":\"2025-01-11T10:05:00Z\"},"
                + "{\"text\":\"Moved to Harrogate\",\"created_at\":\"2025-06-01T09:00:00Z\"}";
        CliHarness.Run first = importing(HEAD + two + "]}");
        assertThat(first.status()).as(first.err()).isZero();
        assertThat(first.out()).contains("Imported 2 memories from");

        CliHarness.Run again = importing(HEAD + two + "]}");

        assertThat(again.status()).as(again.err()).isZero();
        assertThat(again.out().strip())
                .isEqualTo("All 2 memories in the file are already in the journal; nothing was imported.");
        assertThat(again.err()).doesNotContain("Embedding");
        CliHarness.Run more = importing(HEAD + two + ",{\"text\":\"Dentist on 9 April\","
                + "\"created_at\":\"2025-03-20T09:00:00Z\"},{\"text\":\"Moved to Harrogate\"}]}");
        assertThat(more.status()).as(more.err()).isZero();
        // The undated one is written now: it is not the dated memory of the same words.
        assertThat(more.out()).contains("Imported 2 memories from").contains("skipped 2 already present.");
        assertThat(new CliHarness(home).run("list", "--json").json()).hasSize(4);
    }

    @Test
    void aThreeGigabyteFileIsRefusedBeforeReadingIt() throws IOException {
        Path huge = home.resolve("huge.json");
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(3L * 1024 * 1024 * 1024); // sparse: takes no disk space
        }
        long start = System.nanoTime();
        assertNothingImported(new CliHarness(home).run("import", huge.toString()), "larger than 2048 MiB");
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(10_000);
    }

    @Test
    void anEndlessStreamIsRefusedWithoutRunningOutOfMemory() throws IOException {
        assertNothingImported(new CliHarness(home).run("import", "/dev/zero"), "not valid JSON");
    }

    @Test
    void aHugeStringIsRefusedWithASentence() throws IOException {
        Path file = home.resolve("long.json");
        Files.writeString(file, HEAD + "{\"text\":\"" + "x".repeat(2_000_000) + "\"}]}");
        assertNothingImported(new CliHarness(home).run("import", file.toString()), "far longer than a memory can be");
    }

    @Test
    void aMissingFileOrAFolderIsNamed() throws IOException {
        CliHarness.Run missing = new CliHarness(home).run("import", home.resolve("nope.json").toString());
        assertThat(missing.status()).isEqualTo(1);
        assertThat(missing.err()).contains("There is no file");
        CliHarness.Run folder = new CliHarness(home).run("import", home.toString());
        assertThat(folder.err()).contains("is a folder");
    }
}
