package org.memoryjournal.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.OptionalLong;

import org.memoryjournal.memory.AnswerValues;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.NewMemory;
import org.memoryjournal.memory.TextCues;

/**
 * The statements of each write to {@code memories}, run inside the transaction {@link SqliteMemoryRepository}
 * opens (which catches up with other processes first and updates the recall index after the commit). Each
 * returns the memory as it now stands; a memory that is not there is refused with {@link MemoryLookup#require}.
 */
final class MemoryEdits {
    private MemoryEdits() {
    }

    /** Inserts the memories; a memory's passages wait for their vectors ({@link PartRows#textChanged}). */
    static List<Memory> insert(Connection c, List<NewMemory> memories) throws SQLException {
        List<Memory> written = new ArrayList<>(memories.size());
        try (PreparedStatement ps = c.prepareStatement(MemoryRows.INSERT + " RETURNING id")) {
            for (NewMemory m : memories) {
                MemoryRows.bindInsert(ps, m);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    written.add(MemoryRows.fromNew(rs.getLong(1), m));
                }
            }
        }
        for (Memory m : written) {
            PartRows.textChanged(c, m.id(), m.text(), m.embedding().modelId());
        }
        return List.copyOf(written);
    }

    /**
     * Stores {@code updated} over {@code old} (same id): its text, kind, importance, vector and pin, and the cues,
     * names and figures read from its text; its passages are forgotten when its text or vector changed.
     */
    static Memory update(Connection c, Memory old, Memory updated) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE memories SET text = ?, text_chars = ?, kind = ?, "
                + "importance = ?, embedding = ?, embedding_model = ?, dimension = ?, pinned = ?, states_change = ?, "
                + "answer_values = ? WHERE id = ?")) {
            ps.setString(1, updated.text());
            ps.setInt(2, updated.text().length());
            ps.setString(3, updated.kind().id());
            ps.setInt(4, updated.importance());
            ps.setBytes(5, VectorCodec.encode(updated.embedding().vector()));
            ps.setString(6, updated.embedding().modelId());
            ps.setInt(7, updated.embedding().dimension());
            ps.setInt(8, updated.pinned() ? 1 : 0);
            ps.setLong(9, TextCues.of(updated.text()));
            ps.setLong(10, AnswerValues.of(updated.text()));
            ps.setLong(11, updated.id());
            ps.executeUpdate();
        }
        if (!updated.text().equals(old.text()) || !updated.embedding().equals(old.embedding())) {
            PartRows.textChanged(c, updated.id(), updated.text(), updated.embedding().modelId());
        }
        return updated;
    }

    /** Gives memory {@code old} a new vector (its passages then wait for vectors of that model). */
    static Memory reembed(Connection c, Memory old, Embedding embedding) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE memories SET embedding = ?, embedding_model = ?, dimension = ? WHERE id = ?")) {
            ps.setBytes(1, VectorCodec.encode(embedding.vector()));
            ps.setString(2, embedding.modelId());
            ps.setInt(3, embedding.dimension());
            ps.setLong(4, old.id());
            ps.executeUpdate();
        }
        PartRows.textChanged(c, old.id(), old.text(), embedding.modelId());
        return new Memory(old.id(), old.text(), old.kind(), old.createdAt(), old.lastAccessed(), old.importance(),
                embedding, old.source(), old.pinned(), old.supersededBy());
    }

    /** Marks {@code old} replaced by memory {@code newId}, for {@code reason}. */
    static Memory supersede(Connection c, Memory old, long newId, String reason) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE memories SET superseded_by = ?, supersede_reason = ? WHERE id = ?")) {
            ps.setLong(1, newId);
            ps.setString(2, reason.strip());
            ps.setLong(3, old.id());
            ps.executeUpdate();
        }
        return withReplacement(old, OptionalLong.of(newId));
    }

    /** Makes the superseded {@code old} current again, its reason cleared. */
    static Memory restore(Connection c, Memory old) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE memories SET superseded_by = NULL, supersede_reason = '' WHERE id = ?")) {
            ps.setLong(1, old.id());
            ps.executeUpdate();
        }
        return withReplacement(old, OptionalLong.empty());
    }

    /**
     * Folds the memories {@code rest} into {@code keep}: it takes the earliest creation, the latest access, the
     * highest importance and any pin, the insights citing them cite it, and they are deleted. Returns {@code keep}
     * as stored.
     */
    static Memory merge(Connection c, MemoryLookup lookup, Memory keep, List<Long> rest) throws SQLException {
        Instant created = keep.createdAt();
        Instant accessed = keep.lastAccessed();
        int importance = keep.importance();
        boolean pinned = keep.pinned();
        for (long id : rest) {
            Memory m = lookup.require(c, id);
            created = m.createdAt().isBefore(created) ? m.createdAt() : created;
            accessed = m.lastAccessed().isAfter(accessed) ? m.lastAccessed() : accessed;
            importance = Math.max(importance, m.importance());
            pinned |= m.pinned();
        }
        try (PreparedStatement ps = c.prepareStatement("UPDATE memories SET created_at_s = ?, created_at_ns = ?, "
                + "last_accessed_s = ?, last_accessed_ns = ?, importance = ?, pinned = ? WHERE id = ?")) {
            Instants.bind(ps, 1, created);
            Instants.bind(ps, 3, accessed);
            ps.setInt(5, importance);
            ps.setInt(6, pinned ? 1 : 0);
            ps.setLong(7, keep.id());
            ps.executeUpdate();
        }
        InsightLinks.repoint(c, keep.id(), rest);
        delete(c, rest);
        return lookup.require(c, keep.id());
    }

    /** Deletes the rows {@code ids} (their passages and links go with them; what they replaced loses the link). */
    static void delete(Connection c, Collection<Long> ids) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM memories WHERE id = ?")) {
            for (long id : ids) {
                ps.setLong(1, id);
                ps.executeUpdate();
            }
        }
    }

    private static Memory withReplacement(Memory old, OptionalLong replacedBy) {
        return new Memory(old.id(), old.text(), old.kind(), old.createdAt(), old.lastAccessed(), old.importance(),
                old.embedding(), old.source(), old.pinned(), replacedBy);
    }
}
