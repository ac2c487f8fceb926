package org.memoryjournal.llm;

/** Rates how significant a new memory is, 1 (mundane) to 10 (life-changing). Never throws. */
@FunctionalInterface
public interface ImportanceRater {
    int rate(String text);
}
