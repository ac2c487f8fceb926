package org.memoryjournal.app.cli;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import org.memoryjournal.chat.MemoryService;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code forget ID...}: deletes memories. All or nothing: when an id does not exist, nothing is deleted
 * and the message names the missing ids. An id given twice counts once.
 */
@Command(name = "forget", mixinStandardHelpOptions = true,
        description = "Delete memories by id (all or nothing: an unknown id deletes none).")
final class ForgetCommand implements Callable<Integer> {
    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "ID", arity = "1..*", converter = Values.Id.class)
    List<Long> ids;

    @Override
    public Integer call() {
        MemoryService memories = root.journal().memories();
        List<Long> distinct = new ArrayList<>(new LinkedHashSet<>(ids));
        List<Long> missing = distinct.stream().filter(id -> memories.find(id).isEmpty()).toList();
        if (!missing.isEmpty()) {
            String names = missing.stream().map(String::valueOf).collect(Collectors.joining(", "));
            throw new IllegalArgumentException((missing.size() == 1 ? "No memory with id " + names
                    : "No memories with ids " + names) + (distinct.size() > missing.size() ? "; nothing was forgotten." : "."));
        }
        int deleted = memories.forget(distinct);
        if (deleted < distinct.size()) {
            throw new IllegalStateException("Forgot " + deleted + " of " + distinct.size()
                    + " memories; the others were deleted meanwhile by another program.");
        }
        spec.commandLine().getOut().println("Forgot " + deleted + (deleted == 1 ? " memory." : " memories."));
        return 0;
    }
}
