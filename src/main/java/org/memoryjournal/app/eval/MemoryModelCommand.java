package org.memoryjournal.app.eval;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code eval memory-model}: the generated sections of {@code docs/MEMORY-MODEL.md} — the default numbers as the
 * code holds them, and a worked example run through the real write path and recall.
 */
@Command(name = "memory-model", mixinStandardHelpOptions = true,
        description = {"Print (or, with --write-docs, write into docs/MEMORY-MODEL.md) the memory model's default "
                + "numbers and a worked example: memories written through the app's offline write path, three "
                + "questions recalled with their score breakdowns, and the prompt a model would receive."})
public final class MemoryModelCommand implements Callable<Integer> {
    private final EvalEnvironment env;

    @Spec
    CommandSpec spec;

    @Option(names = "--write-docs", description = "Rewrite the generated sections of docs/MEMORY-MODEL.md.")
    boolean writeDocs;

    @Option(names = "--docs-dir", paramLabel = "DIR", defaultValue = "docs",
            description = "Where the documents go (default: ${DEFAULT-VALUE}).")
    Path docsDir;

    @Option(names = "--model", paramLabel = "bge|minilm", defaultValue = "bge",
            description = "Embedding model of the example (default: ${DEFAULT-VALUE}).")
    String model;

    public MemoryModelCommand(EvalEnvironment env) {
        this.env = env;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        String defaults = MemoryModelDoc.defaultsSection();
        String example;
        try (CachingEmbedder embedder = new CachingEmbedder(env.embedders().open(model))) {
            example = new MemoryModelExample(env, embedder).markdown();
        }
        if (writeDocs) {
            MemoryModelDoc doc = new MemoryModelDoc(docsDir);
            doc.writeSection("defaults", defaults);
            out.println("Wrote " + doc.writeSection("example", example));
        } else {
            out.println(defaults);
            out.println(example);
        }
        out.flush();
        return 0;
    }
}
