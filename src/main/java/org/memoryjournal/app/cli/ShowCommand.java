package org.memoryjournal.app.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.memoryjournal.memory.Memory;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code show ID}: one memory with all its fields. */
@Command(name = "show", mixinStandardHelpOptions = true, description = "Show one memory.")
final class ShowCommand implements Callable<Integer> {
    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "ID", converter = Values.Id.class)
    long id;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() {
        Memory m = root.journal().memories().find(id)
                .orElseThrow(() -> new IllegalArgumentException("No memory with id " + id + "."));
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(JsonOut.write(JsonOut.memory(m)));
            return 0;
        }
        out.println("id:             " + m.id());
        out.println("text:           " + Terminal.multiLine(m.text()));
        out.println("kind:           " + m.kind().id());
        out.println("importance:     " + m.importance());
        out.println("created:        " + m.createdAt());
        out.println("last accessed:  " + m.lastAccessed());
        out.println("source:         " + m.source().id());
        out.println("pinned:         " + m.pinned());
        out.println("superseded by:  " + (m.supersededBy().isPresent() ? m.supersededBy().getAsLong() : "-"));
        out.println("embedding:      " + m.embedding().modelId() + " (" + m.embedding().dimension() + " dimensions)");
        return 0;
    }
}
