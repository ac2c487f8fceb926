package org.memoryjournal.llm;

/** Rates how significant a new memory is, 1 (mundane) to 10 (life-changing). Never throws. */
@FunctionalInterface
public interface ImportanceRater {
    int rate(String text);

    /** Rates a memory whose vector is already known (raters that compare meanings use it). */
    default int rate(String text, org.memoryjournal.memory.Embedding vector) {
        return rate(text);
    }
}
