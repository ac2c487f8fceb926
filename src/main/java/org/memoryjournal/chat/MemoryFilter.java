package org.memoryjournal.chat;

import java.util.Objects;
import java.util.Optional;

import org.memoryjournal.memory.MemoryKind;

/**
 * What the memory browser shows: an optional search (words, the last one also as a prefix), an optional
 * kind, whether superseded memories show, and the order.
 */
public record MemoryFilter(String search, Optional<MemoryKind> kind, boolean includeSuperseded, Sort sort,
                           boolean descending) {

    /** The orders the browser offers. */
    public enum Sort { CREATED, LAST_ACCESSED, IMPORTANCE, KIND, TEXT, SOURCE, PINNED }

    public MemoryFilter {
        search = search == null ? "" : search;
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(sort, "sort");
    }

    /** Everything current, newest first. */
    public static MemoryFilter newest() {
        return new MemoryFilter("", Optional.empty(), false, Sort.CREATED, true);
    }
}
