package org.memoryjournal.chat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.function.Function;

import org.memoryjournal.store.JournalBackup;
import org.memoryjournal.store.StoreException;

/**
 * Backing up the open journal and restoring a backup, for the command line and File → Back up… / Restore….
 * A backup is written beside its target under a temporary name and renamed over it once complete and checked,
 * so the target is never half a journal; it is readable by its owner only. Blocking: call in the background.
 */
public final class JournalBackups {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    private final Path journal;
    private final Function<Path, JournalBackup.Contents> backupInto;

    /**
     * @param journal    the journal's file
     * @param backupInto copies the open journal into an empty file and checks the copy
     */
    public JournalBackups(Path journal, Function<Path, JournalBackup.Contents> backupInto) {
        this.journal = journal;
        this.backupInto = backupInto;
    }

    /** What a restore did: what the backup held, and where the replaced journal was kept. */
    public record Restored(JournalBackup.Contents contents, Path keptAs) {
    }

    /** Writes a complete, checked copy of the journal to {@code target}, replacing it at once. */
    public JournalBackup.Contents backup(Path target) {
        refuseJournalItself(target);
        if (Files.isDirectory(target)) {
            throw new StoreException(target + " is a folder; give the name of the backup file to write.");
        }
        Path temp;
        try {
            temp = AtomicFile.temporaryBeside(target);
        } catch (IOException e) {
            throw new StoreException("Could not write a backup beside " + target + " (" + e.getMessage()
                    + "); check that the folder exists and is writable.", e);
        }
        boolean done = false;
        try {
            JournalBackup.Contents contents = backupInto.apply(temp);
            AtomicFile.replace(temp, target);
            done = true;
            return contents;
        } catch (IOException e) {
            throw new StoreException("The backup could not be written to " + target + " (" + e.getMessage()
                    + "); an earlier file at that path was left as it was.", e);
        } finally {
            if (!done) {
                deleteQuietly(temp);
                deleteQuietly(temp.resolveSibling(temp.getFileName() + "-journal"));
            }
        }
    }

    /** Checks a backup file before anything is replaced (see {@link JournalBackup#check}). */
    public static JournalBackup.Contents check(Path backup) {
        return JournalBackup.check(backup);
    }

    /**
     * Replaces the journal at {@code journal} with {@code backup}, keeping the replaced one beside it as
     * {@code journal.db.before-restore-<UTC time>}. No process may have the journal open, this one included.
     */
    public static Restored restore(Path journal, Path backup, Instant now) {
        refuse(journal, backup);
        Path keptAs = journal.resolveSibling(journal.getFileName() + ".before-restore-" + STAMP.format(now));
        return new Restored(JournalBackup.restore(journal, backup, keptAs), keptAs);
    }

    private void refuseJournalItself(Path target) {
        refuse(journal, target);
    }

    private static void refuse(Path journal, Path other) {
        Path a = journal.toAbsolutePath().normalize();
        Path b = other.toAbsolutePath().normalize();
        if (a.equals(b) || b.getFileName().toString().startsWith(a.getFileName() + "-")
                && a.getParent().equals(b.getParent())) {
            throw new StoreException(other + " is the journal itself (or one of its working files); choose "
                    + "another file.");
        }
    }

    private static void deleteQuietly(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            // a leftover temporary file is harmless; the target was not touched
        }
    }
}
