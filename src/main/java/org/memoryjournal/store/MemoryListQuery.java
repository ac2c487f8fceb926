package org.memoryjournal.store;

import java.util.Objects;
import java.util.Optional;

import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;

/**
 * What the browser asks for: an optional full-text search, an optional kind, whether superseded
 * memories show, a sort and a page. {@code afterId} (0 for none) keeps only memories with a higher id:
 * paging by it, in id order, neither skips nor repeats a memory when another process deletes or adds
 * some between two pages, as paging by offset would.
 */
public record MemoryListQuery(Optional<String> search, Optional<MemoryKind> kind, boolean includeSuperseded,
                              SortField sort, boolean descending, int offset, int limit, long afterId,
                              Optional<MemorySource> source, Optional<String> client) {

    public enum SortField { CREATED, LAST_ACCESSED, IMPORTANCE, KIND, TEXT, SOURCE, PINNED, ID }

    public MemoryListQuery {
        Objects.requireNonNull(search, "search");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(sort, "sort");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(client, "client");
        if (offset < 0 || limit < 0 || afterId < 0) {
            throw new IllegalArgumentException("offset, limit and afterId must be ≥ 0");
        }
    }

    public MemoryListQuery(Optional<String> search, Optional<MemoryKind> kind, boolean includeSuperseded,
                           SortField sort, boolean descending, int offset, int limit, long afterId) {
        this(search, kind, includeSuperseded, sort, descending, offset, limit, afterId, Optional.empty(),
                Optional.empty());
    }

    public MemoryListQuery(Optional<String> search, Optional<MemoryKind> kind, boolean includeSuperseded,
                           SortField sort, boolean descending, int offset, int limit) {
        this(search, kind, includeSuperseded, sort, descending, offset, limit, 0);
    }

    /** Newest first, everything not superseded, first {@code limit}. */
    public static MemoryListQuery newest(int limit) {
        return new MemoryListQuery(Optional.empty(), Optional.empty(), false, SortField.CREATED, true, 0, limit);
    }

    public MemoryListQuery withSearch(String text) {
        return new MemoryListQuery(text == null || text.isBlank() ? Optional.empty() : Optional.of(text), kind,
                includeSuperseded, sort, descending, offset, limit, afterId, source, client);
    }

    public MemoryListQuery withKind(Optional<MemoryKind> k) {
        return new MemoryListQuery(search, k, includeSuperseded, sort, descending, offset, limit, afterId, source, client);
    }

    public MemoryListQuery withSuperseded(boolean include) {
        return new MemoryListQuery(search, kind, include, sort, descending, offset, limit, afterId, source, client);
    }

    public MemoryListQuery sortedBy(SortField field, boolean desc) {
        return new MemoryListQuery(search, kind, includeSuperseded, field, desc, offset, limit, afterId, source, client);
    }

    public MemoryListQuery page(int newOffset, int newLimit) {
        return new MemoryListQuery(search, kind, includeSuperseded, sort, descending, newOffset, newLimit, afterId, source, client);
    }

    /** Only the memories whose id is above {@code id}. */
    public MemoryListQuery after(long id) {
        return new MemoryListQuery(search, kind, includeSuperseded, sort, descending, offset, limit, id, source, client);
    }

    /** Only memories from {@code s} (empty: any source). */
    public MemoryListQuery withSource(Optional<MemorySource> s) {
        return new MemoryListQuery(search, kind, includeSuperseded, sort, descending, offset, limit, afterId, s, client);
    }

    /** Only memories the assistant named {@code name} wrote through MCP (empty: anyone's). */
    public MemoryListQuery withClient(Optional<String> name) {
        return new MemoryListQuery(search, kind, includeSuperseded, sort, descending, offset, limit, afterId, source,
                name);
    }
}
