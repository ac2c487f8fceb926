package org.memoryjournal.app.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.app.cli.MemoryJournalCli;

/**
 * The fault-injection suite, through {@code memory-journal selfcheck --faults} as a user runs it: child
 * JVMs killed with SIGKILL during remember, import, forget, chat write-back and export, and a full disk.
 * Twelve trials here (two of each kind); a nightly run passes {@code -Dfaults.trials=50} or more, or runs
 * {@code bin/memory-journal selfcheck --faults --trials 200}.
 */
class FaultSuiteTest {
    private static final int TRIALS = Integer.getInteger("faults.trials", 12);

    @TempDir
    Path work;

    private record Run(int status, String out, String err) {
    }

    private static Run cli(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = MemoryJournalCli.run(args, cli -> {
            throw new AssertionError("selfcheck must not open the user's journal");
        }, cli -> {
            throw new AssertionError("no desktop");
        }, new PrintWriter(out), new PrintWriter(err));
        return new Run(status, out.toString(), err.toString());
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void killsAndAFullDiskLoseNoAcknowledgedWriteAndCorruptNoFile() throws Exception {
        Run run = cli("selfcheck", "--faults", "--trials", Integer.toString(TRIALS), "--seed", "11",
                "--work-dir", work.toString());
        assertThat(run.status()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("No acknowledged write was lost and no file was corrupt.");
        String total = run.out().lines().filter(l -> l.startsWith("total")).findFirst().orElseThrow();
        assertThat(total.split("\\s+")).containsSubsequence(Integer.toString(TRIALS)).endsWith("0", "0", "0", "0");
        for (String kind : new String[] {"remember", "import", "forget", "chat write-back", "backup/export"}) {
            assertThat(run.out()).containsPattern("kill -9 during " + kind + " +\\d+ +\\d+ +0 +0 +0 +0");
        }
        assertThat(run.out()).containsPattern("full disk \\(max_page_count\\) +\\d+ +\\d+ +0 +0 +0 +0")
                .contains("is full. Nothing was changed. Free some space and try again.");
        assertThat(run.out()).doesNotContain("Problems:").doesNotContain("Exception");
    }

    @Test
    void withoutFaultsItSaysWhatToAdd() {
        Run run = cli("selfcheck");
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("Nothing to check: add --faults.");
    }
}
