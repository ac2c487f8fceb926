package org.memoryjournal.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import org.memoryjournal.memory.IndexEntry;
import org.memoryjournal.memory.MemoryIndex;

/**
 * Keeps this process's recall index in step with what other processes commit to the same journal.
 *
 * <p>Triggers give every changed memory the next number of one sequence ({@code memory_changes}, schema
 * step 4). The feed remembers the highest number its index reflects; to catch up it reads the memories
 * whose number is higher and puts or removes just those, so a change elsewhere costs a few rows, not a
 * reload. Whether anything changed at all is asked first of {@code PRAGMA data_version}, which moves only
 * when another connection commits: when nothing did, catching up is one pragma.
 *
 * <p>Every method runs under the {@link Database} lock (or, for {@link #loadedUpTo}, before the index is
 * published), so the feed and the repository's own after-commit updates never interleave.
 */
final class IndexFeed {
    /** The columns {@link IndexLoader#entry} reads (1–15), then the model, dimension and change number. */
    private static final String CHANGED = "SELECT ch.memory_id, m.kind, m.last_accessed_s, m.last_accessed_ns, "
            + "m.importance, m.pinned, coalesce(m.superseded_by, 0), m.text_chars, m.embedding, m.created_at_s, "
            + "m.created_at_ns, m.states_change, CASE WHEN m.states_change IS NULL THEN m.text END, "
            + "m.source = 'reflection', m.answer_values, "
            + "m.embedding_model, m.dimension, ch.seq FROM memory_changes ch LEFT JOIN memories m ON m.id = ch.memory_id "
            + "WHERE ch.seq > ? ORDER BY ch.seq";

    private final MemoryIndex index;
    private volatile long appliedSeq;
    private volatile long dataVersion = -1;

    IndexFeed(MemoryIndex index) {
        this.index = index;
    }

    /** The number of the latest change committed (0 for none); read it before the rows it covers. */
    static long latestSeq(Connection c) throws SQLException {
        try (Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT coalesce(max(seq), 0) FROM memory_changes")) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }

    /** The index was filled from rows read after change {@code seq} was committed. */
    void loadedUpTo(long seq) {
        appliedSeq = seq;
    }

    /** This process committed a write whose changes, up to {@code seq}, it applied to the index itself. */
    void committed(long seq) {
        appliedSeq = Math.max(appliedSeq, seq);
    }

    /** The highest change number the index reflects. */
    long appliedSeq() {
        return appliedSeq;
    }

    /**
     * Applies every change committed by another process since the last call; returns how many memories it
     * updated. Re-applying a change is harmless (it reads the row as it is now), so reading the version
     * before the rows never misses one: a commit in between shows up as a new version next time.
     */
    int catchUp(Connection c) throws SQLException {
        long version = dataVersion(c);
        if (version == dataVersion) {
            return 0;
        }
        List<IndexEntry> puts = new ArrayList<>();
        List<Long> removals = new ArrayList<>();
        long seq = appliedSeq;
        try (PreparedStatement ps = c.prepareStatement(CHANGED)) {
            ps.setLong(1, appliedSeq);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    seq = rs.getLong(18);
                    if (rs.getString(16) == null) {
                        removals.add(rs.getLong(1)); // deleted
                    } else if (rs.getString(16).equals(index.modelId()) && rs.getInt(17) == index.dimension()) {
                        puts.add(IndexLoader.entry(rs, index));
                    } else {
                        removals.add(rs.getLong(1)); // re-embedded with another model
                    }
                }
            }
        }
        removals.forEach(index::remove);
        index.putAll(puts);
        appliedSeq = seq;
        dataVersion = version;
        return puts.size() + removals.size();
    }

    private static long dataVersion(Connection c) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("PRAGMA data_version")) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }
}
