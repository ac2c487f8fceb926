package org.memoryjournal.store;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

import org.memoryjournal.memory.Embedding;

/**
 * One row of {@code memories} as an export holds it: everything the journal knows about the memory, with
 * its vector as stored (float32 little-endian) when the export includes vectors. Columns derived from
 * others (text length, the change cue) are left out; they are worked out again on import.
 *
 * @param sourceClient the assistant (MCP client) that wrote it, "" for none
 * @param supersededBy the id of the memory that replaced this one, 0 for none
 * @param evidence     for an insight, the memories it was drawn from (ascending ids); empty otherwise
 * @param vector       the stored vector, or {@code null} when it was not read (it is then embedded on import)
 */
public record ArchivedMemory(long id, String text, String kind, Instant createdAt, Instant lastAccessed,
                             int importance, String source, String sourceClient, boolean pinned, long supersededBy,
                             String supersedeReason, List<Long> evidence, String embeddingModel, byte[] vector) {

    public ArchivedMemory {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(lastAccessed, "lastAccessed");
        Objects.requireNonNull(source, "source");
        sourceClient = sourceClient == null ? "" : sourceClient;
        supersedeReason = supersedeReason == null ? "" : supersedeReason;
        evidence = evidence == null ? List.of() : List.copyOf(evidence);
        embeddingModel = embeddingModel == null ? "" : embeddingModel;
    }

    /** The same memory with the vector {@code e} (as stored: float32 little-endian) and its model. */
    public ArchivedMemory withEmbedding(Embedding e) {
        return new ArchivedMemory(id, text, kind, createdAt, lastAccessed, importance, source, sourceClient, pinned,
                supersededBy, supersedeReason, evidence, e.modelId(), VectorCodec.encode(e.vector()));
    }

    /** The vector's numbers, checked: a whole number of finite floats. */
    public Embedding embedding() {
        if (vector == null || vector.length == 0 || vector.length % Float.BYTES != 0) {
            throw new IllegalArgumentException("its vector is not a whole number of 32-bit floats");
        }
        return new Embedding(embeddingModel, VectorCodec.decode(vector, vector.length / Float.BYTES));
    }
}
