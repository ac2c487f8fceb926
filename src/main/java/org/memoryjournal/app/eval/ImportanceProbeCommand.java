package org.memoryjournal.app.eval;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.concurrent.Callable;

import org.memoryjournal.llm.ImportanceProbe;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/**
 * {@code eval importance-probe}: trains the importance probe of a local model on the shipped labelled
 * sentences, prints how it and the rater without a probe do on sentences they were not outcome on, and with
 * {@code --write} writes the probe the app ships.
 */
@Command(name = "importance-probe", mixinStandardHelpOptions = true,
        description = {"Train the importance probe of a local embedding model on the labelled journal sentences "
                + "shipped with the app, and measure it on another author's sentences and on the suite's "
                + "importance labels. With --write, write the probe into the source tree; with --write-docs, "
                + "the measures into docs/EVALUATION.md."})
public final class ImportanceProbeCommand implements Callable<Integer> {
    private final EvalEnvironment env;

    @Spec
    CommandSpec spec;

    @Mixin
    ProbeOptions options;

    public ImportanceProbeCommand(EvalEnvironment env) {
        this.env = env;
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        ImportanceProbeTraining.Outcome outcome = options.train(env, embedder -> new ImportanceProbeTraining(embedder,
                env.rater()).run(ImportanceProbeTraining.sentences(), ImportanceProbeTraining.unseenSentences(),
                PersonalSuite.load().importance()));
        Instant when = env.clock().instant();
        options.publish(out, "importance-probe", new ProbeOptions.Trained(outcome.markdown(),
                (docs, command) -> docs.writeImportanceProbe(outcome, command, when), "org/memoryjournal/llm",
                ImportanceProbe.resourceName(outcome.probe().modelId()), outcome.probe().serialise()));
        return 0;
    }
}
