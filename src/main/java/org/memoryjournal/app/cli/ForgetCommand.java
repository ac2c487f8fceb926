package org.memoryjournal.app.cli;

import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code forget ID...}: deletes memories. */
@Command(name = "forget", mixinStandardHelpOptions = true, description = "Delete memories by id.")
final class ForgetCommand implements Callable<Integer> {
    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "ID", arity = "1..*")
    List<Long> ids;

    @Override
    public Integer call() {
        int deleted = root.journal().memories().forget(ids);
        if (deleted < ids.size()) {
            throw new IllegalArgumentException(ids.size() == 1 ? "No memory with id " + ids.get(0) + "."
                    : "Deleted " + deleted + " of " + ids.size() + " memories; the other ids do not exist.");
        }
        spec.commandLine().getOut().println("Forgot " + deleted + (deleted == 1 ? " memory." : " memories."));
        return 0;
    }
}
