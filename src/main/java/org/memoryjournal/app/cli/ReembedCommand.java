package org.memoryjournal.app.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.memoryjournal.chat.MemoryService;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code reembed}: gives memories of another embedding model vectors of the model in use. */
@Command(name = "reembed", mixinStandardHelpOptions = true,
        description = "Re-embed memories written with another embedding model, so recall can compare them.")
final class ReembedCommand implements Callable<Integer> {
    private static final int BATCH = 256;

    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Option(names = "--limit", paramLabel = "N", description = "Re-embed at most N memories (default: all).")
    Integer limit;

    @Override
    public Integer call() {
        MemoryService memories = root.journal().memories();
        PrintWriter out = spec.commandLine().getOut();
        long remaining = memories.repository().countNeedingReembedding();
        long budget = limit == null ? remaining : Math.min(limit, remaining);
        long done = 0;
        while (done < budget) {
            int n = memories.reembedSome((int) Math.min(BATCH, budget - done));
            if (n == 0) {
                break;
            }
            done += n;
            spec.commandLine().getErr().printf("re-embedded %,d / %,d%n", done, budget);
        }
        out.println("Re-embedded " + done + (done == 1 ? " memory" : " memories") + " with "
                + memories.embedder().modelId() + "; " + memories.repository().countNeedingReembedding()
                + " still need it.");
        return 0;
    }
}
