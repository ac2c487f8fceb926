package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.memoryjournal.store.Fixtures.DIM;
import static org.memoryjournal.store.Fixtures.MODEL;
import static org.memoryjournal.store.Fixtures.memory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OpenFailuresTest {
    @TempDir
    Path dir;

    Path file() {
        return dir.resolve("journal.db");
    }

    @Test
    void refusesAFileThatIsNotSqliteAndLeavesItUntouched() throws Exception {
        Files.writeString(file(), "Dear diary, this is a plain text file and not a database at all.\n");
        String before = sha256(file());
        assertThatThrownBy(() -> JournalDatabase.open(file(), MODEL, DIM)).isInstanceOf(StoreException.class)
                .hasMessage(file() + " is not a Memory Journal database (not an SQLite file); it was left untouched.");
        assertThat(sha256(file())).isEqualTo(before);
        assertThat(dir.resolve("journal.db-wal")).doesNotExist();
    }

    @Test
    void refusesAShortGarbageFile() throws Exception {
        Files.write(file(), new byte[] {1, 2, 3});
        String before = sha256(file());
        assertThatThrownBy(() -> JournalDatabase.open(file(), MODEL, DIM)).hasMessageContaining("not an SQLite file");
        assertThat(sha256(file())).isEqualTo(before);
    }

    @Test
    void refusesAnotherProgramsSqliteDatabaseAndLeavesItUntouched() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file()); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, path TEXT)");
            st.execute("INSERT INTO photos (path) VALUES ('a.jpg')");
        }
        String before = sha256(file());
        assertThatThrownBy(() -> JournalDatabase.open(file(), MODEL, DIM)).isInstanceOf(StoreException.class)
                .hasMessageContaining("is not a Memory Journal database").hasMessageContaining("left untouched");
        assertThat(sha256(file())).isEqualTo(before);
    }

    @Test
    void refusesANewerSchemaAndLeavesTheFileUntouched() throws Exception {
        try (JournalDatabase j = JournalDatabase.open(file(), MODEL, DIM)) {
            j.memories().add(memory("from the future"));
        }
        int newer = Migrations.LATEST + 1;
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file()); Statement st = c.createStatement()) {
            st.execute("PRAGMA user_version = " + newer);
        }
        String before = sha256(file());
        assertThatThrownBy(() -> JournalDatabase.open(file(), MODEL, DIM)).isInstanceOf(StoreException.class)
                .hasMessage(file() + " was written by a newer version of Memory Journal (schema " + newer
                        + "; this version reads up to " + Migrations.LATEST
                        + "). Update the app; the file was left untouched.");
        assertThat(sha256(file())).isEqualTo(before);
    }

    @Test
    void twoOpenJournalsOnOneFileBothWriteAndSeeEachOthersMemories() {
        try (JournalDatabase first = JournalDatabase.open(file(), MODEL, DIM);
             JournalDatabase second = JournalDatabase.open(file(), MODEL, DIM)) {
            long a = first.memories().add(memory("written by the first")).id();
            long b = second.memories().add(memory("written by the second")).id();
            assertThat(first.memories().find(b)).isPresent();
            assertThat(second.memories().find(a)).isPresent();
            assertThat(first.memories().indexedCount()).isEqualTo(2);
            assertThat(second.memories().indexedCount()).isEqualTo(2);
        }
    }

    @Test
    void anUpgradeInAnotherProcessMakesOpenWaitAndThenSaySo() {
        try (MigrationLock held = MigrationLock.acquire(file())) {
            long start = System.nanoTime();
            assertThatThrownBy(() -> MigrationLock.acquire(file(), 200)).isInstanceOf(StoreException.class)
                    .hasMessage("Another Memory Journal is upgrading the journal " + file()
                            + " to a newer format; try again when it has finished.");
            assertThat((System.nanoTime() - start) / 1_000_000).isGreaterThanOrEqualTo(200);
        }
        try (MigrationLock again = MigrationLock.acquire(file(), 0)) {
            assertThat(MigrationLock.lockFileFor(file())).exists();
        }
    }

    @Test
    void createsTheDatabaseOwnerOnlyWithTheLatestSchema() throws Exception {
        Path nested = dir.resolve("data").resolve("journal.db");
        try (JournalDatabase j = JournalDatabase.open(nested, MODEL, DIM)) {
            j.memories().add(memory("private"));
            if (nested.getFileSystem().supportedFileAttributeViews().contains("posix")) {
                Set<PosixFilePermission> owner = Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
                assertThat(Files.getPosixFilePermissions(nested)).isEqualTo(owner);
                assertThat(Files.getPosixFilePermissions(nested.resolveSibling("journal.db-wal"))).isEqualTo(owner);
                assertThat(Files.getPosixFilePermissions(nested.resolveSibling("journal.db.lock"))).isEqualTo(owner);
                assertThat(Files.getPosixFilePermissions(nested.getParent())).isEqualTo(Set.of(
                        PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE));
            }
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + nested); Statement st = c.createStatement()) {
            assertThat(pragma(st, "user_version")).isEqualTo(Migrations.LATEST);
            assertThat(pragma(st, "application_id")).isEqualTo(Migrations.APPLICATION_ID);
            try (ResultSet rs = st.executeQuery("PRAGMA journal_mode")) {
                rs.next();
                assertThat(rs.getString(1)).isEqualToIgnoringCase("wal");
            }
        }
    }

    @Test
    void opensAnEmptyFileAsANewJournal() throws Exception {
        Files.createFile(file());
        try (JournalDatabase j = JournalDatabase.open(file(), MODEL, DIM)) {
            assertThat(j.memories().add(memory("first")).id()).isEqualTo(1);
        }
    }

    @Test
    void opensWithWalFullSyncForeignKeysAndABusyTimeoutForOtherProcesses() {
        try (JournalDatabase j = JournalDatabase.open(file(), MODEL, DIM)) {
            j.database().read(c -> {
                try (Statement st = c.createStatement()) {
                    assertThat(pragma(st, "foreign_keys")).isEqualTo(1);
                    assertThat(pragma(st, "synchronous")).isEqualTo(2); // FULL
                    assertThat(pragma(st, "busy_timeout")).isEqualTo(Database.BUSY_TIMEOUT_MS);
                    try (ResultSet rs = st.executeQuery("PRAGMA journal_mode")) {
                        rs.next();
                        assertThat(rs.getString(1)).isEqualToIgnoringCase("wal");
                    }
                }
                return null;
            });
        }
    }

    @Test
    void touchCommitsWithoutWaitingForTheDiskAndMemoryWritesWaitAgainAfterwards() {
        try (JournalDatabase j = JournalDatabase.open(file(), MODEL, DIM)) {
            long id = j.memories().add(memory("first")).id();
            j.memories().touch(java.util.List.of(id), java.time.Instant.parse("2026-05-01T00:00:00Z"));
            j.database().read(c -> {
                try (Statement st = c.createStatement()) {
                    assertThat(pragma(st, "synchronous")).isEqualTo(2); // back to FULL for the next write
                }
                return null;
            });
            assertThat(j.memories().find(id).orElseThrow().lastAccessed())
                    .isEqualTo(java.time.Instant.parse("2026-05-01T00:00:00Z"));
        }
    }

    static int pragma(Statement st, String name) throws java.sql.SQLException {
        try (ResultSet rs = st.executeQuery("PRAGMA " + name)) {
            rs.next();
            return rs.getInt(1);
        }
    }

    static String sha256(Path p) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p)));
    }
}
