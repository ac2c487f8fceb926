package org.memoryjournal.app.selfcheck;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;

/** Looks at a journal file directly with SQLite, as an outside inspector: integrity, and the texts it holds. */
final class JournalFile {
    private JournalFile() {
    }

    /** {@code PRAGMA integrity_check}: "ok", or what SQLite found wrong. */
    static String integrity(Path file) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath());
             Statement st = c.createStatement(); ResultSet rs = st.executeQuery("PRAGMA integrity_check")) {
            StringBuilder out = new StringBuilder();
            while (rs.next()) {
                out.append(out.isEmpty() ? "" : "; ").append(rs.getString(1));
            }
            return out.toString();
        }
    }

    /** Every memory text with how many rows hold it. */
    static Map<String, Integer> texts(Path file) throws SQLException {
        Map<String, Integer> texts = new HashMap<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath());
             Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT text FROM memories")) {
            while (rs.next()) {
                texts.merge(rs.getString(1), 1, Integer::sum);
            }
        }
        return texts;
    }

    /** How many memories hold vectors of {@code model}: what a freshly opened recall index must hold. */
    static int countOfModel(Path file, String model) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath());
             Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT count(*) FROM memories WHERE embedding_model = '" + model + "'")) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }
}
