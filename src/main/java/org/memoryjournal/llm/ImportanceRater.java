package org.memoryjournal.llm;

/** Rates how significant a new memory is, 1 (mundane) to 10 (life-changing). Never throws. */
@FunctionalInterface
public interface ImportanceRater {
    int rate(String text);

    /** Rates a memory whose vector is already known (raters that compare meanings use it). */
    default int rate(String text, org.memoryjournal.memory.Embedding vector) {
        return rate(text);
    }

    /** Rates a memory whose vector and kind are already known (a rater may read events and facts differently). */
    default int rate(String text, org.memoryjournal.memory.Embedding vector, org.memoryjournal.memory.MemoryKind kind) {
        return rate(text, vector);
    }
}
