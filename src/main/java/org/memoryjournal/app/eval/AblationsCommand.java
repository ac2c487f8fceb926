package org.memoryjournal.app.eval;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.memoryjournal.memory.RetrievalPolicy;

import com.fasterxml.jackson.databind.ObjectMapper;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code eval ablations}: the built-in scenarios under the shipped policy and each experiment. */
@Command(name = "ablations", mixinStandardHelpOptions = true,
        description = {"Replay the built-in scenarios under the shipped policy and with one part switched off at a "
                + "time: hit@1, hit@3, mean rank of the expected memory, and why each miss happened."})
public final class AblationsCommand implements Callable<Integer> {
    private final EvalEnvironment env;

    @Spec
    CommandSpec spec;

    @Option(names = "--json", description = "Print one JSON object instead of the table.")
    boolean json;

    @Option(names = "--model", paramLabel = "bge|minilm", defaultValue = "bge",
            description = "Embedding model (default: ${DEFAULT-VALUE}).")
    String model;

    @Option(names = "--write-docs",
            description = "Rewrite the ablations section of docs/EVALUATION.md and docs/FAILURE_ANALYSIS.md.")
    boolean writeDocs;

    @Option(names = "--docs-dir", paramLabel = "DIR", defaultValue = "docs",
            description = "Where the documents go (default: ${DEFAULT-VALUE}).")
    Path docsDir;

    public AblationsCommand(EvalEnvironment env) {
        this.env = env;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        AblationReport report;
        try (CachingEmbedder embedder = new CachingEmbedder(env.embedders().open(model))) {
            report = new AblationRunner(env, embedder, line -> {
                err.println(line);
                err.flush();
            }).run(AblationScenarios.all(), AblationConfig.standard(RetrievalPolicy.defaults()));
        }
        if (json) {
            out.println(report.toJson(new ObjectMapper()).toString());
        } else {
            out.print(report.table());
        }
        if (writeDocs) {
            List<Path> written = new EvaluationDocs(docsDir).writeAblations(report,
                    "memory-journal eval ablations --model " + model + " --write-docs", env.clock().instant());
            written.forEach(p -> err.println("Wrote " + p));
        }
        out.flush();
        return 0;
    }
}
