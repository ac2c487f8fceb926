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
import java.util.Optional;
import java.util.function.LongConsumer;
import java.util.stream.IntStream;

import org.memoryjournal.memory.TextCues;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.AnswerValues;
import org.memoryjournal.memory.IndexEntry;
import org.memoryjournal.memory.MemoryKind;

/**
 * The whole journal as rows, for a faithful export and import: memories with every column that is not derived
 * (ids, times, last access, kind, importance, source and the assistant that wrote it, pin, superseded link and
 * reason, model and vector) and the evidence each insight cites, conversations, messages and the memories
 * recalled for each with their breakdown, the assistants' access log and the copies of memories they forgot,
 * the memory id high-water mark and where the last reflection stopped.
 *
 * <p>Not part of it, because they are worked out again: the full-text index, a memory's text length and change
 * cue, and the change feeds ({@code memory_changes}, {@code conversation_changes}), whose numbers only coordinate
 * the processes that have this file open (an import numbers its changes afresh through the triggers).
 */
public final class JournalArchive {
    private static final String MEMORIES = "SELECT id, text, kind, created_at_s, created_at_ns, last_accessed_s, "
            + "last_accessed_ns, importance, source, source_client, pinned, superseded_by, supersede_reason, "
            + "embedding_model, %s FROM memories ORDER BY id";
    private static final String EVIDENCE = "SELECT insight_id, evidence_id FROM insight_evidence "
            + "ORDER BY insight_id, evidence_id";
    /** The memory the journal holds with a given time and text: an import skips such a memory as already there. */
    private static final String DUPLICATE = "SELECT id FROM memories WHERE created_at_s = ? AND created_at_ns = ? "
            + "AND text = ? LIMIT 1";
    static final int PROGRESS_EVERY = 1000;
    /**
     * Page cache while an import writes (KiB, as {@code PRAGMA cache_size} takes it negative): a 100,000-memory
     * import's indexes and full-text segments stay in memory instead of spilling to the WAL mid-transaction.
     */
    private static final int IMPORT_CACHE_KIB = -256 * 1024;

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
                visitor.state(readState(c));
                readMemories(c, visitor, vectors);
                ConversationArchive.read(c, visitor);
                AccessArchive.read(c, visitor);
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

    /** Memories and the evidence of insights, both ordered by memory id, read side by side. */
    private static void readMemories(Connection c, ArchiveVisitor visitor, boolean vectors) throws SQLException {
        try (Statement st = c.createStatement();
             ResultSet rs = st.executeQuery(String.format(MEMORIES, vectors ? "embedding" : "NULL"));
             Statement es = c.createStatement(); ResultSet e = es.executeQuery(EVIDENCE)) {
            boolean more = e.next();
            while (rs.next()) {
                long id = rs.getLong(1);
                List<Long> evidence = new ArrayList<>();
                while (more && e.getLong(1) <= id) {
                    if (e.getLong(1) == id) {
                        evidence.add(e.getLong(2));
                    }
                    more = e.next();
                }
                visitor.memory(new ArchivedMemory(id, rs.getString(2), rs.getString(3), Instants.read(rs, 4),
                        Instants.read(rs, 6), rs.getInt(8), rs.getString(9), rs.getString(10), rs.getInt(11) != 0,
                        rs.getLong(12), rs.getString(13), evidence, rs.getString(14), rs.getBytes(15)));
            }
        }
    }

    private static ArchiveState readState(Connection c) throws SQLException {
        Optional<ArchiveState.Reflected> reflected = Optional.empty();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT last_memory_id, "
                + "reflected_at_s, reflected_at_ns FROM reflection_state")) {
            if (rs.next()) {
                reflected = Optional.of(new ArchiveState.Reflected(rs.getLong(1), Instants.read(rs, 2)));
            }
        }
        return new ArchiveState(memoryHighWater(c), reflected);
    }

    /**
     * Writes an export's content in one transaction: all of it, or nothing. Into an empty journal every id is
     * kept, so exporting again gives the same file. Into a journal that holds anything, memories already there
     * word for word (same text, same time) and conversations already there (same title, same start) are skipped,
     * the rest get new ids, and every link (superseded by, a message's conversation and memory, a summary's last
     * message, recalled memories, evidence) is re-pointed; a link to something the file does not hold is dropped.
     * The assistants' log and forgotten copies follow {@link AccessArchive}'s rules. The memory id high-water mark
     * becomes the file's (into an empty journal) and never goes down; the last reflection is restored into an
     * empty journal and left as it is by a merge.
     *
     * @param progress told how many rows have been written, now and then
     */
    public ImportOutcome importAll(ArchiveRows rows, LongConsumer progress) {
        List<ArchivedMemory> memoryRows = rows.memories();
        String active = memories.activeModelId();
        List<Embedding> vectors = new ArrayList<>(memoryRows.size());
        for (ArchivedMemory m : memoryRows) {
            if (m.vector() == null) { // one the journal held when the import began: skipped, never written
                vectors.add(null);
                continue;
            }
            Embedding e = m.embedding();
            if (e.modelId().equals(active) && !memories.acceptsActive(e)) {
                throw new StoreException("Memory " + m.id() + " has a vector of " + e.dimension() + " numbers, but "
                        + active + " vectors in this journal have " + memories.activeDimension()
                        + "; nothing was imported.");
            }
            vectors.add(e);
        }
        // Worked out before the write lock is taken, on every core: the cue's pattern is the costliest per-row step.
        long[] cues = new long[memoryRows.size()];
        long[] values = new long[memoryRows.size()];
        IntStream.range(0, cues.length).parallel().forEach(i -> {
            cues[i] = TextCues.of(memoryRows.get(i).text());
            values[i] = AnswerValues.of(memoryRows.get(i).text());
        });
        Result result = memories.writeAll(c -> {
            Database.execute(c, "PRAGMA defer_foreign_keys = ON");
            Database.execute(c, "PRAGMA cache_size = " + IMPORT_CACHE_KIB);
            try {
                return write(c, rows, vectors, cues, values, progress);
            } finally {
                Database.execute(c, "PRAGMA cache_size = " + Database.CACHE_KIB);
            }
        }, Result::written);
        return result.outcome();
    }

    /**
     * Which of {@code rows} the journal already holds word for word (same text, same time): an import skips them, so
     * they need no embedding. Read before the import's write; {@link #importAll} checks again inside its transaction.
     */
    public boolean[] held(List<ArchivedMemory> rows) {
        return held(rows.stream().map(ArchivedMemory::createdAt).toList(),
                rows.stream().map(ArchivedMemory::text).toList());
    }

    /** Which of the memories written at {@code dates} with {@code texts} the journal already holds word for word. */
    public boolean[] held(List<Instant> dates, List<String> texts) {
        if (dates.size() != texts.size()) {
            throw new IllegalArgumentException("Each memory needs one date and one text.");
        }
        return db.read(c -> {
            boolean[] held = new boolean[dates.size()];
            if (count(c, "memories") == 0) {
                return held;
            }
            try (PreparedStatement dup = c.prepareStatement(DUPLICATE)) {
                for (int i = 0; i < held.length; i++) {
                    held[i] = existing(dup, dates.get(i), texts.get(i)) != 0;
                }
            }
            return held;
        });
    }

    private record Result(ImportOutcome outcome, List<IndexEntry> written) {
    }

    private static Result write(Connection c, ArchiveRows rows, List<Embedding> vectors, long[] cues, long[] values,
                                LongConsumer progress) throws SQLException {
        List<ArchivedMemory> memoryRows = rows.memories();
        boolean empty = count(c, "memories") == 0 && count(c, "conversations") == 0 && count(c, "messages") == 0
                && memoryHighWater(c) == 0;
        Map<Long, Long> memoryIds = new HashMap<>();
        List<Integer> fresh = new ArrayList<>();
        long[] next = {memoryHighWater(c)};
        int skipped = 0;
        try (PreparedStatement dup = c.prepareStatement(DUPLICATE)) {
            for (int i = 0; i < memoryRows.size(); i++) {
                ArchivedMemory m = memoryRows.get(i);
                long existing = empty ? 0 : existing(dup, m.createdAt(), m.text());
                if (existing != 0) {
                    memoryIds.put(m.id(), existing);
                    skipped++;
                } else if (vectors.get(i) == null) {
                    throw new StoreException("Memory " + m.id() + " of the file was in the journal when the import "
                            + "began and has been deleted since; import the file again.");
                } else {
                    memoryIds.put(m.id(), empty ? m.id() : ++next[0]);
                    fresh.add(i);
                }
            }
        }
        List<IndexEntry> written = insertMemories(c, memoryRows, vectors, cues, values, fresh, memoryIds, progress);
        insertEvidence(c, memoryRows, memoryIds);
        Map<Long, Long> conversationIds = new HashMap<>();
        int[] conversations = ConversationArchive.insertConversations(c, rows.conversations(), empty, conversationIds);
        int messages = ConversationArchive.insertMessages(c, rows.messages(), empty, conversationIds, memoryIds, progress,
                written.size());
        next[0] = Math.max(next[0], memoryHighWater(c));
        int[] access = AccessArchive.write(c, rows.accessLog(), rows.forgotten(), memoryIds, empty,
                () -> ++next[0]);
        raiseHighWater(c, Math.max(next[0], empty ? rows.state().highestMemoryId() : 0));
        if (empty && rows.state().reflection().isPresent()) {
            ArchiveState.Reflected r = rows.state().reflection().get();
            InsightLinks.markReflected(c, r.lastMemoryId(), r.at());
        }
        return new Result(new ImportOutcome(written.size(), skipped, conversations[0], conversations[1], messages,
                access[0], access[1], empty), written);
    }

    /** The evidence links of the file's insights, between memories the journal now holds. */
    private static void insertEvidence(Connection c, List<ArchivedMemory> rows, Map<Long, Long> ids)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT OR IGNORE INTO insight_evidence (insight_id, "
                + "evidence_id) VALUES (?, ?)")) {
            for (ArchivedMemory m : rows) {
                for (long evidence : m.evidence()) {
                    Long insight = ids.get(m.id());
                    Long cited = ids.get(evidence);
                    if (insight != null && cited != null && !insight.equals(cited)) {
                        ps.setLong(1, insight);
                        ps.setLong(2, cited);
                        ps.executeUpdate();
                    }
                }
            }
        }
    }

    /** Makes sure SQLite hands out no memory id up to {@code id} (the mark never goes down). */
    private static void raiseHighWater(Connection c, long id) throws SQLException {
        if (id <= memoryHighWater(c)) {
            return;
        }
        Database.execute(c, "DELETE FROM sqlite_sequence WHERE name = 'memories'");
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO sqlite_sequence (name, seq) VALUES ('memories', ?)")) {
            ps.setLong(1, id);
            ps.executeUpdate();
        }
    }

    private static long existing(PreparedStatement dup, Instant at, String text) throws SQLException {
        Instants.bind(dup, 1, at);
        dup.setString(3, text);
        try (ResultSet rs = dup.executeQuery()) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }

    static long max(Connection c, String table) throws SQLException {
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

    private static List<IndexEntry> insertMemories(Connection c, List<ArchivedMemory> rows, List<Embedding> vectors,
                                                   long[] cues, long[] values, List<Integer> fresh,
                                                   Map<Long, Long> ids,
                                                   LongConsumer progress) throws SQLException {
        List<IndexEntry> written = new ArrayList<>(fresh.size());
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO memories (id, text, text_chars, kind, "
                + "created_at_s, created_at_ns, last_accessed_s, last_accessed_ns, importance, embedding, "
                + "embedding_model, dimension, source, pinned, superseded_by, supersede_reason, states_change, "
                + "source_client, answer_values) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
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
                ps.setLong(17, cues[i]);
                ps.setString(18, m.sourceClient());
                ps.setLong(19, values[i]);
                ps.executeUpdate();
                written.add(new IndexEntry(id, e, MemoryKind.parse(m.kind()), m.importance(), m.lastAccessed(),
                        m.pinned(), replacedBy == null ? 0 : replacedBy, m.text().length(), m.createdAt(),
                        cues[i] | ("reflection".equals(m.source()) ? TextCues.INSIGHT : 0), values[i]));
                if (written.size() % PROGRESS_EVERY == 0) {
                    progress.accept(written.size());
                }
            }
        }
        progress.accept(written.size());
        return written;
    }
}
