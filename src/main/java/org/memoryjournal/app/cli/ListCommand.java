package org.memoryjournal.app.cli;

import java.io.PrintWriter;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.store.MemoryListQuery;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code list}: memories, newest first. */
@Command(name = "list", mixinStandardHelpOptions = true, description = "List memories, newest first.")
final class ListCommand implements Callable<Integer> {
    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Option(names = "--kind", paramLabel = "K", converter = Values.KindValue.class,
            description = "Only episodic, semantic or procedural memories.")
    MemoryKind kind;

    @Option(names = "--search", paramLabel = "WORDS", description = "Only memories matching these words (full text).")
    String search;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "100", converter = Values.Limit.class, description = "At most N memories (default ${DEFAULT-VALUE}).")
    int limit;

    @Option(names = "--offset", paramLabel = "N", defaultValue = "0", converter = Values.Offset.class, description = "Skip the first N.")
    int offset;

    @Option(names = "--include-superseded", description = "Also list memories replaced by newer ones.")
    boolean includeSuperseded;

    @Option(names = "--json", description = "Print a JSON array.")
    boolean json;

    @Override
    public Integer call() {
        MemoryListQuery q = MemoryListQuery.newest(limit).page(offset, limit)
                .withKind(Optional.ofNullable(kind))
                .withSearch(search).withSuperseded(includeSuperseded);
        List<Memory> memories = root.journal().memories().repository().list(q);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(JsonOut.write(memories.stream().map(JsonOut::memory).toList()));
            return 0;
        }
        for (Memory m : memories) {
            out.printf("[%d] %-10s %2d  %s  %s%s%n", m.id(), m.kind().id(), m.importance(),
                    m.createdAt().truncatedTo(ChronoUnit.SECONDS),
                    Table.oneLine(m.text(), 80), m.pinned() ? "  (pinned)" : "");
        }
        return 0;
    }
}
