package org.memoryjournal.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The SQL of reflection (schema step 5): which memories an insight cites, where the last reflection
 * stopped, how much importance was written since, and re-pointing links when memories are merged. Runs
 * inside the repository's transactions.
 */
final class InsightLinks {
    private InsightLinks() {
    }

    /** Replaces the evidence of {@code insightId} with {@code evidence} (duplicates and itself dropped). */
    static void replace(Connection c, long insightId, Collection<Long> evidence) throws SQLException {
        try (PreparedStatement del = c.prepareStatement("DELETE FROM insight_evidence WHERE insight_id = ?")) {
            del.setLong(1, insightId);
            del.executeUpdate();
        }
        try (PreparedStatement ins = c.prepareStatement(
                "INSERT OR IGNORE INTO insight_evidence (insight_id, evidence_id) VALUES (?, ?)")) {
            for (long e : evidence) {
                if (e != insightId) {
                    ins.setLong(1, insightId);
                    ins.setLong(2, e);
                    ins.addBatch();
                }
            }
            ins.executeBatch();
        }
    }

    static List<Long> evidenceOf(Connection c, long insightId) throws SQLException {
        List<Long> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT evidence_id FROM insight_evidence WHERE insight_id = ? ORDER BY evidence_id")) {
            ps.setLong(1, insightId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getLong(1));
                }
            }
        }
        return out;
    }

    /** The evidence of each of {@code ids} that is an insight citing any (ids ascending); others are absent. */
    static Map<Long, List<Long>> evidenceOfAll(Connection c, Collection<Long> ids) throws SQLException {
        if (ids.isEmpty()) {
            return new LinkedHashMap<>();
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT insight_id, evidence_id FROM insight_evidence "
                + "WHERE insight_id IN (SELECT value FROM json_each(?)) ORDER BY insight_id, evidence_id")) {
            ps.setString(1, MemoryLookup.jsonArray(List.copyOf(ids)));
            return links(ps);
        }
    }

    /** Rows of (insight id, evidence id) as insight id → its evidence, in the rows' order. */
    private static Map<Long, List<Long>> links(PreparedStatement ps) throws SQLException {
        Map<Long, List<Long>> out = new LinkedHashMap<>();
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.computeIfAbsent(rs.getLong(1), k -> new ArrayList<>()).add(rs.getLong(2));
            }
        }
        return out;
    }

    /** Every insight citing any of {@code evidence}, with all of its evidence (ids ascending). */
    static Map<Long, List<Long>> insightsCiting(Connection c, Collection<Long> evidence) throws SQLException {
        if (evidence.isEmpty()) {
            return new LinkedHashMap<>();
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT insight_id, evidence_id FROM insight_evidence "
                + "WHERE insight_id IN (SELECT insight_id FROM insight_evidence WHERE evidence_id IN "
                + "(SELECT value FROM json_each(?))) ORDER BY insight_id, evidence_id")) {
            ps.setString(1, MemoryLookup.jsonArray(List.copyOf(evidence)));
            return links(ps);
        }
    }

    /** The highest memory id the last reflection covered (0 before the first). */
    static long lastReflected(Connection c) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT last_memory_id FROM reflection_state");
             ResultSet rs = ps.executeQuery()) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }

    /** The importance of the live memories above {@code lastId} (insights themselves do not count). */
    static long importanceSince(Connection c, long lastId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT coalesce(sum(importance), 0) FROM memories "
                + "WHERE id > ? AND source <> 'reflection' AND superseded_by IS NULL")) {
            ps.setLong(1, lastId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : 0;
            }
        }
    }

    /** Records that a reflection covered the memories up to {@code upToId} (never moves back). */
    static void markReflected(Connection c, long upToId, Instant at) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO reflection_state (singleton, last_memory_id, "
                + "reflected_at_s, reflected_at_ns) VALUES (1, ?, ?, ?) ON CONFLICT (singleton) DO UPDATE SET "
                + "last_memory_id = max(last_memory_id, excluded.last_memory_id), "
                + "reflected_at_s = excluded.reflected_at_s, reflected_at_ns = excluded.reflected_at_ns")) {
            ps.setLong(1, upToId);
            Instants.bind(ps, 2, at);
            ps.executeUpdate();
        }
    }

    /**
     * Points every link to one of {@code others} at {@code keep}: answers' recalls, messages' memories,
     * supersede links and evidence links (both sides); a link that would point a memory at itself is dropped.
     */
    static void repoint(Connection c, long keep, List<Long> others) throws SQLException {
        String json = MemoryLookup.jsonArray(others);
        String[] statements = {
            "UPDATE message_recalls SET memory_id = ? WHERE memory_id IN (SELECT value FROM json_each(?))",
            "UPDATE messages SET memory_id = ? WHERE memory_id IN (SELECT value FROM json_each(?))",
            "UPDATE memories SET superseded_by = ? WHERE superseded_by IN (SELECT value FROM json_each(?))",
            "INSERT OR IGNORE INTO insight_evidence (insight_id, evidence_id) SELECT insight_id, ? FROM "
                    + "insight_evidence WHERE evidence_id IN (SELECT value FROM json_each(?))",
            "INSERT OR IGNORE INTO insight_evidence (insight_id, evidence_id) SELECT ?, evidence_id FROM "
                    + "insight_evidence WHERE insight_id IN (SELECT value FROM json_each(?))",
        };
        for (String sql : statements) {
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                ps.setLong(1, keep);
                ps.setString(2, json);
                ps.executeUpdate();
            }
        }
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM insight_evidence WHERE insight_id = evidence_id "
                + "OR insight_id IN (SELECT value FROM json_each(?)) OR evidence_id IN (SELECT value FROM json_each(?))")) {
            ps.setString(1, json);
            ps.setString(2, json);
            ps.executeUpdate();
        }
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE memories SET superseded_by = NULL, supersede_reason = '' WHERE id = ? AND superseded_by = ?")) {
            ps.setLong(1, keep);
            ps.setLong(2, keep);
            ps.executeUpdate();
        }
    }
}
