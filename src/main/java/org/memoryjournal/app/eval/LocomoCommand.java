package org.memoryjournal.app.eval;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.databind.ObjectMapper;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code eval locomo FILE}: evidence recall of every configuration on a LoCoMo file. */
@Command(name = "locomo", mixinStandardHelpOptions = true,
        description = {"Evidence retrieval on LoCoMo (locomo10.json or one conversation of it): recall@5, recall@10, "
                + "hit@5 and MRR per configuration, overall and per category (1-4; category 5 is skipped).",
            "Questions run in preview mode (no touch) unless --touch. Table on stdout, progress on stderr."})
public final class LocomoCommand implements Callable<Integer> {
    private final EvalEnvironment env;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The LoCoMo JSON file.")
    Path file;

    @Option(names = "--json", description = "Print one JSON object instead of the table.")
    boolean json;

    @Option(names = "--touch", description = "Each question touches what it recalls (default: preview).")
    boolean touch;

    @Option(names = "--model", paramLabel = "bge|minilm", defaultValue = "bge",
            description = "Embedding model (default: ${DEFAULT-VALUE}).")
    String model;

    @Option(names = "--write-docs", description = "Rewrite the LoCoMo section of docs/EVALUATION.md.")
    boolean writeDocs;

    @Option(names = "--docs-dir", paramLabel = "DIR", defaultValue = "docs",
            description = "Where the documents go (default: ${DEFAULT-VALUE}).")
    Path docsDir;

    @Option(names = "--check", description = "With --write-docs: write the section for conversations that only "
            + "confirm a setting chosen on another (tuning is never done on them).")
    boolean check;

    @Option(names = "--sweep", description = "Also run the default policy with one knob changed at a time.")
    boolean sweep;

    @Option(names = "--no-dates", description = "Do not write the session date into the indexed text.")
    boolean noDates;

    @Option(names = "--no-captions", description = "Do not append the captions of shared photos.")
    boolean noCaptions;

    public LocomoCommand(EvalEnvironment env) {
        this.env = env;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        LocomoDataset data = LocomoDataset.read(file);
        List<LocomoConfig> configs = new ArrayList<>(LocomoConfig.standard());
        if (sweep) {
            configs.addAll(LocomoConfig.sweep());
        }
        LocomoEvaluation.Options options = new LocomoEvaluation.Options(touch, new TurnText(!noDates, !noCaptions));
        LocomoReport report;
        long start = System.nanoTime();
        try (CachingEmbedder embedder = new CachingEmbedder(env.embedders().open(model))) {
            report = new LocomoEvaluation(env, embedder, line -> {
                err.println(line);
                err.flush();
            }).run(data, configs, options);
            err.printf("%d texts embedded, %.1f s in all%n", embedder.computed(), (System.nanoTime() - start) / 1e9);
        }
        if (json) {
            ObjectMapper mapper = new ObjectMapper();
            out.println(report.toJson(mapper).toString());
        } else {
            out.print(report.table());
        }
        if (writeDocs) {
            Path written = new EvaluationDocs(docsDir).writeLocomo(report, commandText(), env.clock().instant(), check);
            err.println("Wrote " + written);
        }
        out.flush();
        return 0;
    }

    private String commandText() {
        StringBuilder sb = new StringBuilder("memory-journal eval locomo ").append(file.getFileName());
        if (touch) {
            sb.append(" --touch");
        }
        sb.append(" --model ").append(model);
        if (sweep) {
            sb.append(" --sweep");
        }
        if (noDates) {
            sb.append(" --no-dates");
        }
        if (noCaptions) {
            sb.append(" --no-captions");
        }
        if (check) {
            sb.append(" --check");
        }
        return sb.append(" --write-docs").toString();
    }
}
