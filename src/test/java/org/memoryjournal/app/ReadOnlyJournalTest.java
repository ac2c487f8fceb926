package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A journal that cannot be written: reads work, every write fails with a sentence saying "read-only", and
 * nothing changes. The data directory is made read-only for real: {@code chmod} for a normal user; for
 * root, whom permission bits do not stop, also {@code chattr +i} (immutable, which stops root too). Where
 * root cannot use {@code chattr}, the test falls back to the journal's explicit read-only mode
 * ({@code -Dmemoryjournal.readOnly=true}, the same code path after the check), and says so.
 */
class ReadOnlyJournalTest {
    @TempDir
    Path home;
    @TempDir
    Path elsewhere;

    private final List<Path> immutable = new java.util.ArrayList<>();
    private boolean forced;

    @AfterEach
    void undo() throws Exception {
        for (Path p : immutable) {
            new ProcessBuilder("chattr", "-i", p.toString()).start().waitFor(10, TimeUnit.SECONDS);
        }
        if (forced) {
            System.clearProperty("memoryjournal.readOnly");
        }
        try (Stream<Path> s = Files.walk(home)) {
            for (Path p : s.toList()) {
                Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(Files.isDirectory(p) ? "rwx------" : "rw-------"));
            }
        }
    }

    private void makeReadOnly() throws Exception {
        try (Stream<Path> s = Files.walk(home)) {
            for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(Files.isDirectory(p) ? "r-x------" : "r--------"));
            }
        }
        if (!"root".equals(System.getProperty("user.name"))) {
            return;
        }
        for (Path p : List.of(home.resolve("journal.db"), home.resolve("logs"), home)) {
            Process chattr = new ProcessBuilder("chattr", "+i", p.toString()).redirectErrorStream(true).start();
            if (chattr.waitFor(10, TimeUnit.SECONDS) && chattr.exitValue() == 0) {
                immutable.add(p);
            }
        }
        if (immutable.size() < 3) {
            // Root without chattr (a file system without immutable files): use the explicit read-only mode.
            System.setProperty("memoryjournal.readOnly", "true");
            forced = true;
        }
    }

    @Test
    void readsWorkAndEveryWriteSaysTheJournalIsReadOnlyAndChangesNothing() throws Exception {
        CliHarness cli = new CliHarness(home);
        long tea = cli.remember("I prefer green tea", "--at", "2026-01-01T00:00:00Z");
        cli.remember("Went climbing with Tom", "--at", "2026-01-02T00:00:00Z");
        String before = cli.run("list", "--json").out();
        makeReadOnly();

        CliHarness.Run list = cli.run("list", "--json");
        assertThat(list.status()).as(list.err()).isZero();
        assertThat(list.out()).isEqualTo(before);
        CliHarness.Run show = cli.run("show", Long.toString(tea));
        assertThat(show.status()).as(show.err()).isZero();
        CliHarness.Run recall = cli.run("recall", "green tea", "--no-touch", "--json");
        assertThat(recall.status()).as(recall.err()).isZero();
        assertThat(recall.json().get("results").get(0).get("id").asLong()).isEqualTo(tea);
        Path backup = elsewhere.resolve("backup.json");
        CliHarness.Run export = cli.run("export", backup.toString());
        assertThat(export.status()).as(export.err()).isZero();
        assertThat(Files.readString(backup)).contains("green tea");

        for (String[] write : List.of(new String[] {"remember", "a new thought"},
                new String[] {"forget", Long.toString(tea)}, new String[] {"chat", "what do I drink?"},
                new String[] {"recall", "green tea"}, new String[] {"import", backup.toString()})) {
            CliHarness.Run r = cli.run(write);
            assertThat(r.status()).as(String.join(" ", write) + ": " + r.err()).isEqualTo(1);
            assertThat(r.err().strip()).as(write[0]).contains("read-only").doesNotContain("\n")
                    .doesNotContain("SQLITE").doesNotContain("could not be created").endsWith(".");
        }
        assertThat(cli.run("recall", "green tea").err()).contains("--no-touch");
        assertThat(cli.run("list", "--json").out()).isEqualTo(before);
        JsonNode all = cli.run("list", "--json").json();
        assertThat(all).hasSize(2);
        if (!forced) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(home))).isEqualTo("r-x------");
        }
    }

    @Test
    void aJournalCannotBeCreatedInAReadOnlyFolderAndTheMessageSaysSo() throws Exception {
        Path folder = home.resolve("empty");
        Files.createDirectories(folder);
        makeReadOnly();
        CliHarness.Run r = new CliHarness(folder).run("--data-dir", folder.toString(), "list");
        if (forced) {
            return; // the explicit mode only applies to an existing journal; permissions cannot stop root here
        }
        assertThat(r.status()).isEqualTo(1);
        assertThat(r.err().strip()).contains("read-only").doesNotContain("\n");
    }
}
