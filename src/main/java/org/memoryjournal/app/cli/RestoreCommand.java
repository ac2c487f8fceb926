package org.memoryjournal.app.cli;

import java.nio.file.Path;
import java.time.Instant;
import java.util.concurrent.Callable;

import org.memoryjournal.settings.DataDirectory;
import org.memoryjournal.chat.JournalBackups;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code restore FILE}: checks FILE (an SQLite file marked as a journal, a schema this version reads,
 * {@code PRAGMA integrity_check}) before anything is replaced, refuses while another process has the journal
 * open, keeps the replaced journal beside it ({@code journal.db.before-restore-<time>}) and replaces the
 * journal's content all at once. It does not open the journal itself.
 */
@Command(name = "restore", mixinStandardHelpOptions = true,
        description = "Replace the journal with a backup FILE (checked first; the old journal is kept beside it).")
final class RestoreCommand implements Callable<Integer> {
    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE")
    Path file;

    @Override
    public Integer call() {
        DataDirectory dir = DataDirectory.resolve(root.dataDir()).create();
        JournalBackups.Restored r = JournalBackups.restore(dir.database(), file, Instant.now());
        spec.commandLine().getOut().println("Restored " + Counts.of(r.contents().memories(), "memory", "memories")
                + " and " + Counts.of(r.contents().conversations(), "conversation", "conversations") + " from " + file
                + "; the journal as it was is kept as " + r.keptAs() + ".");
        return 0;
    }
}
