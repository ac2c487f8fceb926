package org.memoryjournal.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.MemoryParts;

/**
 * The rows of {@code memory_parts}: the vectors of a memory's passages ({@link org.memoryjournal.memory.MemoryParts}),
 * one after the other in one blob, with the model that made them.
 */
final class PartRows {
    private PartRows() {
    }

    /**
     * Stores the passage vectors of memory {@code id}, if it still holds {@code text} and is of the model the
     * vectors are (an edit or a new vector meanwhile wins); whether it stored them.
     */
    static boolean save(Connection c, long id, String text, String model, List<Embedding> parts) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT OR REPLACE INTO memory_parts (memory_id, model, vectors) "
                + "SELECT id, ?, ? FROM memories WHERE id = ? AND text = ? AND embedding_model = ?")) {
            ps.setString(1, model);
            ps.setBytes(2, encode(parts));
            ps.setLong(3, id);
            ps.setString(4, text);
            ps.setString(5, model);
            return ps.executeUpdate() > 0;
        }
    }

    /**
     * Memory {@code id} was written, or its text or its vector changed: its passage vectors are forgotten, to be
     * embedded again; a text with no passages needs none, which is stored at once (no embedding, no later write).
     */
    static void textChanged(Connection c, long id, String text, String model) throws SQLException {
        if (MemoryParts.of(text).isEmpty()) {
            try (PreparedStatement ps = c.prepareStatement(
                    "INSERT OR REPLACE INTO memory_parts (memory_id, model, vectors) VALUES (?, ?, x'')")) {
                ps.setLong(1, id);
                ps.setString(2, model);
                ps.executeUpdate();
            }
            return;
        }
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM memory_parts WHERE memory_id = ?")) {
            ps.setLong(1, id);
            ps.executeUpdate();
        }
    }

    /** Up to {@code limit} memories of {@code model} without passage vectors of it, newest first. */
    static List<PendingParts> pending(Connection c, String model, int limit) throws SQLException {
        List<PendingParts> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT m.id, m.text FROM memories m "
                + "LEFT JOIN memory_parts p ON p.memory_id = m.id AND p.model = m.embedding_model "
                + "WHERE m.embedding_model = ? AND p.memory_id IS NULL ORDER BY m.id DESC LIMIT ?")) {
            ps.setString(1, model);
            ps.setInt(2, limit);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new PendingParts(rs.getLong(1), rs.getString(2)));
                }
            }
        }
        return out;
    }

    /** The passage vectors of those of {@code ids} that have any of {@code model}, {@code dimension} long, by id. */
    static Map<Long, float[][]> read(Connection c, long[] ids, String model, int dimension) throws SQLException {
        Map<Long, float[][]> out = new HashMap<>();
        if (ids.length == 0 || dimension <= 0) {
            return out;
        }
        StringBuilder sql = new StringBuilder("SELECT memory_id, vectors FROM memory_parts WHERE model = ? "
                + "AND length(vectors) > 0 AND memory_id IN (");
        for (int i = 0; i < ids.length; i++) {
            sql.append(i == 0 ? "?" : ", ?");
        }
        try (PreparedStatement ps = c.prepareStatement(sql.append(')').toString())) {
            ps.setString(1, model);
            for (int i = 0; i < ids.length; i++) {
                ps.setLong(i + 2, ids[i]);
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    float[][] parts = decode(rs.getBytes(2), dimension);
                    if (parts.length > 0) {
                        out.put(rs.getLong(1), parts);
                    }
                }
            }
        }
        return out;
    }

    static byte[] encode(List<Embedding> parts) {
        int dimension = parts.isEmpty() ? 0 : parts.get(0).dimension();
        byte[] out = new byte[parts.size() * dimension * Float.BYTES];
        for (int i = 0; i < parts.size(); i++) {
            byte[] one = VectorCodec.encode(parts.get(i).vector());
            System.arraycopy(one, 0, out, i * one.length, one.length);
        }
        return out;
    }

    /** The vectors of a blob; none when its length is not a whole number of vectors of {@code dimension}. */
    static float[][] decode(byte[] blob, int dimension) {
        int size = dimension * Float.BYTES;
        if (blob == null || blob.length % size != 0) {
            return new float[0][];
        }
        float[][] out = new float[blob.length / size][dimension];
        java.nio.FloatBuffer floats = java.nio.ByteBuffer.wrap(blob).order(java.nio.ByteOrder.LITTLE_ENDIAN)
                .asFloatBuffer();
        for (float[] vector : out) {
            floats.get(vector);
        }
        return out;
    }
}
