package org.memoryjournal.store;

import java.util.Objects;
import java.util.Optional;

import org.memoryjournal.memory.MemoryKind;

/**
 * What the browser asks for: an optional full-text search, an optional kind, whether superseded
 * memories show, a sort and a page.
 */
public record MemoryListQuery(Optional<String> search, Optional<MemoryKind> kind, boolean includeSuperseded,
                              SortField sort, boolean descending, int offset, int limit) {

    public enum SortField { CREATED, LAST_ACCESSED, IMPORTANCE, KIND, TEXT, SOURCE, PINNED, ID }

    public MemoryListQuery {
        Objects.requireNonNull(search, "search");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(sort, "sort");
        if (offset < 0 || limit < 0) {
            throw new IllegalArgumentException("offset and limit must be ≥ 0");
        }
    }

    /** Newest first, everything not superseded, first {@code limit}. */
    public static MemoryListQuery newest(int limit) {
        return new MemoryListQuery(Optional.empty(), Optional.empty(), false, SortField.CREATED, true, 0, limit);
    }

    public MemoryListQuery withSearch(String text) {
        return new MemoryListQuery(text == null || text.isBlank() ? Optional.empty() : Optional.of(text), kind,
                includeSuperseded, sort, descending, offset, limit);
    }

    public MemoryListQuery withKind(Optional<MemoryKind> k) {
        return new MemoryListQuery(search, k, includeSuperseded, sort, descending, offset, limit);
    }

    public MemoryListQuery withSuperseded(boolean include) {
        return new MemoryListQuery(search, kind, include, sort, descending, offset, limit);
    }

    public MemoryListQuery sortedBy(SortField field, boolean desc) {
        return new MemoryListQuery(search, kind, includeSuperseded, field, desc, offset, limit);
    }

    public MemoryListQuery page(int newOffset, int newLimit) {
        return new MemoryListQuery(search, kind, includeSuperseded, sort, descending, newOffset, newLimit);
    }
}
