package org.memoryjournal.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.IndexEntry;
import org.memoryjournal.memory.MemoryIndex;
import org.memoryjournal.memory.MemoryKind;

/** Fills the recall index from the database when a journal opens: the memories of the active model only. */
final class IndexLoader {
    private static final int BATCH = 4096;
    private static final String SQL = "SELECT id, kind, last_accessed_s, last_accessed_ns, importance, pinned, "
            + "superseded_by IS NOT NULL, text_chars, embedding FROM memories "
            + "WHERE embedding_model = ? AND dimension = ?";

    private IndexLoader() {
    }

    /** Streams the rows in batches into {@code index}; returns how many were loaded. */
    static int load(Database db, MemoryIndex index) {
        return db.read(c -> {
            int loaded = 0;
            try (PreparedStatement ps = c.prepareStatement(SQL)) {
                ps.setString(1, index.modelId());
                ps.setInt(2, index.dimension());
                ps.setFetchSize(BATCH);
                try (ResultSet rs = ps.executeQuery()) {
                    List<IndexEntry> batch = new ArrayList<>(BATCH);
                    while (rs.next()) {
                        batch.add(entry(rs, index));
                        if (batch.size() == BATCH) {
                            index.putAll(batch);
                            loaded += batch.size();
                            batch.clear();
                        }
                    }
                    index.putAll(batch);
                    loaded += batch.size();
                }
            }
            return loaded;
        });
    }

    private static IndexEntry entry(ResultSet rs, MemoryIndex index) throws SQLException {
        long id = rs.getLong(1);
        try {
            float[] vector = VectorCodec.decode(rs.getBytes(9), index.dimension());
            return new IndexEntry(id, new Embedding(index.modelId(), vector), MemoryKind.parse(rs.getString(2)),
                    rs.getInt(5), Instant.ofEpochSecond(rs.getLong(3), rs.getInt(4)), rs.getInt(6) != 0,
                    rs.getInt(7) != 0, rs.getInt(8));
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new StoreException("Memory " + id + " is damaged in the journal file (" + e.getMessage()
                    + "); restore it from a backup.", e);
        }
    }
}
