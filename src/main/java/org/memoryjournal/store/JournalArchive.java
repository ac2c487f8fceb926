package org.memoryjournal.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongConsumer;

import org.memoryjournal.memory.ChangeCue;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;

/**
 * The whole journal as rows, for a faithful export and import: memories with every column that is not derived
 * (ids, times, last access, kind, importance, source, pin, superseded link and reason, model and vector),
 * conversations, messages and the memories recalled for each with their breakdown.
 *
 * <p>The change feed ({@code memory_changes}) is not part of it: its numbers only coordinate the processes
 * that have this file open, and an import numbers its memories' changes afresh through the triggers.
 */
public final class JournalArchive {
    private static final String MEMORIES = "SELECT id, text, kind, created_at_s, created_at_ns, last_accessed_s, "
            + "last_accessed_ns, importance, source, pinned, superseded_by, supersede_reason, embedding_model, "
            + "%s FROM memories ORDER BY id";
    private static final String MESSAGES = "SELECT id, conversation_id, role, text, created_at_s, created_at_ns, "
            + "status, error, memory_id, covers_up_to, recall_context FROM messages ORDER BY id";
    private static final String RECALLS = "SELECT message_id, rank, memory_id, breakdown FROM message_recalls "
            + "ORDER BY message_id, rank";
    private static final int PROGRESS_EVERY = 1000;

    private final Database db;
    private final SqliteMemoryRepository memories;

    JournalArchive(Database db, SqliteMemoryRepository memories) {
        this.db = db;
        this.memories = memories;
    }

    /**
     * Reads the journal as one snapshot (one read transaction; other processes' writes go on meanwhile) and
     * hands every row to {@code visitor}.
     *
     * @param vectors whether to read the vectors (an export without them is re-embedded on import)
     */
    public void read(ArchiveVisitor visitor, boolean vectors) {
        // On the journal's own connection: a second, read-only one was seen to read an empty journal while
        // another process held a write transaction.
        db.read(c -> {
            Database.execute(c, "BEGIN");
            try {
                visitor.start(new ArchiveCounts(count(c, "memories"), count(c, "conversations"), count(c, "messages")));
                readMemories(c, visitor, vectors);
                readConversations(c, visitor);
                readMessages(c, visitor);
            } finally {
                Database.execute(c, "COMMIT");
            }
            return null;
        });
    }

    private static long count(Connection c, String table) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT count(*) FROM " + table)) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }

    private static void readMemories(Connection c, ArchiveVisitor visitor, boolean vectors) throws SQLException {
        try (Statement st = c.createStatement();
             ResultSet rs = st.executeQuery(String.format(MEMORIES, vectors ? "embedding" : "NULL"))) {
            while (rs.next()) {
                visitor.memory(new ArchivedMemory(rs.getLong(1), rs.getString(2), rs.getString(3), Instants.read(rs, 4),
                        Instants.read(rs, 6), rs.getInt(8), rs.getString(9), rs.getInt(10) != 0, rs.getLong(11),
                        rs.getString(12), rs.getString(13), rs.getBytes(14)));
            }
        }
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

    /**
     * Writes an export's content in one transaction: all of it, or nothing. Into an empty journal every id is
     * kept, so exporting again gives the same file. Into a journal that holds anything, memories already there
     * word for word (same text, same time) and conversations already there (same title, same start) are skipped,
     * the rest get new ids, and every link (superseded by, a message's conversation and memory, a summary's last
     * message, recalled memories) is re-pointed; a link to something the file does not hold is dropped.
     *
     * @param progress told how many rows have been written, now and then
     */
    public ImportOutcome importAll(List<ArchivedMemory> memoryRows, List<Conversation> conversationRows,
                                   List<ArchivedMessage> messageRows, LongConsumer progress) {
        String active = memories.activeModelId();
        List<Embedding> vectors = new ArrayList<>(memoryRows.size());
        for (ArchivedMemory m : memoryRows) {
            Embedding e = m.embedding();
            if (e.modelId().equals(active) && !memories.acceptsActive(e)) {
                throw new StoreException("Memory " + m.id() + " has a vector of " + e.dimension() + " numbers, but "
                        + active + " vectors in this journal have " + memories.activeDimension()
                        + "; nothing was imported.");
            }
            vectors.add(e);
        }
        record Result(ImportOutcome outcome, List<Memory> written) {
        }
        Result result = memories.writeAll(c -> {
            Database.execute(c, "PRAGMA defer_foreign_keys = ON");
            boolean empty = count(c, "memories") == 0 && count(c, "conversations") == 0 && count(c, "messages") == 0;
            Map<Long, Long> memoryIds = new HashMap<>();
            List<Integer> fresh = new ArrayList<>();
            long next = memoryHighWater(c);
            int skipped = 0;
            try (PreparedStatement dup = c.prepareStatement("SELECT id FROM memories WHERE created_at_s = ? "
                    + "AND created_at_ns = ? AND text = ? LIMIT 1")) {
                for (int i = 0; i < memoryRows.size(); i++) {
                    ArchivedMemory m = memoryRows.get(i);
                    long existing = empty ? 0 : existing(dup, m.createdAt(), m.text());
                    if (existing != 0) {
                        memoryIds.put(m.id(), existing);
                        skipped++;
                    } else {
                        memoryIds.put(m.id(), empty ? m.id() : ++next);
                        fresh.add(i);
                    }
                }
            }
            List<Memory> written = insertMemories(c, memoryRows, vectors, fresh, memoryIds, progress);
            Map<Long, Long> conversationIds = new HashMap<>();
            int[] conversations = insertConversations(c, conversationRows, empty, conversationIds);
            int messages = insertMessages(c, messageRows, empty, conversationIds, memoryIds, progress,
                    written.size());
            return new Result(new ImportOutcome(written.size(), skipped, conversations[0], conversations[1], messages,
                    empty), written);
        }, Result::written);
        return result.outcome();
    }

    private static long existing(PreparedStatement dup, Instant at, String text) throws SQLException {
        Instants.bind(dup, 1, at);
        dup.setString(3, text);
        try (ResultSet rs = dup.executeQuery()) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }

    private static long max(Connection c, String table) throws SQLException {
        try (Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT coalesce(max(id), 0) FROM " + table)) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }

    /** The highest memory id the journal ever handed out (schema step 7 never hands it out again). */
    static long memoryHighWater(Connection c) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT max("
                + "(SELECT coalesce(max(id), 0) FROM memories), "
                + "(SELECT coalesce(max(seq), 0) FROM sqlite_sequence WHERE name = 'memories'))")) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }

    private static List<Memory> insertMemories(Connection c, List<ArchivedMemory> rows, List<Embedding> vectors,
                                               List<Integer> fresh, Map<Long, Long> ids, LongConsumer progress)
            throws SQLException {
        List<Memory> written = new ArrayList<>(fresh.size());
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO memories (id, text, text_chars, kind, "
                + "created_at_s, created_at_ns, last_accessed_s, last_accessed_ns, importance, embedding, "
                + "embedding_model, dimension, source, pinned, superseded_by, supersede_reason, states_change) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (int i : fresh) {
                ArchivedMemory m = rows.get(i);
                Embedding e = vectors.get(i);
                long id = ids.get(m.id());
                Long replacedBy = m.supersededBy() == 0 ? null : ids.get(m.supersededBy());
                ps.setLong(1, id);
                ps.setString(2, m.text());
                ps.setInt(3, m.text().length());
                ps.setString(4, m.kind());
                Instants.bind(ps, 5, m.createdAt());
                Instants.bind(ps, 7, m.lastAccessed());
                ps.setInt(9, m.importance());
                ps.setBytes(10, m.vector());
                ps.setString(11, e.modelId());
                ps.setInt(12, e.dimension());
                ps.setString(13, m.source());
                ps.setInt(14, m.pinned() ? 1 : 0);
                if (replacedBy == null) {
                    ps.setNull(15, java.sql.Types.INTEGER);
                    ps.setString(16, "");
                } else {
                    ps.setLong(15, replacedBy);
                    ps.setString(16, m.supersedeReason());
                }
                ps.setInt(17, ChangeCue.in(m.text()) ? 1 : 0);
                ps.executeUpdate();
                written.add(new Memory(id, m.text(), MemoryKind.parse(m.kind()), m.createdAt(), m.lastAccessed(),
                        m.importance(), e, MemorySource.parse(m.source()), m.pinned(),
                        replacedBy == null ? java.util.OptionalLong.empty() : java.util.OptionalLong.of(replacedBy)));
                if (written.size() % PROGRESS_EVERY == 0) {
                    progress.accept(written.size());
                }
            }
        }
        progress.accept(written.size());
        return written;
    }

    /** Returns {written, skipped}; fills {@code ids} with file id → journal id (skipped ones map to 0). */
    private static int[] insertConversations(Connection c, List<Conversation> rows, boolean empty,
                                             Map<Long, Long> ids) throws SQLException {
        long next = max(c, "conversations");
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
    private static int insertMessages(Connection c, List<ArchivedMessage> rows, boolean empty,
                                      Map<Long, Long> conversationIds, Map<Long, Long> memoryIds,
                                      LongConsumer progress, long before) throws SQLException {
        long next = max(c, "messages");
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
                if (++written % PROGRESS_EVERY == 0) {
                    progress.accept(before + written);
                }
            }
        }
        return written;
    }
}
