package org.memoryjournal.ui.browser;

import java.time.Instant;
import java.util.Optional;

import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;

/** One row of the memory table; a placeholder while its page is still loading. */
public final class MemoryRowViewModel {
    private static final MemoryRowViewModel LOADING = new MemoryRowViewModel(null);
    private final Memory memory;

    private MemoryRowViewModel(Memory memory) {
        this.memory = memory;
    }

    public static MemoryRowViewModel of(Memory memory) {
        return new MemoryRowViewModel(memory);
    }

    /** The shared placeholder for rows whose page is not loaded yet. */
    public static MemoryRowViewModel loading() {
        return LOADING;
    }

    public boolean isLoading() {
        return memory == null;
    }

    public Optional<Memory> memory() {
        return Optional.ofNullable(memory);
    }

    public long id() {
        return memory == null ? 0 : memory.id();
    }

    public String text() {
        return memory == null ? "Loading…" : memory.text();
    }

    public String kind() {
        return memory == null ? "" : memory.kind().id();
    }

    public Optional<MemoryKind> kindValue() {
        return memory == null ? Optional.empty() : Optional.of(memory.kind());
    }

    public int importance() {
        return memory == null ? 0 : memory.importance();
    }

    public Optional<Instant> createdAt() {
        return memory == null ? Optional.empty() : Optional.of(memory.createdAt());
    }

    public Optional<Instant> lastAccessed() {
        return memory == null ? Optional.empty() : Optional.of(memory.lastAccessed());
    }

    public String source() {
        return memory == null ? "" : memory.source().id();
    }

    public Optional<MemorySource> sourceValue() {
        return memory == null ? Optional.empty() : Optional.of(memory.source());
    }

    public boolean pinned() {
        return memory != null && memory.pinned();
    }

    public boolean superseded() {
        return memory != null && memory.isSuperseded();
    }
}
