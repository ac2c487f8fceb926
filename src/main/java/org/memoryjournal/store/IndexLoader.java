package org.memoryjournal.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import org.memoryjournal.memory.AnswerValues;
import org.memoryjournal.memory.TextCues;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.IndexEntry;
import org.memoryjournal.memory.MemoryIndex;
import org.memoryjournal.memory.MemoryKind;

/**
 * Fills the recall index from the database when a journal opens: the memories of the active model only.
 * The index is sized once for all rows (their count is read first), then filled batch by batch as rows
 * are decoded, so the load never holds a second copy of every vector. The rows are read without a memory
 * map: a map made the load no faster (0.7 s of CPU either way at 100,000 memories, file in the OS cache)
 * but put the whole file into the process's resident memory while it lasted (peak 633 MB against 438 MB).
 */
final class IndexLoader {
    private static final String SQL = "SELECT id, kind, last_accessed_s, last_accessed_ns, importance, pinned, "
            + "coalesce(superseded_by, 0), text_chars, embedding, created_at_s, created_at_ns, states_change, "
            + "CASE WHEN states_change IS NULL THEN text END, source = 'reflection', answer_values FROM memories "
            + "WHERE embedding_model = ? AND dimension = ?";

    /** Rows decoded before they go to the index: small enough that they add little to the heap. */
    static final int BATCH = 4096;

    private IndexLoader() {
    }

    /**
     * Reads every row of the index's model into {@code index} and tells {@code feed} which change the rows
     * include; returns how many were loaded.
     */
    static int load(Database db, MemoryIndex index, IndexFeed feed) {
        return load(db, index, feed, false);
    }

    /** As {@link #load(Database, MemoryIndex, IndexFeed)}; {@code aside} reads on a separate connection (background loads). */
    static int load(Database db, MemoryIndex index, IndexFeed feed, boolean aside) {
        Database.Work<Rows> read = c -> read(c, index);
        return apply(aside ? db.readAside(read) : db.read(read), feed);
    }

    /** As {@link #load(Database, MemoryIndex, IndexFeed)}, on a connection the caller holds under the database lock. */
    static int load(Connection c, MemoryIndex index, IndexFeed feed) throws SQLException {
        return apply(read(c, index), feed);
    }

    /** The dimension of the newest vector of {@code modelId} in the journal, if it holds one. */
    static OptionalInt storedDimension(Connection c, String modelId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT dimension FROM memories WHERE embedding_model = ? ORDER BY id DESC LIMIT 1")) {
            ps.setString(1, modelId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? OptionalInt.of(rs.getInt(1)) : OptionalInt.empty();
            }
        }
    }

    private record Rows(long seq, int count) {
    }

    private static Rows read(Connection c, MemoryIndex index) throws SQLException {
        // The change number first: rows changed after it are read as they are now and applied again later.
        long seq = IndexFeed.latestSeq(c);
        index.reserve(index.size() + expected(c, index));
        int count = 0;
        try (PreparedStatement ps = c.prepareStatement(SQL)) {
            ps.setString(1, index.modelId());
            ps.setInt(2, index.dimension());
            try (ResultSet rs = ps.executeQuery()) {
                List<IndexEntry> batch = new ArrayList<>(BATCH);
                while (rs.next()) {
                    batch.add(entry(rs, index));
                    if (batch.size() == BATCH) {
                        index.putAll(batch);
                        count += batch.size();
                        batch.clear();
                    }
                }
                index.putAll(batch);
                count += batch.size();
            }
        }
        return new Rows(seq, count);
    }

    private static int apply(Rows rows, IndexFeed feed) {
        feed.loadedUpTo(rows.seq());
        return rows.count();
    }

    /** How many rows the load will read (the model index answers this without touching the vectors). */
    private static int expected(Connection c, MemoryIndex index) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT count(*) FROM memories WHERE embedding_model = ? AND dimension = ?")) {
            ps.setString(1, index.modelId());
            ps.setInt(2, index.dimension());
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getInt(1) : 0;
            }
        }
    }

    /**
     * One index entry from the first fifteen columns of {@link #SQL} (the change feed reads the same ones). The text
     * is read only for a row whose cues are not stored; its names and figures ({@link AnswerValues}) are stored with
     * the cues (schema step 12), so they are worked out from that text too.
     */
    static IndexEntry entry(ResultSet rs, MemoryIndex index) throws SQLException {
        long id = rs.getLong(1);
        try {
            float[] vector = VectorCodec.decode(rs.getBytes(9), index.dimension());
            return new IndexEntry(id, new Embedding(index.modelId(), vector), kind(rs.getString(2)),
                    rs.getInt(5), Instant.ofEpochSecond(rs.getLong(3), rs.getInt(4)), rs.getInt(6) != 0,
                    rs.getLong(7), rs.getInt(8), Instant.ofEpochSecond(rs.getLong(10), rs.getInt(11)),
                    cues(rs), answerValues(rs));
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new StoreException("Memory " + id + " is damaged in the journal file (" + e.getMessage()
                    + "); restore it from a backup.", e);
        }
    }

    /**
     * The stored {@link TextCues} bits (for rows written before they were stored, worked out from the text, read
     * only for those), and whether the memory is an insight.
     */
    private static long cues(ResultSet rs) throws SQLException {
        long stored = rs.getLong(12);
        long cues = rs.wasNull() ? TextCues.of(rs.getString(13)) : stored;
        return cues | (rs.getInt(14) != 0 ? TextCues.INSIGHT : 0);
    }

    /** The stored {@link AnswerValues}, or for a row whose cues are not stored (its text was read), from its text. */
    private static long answerValues(ResultSet rs) throws SQLException {
        String text = rs.getString(13);
        return text != null ? AnswerValues.of(text) : rs.getLong(15);
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
