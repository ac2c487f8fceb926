package org.memoryjournal.app.eval;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.memoryjournal.llm.HeuristicUpdateJudge;
import org.memoryjournal.memory.Adjustments;
import org.memoryjournal.memory.RetrievalPolicy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code eval scenarios}: the personal-memory suite through the real write path, per class and configuration. */
@Command(name = "scenarios", mixinStandardHelpOptions = true,
        description = {"Run the personal-memory suite (knowledge updates, time words, what matters, durable facts, "
                + "standing instructions, recurring patterns) through the app's own write path: first-place accuracy per class, the "
                + "look-alike and update pairs, the duplicate check on paraphrase pairs, and the importance and kind raters "
                + "against labelled sentences."})
public final class ScenariosCommand implements Callable<Integer> {
    private final EvalEnvironment env;

    @Spec
    CommandSpec spec;

    @Option(names = "--json", description = "Print one JSON object instead of the table.")
    boolean json;

    @Option(names = "--model", paramLabel = "bge|minilm", defaultValue = "bge",
            description = "Embedding model (default: ${DEFAULT-VALUE}).")
    String model;

    @Option(names = "--write-docs", description = "Rewrite the scenarios section of docs/EVALUATION.md.")
    boolean writeDocs;

    @Option(names = "--docs-dir", paramLabel = "DIR", defaultValue = "docs",
            description = "Where the documents go (default: ${DEFAULT-VALUE}).")
    Path docsDir;

    @Option(names = "--set", paramLabel = "dev|heldout|blind|all", defaultValue = "all",
            description = "Which cases to run (default: ${DEFAULT-VALUE}); the pairs and raters always run.")
    String set;

    @Option(names = "--adjust", paramLabel = "T,O,S,F,M,I,D",
            description = "Experiment: the default policy with these adjustments instead (time boost, outdated "
                    + "penalty, same-topic similarity, relevance floor, importance weight for what mattered, "
                    + "instruction boost, detail boost).")
    String adjust;

    @Option(names = "--same-thing", paramLabel = "S",
            description = "Experiment: the offline update rule's similarity threshold (default: the shipped one).")
    Double sameThing;

    @Option(names = "--only-default", description = "Run only the default configuration (faster experiments).")
    boolean onlyDefault;

    public ScenariosCommand(EvalEnvironment env) {
        this.env = env;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ScenarioReport report;
        try (CachingEmbedder embedder = new CachingEmbedder(env.embedders().open(model))) {
            RetrievalPolicy policy = RetrievalPolicy.defaults();
            if (adjust != null) {
                policy = policy.withAdjustments(parseAdjustments(adjust));
            }
            List<ScenarioConfig> configs = ScenarioConfig.around(policy);
            if (onlyDefault) {
                configs = configs.subList(0, 1);
            }
            report = new ScenarioRunner(env, embedder, line -> {
                err.println(line);
                err.flush();
            }, sameThing != null ? sameThing : HeuristicUpdateJudge.SAME_THING)
                    .run(PersonalSuite.load().onlySet(set), configs, AuthoredUpdatePairs.load());
        }
        if (json) {
            out.println(toJson(report).toString());
        } else {
            out.print(table(report));
        }
        if (writeDocs) {
            Path written = new EvaluationDocs(docsDir).writeScenarios(report,
                    "memory-journal eval scenarios --model " + model + " --write-docs", env.clock().instant());
            err.println("Wrote " + written);
        }
        out.flush();
        return 0;
    }

    static String table(ScenarioReport r) {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "Personal-memory suite, %s%n", r.modelId()));
        sb.append(String.format(Locale.ROOT, "%-20s", "config"));
        PersonalSuite.CLASSES.forEach(c -> sb.append(String.format(Locale.ROOT, " %11s", c)));
        PersonalSuite.SETS.forEach(set -> sb.append(String.format(Locale.ROOT, " %8s", set)));
        sb.append(String.format(Locale.ROOT, " %8s%n", "overall"));
        for (ScenarioConfig c : r.configs()) {
            sb.append(String.format(Locale.ROOT, "%-20s", c.name()));
            for (String cls : PersonalSuite.CLASSES) {
                sb.append(String.format(Locale.ROOT, " %11.2f", r.accuracy(c.name(), null, cls).value()));
            }
            for (String set : PersonalSuite.SETS) {
                sb.append(String.format(Locale.ROOT, " %8.2f", r.accuracy(c.name(), set, null).value()));
            }
            sb.append(String.format(Locale.ROOT, " %8.2f%n", r.accuracy(c.name(), null, null).value()));
        }
        sb.append("look-alikes wrongly superseded: ").append(r.falseSupersedes().format())
                .append("; found first: ").append(r.lookalikeFirst().format()).append('\n');
        sb.append("updates superseded: ").append(r.updatesCaught().format()).append("; newer first: ")
                .append(r.updateFirst().format()).append('\n');
        AuthoredUpdatePairs.Result authored = r.authoredPairs();
        sb.append(String.format(Locale.ROOT, "%d authored pairs (%d authors), superseded: look-alikes %s, "
                + "same-topic %s, updates %s%n", authored.pairs(), authored.authors(),
                authored.of(AuthoredUpdatePairs.LOOK_ALIKE).format(),
                authored.of(AuthoredUpdatePairs.SAME_TOPIC).format(), authored.of(AuthoredUpdatePairs.UPDATE).format()));
        sb.append("duplicates: paraphrases caught ").append(r.duplicates().paraphrasesCaught().format())
                .append("; look-alikes merged ").append(r.duplicates().lookalikesMerged().format())
                .append("; updates merged ").append(r.duplicates().updatesMerged().format()).append('\n');
        sb.append("pattern questions recalling an insight about the pattern: ")
                .append(r.insightsRecalled(r.configs().get(0).name()).format()).append('\n');
        sb.append(String.format(Locale.ROOT, "importance AUC pivotal>mundane %.2f; kinds %s%n",
                r.importance().auc("pivotal", "mundane"), r.kinds().accuracy().format()));
        return sb.toString();
    }

    static ObjectNode toJson(ScenarioReport r) {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = mapper.createObjectNode();
        root.put("model", r.modelId());
        var configs = root.putArray("configs");
        for (ScenarioConfig c : r.configs()) {
            ObjectNode node = configs.addObject();
            node.put("name", c.name());
            node.put("overall", r.accuracy(c.name(), null, null).value());
            for (String set : PersonalSuite.SETS) {
                node.put(set, r.accuracy(c.name(), set, null).value());
            }
            ObjectNode classes = node.putObject("classes");
            for (String cls : PersonalSuite.CLASSES) {
                classes.put(cls, r.accuracy(c.name(), null, cls).value());
            }
            var misses = node.putArray("misses");
            r.results().get(c.name()).stream().filter(x -> !x.passed()).forEach(x -> misses.add(x.c().id()));
        }
        root.put("lookalikes_superseded", r.falseSupersedes().hits());
        root.put("lookalike_pairs", r.lookalikes().size());
        root.put("lookalike_first", r.lookalikeFirst().value());
        root.put("updates_superseded", r.updatesCaught().hits());
        root.put("update_pairs", r.updates().size());
        root.put("update_first", r.updateFirst().value());
        ObjectNode authored = root.putObject("authored_pairs_superseded");
        for (String label : AuthoredUpdatePairs.LABELS) {
            authored.put(label, r.authoredPairs().of(label).hits());
            authored.put(label + "_pairs", r.authoredPairs().of(label).n());
        }
        root.put("paraphrases_caught", r.duplicates().paraphrasesCaught().hits());
        root.put("paraphrase_pairs", r.duplicates().paraphrasesCaught().n());
        root.put("lookalikes_merged", r.duplicates().lookalikesMerged().hits());
        root.put("updates_merged", r.duplicates().updatesMerged().hits());
        root.put("pattern_insight_recalled", r.insightsRecalled(r.configs().get(0).name()).value());
        root.put("importance_auc_pivotal_mundane", r.importance().auc("pivotal", "mundane"));
        root.put("kind_accuracy", r.kinds().accuracy().value());
        return root;
    }

    static Adjustments parseAdjustments(String text) {
        String[] p = text.split(",");
        if (p.length != 7) {
            throw new IllegalArgumentException("--adjust takes seven numbers: time boost, outdated penalty, "
                    + "same-topic similarity, relevance floor, importance weight for what mattered, instruction boost, "
                    + "detail boost.");
        }
        double[] v = new double[7];
        for (int i = 0; i < 7; i++) {
            v[i] = Double.parseDouble(p[i].strip());
        }
        return new Adjustments(v[0], v[1], v[2], v[3], v[4], v[5], v[6]);
    }
}
