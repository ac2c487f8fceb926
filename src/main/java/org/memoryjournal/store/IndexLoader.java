package org.memoryjournal.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.IndexEntry;
import org.memoryjournal.memory.MemoryIndex;
import org.memoryjournal.memory.MemoryKind;

/**
 * Fills the recall index from the database when a journal opens: the memories of the active model only.
 * Rows are read and decoded on the calling thread while a second thread adds the previous batches to the
 * index (the index's own work, quantising each vector, costs about as much as reading it).
 */
final class IndexLoader {
    private static final int BATCH = 4096;
    private static final int MAX_PENDING = 4;
    private static final String SQL = "SELECT id, kind, last_accessed_s, last_accessed_ns, importance, pinned, "
            + "superseded_by IS NOT NULL, text_chars, embedding FROM memories "
            + "WHERE embedding_model = ? AND dimension = ?";

    private IndexLoader() {
    }

    /** Streams the rows in batches into {@code index}; returns how many were loaded. */
    static int load(Database db, MemoryIndex index) {
        ExecutorService indexer = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "journal-index-load");
            t.setDaemon(true);
            return t;
        });
        Deque<Future<?>> pending = new ArrayDeque<>();
        try {
            int loaded = db.read(c -> {
                int count = 0;
                try (PreparedStatement ps = c.prepareStatement(SQL)) {
                    ps.setString(1, index.modelId());
                    ps.setInt(2, index.dimension());
                    try (ResultSet rs = ps.executeQuery()) {
                        List<IndexEntry> batch = new ArrayList<>(BATCH);
                        while (rs.next()) {
                            batch.add(entry(rs, index));
                            if (batch.size() == BATCH) {
                                submit(indexer, pending, index, batch);
                                count += batch.size();
                                batch = new ArrayList<>(BATCH);
                            }
                        }
                        submit(indexer, pending, index, batch);
                        count += batch.size();
                    }
                }
                return count;
            });
            while (!pending.isEmpty()) {
                await(pending.removeFirst());
            }
            return loaded;
        } finally {
            indexer.shutdownNow();
        }
    }

    private static void submit(ExecutorService indexer, Deque<Future<?>> pending, MemoryIndex index,
                               List<IndexEntry> batch) {
        if (batch.isEmpty()) {
            return;
        }
        if (pending.size() >= MAX_PENDING) {
            await(pending.removeFirst()); // bounds the memory held by decoded but not yet indexed rows
        }
        pending.addLast(indexer.submit(() -> index.putAll(batch)));
    }

    private static void await(Future<?> f) {
        try {
            f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreException("Opening the journal was interrupted.", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            throw new StoreException("Could not build the recall index: " + cause.getMessage(), cause);
        }
    }

    private static IndexEntry entry(ResultSet rs, MemoryIndex index) throws SQLException {
        long id = rs.getLong(1);
        try {
            float[] vector = VectorCodec.decode(rs.getBytes(9), index.dimension());
            return new IndexEntry(id, new Embedding(index.modelId(), vector), kind(rs.getString(2)),
                    rs.getInt(5), Instant.ofEpochSecond(rs.getLong(3), rs.getInt(4)), rs.getInt(6) != 0,
                    rs.getInt(7) != 0, rs.getInt(8));
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new StoreException("Memory " + id + " is damaged in the journal file (" + e.getMessage()
                    + "); restore it from a backup.", e);
        }
    }

    /** The stored kind ids are exact (a CHECK constraint), so no trimming or case folding is needed. */
    private static MemoryKind kind(String id) {
        return switch (id) {
            case "episodic" -> MemoryKind.EPISODIC;
            case "semantic" -> MemoryKind.SEMANTIC;
            case "procedural" -> MemoryKind.PROCEDURAL;
            default -> MemoryKind.parse(id);
        };
    }
}
