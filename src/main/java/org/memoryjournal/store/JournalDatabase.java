package org.memoryjournal.store;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntSupplier;

import org.memoryjournal.memory.MemoryIndex;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One open journal file: its memory stream and its conversations on a shared SQLite connection, the
 * in-memory recall index of the active embedding model, and the lock that keeps a second instance out.
 * Closing it (or either repository) closes all of them.
 */
public final class JournalDatabase implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(JournalDatabase.class);

    private final InstanceLock instanceLock;
    private final Database database;
    private final SqliteMemoryRepository memories;
    private final SqliteConversationRepository conversations;
    private boolean closed;

    private JournalDatabase(InstanceLock instanceLock, Database database, MemoryIndex index,
                            CompletableFuture<Void> indexReady, boolean provisional) {
        this.instanceLock = instanceLock;
        this.database = database;
        this.memories = new SqliteMemoryRepository(database, index, indexReady, this::close, provisional);
        this.conversations = new SqliteConversationRepository(database);
    }

    /**
     * Opens (creating if needed, owner-only) the journal at {@code file}, migrates its schema and loads the
     * memories of {@code activeModelId} with {@code dimension}-long vectors into the recall index.
     *
     * @throws StoreException with a sentence for the user when the file is not a journal, is of a newer
     *                        schema, is used by another instance, or cannot be read; the file is then untouched
     */
    public static JournalDatabase open(Path file, String activeModelId, int dimension) {
        return open(file, activeModelId, dimension, false);
    }

    /**
     * As {@link #open(Path, String, int)}, but returns as soon as the file is open and fills the recall
     * index on a background thread: browsing (find, list, count, keyword search) works at once; ranking
     * and writing wait until the index is complete. The desktop app opens this way to show a large
     * journal sooner.
     */
    public static JournalDatabase openIndexingInBackground(Path file, String activeModelId, int dimension) {
        return open(file, activeModelId, dimension, true);
    }

    /**
     * As {@link #open(Path, String, int)}, with the dimension of the journal's own vectors of {@code activeModelId}
     * when it has any. {@code dimensionIfNone} is asked only when it has none; it may answer 0 for "not known
     * yet" (a remote embedding model, which should not be called just to open a journal): the first vector of
     * the model that is stored or ranked then sets it.
     */
    public static JournalDatabase open(Path file, String activeModelId, IntSupplier dimensionIfNone,
                                       boolean indexInBackground) {
        return openWith(file, activeModelId, dimensionIfNone, indexInBackground);
    }

    private static void backgroundThread(Runnable r) {
        Thread t = new Thread(r, "mj-load-index");
        t.setDaemon(true);
        t.start();
    }

    private static JournalDatabase open(Path file, String activeModelId, int dimension, boolean indexInBackground) {
        if (dimension < 1) {
            throw new IllegalArgumentException("The embedding dimension must be positive, not " + dimension + ".");
        }
        return openWith(file, activeModelId, () -> dimension, indexInBackground);
    }

    private static JournalDatabase openWith(Path file, String activeModelId, IntSupplier dimensions,
                                        boolean indexInBackground) {
        if (activeModelId == null || activeModelId.isBlank()) {
            throw new IllegalArgumentException("The active embedding model id is required.");
        }
        long start = System.nanoTime();
        InstanceLock lock = InstanceLock.acquire(file);
        Database db = null;
        try {
            db = Database.open(file);
            OptionalInt stored = storedDimension(db, activeModelId);
            int dimension = stored.isPresent() ? stored.getAsInt() : dimensions.getAsInt();
            boolean provisional = dimension == 0;
            if (provisional) {
                dimension = 1;
            } else if (dimension < 1) {
                throw new IllegalArgumentException("The embedding dimension must be positive, not " + dimension + ".");
            }
            MemoryIndex index = new MemoryIndex(activeModelId, dimension);
            if (indexInBackground) {
                Database opened = db;
                CompletableFuture<Void> ready = CompletableFuture.runAsync(() -> {
                    int loaded = IndexLoader.load(opened, index, true);
                    LOG.info("Loaded {} memories of {} for recall in {} ms", loaded, activeModelId,
                            (System.nanoTime() - start) / 1_000_000);
                }, JournalDatabase::backgroundThread);
                return new JournalDatabase(lock, db, index, ready, provisional);
            }
            int loaded = IndexLoader.load(db, index);
            LOG.info("Opened journal {} with {} memories of {} in {} ms", file, loaded, activeModelId,
                    (System.nanoTime() - start) / 1_000_000);
            return new JournalDatabase(lock, db, index, CompletableFuture.completedFuture(null), provisional);
        } catch (RuntimeException e) {
            if (db != null) {
                db.close();
            }
            lock.close();
            throw e;
        }
    }

    /** The dimension of the newest vector of {@code modelId} in the journal, if it has one. */
    private static OptionalInt storedDimension(Database db, String modelId) {
        return db.read(c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT dimension FROM memories WHERE embedding_model = ? ORDER BY id DESC LIMIT 1")) {
                ps.setString(1, modelId);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? OptionalInt.of(rs.getInt(1)) : OptionalInt.empty();
                }
            }
        });
    }

    /** The memory stream; closing it closes the whole journal. */
    public SqliteMemoryRepository memories() {
        return memories;
    }

    /** The conversations and their messages, on the same connection as the memories. */
    public SqliteConversationRepository conversations() {
        return conversations;
    }

    /** The underlying connection holder, for tests in this package. */
    Database database() {
        return database;
    }

    /** The database file this journal was opened on. */
    public Path file() {
        return database.file();
    }

    /** Closes the connection (SQLite checkpoints the WAL) and releases the instance lock; idempotent. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            database.close();
        } finally {
            instanceLock.close();
        }
    }
}
