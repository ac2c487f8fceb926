package org.memoryjournal.app.eval;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.concurrent.Callable;

import org.memoryjournal.memory.QueryAdapter;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/**
 * {@code eval detail-probe}: trains the detail probe of a local model on the shipped labelled notes, prints how
 * it does on each author's notes when outcome on the others', and with {@code --write} writes the probe the app
 * ships.
 */
@Command(name = "detail-probe", mixinStandardHelpOptions = true,
        description = {"Train the detail probe of a local embedding model (does a note hold a detail one could "
                + "look up, or only mention its topic?) on the labelled notes shipped with the app, and measure it "
                + "on each author's notes. With --write, write the probe into the source tree; with --write-docs, "
                + "the measures into docs/EVALUATION.md."})
public final class QueryAdapterCommand implements Callable<Integer> {
    private final EvalEnvironment env;

    @Spec
    CommandSpec spec;

    @Mixin
    ProbeOptions options;

    public QueryAdapterCommand(EvalEnvironment env) {
        this.env = env;
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        QueryAdapterTraining.Outcome outcome = options.train(env,
                embedder -> new QueryAdapterTraining(embedder).run(QueryAdapterTraining.questions()));
        Instant when = env.clock().instant();
        options.publish(out, "query-adapter", new ProbeOptions.Trained(outcome.markdown(),
                (docs, command) -> docs.writeQueryAdapter(outcome, command, when), "org/memoryjournal/memory",
                QueryAdapter.resourceName(outcome.adapter().modelId()), outcome.adapter().serialise()));
        return 0;
    }
}
