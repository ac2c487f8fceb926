package org.memoryjournal.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Which conversations other processes changed since this one last looked, so an open chat pane can show a turn
 * written in another window.
 *
 * <p>Triggers give every changed conversation the next number of one sequence ({@code conversation_changes},
 * schema step 19), as {@link IndexFeed} has it for memories. The feed remembers the highest number it has
 * accounted for. A write of this process first notes the conversations others changed above that number (inside
 * its transaction, which holds SQLite's write lock, so none can slip in), then counts every number up to its own
 * as seen: this process's changes are never reported, and another's is never hidden by a later one of this
 * process to the same conversation. Whether anything changed at all is asked first of {@code PRAGMA
 * data_version}, which moves only when another connection commits: when nothing did, a look is one pragma.
 *
 * <p>Every method runs under the {@link Database} lock.
 */
final class ConversationFeed {
    private static final String ABOVE = "SELECT conversation_id, seq FROM conversation_changes WHERE seq > ? "
            + "ORDER BY seq";

    /** The highest change number accounted for: reported, waiting to be, or this process's own. */
    private long seenSeq;
    private long dataVersion = -1;
    /** Conversations other processes changed that a write of this process came across; reported at the next look. */
    private final Set<Long> waiting = new LinkedHashSet<>();

    private ConversationFeed(long seenSeq) {
        this.seenSeq = seenSeq;
    }

    /** A feed that reports the changes committed after this moment. */
    static ConversationFeed fromNow(Database db) {
        return new ConversationFeed(db.read(ConversationFeed::latestSeq));
    }

    /**
     * Runs {@code work} as a write of this process: the changes other processes committed before it are kept to be
     * reported, its own are not.
     */
    <T> T write(Database db, Database.Work<T> work) {
        Changed[] changed = new Changed[1];
        return db.write(c -> {
            Set<Long> theirs = new LinkedHashSet<>();
            readAbove(c, theirs);
            T result = work.run(c);
            changed[0] = new Changed(theirs, latestSeq(c));
            return result;
        }, result -> {
            waiting.addAll(changed[0].theirs());
            seenSeq = Math.max(seenSeq, changed[0].upTo());
        });
    }

    /**
     * The conversations other processes changed since the last call (created, renamed, deleted, or a message added
     * or rewritten); empty when none. The version is read before the rows: a commit in between shows up as a new
     * version next time, and reading a change twice reports nothing twice (it is above the seen number once).
     */
    Set<Long> takeChanged(Connection c) throws SQLException {
        long version = dataVersion(c);
        if (version != dataVersion) {
            seenSeq = readAbove(c, waiting);
            dataVersion = version;
        }
        Set<Long> out = Set.copyOf(waiting);
        waiting.clear();
        return out;
    }

    /** Adds the conversations changed above the seen number to {@code into}; returns the highest number read. */
    private long readAbove(Connection c, Set<Long> into) throws SQLException {
        long highest = seenSeq;
        try (PreparedStatement ps = c.prepareStatement(ABOVE)) {
            ps.setLong(1, seenSeq);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    into.add(rs.getLong(1));
                    highest = rs.getLong(2);
                }
            }
        }
        return highest;
    }

    private static long latestSeq(Connection c) throws SQLException {
        try (Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT coalesce(max(seq), 0) FROM conversation_changes")) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }

    private static long dataVersion(Connection c) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("PRAGMA data_version")) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }

    /** What a write of this process found changed by others before it, and the number its own changes reached. */
    private record Changed(Set<Long> theirs, long upTo) {
    }
}
