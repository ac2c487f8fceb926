package org.memoryjournal.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import org.memoryjournal.memory.AccessEntry;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.NewMemory;

/**
 * The journal's log of other assistants' calls (table {@code access_log}, schema step 5): written by the
 * MCP server, read by the app's Access view. Every process sees every other's rows (they share the file).
 */
public final class AccessLog {
    private final Database db;

    AccessLog(Database db) {
        this.db = db;
    }

    /**
     * Writes one entry and returns it with its id. The commit does not wait for the disk (a log line lost
     * to a power cut costs nothing the user wrote), so logging adds little to a tool call.
     */
    public AccessEntry record(AccessEntry entry) {
        long id = db.writeRelaxed(c -> {
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO access_log (at_s, at_ns, client, tool, "
                    + "query, memory_ids, outcome) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id")) {
                Instants.bind(ps, 1, entry.at());
                ps.setString(3, entry.client());
                ps.setString(4, entry.tool());
                ps.setString(5, entry.query());
                ps.setString(6, entry.memoryIds().stream().map(String::valueOf).collect(Collectors.joining(",")));
                ps.setString(7, entry.outcome());
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    return rs.getLong(1);
                }
            }
        }, written -> { });
        return new AccessEntry(id, entry.at(), entry.client(), entry.tool(), entry.query(), entry.memoryIds(),
                entry.outcome());
    }

    /** The newest {@code limit} entries, newest first. */
    public List<AccessEntry> recent(int limit) {
        return db.read(c -> {
            List<AccessEntry> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT id, at_s, at_ns, client, tool, query, memory_ids, "
                    + "outcome FROM access_log ORDER BY id DESC LIMIT ?")) {
                ps.setInt(1, Math.max(0, limit));
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(new AccessEntry(rs.getLong(1), Instants.read(rs, 2), rs.getString(4),
                                rs.getString(5), rs.getString(6), ids(rs.getString(7)), rs.getString(8)));
                    }
                }
            }
            return out;
        });
    }

    /** The id of the newest entry (0 when there is none): a cheap way to see that another process logged. */
    public long latestId() {
        return db.read(c -> {
            try (Statement st = c.createStatement();
                 ResultSet rs = st.executeQuery("SELECT coalesce(max(id), 0) FROM access_log")) {
                return rs.next() ? rs.getLong(1) : 0L;
            }
        });
    }

    private static final String COPIED = "kind, importance, pinned, created_at_s, created_at_ns, source, "
            + "source_client, embedding_model, dimension, embedding, text";

    /** Keeps a copy of memory {@code id} before an assistant forgets it; false when there is no such memory. */
    public boolean keepCopy(long id) {
        return db.write(c -> {
            try (PreparedStatement ps = c.prepareStatement("INSERT OR REPLACE INTO access_forgotten (memory_id, "
                    + COPIED + ") SELECT id, " + COPIED + " FROM memories WHERE id = ?")) {
                ps.setLong(1, id);
                return ps.executeUpdate() == 1;
            }
        });
    }

    /** The kept copy of forgotten memory {@code id}, ready to be written again, if there is one. */
    public Optional<NewMemory> copyOf(long id) {
        return db.read(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT " + COPIED
                    + " FROM access_forgotten WHERE memory_id = ?")) {
                ps.setLong(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    if (!rs.next()) {
                        return Optional.<NewMemory>empty();
                    }
                    Embedding vector = new Embedding(rs.getString(8), VectorCodec.decode(rs.getBytes(10), rs.getInt(9)));
                    return Optional.of(new NewMemory(rs.getString(11), MemoryKind.parse(rs.getString(1)),
                            Instants.read(rs, 4), rs.getInt(2), vector, MemorySource.parse(rs.getString(6)),
                            rs.getInt(3) != 0, rs.getString(7)));
                }
            }
        });
    }

    /** Drops the kept copy of {@code id} (after it was restored). */
    public void dropCopy(long id) {
        db.write(c -> {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM access_forgotten WHERE memory_id = ?")) {
                ps.setLong(1, id);
                return ps.executeUpdate();
            }
        });
    }

    private static List<Long> ids(String joined) {
        if (joined == null || joined.isBlank()) {
            return List.of();
        }
        return Arrays.stream(joined.split(",")).map(String::trim).map(Long::valueOf).toList();
    }
}
