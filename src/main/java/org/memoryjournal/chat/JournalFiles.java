package org.memoryjournal.chat;

import java.nio.file.Path;
import java.time.Clock;
import java.util.Locale;

import org.memoryjournal.store.JournalBackup;
import org.memoryjournal.store.StoreException;

/**
 * The journal's file use cases for the app's File menu: back up, restore, export as Markdown. Each answers
 * with a sentence for the user, or throws one. Restoring needs the journal closed, so
 * {@link #restoreAndClose} closes this process's journal first: the app quits afterwards. Blocking: call in
 * the background.
 */
public final class JournalFiles {
    private final Path journal;
    private final JournalBackups backups;
    private final MarkdownJournal markdown;
    private final Runnable closeJournal;
    private final Clock clock;

    public JournalFiles(Path journal, JournalBackups backups, MarkdownJournal markdown, Runnable closeJournal,
                        Clock clock) {
        this.journal = journal;
        this.backups = backups;
        this.markdown = markdown;
        this.closeJournal = closeJournal;
        this.clock = clock;
    }

    /** Writes a checked copy of the journal to {@code target}; says what it holds. */
    public String backup(Path target) {
        JournalBackup.Contents c = backups.backup(target);
        return String.format(Locale.ROOT, "Backed up %,d memories and %s to %s.", c.memories(),
                conversations(c.conversations()), target);
    }

    /** Checks a backup before a restore; says what it holds (or throws what is wrong with it). */
    public String describeBackup(Path backup) {
        JournalBackup.Contents c = JournalBackups.check(backup);
        return String.format(Locale.ROOT, "%s holds %,d memories and %s.", backup.getFileName(), c.memories(),
                conversations(c.conversations()));
    }

    /**
     * Closes this process's journal and replaces it with {@code backup}, keeping the replaced journal beside
     * it. The journal stays closed whatever happens: the app must quit and be started again.
     */
    public String restoreAndClose(Path backup) {
        JournalBackups.check(backup);
        closeJournal.run();
        try {
            JournalBackups.Restored r = JournalBackups.restore(journal, backup, clock.instant());
            return String.format(Locale.ROOT, "Restored %,d memories and %s from %s. The journal as it was is kept "
                    + "as %s. Start Memory Journal again to use it.", r.contents().memories(),
                    conversations(r.contents().conversations()), backup, r.keptAs().getFileName());
        } catch (StoreException e) {
            throw new StoreException(e.getMessage() + " Start Memory Journal again to go on with your journal.", e);
        }
    }

    /** Writes the journal as Markdown into {@code dir}, one file per month (conversations too when asked). */
    public String exportMarkdown(Path dir, boolean conversations) {
        MarkdownJournal.Written w = markdown.write(dir, conversations);
        return String.format(Locale.ROOT, "Wrote %,d memories%s in %,d files to %s.", w.memories(),
                conversations ? String.format(Locale.ROOT, " and %,d messages", w.messages()) : "", w.files(), dir);
    }

    private static String conversations(long n) {
        return String.format(Locale.ROOT, "%,d conversation%s", n, n == 1 ? "" : "s");
    }
}
