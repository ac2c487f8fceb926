package org.memoryjournal.store;

import java.time.Instant;
import java.util.Objects;

/**
 * One row of {@code access_forgotten}: the copy of a memory an assistant forgot, kept so the user can restore
 * it. An export always holds its vector (there are few, and a restore must bring the memory back as it was).
 *
 * @param memoryId the id the memory had
 */
public record ArchivedForgotten(long memoryId, String text, String kind, int importance, boolean pinned,
                                Instant createdAt, String source, String sourceClient, String embeddingModel,
                                byte[] vector) {
    public ArchivedForgotten {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(embeddingModel, "embeddingModel");
        Objects.requireNonNull(vector, "vector");
        sourceClient = sourceClient == null ? "" : sourceClient;
    }

    /** How many numbers the vector holds. */
    public int dimension() {
        return vector.length / Float.BYTES;
    }
}
