package org.memoryjournal.app.eval;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.ImportanceProbe;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code eval importance-probe}: trains the importance probe of a local model on the shipped labelled
 * sentences, prints how it and the rater without a probe do on sentences they were not trained on, and with
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

    @Option(names = "--model", paramLabel = "bge|minilm", defaultValue = "bge",
            description = "The local embedding model (default: ${DEFAULT-VALUE}).")
    String model;

    @Option(names = "--write", description = "Write the probe into the resources directory.")
    boolean write;

    @Option(names = "--write-docs", description = "Rewrite the importance-probe section of docs/EVALUATION.md.")
    boolean writeDocs;

    @Option(names = "--docs-dir", paramLabel = "DIR", defaultValue = "docs",
            description = "Where the documents go (default: ${DEFAULT-VALUE}).")
    Path docsDir;

    @Option(names = "--resources-dir", paramLabel = "DIR", defaultValue = "src/main/resources",
            description = "The source tree's resources (default: ${DEFAULT-VALUE}).")
    Path resources;

    public ImportanceProbeCommand(EvalEnvironment env) {
        this.env = env;
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        ImportanceProbeTraining.Outcome outcome;
        try (EmbeddingProvider embedder = env.embedders().open(model)) {
            outcome = new ImportanceProbeTraining(embedder, env.rater())
                    .run(ImportanceProbeTraining.sentences(), PersonalSuite.load().importance());
        }
        out.print(outcome.markdown());
        if (writeDocs) {
            out.println("Wrote " + new EvaluationDocs(docsDir).writeImportanceProbe(outcome,
                    "memory-journal eval importance-probe --model " + model + " --write-docs", env.clock().instant()));
        }
        if (write) {
            Path file = resources.resolve("org/memoryjournal/llm")
                    .resolve(ImportanceProbe.resourceName(outcome.probe().modelId()));
            Files.createDirectories(file.getParent());
            Files.writeString(file, outcome.probe().serialise(), StandardCharsets.UTF_8);
            out.println("Wrote " + file);
        }
        out.flush();
        return 0;
    }
}
