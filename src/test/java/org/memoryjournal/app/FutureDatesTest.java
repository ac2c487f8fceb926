package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A memory dated in the future could never be recalled (recall sees what was written up to the moment asked about),
 * so no surface keeps one: {@code remember --at} refuses it as bad input, and an import refuses the file, naming the
 * entry. A day of clock skew is allowed.
 */
class FutureDatesTest {
    @TempDir
    Path home;

    @Test
    void rememberRefusesADateInTheFutureButAllowsClockSkew() throws IOException {
        CliHarness cli = new CliHarness(home);

        CliHarness.Run r = cli.run("remember", "Trip to Mars planned", "--at", "2199-01-01T00:00:00Z");

        assertThat(r.status()).as(r.err()).isEqualTo(2);
        assertThat(r.err().strip()).startsWith("memory-journal: A memory cannot be dated 2199-01-01T00:00:00Z, in the "
                + "future").endsWith(".").doesNotContain("\n");
        assertThat(cli.run("list", "--json").json()).isEmpty();
        assertThat(cli.remember("Lunch with Tom", "--at", CliHarness.NOW.plusSeconds(12 * 3600).toString()))
                .as("within a day of now: clock skew").isPositive();
    }

    @Test
    void anImportHoldingAFutureDatedMemoryIsRefusedAndNamesTheEntry() throws IOException {
        CliHarness cli = new CliHarness(home.resolve("a"));
        cli.remember("Went climbing with Tom", "--at", "2026-01-02T00:00:00Z");
        cli.remember("Trip to Mars planned", "--at", "2026-01-03T00:00:00Z");
        Path file = home.resolve("export.json");
        assertThat(cli.run("export", file.toString()).status()).isZero();
        Files.writeString(file, Files.readString(file).replace("2026-01-03T00:00:00Z", "2199-01-01T00:00:00Z"));
        CliHarness other = new CliHarness(home.resolve("b"));

        CliHarness.Run r = other.run("import", file.toString());

        assertThat(r.status()).as(r.err()).isEqualTo(1);
        assertThat(r.err()).contains("Memory 2 of " + file).contains("2199-01-01T00:00:00Z, in the future")
                .contains("nothing was imported");
        assertThat(other.run("list", "--json").json()).isEmpty();
    }
}
