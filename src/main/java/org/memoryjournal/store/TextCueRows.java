package org.memoryjournal.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import org.memoryjournal.memory.AnswerValues;
import org.memoryjournal.memory.MemoryIndex;
import org.memoryjournal.memory.TextCues;

/**
 * The rows whose {@link TextCues} are not stored (a schema step cleared them when what the cues read changed) and
 * the statements that store them, with the names and figures ({@link AnswerValues}) stored beside them.
 */
final class TextCueRows {
    private TextCueRows() {
    }

    /** Whether any memory's cues are not stored. */
    static boolean anyUnstored(Connection c) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT 1 FROM memories WHERE states_change IS NULL LIMIT 1");
             ResultSet rs = ps.executeQuery()) {
            return rs.next();
        }
    }

    /**
     * Stores the cues of up to {@code batch} rows that have none (as {@code index} worked them out when it loaded,
     * or from the text: another model's memories are not in it), and their names and figures; returns how many.
     */
    static int saveSome(Connection c, MemoryIndex index, int batch) throws SQLException {
        List<long[]> cues = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT id, text FROM memories WHERE states_change IS NULL ORDER BY id LIMIT ?")) {
            ps.setInt(1, batch);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    long known = index.textCues(rs.getLong(1));
                    String text = rs.getString(2);
                    cues.add(new long[] {rs.getLong(1), known >= 0 ? known : TextCues.of(text), AnswerValues.of(text)});
                }
            }
        }
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE memories SET states_change = ?, answer_values = ? WHERE id = ?")) {
            for (long[] row : cues) {
                ps.setLong(1, row[1]);
                ps.setLong(2, row[2]);
                ps.setLong(3, row[0]);
                ps.addBatch();
            }
            ps.executeBatch();
        }
        return cues.size();
    }
}
