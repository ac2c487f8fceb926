package org.memoryjournal.memory;

/** A recalled memory with its rank and score breakdown. */
public record Recalled(int rank, Memory memory, ScoreBreakdown breakdown) {
}
