package org.memoryjournal.store;

/** When a journal fills its recall index as it opens. */
public enum IndexLoading {
    /** Before {@code open} returns (the command line). */
    NOW,
    /** On a background thread; ranking and writing wait for it (the desktop app, the MCP server). */
    IN_BACKGROUND,
    /**
     * Never: for commands that only copy or read rows (backup, export) and would otherwise spend seconds loading
     * a large journal's vectors. Ranking or writing memories is refused with a sentence.
     */
    NEVER
}
