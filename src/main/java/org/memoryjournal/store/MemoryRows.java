package org.memoryjournal.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.OptionalLong;

import org.memoryjournal.memory.TextCues;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.AnswerValues;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.NewMemory;

/** Mapping between rows of {@code memories} and {@link Memory} values. */
final class MemoryRows {
    /** The columns {@link #read} expects, in order. */
    static final String COLUMNS = "m.id, m.text, m.kind, m.created_at_s, m.created_at_ns, m.last_accessed_s, "
            + "m.last_accessed_ns, m.importance, m.embedding, m.embedding_model, m.dimension, m.source, m.pinned, "
            + "m.superseded_by";

    static final String INSERT = "INSERT INTO memories (text, text_chars, kind, created_at_s, created_at_ns, "
            + "last_accessed_s, last_accessed_ns, importance, embedding, embedding_model, dimension, source, pinned, "
            + "states_change, source_client, answer_values) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private MemoryRows() {
    }

    static Memory read(ResultSet rs) throws SQLException {
        long id = rs.getLong(1);
        try {
            String model = rs.getString(10);
            int dimension = rs.getInt(11);
            Embedding embedding = new Embedding(model, VectorCodec.decode(rs.getBytes(9), dimension));
            long supersededBy = rs.getLong(14);
            OptionalLong superseded = rs.wasNull() ? OptionalLong.empty() : OptionalLong.of(supersededBy);
            return new Memory(id, rs.getString(2), MemoryKind.parse(rs.getString(3)), Instants.read(rs, 4),
                    Instants.read(rs, 6), rs.getInt(8), embedding, MemorySource.parse(rs.getString(12)),
                    rs.getInt(13) != 0, superseded);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new StoreException("Memory " + id + " is damaged in the journal file (" + e.getMessage()
                    + "); restore it from a backup or delete it.", e);
        }
    }

    /**
     * Binds a new memory to {@link #INSERT}; created and last access are both its creation time. Returns
     * nothing: the id comes from the statement's generated key.
     */
    static void bindInsert(PreparedStatement ps, NewMemory m) throws SQLException {
        ps.setString(1, m.text());
        ps.setInt(2, m.text().length());
        ps.setString(3, m.kind().id());
        Instants.bind(ps, 4, m.createdAt());
        Instants.bind(ps, 6, m.createdAt());
        ps.setInt(8, m.importance());
        ps.setBytes(9, VectorCodec.encode(m.embedding().vector()));
        ps.setString(10, m.embedding().modelId());
        ps.setInt(11, m.embedding().dimension());
        ps.setString(12, m.source().id());
        ps.setInt(13, m.pinned() ? 1 : 0);
        ps.setLong(14, TextCues.of(m.text()));
        ps.setString(15, m.client());
        ps.setLong(16, AnswerValues.of(m.text()));
    }

    /**
     * Sets the last access of the memories {@code ids} to {@code now} where that is later: a recall as of an earlier
     * moment ({@code recall --now} in the past) does not move an access back and make a memory look long unused.
     */
    static void touch(Connection c, List<Long> ids, Instant now) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE memories SET last_accessed_s = ?, last_accessed_ns = ? "
                + "WHERE id = ? AND (last_accessed_s < ? OR last_accessed_s = ? AND last_accessed_ns < ?)")) {
            for (long id : ids) {
                Instants.bind(ps, 1, now);
                ps.setLong(3, id);
                ps.setLong(4, now.getEpochSecond());
                ps.setLong(5, now.getEpochSecond());
                ps.setInt(6, now.getNano());
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    static Memory fromNew(long id, NewMemory m) {
        return new Memory(id, m.text(), m.kind(), m.createdAt(), m.createdAt(), m.importance(), m.embedding(),
                m.source(), m.pinned(), OptionalLong.empty());
    }
}
