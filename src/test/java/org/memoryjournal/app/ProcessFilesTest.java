package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real entry point in child JVMs: what it leaves in the temporary folder, the permissions of what it
 * creates, and exports that fail on a full disk. Real files, real processes, real native libraries.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class ProcessFilesTest {
    @TempDir
    Path root;

    private static String mode(Path p) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    private static List<Path> contents(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> !p.equals(dir)).toList();
        }
    }

    @Test
    void runsAndAKilledRunLeaveNothingInTheTemporaryFolderAndReuseTheCachedLibraries() throws Exception {
        ChildProcess child = new ChildProcess(root);
        assertThat(child.run("remember", "the spare key is under the blue flowerpot").status()).isZero();
        List<Path> natives;
        try (Stream<Path> s = Files.walk(root.resolve("cache"))) {
            natives = s.filter(p -> p.getFileName().toString().matches(".*(sqlitejdbc|onnxruntime).*\\.(so|dylib|dll)"))
                    .toList();
        }
        assertThat(natives).hasSizeGreaterThanOrEqualTo(3);
        List<FileTime> extracted = new ArrayList<>();
        for (Path p : natives) {
            extracted.add(Files.getLastModifiedTime(p));
        }

        ChildProcess.Result recall = child.run("recall", "where is the key", "--no-touch");
        assertThat(recall.status()).as(recall.err()).isZero();
        assertThat(recall.out()).contains("flowerpot");
        killMidChat(child);
        // A run killed while ONNX Runtime starts leaves its empty folder; the next run removes it once it is
        // older than any starting process could be using.
        Thread.sleep(TempLeftovers.EMPTY_AGE.toMillis() + 500);
        assertThat(child.run("list").status()).isZero();
        assertThat(child.run("export", root.resolve("backup.json").toString()).status()).isZero();

        assertThat(contents(child.tmp())).as("left in the temporary folder").isEmpty();
        for (int i = 0; i < natives.size(); i++) {
            assertThat(Files.getLastModifiedTime(natives.get(i))).as("reused, not extracted again").isEqualTo(extracted.get(i));
        }
    }

    /** Starts a chat against a server that accepts and never answers, and kills the child once it is waiting. */
    private static void killMidChat(ChildProcess child) throws Exception {
        try (ServerSocket silent = new ServerSocket(0)) {
            silent.setSoTimeout(60_000);
            Process p = child.builder(child.command("--provider", "ollama", "--base-url",
                    "http://127.0.0.1:" + silent.getLocalPort(), "chat", "what did I lose?"))
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            try (Socket accepted = silent.accept()) {
                p.destroyForcibly(); // SIGKILL: no shutdown hooks, no clean-up
                assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
                assertThat(accepted.isConnected()).isTrue();
            } finally {
                p.destroyForcibly();
            }
        }
    }

    @Test
    void everythingItCreatesIsOwnerOnlyEvenUnderUmaskZero() throws Exception {
        ChildProcess child = new ChildProcess(root);
        Path export = root.resolve("backup.json");
        ChildProcess.Result r = child.shell("umask 000", "", "remember", "a private thought");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(child.shell("umask 000", "", "export", export.toString()).status()).isZero();

        assertThat(mode(child.data())).isEqualTo("rwx------");
        assertThat(mode(child.data().resolve("journal.db"))).isEqualTo("rw-------");
        assertThat(mode(child.data().resolve("logs"))).isEqualTo("rwx------");
        assertThat(mode(child.data().resolve("logs").resolve("memory-journal.log"))).isEqualTo("rw-------");
        assertThat(mode(export)).isEqualTo("rw-------");
        assertThat(Files.readString(export)).contains("a private thought");
    }

    @Test
    void aWorldReadableJournalAndKeyAreMadePrivateAtStartButAChosenReadOnlyFolderStaysReadOnly() throws Exception {
        ChildProcess child = new ChildProcess(root);
        assertThat(child.run("remember", "my bank pin is not here").status()).isZero();
        Path db = child.data().resolve("journal.db");
        Path key = child.data().resolve("api-key");
        Files.writeString(key, "sk-test-not-a-real-key\n");
        Files.setPosixFilePermissions(db, PosixFilePermissions.fromString("rw-r--r--"));
        Files.setPosixFilePermissions(key, PosixFilePermissions.fromString("rw-rw-rw-"));
        Files.setPosixFilePermissions(child.data(), PosixFilePermissions.fromString("r-xr-xr-x"));

        ChildProcess.Result list = child.run("list");

        assertThat(list.status()).as(list.err()).isZero();
        assertThat(list.out()).contains("my bank pin");
        assertThat(mode(db)).isEqualTo("rw-------");
        assertThat(mode(key)).isEqualTo("rw-------");
        assertThat(mode(child.data())).as("the owner's read-only choice is kept").isEqualTo("r-x------");
        Files.setPosixFilePermissions(child.data(), PosixFilePermissions.fromString("rwx------"));
        assertThat(Files.readString(child.data().resolve("logs").resolve("memory-journal.log")))
                .contains("journal.db (was rw-r--r--)").contains("api-key (was rw-rw-rw-)")
                .doesNotContain("sk-test").doesNotContain("bank pin");
    }

    @Test
    void anExportThatCannotBeWrittenExitsOneAndKeepsTheEarlierBackup() throws Exception {
        ChildProcess child = new ChildProcess(root);
        Path big = root.resolve("big.json");
        StringBuilder doc = new StringBuilder("{\"format\":\"memory-journal-export\",\"version\":1,\"memories\":[");
        // Many short memories: an export of about 70 KiB, quick to embed (a long text costs seconds to embed).
        for (int i = 0; i < 200; i++) {
            doc.append(i == 0 ? "" : ",").append("{\"text\":\"memory ").append(i)
                    .append(" about the day, with a few more words to make it a line\"}");
        }
        Files.writeString(big, doc.append("]}").toString());
        ChildProcess.Result imported = child.run("import", big.toString());
        assertThat(imported.status()).as(imported.err()).isZero();

        ChildProcess.Result full = child.shell("true", "> /dev/full", "export");
        assertThat(full.status()).isEqualTo(1);
        assertThat(full.err().strip()).startsWith("memory-journal: The export could not be written to standard output")
                .doesNotContain("\n").doesNotContain("Exception");

        Path backup = root.resolve("backups").resolve("journal.json");
        Files.createDirectories(backup.getParent());
        Files.writeString(backup, "the good backup of yesterday\n");
        // A 40 KiB file-size limit: the write fails half way, as on a full disk.
        ChildProcess.Result limited = child.shell("ulimit -f 40", "", "export", backup.toString());
        assertThat(limited.status()).isEqualTo(1);
        assertThat(limited.err().strip()).contains("could not be written").contains("disk is full")
                .contains("earlier file at that path was left as it was").doesNotContain("\n");
        assertThat(Files.readString(backup, StandardCharsets.UTF_8)).isEqualTo("the good backup of yesterday\n");
        assertThat(contents(backup.getParent())).containsExactly(backup);

        assertThat(child.run("export", backup.toString()).status()).isZero();
        assertThat(Files.readString(backup)).startsWith("{\"format\":\"memory-journal-export\"")
                .contains("memory 199 ");
        assertThat(Map.of("mode", mode(backup))).containsEntry("mode", "rw-------");
    }

    @Test
    void aReaderThatStopsReadingGetsNoMessageButAFullDiskDoes() throws Exception {
        ChildProcess child = new ChildProcess(root);
        assertThat(child.run("remember", "Spare key is in the blue watering can").status()).isZero();

        // "| true" closes the pipe before the JVM has started: every write of the command fails, as after "| head".
        ChildProcess.Result piped = child.shell("set -o pipefail", "| true", "list");
        assertThat(piped.err()).isEmpty();
        assertThat(piped.status()).as("as a shell reports a process ended by SIGPIPE").isEqualTo(141);

        ChildProcess.Result full = child.shell("true", "> /dev/full", "list");
        assertThat(full.status()).isEqualTo(1);
        assertThat(full.err().strip()).isEqualTo("memory-journal: The output could not be written (the disk is full "
                + "or the output was closed); it is incomplete.");
    }

    @Test
    void withAlmostNoRoomToWriteTheMessageSaysTheDiskIsFull() throws Exception {
        ChildProcess child = new ChildProcess(root);
        assertThat(child.run("remember", "a memory written while there was room").status()).isZero();
        // A 16 KiB file-size limit: SQLite cannot size its 32 KiB shared-memory file, as on a full disk.
        ChildProcess.Result r = child.shell("ulimit -f 16", "", "remember", "one more thought");
        assertThat(r.status()).isEqualTo(1);
        assertThat(r.err().strip()).startsWith("memory-journal: ").contains("is full").doesNotContain("SQLITE")
                .doesNotContain("xShmMap").doesNotContain("\n").endsWith(".");
        ChildProcess.Result list = child.run("list");
        assertThat(list.out()).contains("a memory written while there was room").doesNotContain("one more thought");
    }

    @Test
    void processesStartingAtOnceLeaveNoStackTraceInTheLog() throws Exception {
        ChildProcess child = new ChildProcess(root);
        assertThat(child.run("remember", "first").status()).isZero();
        // What a killed run of an older version left: a copy of SQLite's library without its lock file.
        Path stale = child.tmp().resolve("sqlite-3.50.0-0123abcd-libsqlitejdbc.so");
        Files.writeString(stale, "stale");
        Files.setLastModifiedTime(stale, FileTime.from(java.time.Instant.now().minus(java.time.Duration.ofHours(2))));

        List<Process> started = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            started.add(child.builder(child.command("remember", "parallel " + i))
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(root.resolve("err" + i + ".txt").toFile()).start());
        }
        for (int i = 0; i < started.size(); i++) {
            Process p = started.get(i);
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
            String err = ChildProcess.withoutJvmNotice(Files.readString(root.resolve("err" + i + ".txt"))).strip();
            if (p.exitValue() != 0) {
                assertThat(err).startsWith("memory-journal: ").doesNotContain("\n").doesNotContain("Exception").endsWith(".");
            }
        }
        String log = Files.readString(child.data().resolve("logs").resolve("memory-journal.log"));
        assertThat(log).doesNotContain("\tat ").doesNotContain(" ERROR ");
        assertThat(stale).doesNotExist();
        assertThat(contents(child.tmp())).isEmpty();
    }
}
