package org.memoryjournal.store;

/** A memory whose passages still need their vectors ({@link org.memoryjournal.memory.MemoryParts}): its id and text. */
public record PendingParts(long id, String text) {
}
