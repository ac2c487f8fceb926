package org.memoryjournal.app.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.Memory;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code import FILE}: reads an export and writes its memories, re-embedded with the model in use.
 * All or nothing: one bad entry and nothing is written (the message names the entry). The file is read
 * as a stream, validated strictly, and refused when it is larger than an export can be.
 */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = "Import memories from an export file (all or nothing).")
final class ImportCommand implements Callable<Integer> {
    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE")
    Path file;

    @Override
    public Integer call() {
        List<MemoryService.Draft> drafts = new ExportReader(file).read();
        List<Memory> written;
        try {
            written = root.journal().memories().rememberAll(drafts);
        } catch (RuntimeException e) {
            throw new IllegalStateException(UsageMessages.sentence(UserMessages.of(e)) + " Nothing was imported.", e);
        }
        spec.commandLine().getOut().println("Imported " + written.size() + " memories from " + file + ".");
        return 0;
    }
}
