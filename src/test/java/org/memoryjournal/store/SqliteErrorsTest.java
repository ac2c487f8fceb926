package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/** Every SQLite result code becomes a sentence without SQLite's own wording or code names. */
class SqliteErrorsTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(SQLiteErrorCode.class)
    void everyCodeIsASentenceWithoutInternals(SQLiteErrorCode code) {
        Path file = dir.resolve("journal.db");
        String s = SqliteErrors.sentence(new SQLiteException("[" + code.name() + "] " + code.message, code), file, "save");
        assertThat(s).matches("^[A-Z].*\\.$").doesNotContain("SQLITE_").doesNotContain(code.message.isEmpty() ? "\u0000" : "[")
                .doesNotContain("xShmMap").doesNotContainPattern("\\b(java|org|com)\\.[a-z]");
    }

    @ParameterizedTest
    @EnumSource(value = SQLiteErrorCode.class, names = {"SQLITE_FULL", "SQLITE_IOERR_SHMSIZE"})
    void aFullDiskIsCalledAFullDisk(SQLiteErrorCode code) {
        Path file = dir.resolve("journal.db");
        assertThat(SqliteErrors.sentence(new SQLiteException("x", code), file, "save")).contains("is full")
                .contains("Nothing was changed");
    }

    @ParameterizedTest
    @EnumSource(value = SQLiteErrorCode.class, names = {"SQLITE_READONLY", "SQLITE_READONLY_DBMOVED", "SQLITE_READONLY_CANTINIT"})
    void aReadOnlyJournalIsCalledReadOnly(SQLiteErrorCode code) {
        assertThat(SqliteErrors.sentence(new SQLiteException("x", code), dir.resolve("journal.db"), "save"))
                .contains("read-only");
    }

    @ParameterizedTest
    @EnumSource(value = SQLiteErrorCode.class, names = {"SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT", "SQLITE_BUSY_RECOVERY",
        "SQLITE_LOCKED", "SQLITE_LOCKED_SHAREDCACHE"})
    void busyAndLockedAreRetried(SQLiteErrorCode code) {
        assertThat(SqliteErrors.isBusy(new SQLiteException("x", code))).isTrue();
    }

    @ParameterizedTest
    @EnumSource(value = SQLiteErrorCode.class, names = {"SQLITE_FULL", "SQLITE_READONLY", "SQLITE_IOERR", "SQLITE_CORRUPT"})
    void otherFailuresAreNotRetried(SQLiteErrorCode code) {
        assertThat(SqliteErrors.isBusy(new SQLiteException("x", code))).isFalse();
    }

    @Test
    void aJournalStillBusyAfterEveryRetryIsASentenceSayingNothingChanged() {
        Path file = dir.resolve("journal.db");
        SQLiteException busy = new SQLiteException("[SQLITE_BUSY] The database file is locked (database is locked)",
                SQLiteErrorCode.SQLITE_BUSY);
        assertThat(SqliteErrors.stillBusy(file, "save", 30_412, busy).getMessage())
                .matches("^[A-Z].*\\.$").contains("another Memory Journal process kept it locked for 30 s")
                .contains("Nothing was changed").contains("Try again in a moment").doesNotContain("SQLITE_")
                .doesNotContain("database is locked");
        assertThat(SqliteErrors.stillBusy(file, "read", 31_000, busy).getMessage())
                .doesNotContain("Nothing was changed").endsWith("Try again in a moment.");
    }
}
