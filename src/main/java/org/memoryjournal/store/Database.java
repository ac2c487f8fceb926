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
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * This process's SQLite connection to a journal file, and the transactions run on it. Other processes
 * may have the same file open (WAL: readers never wait, one writer at a time); a transaction that finds
 * the file locked by another process waits and tries again. Within the process all access is serialised
 * by one lock; a write's after-commit action (updating the recall index) runs while the lock is still
 * held, so the index sees this process's changes in the order they were committed.
 */
final class Database implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Database.class);
    private static final byte[] SQLITE_HEADER = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);
    /**
     * How long SQLite itself waits for a lock another process holds, before reporting SQLITE_BUSY. Several
     * processes share a journal (the app, scripts, the MCP server); their transactions last milliseconds.
     */
    static final int BUSY_TIMEOUT_MS = 5_000;
    /** How long a read or write keeps trying, in all, while other processes hold the journal locked. */
    static final long MAX_WAIT_MS = 30_000;
    /**
     * {@code -Dmemoryjournal.readOnly=true} opens an existing journal for reading only, as if its disk were
     * read-only (for a backup taken from a snapshot, and for tests run by root, whom permissions do not stop).
     */
    static final String READ_ONLY_PROPERTY = "memoryjournal.readOnly";

    /** Work on the connection that may throw {@link SQLException}. */
    @FunctionalInterface
    interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    private final Path file;
    private final Connection connection;
    private final boolean readOnly;
    private final ReentrantLock lock = new ReentrantLock();
    /** Copies the write-ahead log back in the background; none for a journal opened read-only. */
    private final Checkpointer checkpointer;

    private Database(Path file, Connection connection, boolean readOnly) {
        this.file = file;
        this.connection = connection;
        this.readOnly = readOnly;
        this.checkpointer = readOnly ? null : new Checkpointer(file);
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
     * The address a read-only connection opens. Other processes may be writing the journal meanwhile (it
     * is read-only only to this one), so it is read through SQLite's shared memory like any other reader
     * and sees their commits. Only where no {@code -shm} file exists and none can be made (a read-only
     * folder or disk) is it opened as immutable: no locks, no {@code -shm}; nobody can change it there.
     */
    private static String readOnlyUrl(Path file) {
        Path absolute = file.toAbsolutePath();
        Path dir = absolute.getParent();
        Path shm = absolute.resolveSibling(absolute.getFileName() + "-shm");
        if (dir == null || Files.isWritable(dir) || Files.exists(shm)) {
            return "jdbc:sqlite:" + absolute;
        }
        return "jdbc:sqlite:" + absolute.toUri().toString().replace("file:///", "file:/") + "?immutable=1";
    }

    /** Whether the journal was opened for reading only ({@link #readOnlyLocation}); every write is refused. */
    boolean readOnly() {
        return readOnly;
    }

    /**
     * Checks the file without changing it, then opens it with the journal's pragmas and, if it is of an
     * older schema, migrates it under the {@link MigrationLock}. Any failure before migration leaves the
     * file untouched.
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
        long start = System.nanoTime();
        for (int attempt = 0; ; attempt++) {
            Connection c = null;
            try {
                c = config().createConnection("jdbc:sqlite:" + file.toAbsolutePath());
                if (Migrations.userVersion(c) < Migrations.LATEST) {
                    try (MigrationLock ignored = MigrationLock.acquire(file)) {
                        Migrations.migrate(c);
                    }
                }
                return new Database(file, c, false);
            } catch (SQLException e) {
                closeQuietly(c);
                // Two processes creating the same new journal at once: switching it to WAL needs a moment alone.
                long waited = (System.nanoTime() - start) / 1_000_000;
                if (SqliteErrors.isBusy(e) && waited < MAX_WAIT_MS) {
                    pause(attempt);
                    continue;
                }
                if (SqliteErrors.isBusy(e)) {
                    throw SqliteErrors.stillBusy(file, "open", waited, e);
                }
                throw new StoreException(SqliteErrors.sentence(e, file, "open"), e);
            } catch (RuntimeException e) {
                closeQuietly(c);
                throw e;
            }
        }
    }

    /**
     * Opens a journal that cannot be written, for reading only. It takes no {@link MigrationLock} (it
     * could not create the lock file, and it changes nothing), so it must already have the latest schema.
     */
    private static Database openReadOnly(Path file) {
        Connection c = null;
        try {
            c = readOnlyConfig().createConnection(readOnlyUrl(file));
            if (Migrations.userVersion(c) < Migrations.LATEST) {
                throw new StoreException("The journal " + file + " is read-only and was written by an older version "
                        + "of Memory Journal; it must be writable once to be brought up to date.");
            }
            LOG.info("Opened {} read-only: the file, its folder or the disk cannot be written", file);
            return new Database(file, c, true);
        } catch (SQLException e) {
            closeQuietly(c);
            throw new StoreException(SqliteErrors.sentence(e, file, "open"), e);
        } catch (RuntimeException e) {
            closeQuietly(c);
            throw e;
        }
    }

    /** The page cache of every connection, KiB as {@code PRAGMA cache_size} takes it (negative). */
    static final int CACHE_KIB = -16 * 1024;

    private static SQLiteConfig config() {
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        config.enforceForeignKeys(true);
        config.setBusyTimeout(BUSY_TIMEOUT_MS);
        // No memory map: mapped pages count as resident memory (a 100,000-memory journal is a 230 MB file).
        config.setPragma(SQLiteConfig.Pragma.MMAP_SIZE, "0");
        // 16 MB of page cache (the default is 2 MB): large journals keep their index pages in memory. Not more:
        // scrolling a 100,000-memory journal fills any size with rows (vectors inline) that are read once, and
        // every MB of it stays resident (bench --memory).
        config.setCacheSize(CACHE_KIB);
        // The log is copied back in the background after each write (Checkpointer), not inside a commit.
        config.setPragma(SQLiteConfig.Pragma.WAL_AUTOCHECKPOINT, String.valueOf(Checkpointer.BACKSTOP_PAGES));
        return config;
    }

    /**
     * The pragmas of {@link #config()} a reader may set. Not the journal mode: switching a file to WAL is a
     * write, which a read-only connection must not try (a journal not yet in WAL would fail to open).
     */
    private static SQLiteConfig readOnlyConfig() {
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        config.enforceForeignKeys(true);
        config.setBusyTimeout(BUSY_TIMEOUT_MS);
        config.setPragma(SQLiteConfig.Pragma.MMAP_SIZE, "0");
        config.setCacheSize(CACHE_KIB);
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
        try (Connection c = readOnly.createConnection(readOnlyUrl(file));
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

    /** Page cache of a {@link #openReader() reader} (KiB, negative): it reads a few rows per question. */
    private static final int READER_CACHE_KIB = -2 * 1024;

    /**
     * A new read-only connection to the journal, with a small page cache, for a reader that must not take the
     * journal's lock (the caller closes it).
     */
    Connection openReader() throws SQLException {
        SQLiteConfig config = readOnlyConfig();
        config.setCacheSize(READER_CACHE_KIB);
        return config.createConnection(readOnlyUrl(file));
    }

    /**
     * Runs read-only work on a second, short-lived connection, without the lock, so it does not hold
     * up the journal's own connection (WAL lets readers run beside it). Used to fill the recall index
     * in the background while the window already browses the journal.
     */
    <T> T readAside(Work<T> work) {
        try (Connection aside = readOnlyConfig().createConnection(readOnlyUrl(file))) {
            return work.run(aside);
        } catch (SQLException e) {
            throw SqliteErrors.failure(file, "read", e);
        }
    }

    /** Runs read-only work under the lock, again a moment later if another process holds a lock it needs. */
    <T> T read(Work<T> work) {
        lock.lock();
        try {
            return retrying("read", work);
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
     * {@code afterCommit} with its result. The transaction takes SQLite's write lock at its start
     * ({@code BEGIN IMMEDIATE}): while another process writes, it waits, and when that takes long it
     * runs {@code work} again from the start (work must touch nothing but the connection), for up to
     * {@link #MAX_WAIT_MS} in all.
     */
    <T> T write(Work<T> work, Consumer<T> afterCommit) {
        if (readOnly) {
            throw new StoreException(SqliteErrors.readOnly(file));
        }
        lock.lock();
        try {
            T result = retrying("save", c -> transaction(c, work));
            checkpointer.committed();
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

    /**
     * Transactions are begun and ended by statements, not by the driver's auto-commit switch: the driver
     * begins the next transaction right after each commit, which would take the write lock a second time
     * and could report a committed write as failed.
     */
    private static <T> T transaction(Connection c, Work<T> work) throws SQLException {
        execute(c, "BEGIN IMMEDIATE");
        boolean committed = false;
        try {
            T result = work.run(c);
            execute(c, "COMMIT");
            committed = true;
            return result;
        } finally {
            if (!committed) {
                rollback(c);
            }
        }
    }

    private <T> T retrying(String what, Work<T> work) {
        long start = System.nanoTime();
        for (int attempt = 0; ; attempt++) {
            try {
                return work.run(connection);
            } catch (SQLException e) {
                long waited = (System.nanoTime() - start) / 1_000_000;
                if (!SqliteErrors.isBusy(e)) {
                    throw SqliteErrors.failure(file, what, e);
                }
                if (waited >= MAX_WAIT_MS) {
                    throw SqliteErrors.stillBusy(file, what, waited, e);
                }
                LOG.debug("The journal is busy ({}); trying again", e.getMessage());
                pause(attempt);
            }
        }
    }

    /** Short, growing, jittered pauses: two processes that collided do not collide again in step. */
    private static void pause(int attempt) {
        long millis = Math.min(200, 5L << Math.min(attempt, 5));
        try {
            Thread.sleep(millis / 2 + ThreadLocalRandom.current().nextLong(millis / 2 + 1));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreException("Saving to the journal was interrupted; nothing was changed.", e);
        }
    }

    static void execute(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    private void setSynchronous(String mode) {
        try {
            execute(connection, "PRAGMA synchronous = " + mode);
        } catch (SQLException e) {
            throw SqliteErrors.failure(file, "save", e);
        }
    }

    private static void rollback(Connection c) {
        try {
            execute(c, "ROLLBACK");
        } catch (SQLException e) {
            // SQLite rolls back by itself after some errors (a full disk, an I/O error); nothing is left to undo.
            LOG.debug("Rollback after a failed transaction: {}", e.getMessage());
        }
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
            if (checkpointer != null) {
                checkpointer.close();
            }
            connection.close();
        } catch (SQLException e) {
            throw new StoreException(SqliteErrors.sentence(e, file, "close"), e);
        } finally {
            lock.unlock();
        }
    }
}
