package org.memoryjournal.app.eval;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BiFunction;
import java.util.function.Function;

import org.memoryjournal.llm.EmbeddingProvider;

import picocli.CommandLine.Option;

/**
 * The options of a command that trains a probe of a local embedding model: which model, and whether to write the
 * probe into the source tree and its measures into the documents.
 */
final class ProbeOptions {
    @Option(names = "--model", paramLabel = "bge|minilm", defaultValue = "bge",
            description = "The local embedding model (default: ${DEFAULT-VALUE}).")
    String model;

    @Option(names = "--write", description = "Write the probe into the resources directory.")
    boolean write;

    @Option(names = "--write-docs", description = "Rewrite the probe's section of docs/EVALUATION.md.")
    boolean writeDocs;

    @Option(names = "--docs-dir", paramLabel = "DIR", defaultValue = "docs",
            description = "Where the documents go (default: ${DEFAULT-VALUE}).")
    Path docsDir;

    @Option(names = "--resources-dir", paramLabel = "DIR", defaultValue = "src/main/resources",
            description = "The source tree's resources (default: ${DEFAULT-VALUE}).")
    Path resources;

    /** Trains with the chosen local model, opened for the training and closed after it. */
    <T> T train(EvalEnvironment env, Function<EmbeddingProvider, T> training) {
        try (EmbeddingProvider embedder = env.embedders().open(model)) {
            return training.apply(embedder);
        }
    }

    /**
     * A trained probe, as written: what training measured, how to rewrite its section of the documents (given the
     * command that produced it), and its resource (package with slashes, file name, text).
     */
    record Trained(String markdown, BiFunction<EvaluationDocs, String, Path> writeDocs, String resourcePackage,
                   String resourceName, String resourceText) {
    }

    /**
     * Prints what training measured, then, as asked, rewrites the command's section of the documents and writes the
     * probe into the source tree, saying which files it wrote.
     */
    void publish(PrintWriter out, String command, Trained probe) throws IOException {
        out.print(probe.markdown());
        if (writeDocs) {
            out.println("Wrote " + probe.writeDocs().apply(new EvaluationDocs(docsDir),
                    "memory-journal eval " + command + " --model " + model + " --write-docs"));
        }
        if (write) {
            Path file = resources.resolve(probe.resourcePackage()).resolve(probe.resourceName());
            Files.createDirectories(file.getParent());
            Files.writeString(file, probe.resourceText(), StandardCharsets.UTF_8);
            out.println("Wrote " + file);
        }
        out.flush();
    }
}
