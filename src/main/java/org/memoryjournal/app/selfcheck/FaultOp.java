package org.memoryjournal.app.selfcheck;

import java.util.Locale;

/** The operations a fault trial interrupts: each is run by a child process, over and over, until it is killed. */
public enum FaultOp {
    /** {@code remember TEXT}. */
    REMEMBER,
    /** {@code import FILE} of five memories: all or nothing. */
    IMPORT,
    /** {@code remember TEXT} then {@code forget ID}. */
    FORGET,
    /** {@code chat MESSAGE} with the offline responder: the message is written back as a memory. */
    CHAT,
    /** {@code remember TEXT} then {@code export FILE} (a backup). */
    EXPORT;

    /** How the op is named in child arguments and the table. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    static FaultOp parse(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
