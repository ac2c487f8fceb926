package org.memoryjournal.memory;

import java.time.Instant;
import java.util.Objects;

/**
 * A memory about to be written: everything but the id. Validates on construction, so an invalid
 * memory never reaches the store. {@code client} is the name of the assistant that wrote it through the
 * MCP server ("" for everything else).
 */
public record NewMemory(String text, MemoryKind kind, Instant createdAt, int importance,
                        Embedding embedding, MemorySource source, boolean pinned, String client) {

    public NewMemory {
        text = MemoryText.validate(text);
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(embedding, "embedding");
        Objects.requireNonNull(source, "source");
        Importance.validate(importance);
        client = client == null ? "" : client;
    }

    /** A memory with no client name (every source but {@link MemorySource#MCP}). */
    public NewMemory(String text, MemoryKind kind, Instant createdAt, int importance,
                     Embedding embedding, MemorySource source, boolean pinned) {
        this(text, kind, createdAt, importance, embedding, source, pinned, "");
    }

    public NewMemory(String text, MemoryKind kind, Instant createdAt, int importance,
                     Embedding embedding, MemorySource source) {
        this(text, kind, createdAt, importance, embedding, source, false);
    }
}
