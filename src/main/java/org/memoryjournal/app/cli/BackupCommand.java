package org.memoryjournal.app.cli;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.memoryjournal.store.JournalBackup;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code backup FILE}: a copy of the journal with SQLite's online backup, taken as one snapshot while the app
 * and other processes go on writing; written under a temporary name, checked, then renamed over FILE
 * (owner-only). A killed backup leaves FILE as it was.
 */
@Command(name = "backup", mixinStandardHelpOptions = true,
        description = "Copy the journal to FILE (a complete SQLite file), even while the app is using it.")
final class BackupCommand implements Callable<Integer> {
    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE")
    Path file;

    @Override
    public Integer call() {
        long start = System.nanoTime();
        // A backup copies pages and never ranks: it does not load the recall index of a large journal.
        root.preferNoIndex();
        JournalBackup.Contents c = root.journal().backups().backup(file);
        spec.commandLine().getOut().println(summary(c, file, (System.nanoTime() - start) / 1e9));
        return 0;
    }

    /** What was copied, in words: "58 memories and no conversations", "1 memory and 1 conversation". */
    static String summary(JournalBackup.Contents c, Path file, double seconds) {
        return String.format(Locale.ROOT, "Backed up %s and %s to %s in %.1f s.", Counts.of(c.memories(), "memory",
                "memories"), Counts.of(c.conversations(), "conversation", "conversations"), file, seconds);
    }
}
