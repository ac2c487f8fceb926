package org.memoryjournal.store;

import java.time.Instant;
import java.util.Objects;

/**
 * One row of {@code access_log} (an assistant's call over MCP) as an export holds it.
 *
 * @param memoryIds the ids returned or written, comma-separated, as the journal stores them
 */
public record ArchivedAccess(long id, Instant at, String client, String tool, String query, String memoryIds,
                             String outcome) {
    public ArchivedAccess {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(tool, "tool");
        query = query == null ? "" : query;
        memoryIds = memoryIds == null ? "" : memoryIds;
        outcome = outcome == null ? "" : outcome;
    }
}
