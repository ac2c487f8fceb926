package org.memoryjournal.app.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.memoryjournal.chat.MemoryService;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code reembed}: gives memories of another embedding model vectors of the model in use, then embeds the passages
 * of the memories that have none yet (a journal from an older version, an import): what the app and the MCP server do
 * in the background, for a journal used from scripts only.
 */
@Command(name = "reembed", mixinStandardHelpOptions = true,
        description = "Re-embed memories written with another embedding model, so recall can compare them, and "
                + "embed the passages of memories that have none yet (an older journal, an import).")
final class ReembedCommand implements Callable<Integer> {
    private static final int BATCH = 256;

    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Option(names = "--limit", paramLabel = "N", converter = Values.Budget.class, description = "Re-embed at most N memories and embed the passages "
            + "of at most N (default: all).")
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
        long passages = 0;
        long passageBudget = limit == null ? Long.MAX_VALUE : limit;
        for (int n; passages < passageBudget
                && (n = memories.embedSomePassages((int) Math.min(BATCH, passageBudget - passages))) > 0; ) {
            passages += n;
            spec.commandLine().getErr().printf("passages of %,d memories embedded%n", passages);
        }
        int waiting = memories.repository().needingParts(1).size();
        out.println("Embedded the passages of " + passages + (passages == 1 ? " memory" : " memories")
                + (waiting == 0 ? "; none is waiting." : passages == passageBudget ? "; more wait for the next run."
                : "; some could not be embedded now (see the log) and wait for the next run."));
        return 0;
    }
}
