package org.memoryjournal.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;

import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * The one place where SQLite's error codes become sentences for the user: what happened and what to do,
 * never the code's name or the driver's wording ({@code [SQLITE_IOERR_SHMSIZE] I/O error within xShmMap}).
 */
final class SqliteErrors {
    /** Below this much free space an I/O error is taken to mean a full disk. */
    static final long LOW_SPACE_BYTES = 4L * 1024 * 1024;

    private SqliteErrors() {
    }

    /** The kinds of failure a user can act on. */
    enum Kind { DISK_FULL, READ_ONLY, BUSY, CORRUPT, CANNOT_OPEN, IO, OTHER }

    static Kind kind(SQLException e, Path file) {
        int code = code(e);
        int primary = code & 0xFF;
        if (primary == SQLiteErrorCode.SQLITE_FULL.code) {
            return Kind.DISK_FULL;
        }
        if (primary == SQLiteErrorCode.SQLITE_READONLY.code) {
            return Kind.READ_ONLY;
        }
        if (primary == SQLiteErrorCode.SQLITE_BUSY.code || primary == SQLiteErrorCode.SQLITE_LOCKED.code) {
            return Kind.BUSY;
        }
        if (primary == SQLiteErrorCode.SQLITE_CORRUPT.code || primary == SQLiteErrorCode.SQLITE_NOTADB.code) {
            return Kind.CORRUPT;
        }
        if (primary == SQLiteErrorCode.SQLITE_IOERR.code || primary == SQLiteErrorCode.SQLITE_CANTOPEN.code) {
            if (code == SQLiteErrorCode.SQLITE_IOERR_SHMSIZE.code || lowOnSpace(file)) {
                return Kind.DISK_FULL;
            }
            if (!Files.isWritable(file) || file.getParent() != null && !Files.isWritable(file.getParent())) {
                return Kind.READ_ONLY;
            }
            return primary == SQLiteErrorCode.SQLITE_CANTOPEN.code ? Kind.CANNOT_OPEN : Kind.IO;
        }
        return Kind.OTHER;
    }

    /**
     * A sentence for a failed {@code what} ("save", "read", "open") of the journal {@code file}.
     * Writes that fail say that nothing was changed.
     */
    static String sentence(SQLException e, Path file, String what) {
        boolean writing = what.equals("save");
        String nothing = writing ? " Nothing was changed." : "";
        return switch (kind(e, file)) {
            case DISK_FULL -> "The disk holding " + file + " is full." + nothing + " Free some space and try again.";
            case READ_ONLY -> readOnly(file) + nothing;
            case BUSY -> "The journal " + file + " is busy with another program." + nothing + " Try again in a moment.";
            case CORRUPT -> "The journal " + file + " is damaged and cannot be read." + nothing
                    + " Restore it from a backup (an export) or move it aside to start a new one.";
            case CANNOT_OPEN -> "The journal " + file + " could not be opened. Check that its folder exists and that "
                    + "you may read and write it.";
            case IO -> (writing ? "Writing to the journal " + file + " failed; the disk may be full or failing."
                    : "Reading the journal " + file + " failed (an input/output error from the disk).")
                    + nothing + " Check the disk and try again.";
            case OTHER -> "Could not " + what + " the journal " + file + " (SQLite error " + (code(e) & 0xFF) + ")."
                    + nothing;
        };
    }

    /**
     * Whether another connection holds a lock we need (SQLITE_BUSY or SQLITE_LOCKED, any extended code):
     * nothing happened, and the same work can run again a moment later.
     */
    static boolean isBusy(SQLException e) {
        int primary = code(e) & 0xFF;
        return e instanceof SQLiteException
                && (primary == SQLiteErrorCode.SQLITE_BUSY.code || primary == SQLiteErrorCode.SQLITE_LOCKED.code);
    }

    /** A failed {@code what} of the journal {@code file} as a {@link StoreException} with its sentence. */
    static StoreException failure(Path file, String what, SQLException e) {
        return new StoreException(sentence(e, file, what), e);
    }

    /**
     * Another process kept the journal locked for longer than {@code Database} waits and retries: the
     * sentence for SQLITE_BUSY after every retry.
     */
    static StoreException stillBusy(Path file, String what, long waitedMillis, SQLException e) {
        String nothing = what.equals("save") ? " Nothing was changed." : "";
        return new StoreException("Could not " + what + " the journal " + file + ": another Memory Journal process "
                + "kept it locked for " + Math.max(1, waitedMillis / 1000) + " s." + nothing
                + " Try again in a moment.", e);
    }

    /** The sentence for a write refused because the journal is read-only. */
    static String readOnly(Path file) {
        return "The journal " + file + " is read-only (the file, its folder or the disk cannot be written), so "
                + "nothing can be changed; reading works.";
    }

    private static int code(SQLException e) {
        if (e instanceof SQLiteException s) {
            return s.getResultCode().code;
        }
        return e.getErrorCode();
    }

    private static boolean lowOnSpace(Path file) {
        try {
            Path existing = Files.exists(file) ? file : file.toAbsolutePath().getParent();
            return existing != null && Files.getFileStore(existing).getUsableSpace() < LOW_SPACE_BYTES;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }
}
