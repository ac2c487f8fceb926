package org.memoryjournal.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Objects;
import java.util.OptionalInt;

import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.IndexEntry;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryIndex;

/**
 * The recall index of the journal's active model, the feed that keeps it in step with other processes, the lookup
 * that reads rows of that model, and the reader of its passage vectors. When the journal held no vector of the
 * model at open and the size was not given (a remote model is never called just to open a journal), the index is
 * an empty placeholder until the first vector of that model, this process's or another's, settles its size: then
 * all of them are replaced together, once, under the database lock.
 */
final class ActiveIndex implements AutoCloseable {
    private final PartReader parts;
    private volatile MemoryIndex index;
    private volatile IndexFeed feed;
    private volatile MemoryLookup lookup;
    private volatile boolean provisional;

    ActiveIndex(Database db, MemoryIndex index, IndexFeed feed, boolean provisional) {
        this.index = index;
        this.feed = feed;
        this.lookup = new MemoryLookup(index.modelId(), index.dimension());
        this.provisional = provisional;
        this.parts = new PartReader(db, () -> this.index);
        index.readPartsFrom(parts);
    }

    MemoryIndex index() {
        return index;
    }

    IndexFeed feed() {
        return feed;
    }

    MemoryLookup lookup() {
        return lookup;
    }

    /** The size of the model's vectors, once settled. */
    OptionalInt settledDimension() {
        return provisional ? OptionalInt.empty() : OptionalInt.of(index.dimension());
    }

    boolean provisional() {
        return provisional;
    }

    /**
     * Under the database lock: settles a provisional size to that of the journal's vectors of the active model when
     * it holds any now (loading them into a new index with a new feed), else to {@code dimension} (0: not yet).
     * Runs before every catch-up, so the feed never drops another process's first vectors as "another size".
     * Returns how many memories of another process the new index took in (0 when nothing was settled).
     */
    int settle(Connection c, int dimension) throws SQLException {
        if (!provisional) {
            return 0;
        }
        String modelId = index.modelId();
        OptionalInt stored = IndexLoader.storedDimension(c, modelId);
        int size = stored.orElse(dimension);
        if (size < 1) {
            return 0;
        }
        MemoryIndex settled = new MemoryIndex(modelId, size, DetailProbeResource.forModel(modelId),
                () -> QueryAdapterResource.forModel(modelId));
        settled.readPartsFrom(parts);
        IndexFeed settledFeed = new IndexFeed(settled);
        if (stored.isPresent()) {
            IndexLoader.load(c, settled, settledFeed);
        } else {
            settledFeed.loadedUpTo(IndexFeed.latestSeq(c));
        }
        lookup = new MemoryLookup(modelId, size);
        feed = settledFeed;
        index = settled;
        provisional = false;
        return stored.isPresent() ? settled.size() : 0;
    }

    /** Whether a vector of the active model has the journal's size for it. */
    boolean accepts(Embedding e) {
        return lookup.isActive(e);
    }

    /** Refuses, with a sentence, a vector not of the active model and size. */
    void require(Embedding e) {
        Objects.requireNonNull(e, "embedding");
        lookup.requireActive(e);
    }

    /** Puts a committed memory into the index if it belongs there, or takes it out. */
    void reindex(Memory m) {
        if (lookup.isActive(m.embedding())) {
            index.put(IndexEntry.of(m));
        } else {
            index.remove(m.id());
        }
    }

    /** Closes the reader of passage vectors (the journal closing). */
    @Override
    public void close() {
        parts.close();
    }
}
