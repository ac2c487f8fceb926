package org.memoryjournal.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.function.Supplier;

import org.memoryjournal.memory.MemoryIndex;
import org.memoryjournal.memory.PartVectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads the passage vectors of a candidate pool for ranking, on a read-only connection of its own. Ranking holds the
 * recall index's read lock, and a write holds the journal's lock while it updates the index: reading through the
 * journal's own connection there could wait on each other for ever. In WAL mode this reader neither waits for the
 * writer nor holds it up. A read that fails (the file busy past the timeout, the journal closing) leaves the pool to
 * be ranked by whole texts; nothing of the memories is logged.
 */
final class PartReader implements PartVectors, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(PartReader.class);

    private final Database db;
    private final Supplier<MemoryIndex> index;
    private Connection connection;
    private boolean closed;

    /** @param index the recall index whose model's passages are read (read each time: a provisional one is replaced) */
    PartReader(Database db, Supplier<MemoryIndex> index) {
        this.db = db;
        this.index = index;
    }

    @Override
    public synchronized Map<Long, float[][]> of(long[] ids) {
        if (closed || ids.length == 0) {
            return Map.of();
        }
        try {
            if (connection == null) {
                connection = db.openReader();
            }
            MemoryIndex active = index.get();
            return PartRows.read(connection, ids, active.modelId(), active.dimension());
        } catch (SQLException | RuntimeException e) {
            LOG.warn("Passage vectors not read; ranking by whole texts this time ({})", e.getClass().getSimpleName());
            closeConnection();
            return Map.of();
        }
    }

    @Override
    public synchronized void close() {
        closed = true;
        closeConnection();
    }

    private void closeConnection() {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException e) {
                LOG.debug("Closing the passage reader: {}", e.getClass().getSimpleName());
            }
            connection = null;
        }
    }
}
