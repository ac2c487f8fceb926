package org.memoryjournal.store;

/** How many rows an export holds, known before they are written (one snapshot of the journal). */
public record ArchiveCounts(long memories, long conversations, long messages) {
}
