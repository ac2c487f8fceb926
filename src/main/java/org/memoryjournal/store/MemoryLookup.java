package org.memoryjournal.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Objects;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.Memory;

/** The read queries of the memory repository, run on a connection the caller holds. */
final class MemoryLookup {
    private final String modelId;
    private final int dimension;

    MemoryLookup(String modelId, int dimension) {
        this.modelId = modelId;
        this.dimension = dimension;
    }

    /** Refuses, with a sentence, a vector that is not of the active model and dimension. */
    void requireActive(Embedding e) {
        Objects.requireNonNull(e, "embedding");
        if (!e.modelId().equals(modelId)) {
            throw new StoreException("This memory's embedding comes from " + e.modelId() + ", but the journal uses "
                    + modelId + "; it was not stored. Embed it again with " + modelId + ".");
        }
        if (e.dimension() != dimension) {
            throw new StoreException("This embedding has " + e.dimension() + " dimensions, but " + modelId
                    + " vectors have " + dimension + "; it was not stored.");
        }
    }

    boolean isActive(Embedding e) {
        return e.modelId().equals(modelId) && e.dimension() == dimension;
    }

    static StoreException noSuchMemory(long id) {
        return new StoreException("No memory with id " + id + ".");
    }

    Optional<Memory> find(Connection c, long id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT " + MemoryRows.COLUMNS + " FROM memories m WHERE m.id = ?")) {
            ps.setLong(1, id);
            List<Memory> found = readAll(ps);
            return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
        }
    }

    Memory require(Connection c, long id) throws SQLException {
        return find(c, id).orElseThrow(() -> noSuchMemory(id));
    }

    /** The memories with these ids in the order given (unknown ones skipped), with one query. */
    List<Memory> findAll(Connection c, List<Long> ids) throws SQLException {
        Map<Long, Memory> byId = new HashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT " + MemoryRows.COLUMNS
                + " FROM memories m WHERE m.id IN (SELECT value FROM json_each(?))")) {
            ps.setString(1, jsonArray(ids));
            for (Memory m : readAll(ps)) {
                byId.put(m.id(), m);
            }
        }
        List<Memory> out = new ArrayList<>(ids.size());
        for (Long id : ids) {
            Memory m = byId.get(id);
            if (m != null) {
                out.add(m);
            }
        }
        return out;
    }

    /** The memories superseded by one of {@code newer}, oldest first (the superseded_by index finds them). */
    List<Memory> replacedBy(Connection c, List<Long> newer) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT " + MemoryRows.COLUMNS
                + " FROM memories m WHERE m.superseded_by IN (SELECT value FROM json_each(?)) ORDER BY m.id")) {
            ps.setString(1, jsonArray(newer));
            return readAll(ps);
        }
    }

    long countOtherModels(Connection c) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT count(*) FROM memories WHERE NOT (embedding_model = ? AND dimension = ?)")) {
            ps.setString(1, modelId);
            ps.setInt(2, dimension);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : 0;
            }
        }
    }

    List<Memory> otherModels(Connection c, int limit) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT " + MemoryRows.COLUMNS + " FROM memories m "
                + "WHERE NOT (m.embedding_model = ? AND m.dimension = ?) ORDER BY m.id LIMIT ?")) {
            ps.setString(1, modelId);
            ps.setInt(2, dimension);
            ps.setInt(3, limit);
            return readAll(ps);
        }
    }

    static List<Memory> readAll(PreparedStatement ps) throws SQLException {
        List<Memory> out = new ArrayList<>();
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.add(MemoryRows.read(rs));
            }
        }
        return out;
    }

    /** Ids as a JSON array literal for {@code json_each(?)}: numbers only, so nothing to escape. */
    static String jsonArray(List<Long> ids) {
        StringBuilder sb = new StringBuilder(ids.size() * 8).append('[');
        for (int i = 0; i < ids.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(ids.get(i).longValue());
        }
        return sb.append(']').toString();
    }
}
