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
import java.util.function.LongConsumer;

/**
 * The conversations' part of {@link JournalArchive}: conversations and messages with their recalled memories,
 * read in id order and written back (ids kept into an empty journal; on a merge a conversation already there,
 * same title and start, is skipped with its messages, the rest re-numbered and their links re-pointed).
 */
final class ConversationArchive {
    private static final String MESSAGES = "SELECT id, conversation_id, role, text, created_at_s, created_at_ns, "
            + "status, error, memory_id, covers_up_to, recall_context FROM messages ORDER BY id";
    private static final String RECALLS = "SELECT message_id, rank, memory_id, breakdown FROM message_recalls "
            + "ORDER BY message_id, rank";

    private ConversationArchive() {
    }

    /** Every conversation by id, then every message by id with its recalls. */
    static void read(Connection c, ArchiveVisitor visitor) throws SQLException {
        readConversations(c, visitor);
        readMessages(c, visitor);
    }

    private static void readConversations(Connection c, ArchiveVisitor visitor) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT id, title, created_at_s, "
                + "created_at_ns, updated_at_s, updated_at_ns FROM conversations ORDER BY id")) {
            while (rs.next()) {
                visitor.conversation(new Conversation(rs.getLong(1), rs.getString(2), Instants.read(rs, 3),
                        Instants.read(rs, 5)));
            }
        }
    }

    /** Messages and their recalls, both ordered by message id, read side by side. */
    private static void readMessages(Connection c, ArchiveVisitor visitor) throws SQLException {
        try (Statement ms = c.createStatement(); ResultSet m = ms.executeQuery(MESSAGES);
             Statement rsSt = c.createStatement(); ResultSet r = rsSt.executeQuery(RECALLS)) {
            boolean more = r.next();
            while (m.next()) {
                long id = m.getLong(1);
                List<ArchivedMessage.Recall> recalls = new ArrayList<>();
                while (more && r.getLong(1) <= id) {
                    if (r.getLong(1) == id) {
                        recalls.add(new ArchivedMessage.Recall(r.getInt(2), r.getLong(3), r.getString(4)));
                    }
                    more = r.next();
                }
                visitor.message(new ArchivedMessage(id, m.getLong(2), m.getString(3), m.getString(4),
                        Instants.read(m, 5), m.getString(7), m.getString(8), m.getLong(9), m.getLong(10),
                        m.getString(11), recalls));
            }
        }
    }

    /** Returns {written, skipped}; fills {@code ids} with file id → journal id (skipped ones map to 0). */
    static int[] insertConversations(Connection c, List<Conversation> rows, boolean empty,
                                             Map<Long, Long> ids) throws SQLException {
        long next = JournalArchive.max(c, "conversations");
        int written = 0;
        int skipped = 0;
        try (PreparedStatement dup = c.prepareStatement("SELECT id FROM conversations WHERE title = ? "
                + "AND created_at_s = ? AND created_at_ns = ? LIMIT 1");
             PreparedStatement ps = c.prepareStatement("INSERT INTO conversations (id, title, created_at_s, "
                     + "created_at_ns, updated_at_s, updated_at_ns) VALUES (?, ?, ?, ?, ?, ?)")) {
            for (Conversation conv : rows) {
                if (!empty) {
                    dup.setString(1, conv.title());
                    Instants.bind(dup, 2, conv.createdAt());
                    try (ResultSet rs = dup.executeQuery()) {
                        if (rs.next()) {
                            ids.put(conv.id(), 0L);
                            skipped++;
                            continue;
                        }
                    }
                }
                long id = empty ? conv.id() : ++next;
                ids.put(conv.id(), id);
                ps.setLong(1, id);
                ps.setString(2, conv.title());
                Instants.bind(ps, 3, conv.createdAt());
                Instants.bind(ps, 5, conv.updatedAt());
                ps.executeUpdate();
                written++;
            }
        }
        return new int[] {written, skipped};
    }

    /** Messages of written conversations, with their links re-pointed; returns how many were written. */
    static int insertMessages(Connection c, List<ArchivedMessage> rows, boolean empty,
                                      Map<Long, Long> conversationIds, Map<Long, Long> memoryIds,
                                      LongConsumer progress, long before) throws SQLException {
        long next = JournalArchive.max(c, "messages");
        Map<Long, Long> ids = new HashMap<>();
        for (ArchivedMessage m : rows) {
            if (conversationIds.getOrDefault(m.conversationId(), 0L) != 0) {
                ids.put(m.id(), empty ? m.id() : ++next);
            }
        }
        int written = 0;
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO messages (id, conversation_id, role, text, "
                + "created_at_s, created_at_ns, status, error, memory_id, covers_up_to, recall_context) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
             PreparedStatement rs = c.prepareStatement("INSERT INTO message_recalls (message_id, rank, memory_id, "
                     + "breakdown) VALUES (?, ?, ?, ?)")) {
            for (ArchivedMessage m : rows) {
                Long id = ids.get(m.id());
                if (id == null) {
                    continue;
                }
                Long memory = m.memoryId() == 0 ? null : memoryIds.get(m.memoryId());
                ps.setLong(1, id);
                ps.setLong(2, conversationIds.get(m.conversationId()));
                ps.setString(3, m.role());
                ps.setString(4, m.text());
                Instants.bind(ps, 5, m.createdAt());
                ps.setString(7, m.status());
                ps.setString(8, m.error());
                if (memory == null) {
                    ps.setNull(9, java.sql.Types.INTEGER);
                } else {
                    ps.setLong(9, memory);
                }
                ps.setLong(10, m.coversUpTo() == 0 ? 0 : ids.getOrDefault(m.coversUpTo(), 0L));
                ps.setString(11, m.recallContext());
                ps.executeUpdate();
                for (ArchivedMessage.Recall r : m.recalls()) {
                    Long recalled = memoryIds.get(r.memoryId());
                    if (recalled != null) {
                        rs.setLong(1, id);
                        rs.setInt(2, r.rank());
                        rs.setLong(3, recalled);
                        rs.setString(4, r.breakdown());
                        rs.executeUpdate();
                    }
                }
                if (++written % JournalArchive.PROGRESS_EVERY == 0) {
                    progress.accept(before + written);
                }
            }
        }
        return written;
    }
}
