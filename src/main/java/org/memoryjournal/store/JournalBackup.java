package org.memoryjournal.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;

import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteConnection;

/**
 * SQLite's online backup of a journal, the check of a backup file, and restoring one.
 *
 * <p>A backup copies one snapshot of the journal in a single step on a connection of its own: in WAL mode it
 * only reads, so the app and other processes keep writing meanwhile (a step-by-step copy would start again
 * after each of their commits). A restore replaces the journal's content through SQLite (its rollback journal
 * makes it all or nothing) while holding the journal's exclusive lock, and only when no other process has the
 * journal open.
 */
public final class JournalBackup {
    private static final byte[] SQLITE_HEADER = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);
    private static final int ALL_PAGES = -1;
    private static final int BUSY_SLEEP_MS = 100;
    private static final int BUSY_TRIES = 300;

    /** What a checked backup file holds. */
    public record Contents(int schemaVersion, long memories, long conversations) {
    }

    private JournalBackup() {
    }

    /** Copies the open journal into {@code target}, an empty file, in one step. */
    static void copy(Database db, Path target) {
        db.read(c -> {
            int rc = ((SQLiteConnection) c).getDatabase().backup("main", target.toAbsolutePath().toString(), null,
                    BUSY_SLEEP_MS, BUSY_TRIES, ALL_PAGES);
            if (rc != 0 && rc != 101) {
                throw new SQLException("backup failed with SQLite result code " + rc, null, rc);
            }
            return null;
        });
    }

    /**
     * Checks, without changing it, that {@code file} is a whole Memory Journal database this version can open:
     * an SQLite file, marked as a journal, with a schema no newer than this version's, passing
     * {@code PRAGMA integrity_check}.
     *
     * @throws StoreException with a sentence saying what is wrong
     */
    public static Contents check(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new StoreException(Files.isDirectory(file) ? "The path " + file + " is a folder, not a backup of a journal."
                    : "There is no file " + file + ".");
        }
        byte[] header = new byte[SQLITE_HEADER.length];
        try (InputStream in = Files.newInputStream(file)) {
            if (in.readNBytes(header, 0, header.length) < header.length || !Arrays.equals(header, SQLITE_HEADER)) {
                throw new StoreException("The file " + file + " is not a Memory Journal backup (not an SQLite database); "
                        + "nothing was changed.");
            }
        } catch (IOException e) {
            throw new StoreException("Could not read " + file + " (" + e.getMessage() + ").", e);
        }
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        try (Connection c = config.createConnection("jdbc:sqlite:" + file.toAbsolutePath());
             Statement st = c.createStatement()) {
            if (intPragma(st, "application_id") != Migrations.APPLICATION_ID) {
                throw new StoreException("The file " + file + " is an SQLite database but not a Memory Journal; "
                        + "nothing was changed.");
            }
            int version = intPragma(st, "user_version");
            if (version > Migrations.LATEST) {
                throw new StoreException("The file " + file + " was written by a newer version of Memory Journal (schema " + version
                        + "; this version reads up to " + Migrations.LATEST + "). Update the app first; nothing was changed.");
            }
            try (ResultSet rs = st.executeQuery("PRAGMA integrity_check(1)")) {
                String result = rs.next() ? rs.getString(1) : "";
                if (!"ok".equals(result)) {
                    throw new StoreException("The file " + file + " is damaged (SQLite's integrity check failed); "
                            + "nothing was changed.");
                }
            }
            return new Contents(version, count(st, "memories"), count(st, "conversations"));
        } catch (SQLException e) {
            throw new StoreException("The file " + file + " could not be read as a journal: "
                    + SqliteErrors.sentence(e, file, "read") + " Nothing was changed.", e);
        }
    }

    /**
     * Replaces the journal at {@code journal} with the content of the checked backup {@code backup}, first keeping
     * the journal as it was at {@code keepAs}. Refuses when another process has the journal open. This process
     * must not have it open either.
     *
     * @throws StoreException with a sentence; the journal is then as it was
     */
    public static Contents restore(Path journal, Path backup, Path keepAs) {
        Contents contents = check(backup);
        try {
            OwnerOnly.createFile(journal);
        } catch (IOException e) {
            throw new StoreException("Could not create the journal " + journal + " (" + e.getMessage() + ").", e);
        }
        SQLiteConfig config = new SQLiteConfig();
        config.setBusyTimeout(0);
        try (Connection c = config.createConnection("jdbc:sqlite:" + journal.toAbsolutePath())) {
            takeAlone(c, journal);
            try {
                Path temp = temp(keepAs);
                Files.deleteIfExists(temp);
                OwnerOnly.createFile(temp);
                try (java.io.OutputStream out = Files.newOutputStream(temp)) {
                    Files.copy(journal, out);
                }
                FileMoves.replace(temp, keepAs);
            } catch (IOException e) {
                throw new StoreException("Could not keep the journal as " + keepAs + " (" + e.getMessage()
                        + "); nothing was restored.", e);
            }
            int rc = ((SQLiteConnection) c).getDatabase().restore("main", backup.toAbsolutePath().toString(), null,
                    BUSY_SLEEP_MS, BUSY_TRIES, ALL_PAGES);
            if (rc != 0 && rc != 101) {
                throw new SQLException("restore failed with SQLite result code " + rc, null, rc);
            }
        } catch (SQLException e) {
            throw new StoreException("The journal could not be restored from " + backup + ": "
                    + SqliteErrors.sentence(e, journal, "save"), e);
        }
        return contents;
    }

    private static Path temp(Path keepAs) {
        return keepAs.resolveSibling("." + keepAs.getFileName() + ".tmp");
    }

    /**
     * Takes the journal for this connection alone: out of WAL mode (which needs every other connection closed)
     * and under an exclusive lock kept until the connection closes, so nobody opens it meanwhile.
     */
    private static void takeAlone(Connection c, Path journal) throws SQLException {
        String mode;
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("PRAGMA journal_mode = DELETE")) {
            mode = rs.next() ? rs.getString(1) : "";
        } catch (SQLException e) {
            if (SqliteErrors.isBusy(e)) {
                throw inUse(journal, e);
            }
            throw e;
        }
        if (!"delete".equalsIgnoreCase(mode)) {
            throw inUse(journal, null);
        }
        try (Statement st = c.createStatement()) {
            st.execute("PRAGMA locking_mode = EXCLUSIVE");
            st.execute("BEGIN EXCLUSIVE");
            st.execute("COMMIT");
        } catch (SQLException e) {
            if (SqliteErrors.isBusy(e)) {
                throw inUse(journal, e);
            }
            throw e;
        }
    }

    private static StoreException inUse(Path journal, Exception cause) {
        return new StoreException("The journal " + journal + " is open in another Memory Journal (the app, a script or "
                + "the MCP server); close it and run restore again. Nothing was changed.", cause);
    }

    private static int intPragma(Statement st, String name) throws SQLException {
        try (ResultSet rs = st.executeQuery("PRAGMA " + name)) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }

    private static long count(Statement st, String table) {
        try (ResultSet rs = st.executeQuery("SELECT count(*) FROM " + table)) {
            return rs.next() ? rs.getLong(1) : 0;
        } catch (SQLException e) {
            return 0; // an old schema without the table
        }
    }
}
