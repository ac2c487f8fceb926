package org.memoryjournal.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;

/** Instants are stored exactly, as two INTEGER columns: epoch seconds and nanoseconds of the second. */
final class Instants {
    private Instants() {
    }

    /** Binds {@code at} to parameters {@code index} (seconds) and {@code index + 1} (nanos). */
    static void bind(PreparedStatement ps, int index, Instant at) throws SQLException {
        ps.setLong(index, at.getEpochSecond());
        ps.setInt(index + 1, at.getNano());
    }

    static Instant read(ResultSet rs, String secondsColumn, String nanosColumn) throws SQLException {
        return Instant.ofEpochSecond(rs.getLong(secondsColumn), rs.getInt(nanosColumn));
    }

    static Instant read(ResultSet rs, int secondsIndex) throws SQLException {
        return Instant.ofEpochSecond(rs.getLong(secondsIndex), rs.getInt(secondsIndex + 1));
    }
}
