package org.memoryjournal.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.memoryjournal.memory.AnswerValues;
import org.memoryjournal.memory.TextCues;
import org.memoryjournal.memory.Memory;

/**
 * Reads what a delete is about to remove ({@link #keep}) and puts it back ({@link #restore}), inside the
 * caller's write transaction. The change feed's triggers fire on the re-insert, so other processes see the
 * memories come back.
 */
final class Undeletion {
    private static final String INSERT = "INSERT INTO memories (id, text, text_chars, kind, created_at_s, "
            + "created_at_ns, last_accessed_s, last_accessed_ns, importance, embedding, embedding_model, dimension, "
            + "source, pinned, states_change, source_client, answer_values) "
            + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            + "RETURNING id";

    /** The ids the memories have again, and the memories whose "superseded by" link was put back. */
    record Result(List<Long> restoredIds, List<Long> relinkedIds) {
    }

    private Undeletion() {
    }

    /** The memories {@code ids} that exist, with every link pointing at them. */
    static DeletedMemories keep(Connection c, MemoryLookup lookup, List<Long> ids) throws SQLException {
        String json = MemoryLookup.jsonArray(ids);
        List<Memory> found = lookup.findAll(c, ids);
        Map<Long, String> reasons = new HashMap<>();
        Map<Long, String> clients = new HashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT id, supersede_reason, source_client FROM memories "
                + "WHERE id IN (SELECT value FROM json_each(?))")) {
            ps.setString(1, json);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    reasons.put(rs.getLong(1), rs.getString(2));
                    clients.put(rs.getLong(1), rs.getString(3));
                }
            }
        }
        List<DeletedMemories.Row> rows = found.stream().map(m -> new DeletedMemories.Row(m,
                reasons.getOrDefault(m.id(), ""), clients.getOrDefault(m.id(), ""))).toList();
        List<DeletedMemories.Recall> recalls = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT message_id, rank, memory_id, breakdown "
                + "FROM message_recalls WHERE memory_id IN (SELECT value FROM json_each(?))")) {
            ps.setString(1, json);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    recalls.add(new DeletedMemories.Recall(rs.getLong(1), rs.getInt(2), rs.getLong(3), rs.getString(4)));
                }
            }
        }
        List<DeletedMemories.MessageLink> messages = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT id, memory_id FROM messages "
                + "WHERE memory_id IN (SELECT value FROM json_each(?))")) {
            ps.setString(1, json);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    messages.add(new DeletedMemories.MessageLink(rs.getLong(1), rs.getLong(2)));
                }
            }
        }
        List<DeletedMemories.Supersession> supersessions = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT id, superseded_by, supersede_reason FROM memories "
                + "WHERE superseded_by IN (SELECT value FROM json_each(?)) "
                + "AND id NOT IN (SELECT value FROM json_each(?))")) {
            ps.setString(1, json);
            ps.setString(2, json);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    supersessions.add(new DeletedMemories.Supersession(rs.getLong(1), rs.getLong(2), rs.getString(3)));
                }
            }
        }
        return new DeletedMemories(rows, recalls, messages, supersessions);
    }

    /** Inserts the memories again (old ids where free), then their links to what still exists. */
    static Result restore(Connection c, DeletedMemories d) throws SQLException {
        Map<Long, Long> ids = new HashMap<>();
        for (DeletedMemories.Row row : d.rows()) {
            ids.put(row.memory().id(), insert(c, row.memory(), row.client()));
        }
        Set<Long> relinked = new LinkedHashSet<>();
        try (PreparedStatement ps = c.prepareStatement("UPDATE memories SET superseded_by = ?, supersede_reason = ? "
                + "WHERE id = ? AND superseded_by IS NULL AND EXISTS (SELECT 1 FROM memories WHERE id = ?)")) {
            for (DeletedMemories.Row row : d.rows()) {
                if (row.memory().supersededBy().isPresent()) {
                    long newer = ids.getOrDefault(row.memory().supersededBy().getAsLong(),
                            row.memory().supersededBy().getAsLong());
                    link(ps, ids.get(row.memory().id()), newer, row.supersedeReason());
                }
            }
            for (DeletedMemories.Supersession s : d.supersessions()) {
                if (link(ps, s.oldId(), ids.get(s.newId()), s.reason())) {
                    relinked.add(s.oldId());
                }
            }
        }
        try (PreparedStatement ps = c.prepareStatement("INSERT OR IGNORE INTO message_recalls "
                + "(message_id, rank, memory_id, breakdown) SELECT ?, ?, ?, ? "
                + "WHERE EXISTS (SELECT 1 FROM messages WHERE id = ?)")) {
            for (DeletedMemories.Recall r : d.recalls()) {
                ps.setLong(1, r.messageId());
                ps.setInt(2, r.rank());
                ps.setLong(3, ids.get(r.memoryId()));
                ps.setString(4, r.breakdown());
                ps.setLong(5, r.messageId());
                ps.executeUpdate();
            }
        }
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE messages SET memory_id = ? WHERE id = ? AND memory_id IS NULL")) {
            for (DeletedMemories.MessageLink m : d.messages()) {
                ps.setLong(1, ids.get(m.memoryId()));
                ps.setLong(2, m.messageId());
                ps.executeUpdate();
            }
        }
        List<Long> restored = d.rows().stream().map(r -> ids.get(r.memory().id())).toList();
        return new Result(restored, List.copyOf(relinked));
    }

    private static boolean link(PreparedStatement ps, long oldId, long newId, String reason) throws SQLException {
        ps.setLong(1, newId);
        ps.setString(2, reason);
        ps.setLong(3, oldId);
        ps.setLong(4, newId);
        return ps.executeUpdate() > 0;
    }

    /** Inserts with the old id when it is free (SQLite may hand the highest id out again), else with a new one. */
    private static long insert(Connection c, Memory m, String client) throws SQLException {
        boolean free;
        try (PreparedStatement ps = c.prepareStatement("SELECT 1 FROM memories WHERE id = ?")) {
            ps.setLong(1, m.id());
            try (ResultSet rs = ps.executeQuery()) {
                free = !rs.next();
            }
        }
        try (PreparedStatement ps = c.prepareStatement(INSERT)) {
            if (free) {
                ps.setLong(1, m.id());
            } else {
                ps.setNull(1, java.sql.Types.INTEGER);
            }
            ps.setString(2, m.text());
            ps.setInt(3, m.text().length());
            ps.setString(4, m.kind().id());
            Instants.bind(ps, 5, m.createdAt());
            Instants.bind(ps, 7, m.lastAccessed());
            ps.setInt(9, m.importance());
            ps.setBytes(10, VectorCodec.encode(m.embedding().vector()));
            ps.setString(11, m.embedding().modelId());
            ps.setInt(12, m.embedding().dimension());
            ps.setString(13, m.source().id());
            ps.setInt(14, m.pinned() ? 1 : 0);
            ps.setLong(15, TextCues.of(m.text()));
            ps.setString(16, client == null ? "" : client);
            ps.setLong(17, AnswerValues.of(m.text()));
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }
}
