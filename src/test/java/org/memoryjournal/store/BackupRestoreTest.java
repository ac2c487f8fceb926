package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SQLite's online backup while another process writes, the checks a backup file must pass before a restore,
 * and a restore that refuses while another process has the journal open and keeps the replaced journal.
 */
class BackupRestoreTest {
    @TempDir
    Path dir;

    private Path journal() {
        return dir.resolve("journal.db");
    }

    private void fill(int n) {
        try (JournalDatabase db = Fixtures.open(dir)) {
            List<org.memoryjournal.memory.NewMemory> batch = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                batch.add(Fixtures.memory("memory number " + i));
            }
            db.memories().addAll(batch);
        }
    }

    private static long count(Path file) {
        return JournalBackup.check(file).memories();
    }

    @Test
    void aBackupTakenWhileAnotherProcessWritesIsCompleteAndTheWriterNeverFails() throws Exception {
        fill(3000);
        Path target = dir.resolve("backup.db");
        Files.createFile(target);
        try (ChildProcess writer = new ChildProcess(journal(), Fixtures.MODEL, Fixtures.DIM, dir.resolve("child.err"));
             JournalDatabase db = Fixtures.open(dir)) {
            List<String> answers = new ArrayList<>();
            CompletableFuture<Void> writing = CompletableFuture.runAsync(() -> {
                try {
                    for (int i = 0; i < 40; i++) {
                        answers.add(writer.send("add 1 written during the backup " + i));
                    }
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            JournalBackup.Contents first = db.backupTo(target);
            JournalBackup.Contents second = db.backupTo(target);
            writing.join();
            assertThat(answers).hasSize(40).allMatch(a -> a.startsWith("id="));
            assertThat(first.memories()).isBetween(3000L, 3040L);
            assertThat(second.memories()).isBetween(first.memories(), 3040L);
            assertThat(count(target)).isEqualTo(second.memories());
        }
    }

    @Test
    void aBackupFileThatIsNotAJournalIsRefusedWithASentence() throws Exception {
        Path text = dir.resolve("notes.txt");
        Files.writeString(text, "hello");
        assertThatThrownBy(() -> JournalBackup.check(text)).hasMessageContaining("not a Memory Journal backup");
        Path other = dir.resolve("other.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + other); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t (x)");
        }
        assertThatThrownBy(() -> JournalBackup.check(other)).hasMessageContaining("not a Memory Journal");
        assertThatThrownBy(() -> JournalBackup.check(dir.resolve("missing.db"))).hasMessageContaining("There is no file");
        assertThatThrownBy(() -> JournalBackup.check(dir)).hasMessageContaining("is a folder");
    }

    @Test
    void aBackupOfANewerSchemaIsRefused() throws Exception {
        fill(3);
        Path newer = dir.resolve("newer.db");
        try (JournalDatabase db = Fixtures.open(dir)) {
            Files.createFile(newer);
            db.backupTo(newer);
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + newer); Statement st = c.createStatement()) {
            st.execute("PRAGMA user_version = 99");
        }
        assertThatThrownBy(() -> JournalBackup.check(newer)).hasMessageContaining("newer version")
                .hasMessageContaining("nothing was changed");
    }

    @Test
    void aDamagedBackupIsRefusedAndTheJournalIsUntouched() throws Exception {
        fill(2000);
        Path damaged = dir.resolve("damaged.db");
        try (JournalDatabase db = Fixtures.open(dir)) {
            Files.createFile(damaged);
            db.backupTo(damaged);
        }
        try (RandomAccessFile f = new RandomAccessFile(damaged.toFile(), "rw")) {
            long page = 4096;
            for (long at = 3 * page; at < f.length() - page; at += 7 * page) {
                f.seek(at + 100);
                f.write(new byte[200]); // zeroes over cell content and pointers
            }
        }
        byte[] before = Files.readAllBytes(journal());
        // Which check finds the damage depends on where the zeroes land; each says that nothing was changed.
        assertThatThrownBy(() -> JournalBackup.restore(journal(), damaged, dir.resolve("kept")))
                .hasMessageFindingMatch("(?i)nothing was changed");
        assertThat(Files.readAllBytes(journal())).isEqualTo(before);
        assertThat(dir.resolve("kept")).doesNotExist();
    }

    @Test
    void restoreIsRefusedWhileAnotherProcessHasTheJournalOpenAndWorksOnceItClosed() throws Exception {
        fill(5);
        Path backup = dir.resolve("backup.db");
        try (JournalDatabase db = Fixtures.open(dir)) {
            Files.createFile(backup);
            db.backupTo(backup);
        }
        fill(7); // the journal now holds 12; the backup 5
        ChildProcess other = new ChildProcess(journal(), Fixtures.MODEL, Fixtures.DIM, dir.resolve("child.err"));
        try {
            assertThat(other.send("add 0 the other process is here")).startsWith("id=");
            assertThatThrownBy(() -> JournalBackup.restore(journal(), backup, dir.resolve("kept")))
                    .isInstanceOf(StoreException.class).hasMessageContaining("open in another Memory Journal")
                    .hasMessageContaining("Nothing was changed");
        } finally {
            other.close();
        }
        assertThat(dir.resolve("kept")).doesNotExist();
        JournalBackup.Contents restored = JournalBackup.restore(journal(), backup, dir.resolve("kept"));
        assertThat(restored.memories()).isEqualTo(5);
        assertThat(count(dir.resolve("kept"))).isEqualTo(13);
        if (Files.getFileStore(dir).supportsFileAttributeView("posix")) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("kept"))))
                    .isEqualTo("rw-------");
        }
        try (JournalDatabase db = Fixtures.open(dir)) {
            assertThat(db.memories().count(MemoryListQuery.newest(100).withSuperseded(true))).isEqualTo(5);
            assertThat(db.memories().indexedCount()).isEqualTo(5);
            db.memories().add(Fixtures.memory("written after the restore"));
        }
        assertThat(count(journal())).isEqualTo(6);
    }
}
