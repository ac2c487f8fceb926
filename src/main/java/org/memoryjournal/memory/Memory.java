package org.memoryjournal.memory;

import java.time.Instant;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * One entry of the memory stream.
 *
 * @param id            database id, positive
 * @param text          what is remembered (validated by {@link MemoryText})
 * @param kind          episodic, semantic or procedural
 * @param createdAt     when it happened or was written
 * @param lastAccessed  when it was last written or recalled; recency is measured from here
 * @param importance    1..10, assigned once at write time
 * @param embedding     the vector and the model that made it
 * @param source        where it came from
 * @param pinned        pinned memories do not decay
 * @param supersededBy  the id of the memory that replaced this one, if any
 */
public record Memory(long id, String text, MemoryKind kind, Instant createdAt, Instant lastAccessed,
                     int importance, Embedding embedding, MemorySource source, boolean pinned,
                     OptionalLong supersededBy) {

    public Memory {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(lastAccessed, "lastAccessed");
        Objects.requireNonNull(embedding, "embedding");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(supersededBy, "supersededBy");
        Importance.validate(importance);
    }

    public boolean isSuperseded() {
        return supersededBy.isPresent();
    }

    public Memory withLastAccessed(Instant when) {
        return new Memory(id, text, kind, createdAt, when, importance, embedding, source, pinned, supersededBy);
    }
}
