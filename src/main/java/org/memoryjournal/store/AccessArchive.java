package org.memoryjournal.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The assistants' part of an export: the access log ({@code access_log}) and the copies of forgotten memories
 * ({@code access_forgotten}), read in id order and written back. Into a journal without any, ids are kept; into
 * one that has some, a log entry already there (same time, client, tool and query) or a copy already there (same
 * text and time) is skipped, the rest get new ids, and the memory ids a log entry names are re-pointed (an id
 * the file does not hold, a memory deleted before the export, is dropped: here it could name another memory).
 */
final class AccessArchive {
    private static final String COPIED = "kind, importance, pinned, created_at_s, created_at_ns, source, "
            + "source_client, embedding_model, dimension, embedding, text";

    private AccessArchive() {
    }

    static void read(Connection c, ArchiveVisitor visitor) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT id, at_s, at_ns, client, tool, "
                + "query, memory_ids, outcome FROM access_log ORDER BY id")) {
            while (rs.next()) {
                visitor.access(new ArchivedAccess(rs.getLong(1), Instants.read(rs, 2), rs.getString(4), rs.getString(5),
                        rs.getString(6), rs.getString(7), rs.getString(8)));
            }
        }
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT memory_id, " + COPIED
                + " FROM access_forgotten ORDER BY memory_id")) {
            while (rs.next()) {
                visitor.forgotten(new ArchivedForgotten(rs.getLong(1), rs.getString(12), rs.getString(2), rs.getInt(3),
                        rs.getInt(4) != 0, Instants.read(rs, 5), rs.getString(7), rs.getString(8), rs.getString(9),
                        rs.getBytes(11)));
            }
        }
    }

    /**
     * Writes the copies, then the log. {@code memoryIds} maps the file's memory ids to the journal's and is
     * extended with the copies' ids; {@code nextMemoryId} hands out a fresh memory id for a copy on a merge.
     *
     * @param idsKept whether the memories kept their ids (an import into an empty journal)
     * @return {log entries written, copies written}
     */
    static int[] write(Connection c, List<ArchivedAccess> log, List<ArchivedForgotten> copies,
                       Map<Long, Long> memoryIds, boolean idsKept, LongSupplier nextMemoryId) throws SQLException {
        boolean keepCopyIds = idsKept && count(c, "access_forgotten") == 0;
        int copiesWritten = 0;
        Map<Long, Long> ids = new HashMap<>(memoryIds);
        try (PreparedStatement dup = c.prepareStatement("SELECT memory_id FROM access_forgotten WHERE text = ? "
                + "AND created_at_s = ? AND created_at_ns = ? LIMIT 1");
             PreparedStatement ps = c.prepareStatement("INSERT INTO access_forgotten (memory_id, " + COPIED
                     + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (ArchivedForgotten f : copies) {
                if (!keepCopyIds) {
                    dup.setString(1, f.text());
                    Instants.bind(dup, 2, f.createdAt());
                    try (ResultSet rs = dup.executeQuery()) {
                        if (rs.next()) {
                            ids.put(f.memoryId(), rs.getLong(1));
                            continue;
                        }
                    }
                }
                // A copy's id is the id its memory had: never a live memory's, and above none the journal hands out.
                long id = keepCopyIds && !memoryIds.containsKey(f.memoryId()) ? f.memoryId() : nextMemoryId.getAsLong();
                ids.put(f.memoryId(), id);
                ps.setLong(1, id);
                ps.setString(2, f.kind());
                ps.setInt(3, f.importance());
                ps.setInt(4, f.pinned() ? 1 : 0);
                Instants.bind(ps, 5, f.createdAt());
                ps.setString(7, f.source());
                ps.setString(8, f.sourceClient());
                ps.setString(9, f.embeddingModel());
                ps.setInt(10, f.dimension());
                ps.setBytes(11, f.vector());
                ps.setString(12, f.text());
                ps.executeUpdate();
                copiesWritten++;
            }
        }
        return new int[] {writeLog(c, log, ids), copiesWritten};
    }

    private static int writeLog(Connection c, List<ArchivedAccess> log, Map<Long, Long> ids) throws SQLException {
        boolean keep = count(c, "access_log") == 0;
        boolean identity = ids.entrySet().stream().allMatch(e -> e.getKey().equals(e.getValue()));
        int written = 0;
        try (PreparedStatement dup = c.prepareStatement("SELECT 1 FROM access_log WHERE at_s = ? AND at_ns = ? "
                + "AND client = ? AND tool = ? AND query = ? LIMIT 1");
             PreparedStatement ps = c.prepareStatement("INSERT INTO access_log (id, at_s, at_ns, client, tool, query, "
                     + "memory_ids, outcome) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (ArchivedAccess a : log) {
                if (!keep) {
                    Instants.bind(dup, 1, a.at());
                    dup.setString(3, a.client());
                    dup.setString(4, a.tool());
                    dup.setString(5, a.query());
                    try (ResultSet rs = dup.executeQuery()) {
                        if (rs.next()) {
                            continue;
                        }
                    }
                }
                if (keep) {
                    ps.setLong(1, a.id());
                } else {
                    ps.setNull(1, java.sql.Types.INTEGER);
                }
                Instants.bind(ps, 2, a.at());
                ps.setString(4, a.client());
                ps.setString(5, a.tool());
                ps.setString(6, a.query());
                ps.setString(7, keep && identity ? a.memoryIds() : repoint(a.memoryIds(), ids));
                ps.setString(8, a.outcome());
                ps.executeUpdate();
                written++;
            }
        }
        return written;
    }

    /** "3,7,9" with each id mapped; ids the file does not hold are dropped. */
    static String repoint(String joined, Map<Long, Long> ids) {
        List<String> out = new ArrayList<>();
        for (String part : joined.split(",")) {
            String p = part.strip();
            if (p.isEmpty()) {
                continue;
            }
            try {
                Long mapped = ids.get(Long.parseLong(p));
                if (mapped != null && mapped != 0) {
                    out.add(Long.toString(mapped));
                }
            } catch (NumberFormatException notAnId) {
                // a hand-edited log: nothing to point at
            }
        }
        return String.join(",", out);
    }

    private static long count(Connection c, String table) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT count(*) FROM " + table)) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }
}
