package org.memoryjournal.memory;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * One call of another assistant on the journal, as the access log keeps it.
 *
 * @param id        the log row's id (0 before it is written)
 * @param at        when the call was answered
 * @param client    the assistant's name from its MCP handshake
 * @param tool      the tool it called (remember, recall, forget, list_recent)
 * @param query     what it asked for or wrote ("" when the tool takes no text)
 * @param memoryIds the memories returned, written or forgotten, in order
 * @param outcome   what came of it, one short phrase ("3 memories", "refused: switched off", an error)
 */
public record AccessEntry(long id, Instant at, String client, String tool, String query, List<Long> memoryIds,
                          String outcome) {
    public AccessEntry {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(tool, "tool");
        query = query == null ? "" : query;
        memoryIds = List.copyOf(memoryIds);
        outcome = outcome == null ? "" : outcome;
    }

    /** An entry about to be written. */
    public static AccessEntry of(Instant at, String client, String tool, String query, List<Long> memoryIds,
                                 String outcome) {
        return new AccessEntry(0, at, client, tool, query, memoryIds, outcome);
    }

    /** Whether the call was turned away because the user switched the client off. */
    public boolean refused() {
        return outcome.startsWith(REFUSED);
    }

    /** How a refused call's outcome starts. */
    public static final String REFUSED = "refused";
}
