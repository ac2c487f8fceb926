package org.memoryjournal.app.eval;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.memory.DetailProbe;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/**
 * {@code eval detail-probe}: trains the detail probe of a local model on the shipped labelled notes, prints how
 * it does on each author's notes when trained on the others', and with {@code --write} writes the probe the app
 * ships.
 */
@Command(name = "detail-probe", mixinStandardHelpOptions = true,
        description = {"Train the detail probe of a local embedding model (does a note hold a detail one could "
                + "look up, or only mention its topic?) on the labelled notes shipped with the app, and measure it "
                + "on each author's notes. With --write, write the probe into the source tree; with --write-docs, "
                + "the measures into docs/EVALUATION.md."})
public final class DetailProbeCommand implements Callable<Integer> {
    private final EvalEnvironment env;

    @Spec
    CommandSpec spec;

    @Mixin
    ProbeOptions options;

    public DetailProbeCommand(EvalEnvironment env) {
        this.env = env;
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        DetailProbeTraining.Outcome outcome;
        try (EmbeddingProvider embedder = env.embedders().open(options.model)) {
            outcome = new DetailProbeTraining(embedder).run(DetailProbeTraining.notes());
        }
        out.print(outcome.markdown());
        if (options.writeDocs) {
            out.println("Wrote " + new EvaluationDocs(options.docsDir).writeDetailProbe(outcome,
                    "memory-journal eval detail-probe --model " + options.model + " --write-docs",
                    env.clock().instant()));
        }
        if (options.write) {
            out.println("Wrote " + options.writeResource("org/memoryjournal/memory",
                    DetailProbe.resourceName(outcome.probe().modelId()), DetailProbe.serialise(outcome.probe())));
        }
        out.flush();
        return 0;
    }
}
