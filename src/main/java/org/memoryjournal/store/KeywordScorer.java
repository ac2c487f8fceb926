package org.memoryjournal.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Keyword match on an absolute scale, 0..1: the share of the question's informative words that a memory
 * holds (SQLite FTS5 with porter stemming finds them), each word weighted by how rare it is in the journal
 * ({@code ln(1 + (N − n + 0.5) / (n + 0.5))}, always positive, so a small journal is scored as sensibly as
 * a large one). 1 means "holds every informative word of the question", 0.3 "holds the rarer third", for
 * every question and journal size; a question's word the journal has never seen still counts against
 * every memory. A memory never looks relevant because nothing better was around.
 *
 * <p>Words held by more than {@value #COMMON_SHARE} of the journal (and at least {@value #COMMON_MIN}
 * memories) carry almost no information and would make every question walk a large part of the journal:
 * they are left out of both the match and the sum. This bounds the work per question.
 */
final class KeywordScorer {
    static final double COMMON_SHARE = 0.05;
    static final int COMMON_MIN = 200;

    /** The best {@code limit} keyword matches as id → score in 0..1; empty when the text has no usable words. */
    Map<Long, Double> scores(Connection c, String text, int limit, long journalSize) throws SQLException {
        if (limit <= 0 || journalSize <= 0) {
            return Map.of();
        }
        long common = Math.max(COMMON_MIN, (long) (COMMON_SHARE * journalSize));
        Map<Long, Double> held = new HashMap<>();
        double total = 0;
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT rowid FROM memories_fts WHERE memories_fts MATCH ? LIMIT ?")) {
            for (String word : KeywordQuery.topicalWords(text)) {
                ps.setString(1, KeywordQuery.quoted(word));
                ps.setLong(2, common + 1);
                List<Long> rows = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        rows.add(rs.getLong(1));
                    }
                }
                if (rows.size() > common) {
                    continue; // too common to tell memories apart
                }
                double n = rows.size();
                double weight = Math.log(1 + (journalSize - n + 0.5) / (n + 0.5));
                total += weight;
                for (long id : rows) {
                    held.merge(id, weight, Double::sum);
                }
            }
        }
        if (held.isEmpty() || total <= 0) {
            return Map.of();
        }
        double sum = total;
        Map<Long, Double> out = new LinkedHashMap<>();
        held.entrySet().stream()
                .sorted(Map.Entry.<Long, Double>comparingByValue(Comparator.reverseOrder())
                        .thenComparing(Map.Entry.comparingByKey()))
                .limit(limit)
                .forEach(e -> out.put(e.getKey(), Math.min(1.0, e.getValue() / sum)));
        return out;
    }
}
