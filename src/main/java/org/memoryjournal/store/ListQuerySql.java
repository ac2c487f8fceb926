package org.memoryjournal.store;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Builds the SQL of a {@link MemoryListQuery}. Only fixed, whitelisted fragments are concatenated; every
 * user value (search words, kind, paging) is a bound parameter.
 */
final class ListQuerySql {
    private final String where;
    private final String selectWhere;
    private final List<Object> params;
    private final boolean empty;

    private ListQuerySql(String where, String selectWhere, List<Object> params, boolean empty) {
        this.where = where;
        this.selectWhere = selectWhere;
        this.params = params;
        this.empty = empty;
    }

    static ListQuerySql of(MemoryListQuery q) {
        List<String> conditions = new ArrayList<>();
        List<Object> params = new ArrayList<>();
        boolean empty = false;
        if (q.search().isPresent()) {
            Optional<String> match = KeywordQuery.allPrefixes(q.search().get());
            if (match.isEmpty()) {
                empty = true; // a search with no words (only punctuation) matches nothing
            } else {
                conditions.add("m.id IN (SELECT rowid FROM memories_fts WHERE memories_fts MATCH ?)");
                params.add(match.get());
            }
        }
        q.kind().ifPresent(kind -> {
            conditions.add("m.kind = ?");
            params.add(kind.id());
        });
        q.source().ifPresent(source -> {
            conditions.add("m.source = ?");
            params.add(source.id());
        });
        q.client().ifPresent(client -> {
            conditions.add("m.source_client = ?");
            params.add(client);
        });
        if (q.afterId() > 0) {
            conditions.add("m.id > ?");
            params.add(q.afterId());
        }
        String where = where(conditions);
        String selectWhere = where;
        if (!q.includeSuperseded()) {
            // For counting, the superseded_by index covers the query. For a sorted page it must not be
            // used (it would select nearly every row and force a sort): the unary + hides it from the planner.
            where = where(append(conditions, "m.superseded_by IS NULL"));
            selectWhere = where(append(conditions, "+m.superseded_by IS NULL"));
        }
        return new ListQuerySql(where, selectWhere, params, empty);
    }

    private static String where(List<String> conditions) {
        return conditions.isEmpty() ? "" : " WHERE " + String.join(" AND ", conditions);
    }

    private static List<String> append(List<String> conditions, String condition) {
        List<String> out = new ArrayList<>(conditions);
        out.add(condition);
        return out;
    }

    /** True when the query cannot match anything (no need to ask SQLite). */
    boolean matchesNothing() {
        return empty;
    }

    String selectSql(MemoryListQuery q) {
        return "SELECT " + MemoryRows.COLUMNS + " FROM memories m" + selectWhere + " ORDER BY " + orderBy(q)
                + " LIMIT ? OFFSET ?";
    }

    String countSql() {
        return "SELECT count(*) FROM memories m" + where;
    }

    /** Binds the filter parameters, then (for the select) limit and offset; returns the next index. */
    int bind(PreparedStatement ps) throws SQLException {
        int i = 1;
        for (Object p : params) {
            ps.setObject(i++, p);
        }
        return i;
    }

    void bindPage(PreparedStatement ps, MemoryListQuery q) throws SQLException {
        int i = bind(ps);
        ps.setInt(i, q.limit());
        ps.setInt(i + 1, q.offset());
    }

    /** The ORDER BY clause: a whitelisted column per sort field, then the id as a stable tie-break. */
    static String orderBy(MemoryListQuery q) {
        String dir = q.descending() ? " DESC" : " ASC";
        String columns = switch (q.sort()) {
            case CREATED -> "m.created_at_s" + dir + ", m.created_at_ns" + dir;
            case LAST_ACCESSED -> "m.last_accessed_s" + dir + ", m.last_accessed_ns" + dir;
            case IMPORTANCE -> "m.importance" + dir;
            case KIND -> "m.kind" + dir;
            case TEXT -> "m.text COLLATE NOCASE" + dir;
            case SOURCE -> "m.source" + dir;
            case PINNED -> "m.pinned" + dir;
            case ID -> null;
        };
        return columns == null ? "m.id" + dir : columns + ", m.id" + dir;
    }
}
