package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code backup} says what it copied in words a person would use: "no conversations", "1 conversation". */
class BackupCommandTest {
    @TempDir
    Path home;

    @Test
    void aJournalWithoutConversationsIsBackedUpWithNoConversations() {
        CliHarness cli = new CliHarness(home.resolve("j"));
        cli.remember("I prefer green tea");
        cli.remember("Went climbing with Tom");
        Path file = home.resolve("copy.db");

        CliHarness.Run r = cli.run("backup", file.toString());

        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("Backed up 2 memories and no conversations to " + file + " in ");
    }

    @Test
    void oneConversationAndItsMemoryAreCountedInTheSingular() {
        CliHarness cli = new CliHarness(home.resolve("j"));
        assertThat(cli.run("chat", "I had green tea with Ana").status()).isZero();
        Path file = home.resolve("copy.db");

        CliHarness.Run r = cli.run("backup", file.toString());

        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("Backed up 1 memory and 1 conversation to " + file + " in ");
    }
}
