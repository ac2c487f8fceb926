package org.memoryjournal.chat;

/** A memory recalled for an answer, as shown under it: the memory, its text and its rank (1 is best). */
public record RecalledNote(long memoryId, String text, int rank) {
}
