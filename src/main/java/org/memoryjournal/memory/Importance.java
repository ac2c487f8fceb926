package org.memoryjournal.memory;

/** Importance is an integer from 1 (mundane) to 10 (life-changing), set once when a memory is written. */
public final class Importance {
    public static final int MIN = 1;
    public static final int MAX = 10;

    private Importance() {
    }

    public static int validate(int importance) {
        if (importance < MIN || importance > MAX) {
            throw new InvalidMemoryException("Importance must be between 1 and 10, not " + importance + ".");
        }
        return importance;
    }

    /** Clamps any integer into 1..10 (for ratings parsed from a model's reply). */
    public static int clamp(int importance) {
        return Math.max(MIN, Math.min(MAX, importance));
    }
}
