package org.memoryjournal.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

import org.memoryjournal.memory.RecallTrace;
import org.memoryjournal.memory.Weights;

/**
 * Conversations and their messages in the journal's SQLite file. Deleting a conversation deletes its
 * messages (cascade) but never the memories written from them.
 */
public final class SqliteConversationRepository implements ConversationRepository {
    private static final String UNTITLED = "New conversation";
    private static final String CONVERSATION_COLUMNS =
            "id, title, created_at_s, created_at_ns, updated_at_s, updated_at_ns";
    private static final String MESSAGE_COLUMNS = "m.id, m.conversation_id, m.role, m.text, m.created_at_s, "
            + "m.created_at_ns, m.status, m.error, m.memory_id, "
            + "(SELECT group_concat(r.memory_id, ',' ORDER BY r.rank) FROM message_recalls r WHERE r.message_id = m.id), "
            + "m.covers_up_to";

    private final Database db;
    private final ConversationFeed feed;

    SqliteConversationRepository(Database db) {
        this.db = db;
        this.feed = ConversationFeed.fromNow(db);
    }

    /** Every write goes through the change feed, so this process's own changes are never reported as another's. */
    private <T> T write(Database.Work<T> work) {
        return feed.write(db, work);
    }

    @Override
    public Set<Long> takeChangesElsewhere() {
        return db.read(feed::takeChanged);
    }

    @Override
    public Conversation create(String title, Instant now) {
        Objects.requireNonNull(now, "now");
        String t = cleanTitle(title);
        return write(c -> insertConversation(c, t, now));
    }

    private static Conversation insertConversation(Connection c, String title, Instant now) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO conversations (title, created_at_s, "
                + "created_at_ns, updated_at_s, updated_at_ns) VALUES (?, ?, ?, ?, ?) RETURNING id")) {
            ps.setString(1, title);
            Instants.bind(ps, 2, now);
            Instants.bind(ps, 4, now);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return new Conversation(rs.getLong(1), title, now, now);
            }
        }
    }

    @Override
    public Conversation findOrCreate(String title, Instant now) {
        Objects.requireNonNull(now, "now");
        String t = cleanTitle(title);
        return write(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT " + CONVERSATION_COLUMNS
                    + " FROM conversations WHERE title = ? ORDER BY id LIMIT 1")) {
                ps.setString(1, t);
                try (ResultSet rs = ps.executeQuery()) {
                    if (rs.next()) {
                        return conversation(rs);
                    }
                }
            }
            return insertConversation(c, t, now);
        });
    }

    @Override
    public List<Conversation> list() {
        return db.read(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT " + CONVERSATION_COLUMNS
                    + " FROM conversations ORDER BY updated_at_s DESC, updated_at_ns DESC, id DESC");
                 ResultSet rs = ps.executeQuery()) {
                List<Conversation> out = new ArrayList<>();
                while (rs.next()) {
                    out.add(conversation(rs));
                }
                return out;
            }
        });
    }

    @Override
    public Optional<Conversation> find(long id) {
        return db.read(c -> findIn(c, id));
    }

    @Override
    public Conversation rename(long id, String title) {
        String t = cleanTitle(title);
        return write(c -> {
            Conversation old = findIn(c, id).orElseThrow(() -> noSuchConversation(id));
            try (PreparedStatement ps = c.prepareStatement("UPDATE conversations SET title = ? WHERE id = ?")) {
                ps.setString(1, t);
                ps.setLong(2, id);
                ps.executeUpdate();
            }
            return new Conversation(id, t, old.createdAt(), old.updatedAt());
        });
    }

    @Override
    public void delete(long id) {
        write(c -> {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM conversations WHERE id = ?")) {
                ps.setLong(1, id);
                return ps.executeUpdate();
            }
        });
    }

    @Override
    public StoredMessage append(long conversationId, StoredMessage.Role role, String text, Instant at,
                                StoredMessage.Status status, String error, List<Long> recalledIds, long memoryId) {
        StoredMessage draft = new StoredMessage(0, conversationId, role, text, at, status, error,
                recalledIds == null ? List.of() : recalledIds, memoryId);
        return write(c -> insert(c, draft));
    }

    @Override
    public StoredMessage finish(long messageId, String text, StoredMessage.Status status, String error) {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(status, "status");
        return write(c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "UPDATE messages SET text = ?, status = ?, error = ? WHERE id = ?")) {
                ps.setString(1, text);
                ps.setString(2, status.name().toLowerCase(Locale.ROOT));
                ps.setString(3, error == null ? "" : error);
                ps.setLong(4, messageId);
                if (ps.executeUpdate() == 0) {
                    throw new StoreException("No message with id " + messageId + ".");
                }
            }
            try (PreparedStatement ps = c.prepareStatement("SELECT " + MESSAGE_COLUMNS
                    + " FROM messages m WHERE m.id = ?")) {
                ps.setLong(1, messageId);
                return readMessages(ps).get(0);
            }
        });
    }

    /** Inserts a message, its recalled memories, and bumps the conversation, inside the caller's transaction. */
    private StoredMessage insert(Connection c, StoredMessage draft) throws SQLException {
        long conversationId = draft.conversationId();
        Instant at = draft.createdAt();
        long memoryId = draft.memoryId();
        findIn(c, conversationId).orElseThrow(() -> noSuchConversation(conversationId));
        requireMemories(c, draft);
        long id;
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO messages (conversation_id, role, text, "
                + "created_at_s, created_at_ns, status, error, memory_id, covers_up_to) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) "
                + "RETURNING id")) {
            ps.setLong(1, conversationId);
            ps.setString(2, draft.role().name().toLowerCase(Locale.ROOT));
            ps.setString(3, draft.text());
            Instants.bind(ps, 4, at);
            ps.setString(6, draft.status().name().toLowerCase(Locale.ROOT));
            ps.setString(7, draft.error());
            if (memoryId > 0) {
                ps.setLong(8, memoryId);
            } else {
                ps.setNull(8, Types.INTEGER);
            }
            ps.setLong(9, draft.coversUpTo());
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                id = rs.getLong(1);
            }
        }
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO message_recalls (message_id, rank, memory_id) VALUES (?, ?, ?)")) {
            int rank = 1;
            for (long memory : draft.recalledIds()) {
                ps.setLong(1, id);
                ps.setInt(2, rank++);
                ps.setLong(3, memory);
                ps.addBatch();
            }
            ps.executeBatch();
        }
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE conversations SET updated_at_s = ?, updated_at_ns = ? WHERE id = ?")) {
            Instants.bind(ps, 1, at);
            ps.setLong(3, conversationId);
            ps.executeUpdate();
        }
        return new StoredMessage(id, conversationId, draft.role(), draft.text(), at, draft.status(),
                draft.error(), draft.recalledIds(), Math.max(0, memoryId), draft.coversUpTo());
    }

    @Override
    public StoredMessage appendSummary(long conversationId, String text, Instant at, long coversUpTo) {
        StoredMessage draft = new StoredMessage(0, conversationId, StoredMessage.Role.SUMMARY, text, at,
                StoredMessage.Status.COMPLETE, "", List.of(), 0, coversUpTo);
        return write(c -> insert(c, draft));
    }

    @Override
    public StoredMessage linkMemory(long messageId, long memoryId, String error) {
        return write(c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "UPDATE messages SET memory_id = ?, error = ? WHERE id = ?")) {
                if (memoryId > 0) {
                    ps.setLong(1, memoryId);
                } else {
                    ps.setNull(1, java.sql.Types.INTEGER);
                }
                ps.setString(2, error == null ? "" : error);
                ps.setLong(3, messageId);
                if (ps.executeUpdate() == 0) {
                    throw new StoreException("No message with id " + messageId + ".");
                }
            }
            try (PreparedStatement ps = c.prepareStatement("SELECT " + MESSAGE_COLUMNS
                    + " FROM messages m WHERE m.id = ?")) {
                ps.setLong(1, messageId);
                return readMessages(ps).get(0);
            }
        });
    }

    @Override
    public List<StoredMessage> messages(long conversationId) {
        return db.read(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT " + MESSAGE_COLUMNS
                    + " FROM messages m WHERE m.conversation_id = ? ORDER BY m.id")) {
                ps.setLong(1, conversationId);
                return readMessages(ps);
            }
        });
    }

    private static void requireMemories(Connection c, StoredMessage m) throws SQLException {
        List<Long> wanted = new ArrayList<>(m.recalledIds());
        if (m.memoryId() > 0) {
            wanted.add(m.memoryId());
        }
        if (wanted.isEmpty()) {
            return;
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT value FROM json_each(?) "
                + "WHERE value NOT IN (SELECT id FROM memories) LIMIT 1")) {
            ps.setString(1, MemoryLookup.jsonArray(wanted));
            try (ResultSet rs = ps.executeQuery()) {
                if (rs.next()) {
                    throw new StoreException("No memory with id " + rs.getLong(1) + "; the message was not saved.");
                }
            }
        }
    }

    private static Optional<Conversation> findIn(Connection c, long id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT " + CONVERSATION_COLUMNS
                + " FROM conversations WHERE id = ?")) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(conversation(rs)) : Optional.empty();
            }
        }
    }

    private static Conversation conversation(ResultSet rs) throws SQLException {
        return new Conversation(rs.getLong(1), rs.getString(2), Instants.read(rs, 3), Instants.read(rs, 5));
    }

    private static List<StoredMessage> readMessages(PreparedStatement ps) throws SQLException {
        List<StoredMessage> out = new ArrayList<>();
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                String recalls = rs.getString(10);
                List<Long> recalled = new ArrayList<>();
                if (recalls != null && !recalls.isEmpty()) {
                    for (String part : recalls.split(",")) {
                        recalled.add(Long.parseLong(part));
                    }
                }
                out.add(new StoredMessage(rs.getLong(1), rs.getLong(2),
                        StoredMessage.Role.valueOf(rs.getString(3).toUpperCase(Locale.ROOT)), rs.getString(4),
                        Instants.read(rs, 5), StoredMessage.Status.valueOf(rs.getString(7).toUpperCase(Locale.ROOT)),
                        rs.getString(8), recalled, rs.getLong(9), rs.getLong(11)));
            }
        }
        return out;
    }

    private static StoreException noSuchConversation(long id) {
        return new StoreException("No conversation with id " + id + ".");
    }

    private static String cleanTitle(String title) {
        return title == null || title.isBlank() ? UNTITLED : title.strip();
    }

    @Override
    public void recordTrace(long messageId, RecallTrace trace) {
        Objects.requireNonNull(trace, "trace");
        write(c -> {
            try (PreparedStatement ps = c.prepareStatement("UPDATE messages SET recall_context = ? WHERE id = ?")) {
                ps.setString(1, TraceCodec.context(trace.weights(), trace.at(), trace.timeFocus()));
                ps.setLong(2, messageId);
                if (ps.executeUpdate() == 0) {
                    throw new StoreException("No message with id " + messageId + ".");
                }
            }
            try (PreparedStatement ps = c.prepareStatement(
                    "UPDATE message_recalls SET breakdown = ? WHERE message_id = ? AND rank = ? AND memory_id = ?")) {
                for (RecallTrace.Entry e : trace.entries()) {
                    ps.setString(1, TraceCodec.entry(e.breakdown(), e.textHash()));
                    ps.setLong(2, messageId);
                    ps.setInt(3, e.rank());
                    ps.setLong(4, e.memoryId());
                    ps.addBatch();
                }
                ps.executeBatch();
            }
            return null;
        });
    }

    @Override
    public Optional<RecallTrace> trace(long messageId) {
        return db.read(c -> {
            Optional<TraceCodec.Context> context;
            try (PreparedStatement ps = c.prepareStatement("SELECT recall_context FROM messages WHERE id = ?")) {
                ps.setLong(1, messageId);
                try (ResultSet rs = ps.executeQuery()) {
                    context = rs.next() ? TraceCodec.context(rs.getString(1)) : Optional.empty();
                }
            }
            if (context.isEmpty()) {
                return Optional.empty();
            }
            List<RecallTrace.Entry> entries = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT memory_id, rank, breakdown FROM message_recalls WHERE message_id = ? ORDER BY rank")) {
                ps.setLong(1, messageId);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        long memoryId = rs.getLong(1);
                        int rank = rs.getInt(2);
                        String kept = rs.getString(3);
                        TraceCodec.breakdown(kept).ifPresent(b -> entries.add(
                                new RecallTrace.Entry(memoryId, rank, b, TraceCodec.textHash(kept))));
                    }
                }
            }
            TraceCodec.Context ctx = context.get();
            Weights used = ctx.weightsAsUsed() ? ctx.weights() : RecallTrace.weightsReadBack(entries, ctx.weights());
            return Optional.of(new RecallTrace(ctx.at(), used, ctx.timeFocus(), entries));
        });
    }
}
