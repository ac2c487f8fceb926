package org.memoryjournal.store;

import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntSupplier;

import org.memoryjournal.memory.MemoryIndex;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One open journal file: its memory stream and its conversations on a shared SQLite connection, and the
 * in-memory recall index of the active embedding model. Several processes may open the same file at once
 * (the app, command-line scripts, the MCP server): each sees the others' changes in its browsing at once
 * and in its recall index at its next recall or write (see {@link IndexFeed}). Closing it (or either
 * repository) closes all of them.
 */
public final class JournalDatabase implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(JournalDatabase.class);

    private final Database database;
    private final SqliteMemoryRepository memories;
    private final SqliteConversationRepository conversations;
    private final AccessLog accessLog;
    private boolean closed;

    /** How long an {@link IndexLoading#AFTER_START} index waits for its start before it loads anyway. */
    public static final java.time.Duration LOAD_AT_THE_LATEST = java.time.Duration.ofSeconds(10);

    /** Completed when the recall index may start loading (already, unless the journal opened AFTER_START). */
    private final CompletableFuture<Void> loadStart;

    private JournalDatabase(Database database, MemoryIndex index, IndexFeed feed, CompletableFuture<Void> indexReady,
                            boolean provisional) {
        this(database, index, feed, indexReady, provisional, CompletableFuture.completedFuture(null));
    }

    private JournalDatabase(Database database, MemoryIndex index, IndexFeed feed, CompletableFuture<Void> indexReady,
                            boolean provisional, CompletableFuture<Void> loadStart) {
        this.database = database;
        this.loadStart = loadStart;
        this.memories = new SqliteMemoryRepository(database, index, feed, indexReady, this::close, provisional,
                this::startIndexLoad);
        this.conversations = new SqliteConversationRepository(database);
        this.accessLog = new AccessLog(database);
        indexReady.thenRunAsync(this::saveTextCues, r -> daemon(r, "mj-text-cues"));
    }

    /** Once the index loaded, stores the text cues it had to work out from the text (rows from before step 8). */
    private void saveTextCues() {
        try {
            int saved = memories.saveTextCues();
            if (saved > 0) {
                LOG.info("Stored the text cues of {} memories", saved);
            }
        } catch (RuntimeException e) {
            // Closed, read-only or busy: they are worked out from the text again at the next load.
            LOG.debug("Text cues not stored this time: {}", e.getClass().getSimpleName());
        }
    }

    private static void daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        t.start();
    }

    /**
     * Opens (creating if needed, owner-only) the journal at {@code file}, migrates its schema and loads the
     * memories of {@code activeModelId} with {@code dimension}-long vectors into the recall index.
     *
     * @throws StoreException with a sentence for the user when the file is not a journal, is of a newer
     *                        schema, or cannot be read; the file is then untouched
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
     * the model that is stored or ranked then sets it, or the first one another process stores, which the recall
     * index takes at its next catch-up (see {@link SqliteMemoryRepository#settledDimension()}).
     */
    public static JournalDatabase open(Path file, String activeModelId, IntSupplier dimensionIfNone,
                                       boolean indexInBackground) {
        return openWith(file, activeModelId, dimensionIfNone,
                indexInBackground ? IndexLoading.IN_BACKGROUND : IndexLoading.NOW);
    }

    /** As {@link #open(Path, String, IntSupplier, boolean)}, loading the recall index as {@code loading} says. */
    public static JournalDatabase open(Path file, String activeModelId, IntSupplier dimensionIfNone,
                                       IndexLoading loading) {
        return openWith(file, activeModelId, dimensionIfNone, loading);
    }

    private static void awaitStart(CompletableFuture<Void> loadStart) {
        try {
            loadStart.get(LOAD_AT_THE_LATEST.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            LOG.info("Nobody started the recall index within {} s; loading it now", LOAD_AT_THE_LATEST.toSeconds());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Lets an {@link IndexLoading#AFTER_START} index start loading now (the app's window is up); anything that
     * ranks or writes does the same before it waits. Does nothing for the other ways of opening.
     */
    public void startIndexLoad() {
        loadStart.complete(null);
    }

    private static void backgroundThread(Runnable r) {
        daemon(r, "mj-load-index");
    }

    private static JournalDatabase open(Path file, String activeModelId, int dimension, boolean indexInBackground) {
        if (dimension < 1) {
            throw new IllegalArgumentException("The embedding dimension must be positive, not " + dimension + ".");
        }
        return openWith(file, activeModelId, () -> dimension,
                indexInBackground ? IndexLoading.IN_BACKGROUND : IndexLoading.NOW);
    }

    private static JournalDatabase openWith(Path file, String activeModelId, IntSupplier dimensions,
                                            IndexLoading loading) {
        if (activeModelId == null || activeModelId.isBlank()) {
            throw new IllegalArgumentException("The active embedding model id is required.");
        }
        long start = System.nanoTime();
        Database db = null;
        try {
            db = Database.open(file);
            OptionalInt stored = db.read(c -> IndexLoader.storedDimension(c, activeModelId));
            int dimension = stored.isPresent() ? stored.getAsInt() : dimensions.getAsInt();
            boolean provisional = dimension == 0;
            if (provisional) {
                dimension = 1;
            } else if (dimension < 1) {
                throw new IllegalArgumentException("The embedding dimension must be positive, not " + dimension + ".");
            }
            MemoryIndex index = new MemoryIndex(activeModelId, dimension,
                    DetailProbeResource.forModel(activeModelId), () -> QueryAdapterResource.forModel(activeModelId));
            IndexFeed feed = new IndexFeed(index);
            if (loading == IndexLoading.NEVER) {
                LOG.info("Opened journal {} without its recall index in {} ms", file, (System.nanoTime() - start) / 1_000_000);
                return new JournalDatabase(db, index, feed, CompletableFuture.failedFuture(new StoreException(
                        "This command opened the journal without its memories for recall; nothing was changed.")),
                        provisional);
            }
            if (loading == IndexLoading.IN_BACKGROUND || loading == IndexLoading.AFTER_START) {
                Database opened = db;
                CompletableFuture<Void> loadStart = loading == IndexLoading.AFTER_START ? new CompletableFuture<>()
                        : CompletableFuture.completedFuture(null);
                CompletableFuture<Void> ready = CompletableFuture.runAsync(() -> {
                    awaitStart(loadStart);
                    int loaded = IndexLoader.load(opened, index, feed, true);
                    LOG.info("Loaded {} memories of {} for recall in {} ms", loaded, activeModelId,
                            (System.nanoTime() - start) / 1_000_000);
                }, JournalDatabase::backgroundThread);
                return new JournalDatabase(db, index, feed, ready, provisional, loadStart);
            }
            int loaded = IndexLoader.load(db, index, feed);
            LOG.info("Opened journal {} with {} memories of {} in {} ms", file, loaded, activeModelId,
                    (System.nanoTime() - start) / 1_000_000);
            return new JournalDatabase(db, index, feed, CompletableFuture.completedFuture(null), provisional);
        } catch (RuntimeException e) {
            if (db != null) {
                db.close();
            }
            throw e;
        }
    }

    /** The memory stream; closing it closes the whole journal. */
    public SqliteMemoryRepository memories() {
        return memories;
    }

    /** The conversations and their messages, on the same connection as the memories. */
    public SqliteConversationRepository conversations() {
        return conversations;
    }

    /** The whole journal as rows, for a faithful export and import. */
    public JournalArchive archive() {
        return new JournalArchive(database, memories);
    }

    /**
     * Copies the journal into {@code target} (an empty file) with SQLite's online backup, as one snapshot, while
     * this and other processes go on reading and writing; then checks the copy ({@link JournalBackup#check}).
     */
    public JournalBackup.Contents backupTo(Path target) {
        long start = System.nanoTime();
        JournalBackup.copy(database, target);
        long copied = System.nanoTime();
        JournalBackup.Contents contents = JournalBackup.check(target);
        LOG.info("Backup: copied in {} ms, checked in {} ms", (copied - start) / 1_000_000,
                (System.nanoTime() - copied) / 1_000_000);
        return contents;
    }

    /** Other assistants' calls through the MCP server, on the same connection as the memories. */
    public AccessLog accessLog() {
        return accessLog;
    }

    /** The underlying connection holder, for tests in this package. */
    Database database() {
        return database;
    }

    /** Whether the journal could only be opened for reading (every write then fails with a sentence saying so). */
    public boolean readOnly() {
        return database.readOnly();
    }

    /** The database file this journal was opened on. */
    public Path file() {
        return database.file();
    }

    /**
     * Lets the file grow by at most {@code pages} more pages on this process's connection (SQLite's
     * {@code max_page_count}): a write that needs more fails exactly as on a full disk. The self-check's
     * fault trials use it; closing the journal lifts the cap.
     */
    public void capGrowth(int pages) {
        database.read(c -> {
            long count;
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("PRAGMA page_count")) {
                count = rs.next() ? rs.getLong(1) : 0;
            }
            Database.execute(c, "PRAGMA max_page_count = " + (count + Math.max(0, pages)));
            return null;
        });
    }

    /** Closes the connection (the last process to close checkpoints the WAL); idempotent. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        memories.closeParts();
        database.close();
    }
}
