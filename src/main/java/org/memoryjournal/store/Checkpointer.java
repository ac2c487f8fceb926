package org.memoryjournal.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.sqlite.SQLiteConfig;

/**
 * Copies a journal's write-ahead log back into the journal file in the background, a moment after this process
 * wrote, so that no recall or save waits for it. Left to SQLite, the copy runs inside whichever commit pushes
 * the log past its threshold: every few dozen recalls one of them (its touch of the recalled memories is a
 * commit) waited for a thousand pages to be copied and the file synced to disk. The journal's own connection
 * keeps a far higher threshold ({@link #BACKSTOP_PAGES}) only as a backstop, should this copy be held up.
 *
 * <p>The copy is SQLite's passive checkpoint on a connection of its own: it never waits for a lock and never
 * holds up a reader or a writer, of this process or another; what it cannot copy now, the next one does. All
 * journals share one daemon thread, which alone uses their checkpoint connections.
 */
final class Checkpointer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Checkpointer.class);
    /** How long after a commit the log is copied: a burst of commits is copied once. */
    static final long DELAY_MS = 200;
    /** The journal connection's own automatic checkpoint, in pages: only if the background copy falls behind. */
    static final int BACKSTOP_PAGES = 10_000;
    private static final long CLOSE_WAIT_MS = 10_000;
    private static final ScheduledExecutorService THREAD = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "journal-checkpoint");
        t.setDaemon(true);
        return t;
    });

    private final Path file;
    private final AtomicBoolean pending = new AtomicBoolean();
    private volatile boolean closed;
    /** Opened, used and closed on {@link #THREAD} only. */
    private Connection connection;

    Checkpointer(Path file) {
        this.file = file;
    }

    /** Called after each commit of this process: copies the log a moment later, once for a burst of commits. */
    void committed() {
        if (!closed && pending.compareAndSet(false, true)) {
            THREAD.schedule(this::checkpoint, DELAY_MS, TimeUnit.MILLISECONDS);
        }
    }

    private void checkpoint() {
        pending.set(false);
        if (closed) {
            return;
        }
        try {
            if (connection == null) {
                connection = config().createConnection("jdbc:sqlite:" + file.toAbsolutePath());
            }
            try (Statement st = connection.createStatement()) {
                st.execute("PRAGMA wal_checkpoint(PASSIVE)");
            }
        } catch (SQLException e) {
            // Nothing is lost: the log keeps every commit, and the next checkpoint (or the backstop) copies it.
            LOG.debug("Background checkpoint of {} skipped: {}", file.getFileName(), e.getMessage());
            closeConnection();
        }
    }

    private static SQLiteConfig config() {
        SQLiteConfig config = new SQLiteConfig();
        config.setPragma(SQLiteConfig.Pragma.MMAP_SIZE, "0");
        config.setCacheSize(-256);
        return config;
    }

    private void closeConnection() {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException e) {
                LOG.debug("Closing the checkpoint connection of {} failed: {}", file.getFileName(), e.getMessage());
            }
            connection = null;
        }
    }

    /**
     * Stops copying and closes the checkpoint connection, waiting for a copy under way; the journal's own
     * connection closes after it, so that the last connection to close can checkpoint and remove the log.
     */
    @Override
    public void close() {
        closed = true;
        Future<?> done = THREAD.submit(this::closeConnection);
        try {
            done.get(CLOSE_WAIT_MS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            LOG.warn("The checkpoint connection of {} did not close in time: {}", file.getFileName(), e.toString());
        }
    }
}
