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
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * The one SQLite connection of an open journal file, and the transactions run on it. All access is
 * serialised by one lock; a write's after-commit action (updating the recall index) runs while the lock
 * is still held, so the index sees changes in the order they were committed.
 */
final class Database implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Database.class);
    private static final byte[] SQLITE_HEADER = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);
    private static final int BUSY_TIMEOUT_MS = 250;
    /**
     * {@code -Dmemoryjournal.readOnly=true} opens an existing journal for reading only, as if its disk were
     * read-only (for a backup taken from a snapshot, and for tests run by root, whom permissions do not stop).
     */
    static final String READ_ONLY_PROPERTY = "memoryjournal.readOnly";
    /** Memory-mapped reads: loading the recall index at open is about twice as fast. */
    private static final long MMAP_BYTES = 256L * 1024 * 1024;

    /** Work on the connection that may throw {@link SQLException}. */
    @FunctionalInterface
    interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    private final Path file;
    private final Connection connection;
    private final boolean readOnly;
    private final ReentrantLock lock = new ReentrantLock();

    private Database(Path file, Connection connection, boolean readOnly) {
        this.file = file;
        this.connection = connection;
        this.readOnly = readOnly;
    }

    /**
     * Whether the journal at {@code file} exists but cannot be written (the file, its folder or the file
     * system is read-only): it is then opened for reading only.
     */
    static boolean readOnlyLocation(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        return Files.exists(file) && (Boolean.getBoolean(READ_ONLY_PROPERTY) || !Files.isWritable(file)
                || dir != null && !Files.isWritable(dir));
    }

    /**
     * A read-only location cannot hold SQLite's shared-memory file, and nothing can change the journal
     * there, so it is opened as immutable: no locks, no {@code -shm}.
     */
    private static String immutableUrl(Path file) {
        return "jdbc:sqlite:" + file.toAbsolutePath().toUri().toString().replace("file:///", "file:/") + "?immutable=1";
    }

        boolean readOnly() {
        return readOnly;
    }

    /**
     * Checks the file without changing it, then opens it with the journal's pragmas and migrates the
     * schema. The caller holds the instance lock. Any failure before migration leaves the file untouched.
     */
    static Database open(Path file) {
        boolean existed = Files.exists(file);
        if (existed) {
            checkReadable(file);
            if (readOnlyLocation(file)) {
                return openReadOnly(file);
            }
        } else {
            createOwnerOnly(file);
        }
        Connection c = null;
        try {
            c = config().createConnection("jdbc:sqlite:" + file.toAbsolutePath());
            Migrations.migrate(c);
            return new Database(file, c, false);
        } catch (SQLException e) {
            closeQuietly(c);
            throw new StoreException(SqliteErrors.sentence(e, file, "open"), e);
        }
    }

    /** Opens a journal that cannot be written, for reading only; it must already have the latest schema. */
    private static Database openReadOnly(Path file) {
        SQLiteConfig config = config();
        config.setReadOnly(true);
        Connection c = null;
        try {
            c = config.createConnection(immutableUrl(file));
            if (Migrations.userVersion(c) != Migrations.LATEST) {
                throw new StoreException("The journal " + file + " is read-only and was written by an older version "
                        + "of Memory Journal; it must be writable once to be brought up to date.");
            }
            LOG.info("Opened {} read-only: the file, its folder or the disk cannot be written", file);
            return new Database(file, c, true);
        } catch (SQLException e) {
            closeQuietly(c);
            throw new StoreException(SqliteErrors.sentence(e, file, "open"), e);
        } catch (StoreException e) {
            closeQuietly(c);
            throw e;
        }
    }

    private static SQLiteConfig config() {
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        config.enforceForeignKeys(true);
        config.setBusyTimeout(BUSY_TIMEOUT_MS);
        config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
        config.setPragma(SQLiteConfig.Pragma.MMAP_SIZE, Long.toString(MMAP_BYTES));
        // 32 MB of page cache (the default is 2 MB): large journals keep their index pages in memory.
        config.setCacheSize(-32 * 1024);
        return config;
    }

    /** Refuses files that are not SQLite, not ours, or of a newer schema, reading them without writing. */
    private static void checkReadable(Path file) {
        byte[] header = new byte[SQLITE_HEADER.length];
        int read;
        try (InputStream in = Files.newInputStream(file)) {
            read = in.readNBytes(header, 0, header.length);
        } catch (IOException e) {
            throw new StoreException("Could not read " + file + " (" + e.getMessage()
                    + "); check the file's permissions.", e);
        }
        if (read == 0) {
            return; // an empty file is an empty database
        }
        if (read < header.length || !Arrays.equals(header, SQLITE_HEADER)) {
            throw notSqlite(file);
        }
        SQLiteConfig readOnly = new SQLiteConfig();
        readOnly.setReadOnly(true);
        readOnly.setBusyTimeout(BUSY_TIMEOUT_MS);
        try (Connection c = readOnly.createConnection(readOnlyLocation(file) ? immutableUrl(file)
                : "jdbc:sqlite:" + file.toAbsolutePath());
             Statement st = c.createStatement()) {
            int version = Migrations.userVersion(c);
            int appId;
            try (ResultSet rs = st.executeQuery("PRAGMA application_id")) {
                appId = rs.next() ? rs.getInt(1) : 0;
            }
            int tables;
            try (ResultSet rs = st.executeQuery("SELECT count(*) FROM sqlite_schema")) {
                tables = rs.next() ? rs.getInt(1) : 0;
            }
            if ((appId != 0 && appId != Migrations.APPLICATION_ID) || (version == 0 && tables > 0)) {
                throw new StoreException(file + " is not a Memory Journal database (it holds another program's "
                        + "data); it was left untouched.");
            }
            if (version > Migrations.LATEST) {
                throw new StoreException(file + " was written by a newer version of Memory Journal (schema "
                        + version + "; this version reads up to " + Migrations.LATEST
                        + "). Update the app; the file was left untouched.");
            }
        } catch (SQLiteException e) {
            if (e.getResultCode() == SQLiteErrorCode.SQLITE_NOTADB) {
                throw notSqlite(file);
            }
            throw new StoreException(SqliteErrors.sentence(e, file, "read") + " It was left untouched.", e);
        } catch (SQLException e) {
            throw new StoreException(SqliteErrors.sentence(e, file, "read") + " It was left untouched.", e);
        }
    }

    private static StoreException notSqlite(Path file) {
        return new StoreException(file + " is not a Memory Journal database (not an SQLite file); it was left "
                + "untouched.");
    }

    /** Creates the database file readable and writable by its owner only (SQLite gives its WAL the same mode). */
    private static void createOwnerOnly(Path file) {
        try {
            if (!OwnerOnly.createFile(file)) {
                checkReadable(file); // appeared since we looked
            }
        } catch (IOException e) {
            Path dir = file.toAbsolutePath().getParent();
            if (dir != null && Files.isDirectory(dir) && !Files.isWritable(dir)) {
                throw new StoreException("The folder " + dir + " is read-only, so no journal can be created in it; "
                        + "choose another with --data-dir.", e);
            }
            throw new StoreException("Could not create the journal " + file + " (" + e.getMessage()
                    + "); check that the folder exists and is writable.", e);
        }
    }

    Path file() {
        return file;
    }

    /**
     * Runs read-only work on a second, short-lived connection, without the lock, so it does not hold
     * up the journal's own connection (WAL lets readers run beside it). Used to fill the recall index
     * in the background while the window already browses the journal.
     */
    <T> T readAside(Work<T> work) {
        SQLiteConfig config = config();
        config.setReadOnly(true);
        try (Connection aside = config.createConnection("jdbc:sqlite:" + file.toAbsolutePath())) {
            return work.run(aside);
        } catch (SQLException e) {
            throw failure("read", e);
        }
    }

    /** Runs read-only work under the lock. */
    <T> T read(Work<T> work) {
        lock.lock();
        try {
            return work.run(connection);
        } catch (SQLException e) {
            throw failure("read", e);
        } finally {
            lock.unlock();
        }
    }

    /** Runs {@code work} in one transaction; nothing of it stays if it throws. */
    <T> T write(Work<T> work) {
        return write(work, result -> { });
    }

    /**
     * Runs {@code work} in one transaction, then, only once it committed and still under the lock,
     * {@code afterCommit} with its result.
     */
    <T> T write(Work<T> work, Consumer<T> afterCommit) {
        if (readOnly) {
            throw new StoreException(SqliteErrors.readOnly(file));
        }
        lock.lock();
        try {
            T result;
            try {
                connection.setAutoCommit(false);
                result = work.run(connection);
                connection.commit();
            } catch (SQLException | RuntimeException e) {
                rollback();
                if (e instanceof SQLException sql) {
                    throw failure("save", sql);
                }
                throw (RuntimeException) e;
            } finally {
                restoreAutoCommit();
            }
            afterCommit.accept(result);
            return result;
        } finally {
            lock.unlock();
        }
    }

    /**
     * As {@link #write(Work, Consumer)}, but the commit does not wait for the disk ({@code synchronous =
     * NORMAL}). In WAL mode such a commit still survives the process being killed; only a power cut
     * right after it could undo it. Used for the touch of recalled memories: losing one after a power
     * cut only makes a memory look a little older, and not waiting keeps recall fast.
     */
    <T> T writeRelaxed(Work<T> work, Consumer<T> afterCommit) {
        if (readOnly) {
            throw new StoreException(SqliteErrors.readOnly(file));
        }
        lock.lock();
        try {
            setSynchronous("NORMAL");
            try {
                return write(work, afterCommit);
            } finally {
                setSynchronous("FULL");
            }
        } finally {
            lock.unlock();
        }
    }

    private void setSynchronous(String mode) {
        try (java.sql.Statement s = connection.createStatement()) {
            s.execute("PRAGMA synchronous = " + mode);
        } catch (SQLException e) {
            throw failure("save", e);
        }
    }

    private void rollback() {
        try {
            connection.rollback();
        } catch (SQLException e) {
            // Expected after an I/O error (SQLite has already rolled back): one line, no stack trace.
            LOG.warn("Rollback failed: {}", SqliteErrors.kind(e, file));
        }
    }

    private void restoreAutoCommit() {
        try {
            connection.setAutoCommit(true);
        } catch (SQLException e) {
            LOG.warn("Could not return to auto-commit: {}", SqliteErrors.kind(e, file));
        }
    }

    private StoreException failure(String what, SQLException e) {
        return new StoreException(SqliteErrors.sentence(e, file, what), e);
    }

    private static String reason(SQLException e) {
        String m = e.getMessage() == null ? "unknown error" : e.getMessage();
        return m.endsWith(".") ? m : m + ".";
    }

    private static void closeQuietly(Connection c) {
        if (c != null) {
            try {
                c.close();
            } catch (SQLException e) {
                LOG.warn("Closing a failed connection failed: {}", e.getMessage());
            }
        }
    }

    @Override
    public void close() {
        lock.lock();
        try {
            connection.close();
        } catch (SQLException e) {
            throw new StoreException("Could not close the journal " + file + ": " + reason(e), e);
        } finally {
            lock.unlock();
        }
    }
}
