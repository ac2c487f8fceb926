package org.memoryjournal.store;

/** When a journal fills its recall index as it opens. */
public enum IndexLoading {
    /** Before {@code open} returns (the command line). */
    NOW,
    /** On a background thread; ranking and writing wait for it (the desktop app, the MCP server). */
    IN_BACKGROUND,
    /**
     * On a background thread once the opener says it has started ({@link JournalDatabase#startIndexLoad()}),
     * something waits for the index, or {@link JournalDatabase#LOAD_AT_THE_LATEST} has passed: the desktop app,
     * whose first window needs both cores more than the index does (a 100,000-memory journal's load took
     * 0.7 s from the window's start-up).
     */
    AFTER_START,
    /**
     * Never: for commands that only copy or read rows (backup, export) and would otherwise spend seconds loading
     * a large journal's vectors. Ranking or writing memories is refused with a sentence.
     */
    NEVER
}
