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
 * memories; remembered as such) carry almost no information and would make every question walk a large part of the journal:
 * they are left out of both the match and the sum. This bounds the work per question.
 */
final class KeywordScorer {
    static final double COMMON_SHARE = 0.002;
    static final int COMMON_MIN = 200;
    private static final int COMMON_CACHE = 4096;

    /** Words found too common, and the journal size they were found at: not fetched again while it holds. */
    private final Map<String, Long> tooCommon = new java.util.concurrent.ConcurrentHashMap<>();

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
                String key = word.toLowerCase(java.util.Locale.ROOT);
                Long seenAt = tooCommon.get(key);
                if (seenAt != null && seenAt > journalSize / 2) {
                    continue; // a word this common does not become rare while the journal grows or halves
                }
                ps.setString(1, KeywordQuery.quoted(word));
                ps.setLong(2, common + 1);
                List<Long> rows = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        rows.add(rs.getLong(1));
                    }
                }
                if (rows.size() > common) {
                    if (tooCommon.size() >= COMMON_CACHE) {
                        tooCommon.clear();
                    }
                    tooCommon.put(key, journalSize);
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
        Comparator<Map.Entry<Long, Double>> best = Map.Entry.<Long, Double>comparingByValue()
                .thenComparing(Map.Entry.<Long, Double>comparingByKey().reversed());
        java.util.PriorityQueue<Map.Entry<Long, Double>> top = new java.util.PriorityQueue<>(best);
        for (Map.Entry<Long, Double> e : held.entrySet()) {
            top.add(e);
            if (top.size() > limit) {
                top.poll();
            }
        }
        List<Map.Entry<Long, Double>> ordered = new ArrayList<>(top);
        ordered.sort(best.reversed());
        Map<Long, Double> out = new LinkedHashMap<>();
        for (Map.Entry<Long, Double> e : ordered) {
            out.put(e.getKey(), Math.min(1.0, e.getValue() / total));
        }
        return out;
    }
}
