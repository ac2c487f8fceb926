package org.memoryjournal.store;

import java.nio.file.Path;
import java.sql.SQLException;

import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/** Turns SQLite failures into sentences for the user, and tells which ones are worth retrying. */
final class SqlFailures {
    private static final int SQLITE_BUSY = 5;
    private static final int SQLITE_LOCKED = 6;

    private SqlFailures() {
    }

    /**
     * Whether another connection holds a lock we need (SQLITE_BUSY or SQLITE_LOCKED, any extended code):
     * nothing happened, and the same work can run again a moment later.
     */
    static boolean isBusy(SQLException e) {
        if (e instanceof SQLiteException s) {
            int primary = s.getResultCode().code & 0xff;
            return primary == SQLITE_BUSY || primary == SQLITE_LOCKED;
        }
        return false;
    }

    static boolean isFull(SQLException e) {
        return e instanceof SQLiteException s && s.getResultCode() == SQLiteErrorCode.SQLITE_FULL;
    }

    /** A failed read or save of {@code file}, as one sentence that says nothing was changed. */
    static StoreException failure(Path file, String what, SQLException e) {
        if (isFull(e)) {
            return new StoreException("The disk is full; nothing was saved. Free some space and try again.", e);
        }
        return new StoreException("Could not " + what + " the journal " + file + ": " + reason(e)
                + " Nothing was changed.", e);
    }

    /** Another process kept the journal locked for longer than we wait. */
    static StoreException stillBusy(Path file, String what, long waitedMillis, SQLException e) {
        return new StoreException("Could not " + what + " the journal " + file + ": another Memory Journal "
                + "process kept it locked for " + Math.max(1, waitedMillis / 1000) + " s. Nothing was changed; "
                + "try again in a moment.", e);
    }

    static String reason(SQLException e) {
        String m = e.getMessage() == null ? "unknown error" : e.getMessage();
        return m.endsWith(".") ? m : m + ".";
    }
}
