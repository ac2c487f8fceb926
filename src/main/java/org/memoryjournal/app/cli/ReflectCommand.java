package org.memoryjournal.app.cli;

import java.io.PrintWriter;
import java.time.Instant;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import org.memoryjournal.chat.Reflection;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code reflect}: turns recurring episodes (and, with a model, what it infers) into insights, now. */
@Command(name = "reflect", mixinStandardHelpOptions = true,
        description = {"Reflect now: summarise recurring episodes written since the last reflection into insights "
                + "(semantic memories that cite their evidence), and with a language model connected, ask it for "
                + "insights too. The app also does this by itself in the background when enough has been written."})
final class ReflectCommand implements Callable<Integer> {
    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Option(names = "--now", paramLabel = "TIME", converter = Times.class, description = "Reflect as if at this time.")
    Instant now;

    @Option(names = "--dry-run", description = "Show what would be written or updated, and change nothing.")
    boolean dryRun;

    @Override
    public Integer call() {
        Reflection reflection = root.journal().reflection();
        Instant at = now != null ? now : root.journal().memories().now();
        Reflection.Outcome o = reflection.reflect(at, dryRun);
        PrintWriter out = spec.commandLine().getOut();
        if (o.insights().isEmpty()) {
            out.println(dryRun ? "Nothing to reflect on: no recurring episodes since the last reflection."
                    : "Nothing new to reflect on since the last reflection.");
        }
        for (Reflection.Insight i : o.insights()) {
            String what = dryRun ? (i.updated() ? "Would update #" + i.id().orElseThrow() : "Would write")
                    : (i.updated() ? "Updated #" : "Wrote #") + i.id().orElseThrow();
            out.println(what + " (" + i.origin() + ", evidence " + i.evidence().stream().map(id -> "#" + id)
                    .collect(Collectors.joining(" ")) + "): " + i.text());
        }
        out.flush();
        return 0;
    }
}
