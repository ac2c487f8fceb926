package org.memoryjournal.chat;

import java.util.Objects;
import java.util.Optional;

import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;

/**
 * What the memory browser shows: an optional search (words, each also as a prefix), an optional kind, an
 * optional source and assistant (for memories written through MCP), whether superseded memories show, and the
 * order.
 */
public record MemoryFilter(String search, Optional<MemoryKind> kind, boolean includeSuperseded, Sort sort,
                           boolean descending, Optional<MemorySource> source, Optional<String> client) {

    /** The orders the browser offers. */
    public enum Sort { CREATED, LAST_ACCESSED, IMPORTANCE, KIND, TEXT, SOURCE, PINNED }

    public MemoryFilter {
        search = search == null ? "" : search;
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(sort, "sort");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(client, "client");
    }

    /** Any source, any assistant. */
    public MemoryFilter(String search, Optional<MemoryKind> kind, boolean includeSuperseded, Sort sort,
                        boolean descending) {
        this(search, kind, includeSuperseded, sort, descending, Optional.empty(), Optional.empty());
    }

    /** Everything current, newest first. */
    public static MemoryFilter newest() {
        return new MemoryFilter("", Optional.empty(), false, Sort.CREATED, true);
    }
}
