package org.memoryjournal.memory;

/** One result of a ranking: the memory id, its 1-based rank and the breakdown of its score. */
public record Ranked(long id, int rank, ScoreBreakdown breakdown) {
}
