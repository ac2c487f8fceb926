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
 * {@code eval query-adapter}: trains the query adapter of a local model on the shipped questions, prints how it does
 * on each author's questions when trained on the others' and on the questions of authors it is never trained on, and
 * with {@code --write} writes the adapter the app ships.
 */
@Command(name = "query-adapter", mixinStandardHelpOptions = true,
        description = {"Train the query adapter of a local embedding model (a map of a question's vector that prefers "
                + "the note answering it over notes that only share its words) on the questions shipped with the "
                + "app, and measure it on each author's questions and on those of authors it is never trained on. "
                + "With --write, write the adapter into the source "
                + "tree; with --write-docs, the measures into docs/EVALUATION.md."})
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
                embedder -> new QueryAdapterTraining(embedder).run(QueryAdapterTraining.questions(),
                        QueryAdapterTraining.unseenQuestions()));
        Instant when = env.clock().instant();
        options.publish(out, "query-adapter", new ProbeOptions.Trained(outcome.markdown(),
                (docs, command) -> docs.writeQueryAdapter(outcome, command, when), "org/memoryjournal/memory",
                QueryAdapter.resourceName(outcome.adapter().modelId()), outcome.adapter().serialise()));
        return 0;
    }
}
