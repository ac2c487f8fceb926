package org.memoryjournal.app.eval;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.ScoreBreakdown;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The result of {@code eval ablations}: per configuration, hit@1, hit@3, mean rank and the misses explained. */
public record AblationReport(String modelId, List<Scenario> scenarios, List<ConfigResult> configs) {

    public AblationReport {
        scenarios = List.copyOf(scenarios);
        configs = List.copyOf(configs);
    }

    /**
     * One probe under one configuration.
     *
     * @param expected        the expected memory as ranked; empty when it was not stored or not ranked
     * @param firstKey        the scenario key of the memory that came first
     * @param promptTokens    estimated prompt tokens of what this configuration would page in
     * @param expectedStored  whether the expected memory exists in this configuration's store
     * @param ranked          how many memories were ranked (the store's recallable memories)
     */
    public record ProbeResult(String scenario, String question, String expectedKey, Optional<Recalled> expected,
                              Optional<String> firstKey, Optional<Recalled> first, int promptTokens,
                              boolean expectedStored, int ranked) {

        public boolean hitAt(int k) {
            return expected.map(r -> r.rank() <= k).orElse(false);
        }

        /**
         * Why the wrong memory won: the weighted signal in which the first memory beats the expected one
         * the most, or why the expected memory could not be ranked at all.
         */
        public String cause() {
            if (hitAt(1)) {
                return "";
            }
            if (!expectedStored) {
                return "expected memory never written (no write-back)";
            }
            if (expected.isEmpty() || first.isEmpty()) {
                return "expected memory not ranked (superseded or outside the candidate pool)";
            }
            ScoreBreakdown a = first.get().breakdown();
            ScoreBreakdown b = expected.get().breakdown();
            double rel = a.weightedRelevance() - b.weightedRelevance();
            double rec = a.weightedRecency() - b.weightedRecency();
            double imp = a.weightedImportance() - b.weightedImportance();
            String signal = rel >= rec && rel >= imp ? "relevance" : rec >= imp ? "recency" : "importance";
            double gap = Math.max(rel, Math.max(rec, imp));
            return String.format(Locale.ROOT, "%s (+%.3f)", signal, gap);
        }
    }

    /** The aggregates of one configuration. */
    public record ConfigResult(String name, String description, List<ProbeResult> probes) {
        public ConfigResult {
            probes = List.copyOf(probes);
        }

        static ConfigResult of(AblationConfig config, List<ProbeResult> probes) {
            return new ConfigResult(config.name(), config.description(), probes);
        }

        public double hitAt1() {
            return probes.stream().filter(p -> p.hitAt(1)).count() / (double) probes.size();
        }

        public double hitAt3() {
            return probes.stream().filter(p -> p.hitAt(3)).count() / (double) probes.size();
        }

        /** Mean rank of the expected memory over the probes where it was ranked. */
        public OptionalDouble meanRank() {
            return probes.stream().filter(p -> p.expected().isPresent())
                    .mapToInt(p -> p.expected().get().rank()).average();
        }

        /** Probes whose expected memory was not ranked at all. */
        public long missing() {
            return probes.stream().filter(p -> p.expected().isEmpty()).count();
        }

        public double meanPromptTokens() {
            return probes.stream().mapToInt(ProbeResult::promptTokens).average().orElse(0);
        }

        public List<ProbeResult> wrong() {
            return probes.stream().filter(p -> !p.hitAt(1)).toList();
        }
    }

    public String table() {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "Ablations — %d scenarios, %d probes, %s%n",
                scenarios.size(), configs.isEmpty() ? 0 : configs.get(0).probes().size(), modelId));
        sb.append(String.format(Locale.ROOT, "%-20s %6s %6s %9s %7s %8s%n", "config", "hit@1", "hit@3", "mean rank",
                "missing", "tokens"));
        for (ConfigResult c : configs) {
            sb.append(String.format(Locale.ROOT, "%-20s %6.2f %6.2f %9s %7d %8.0f%n", c.name(), c.hitAt1(),
                    c.hitAt3(), rank(c), c.missing(), c.meanPromptTokens()));
        }
        return sb.toString();
    }

    private static String rank(ConfigResult c) {
        return c.meanRank().isPresent() ? String.format(Locale.ROOT, "%.2f", c.meanRank().getAsDouble()) : "–";
    }

    /** The tables of EVALUATION.md: scenarios, the configuration table, and the misses in one line each. */
    public String markdown() {
        StringBuilder sb = new StringBuilder();
        sb.append("Scenarios (model `").append(modelId).append("`):\n\n");
        for (Scenario s : scenarios) {
            sb.append("- **").append(s.name()).append("** — ").append(s.purpose()).append(" Probes: ");
            sb.append(String.join("; ", s.probes().stream()
                    .map(p -> "\"" + p.question() + "\" → `" + p.expected() + "`").toList())).append(".\n");
        }
        sb.append("\n| config | hit@1 | hit@3 | mean rank | not ranked | prompt tokens / probe | what changes |\n")
                .append("|---|---|---|---|---|---|---|\n");
        for (ConfigResult c : configs) {
            sb.append(String.format(Locale.ROOT, "| %s | %.2f | %.2f | %s | %d | %.0f | %s |%n", c.name(), c.hitAt1(),
                    c.hitAt3(), rank(c), c.missing(), c.meanPromptTokens(), c.description()));
        }
        sb.append("\nMean rank is over the probes whose expected memory was ranked; prompt tokens are the estimated "
                + "size of the memories each configuration would page into the prompt (top k, or all).\n\n");
        sb.append(notes());
        sb.append("Misses (the memory that came first, and the weighted signal by which it beat the expected one):\n\n");
        sb.append("| config | probe | expected (rank) | came first | cause |\n|---|---|---|---|---|\n");
        for (ConfigResult c : configs) {
            for (ProbeResult p : c.wrong()) {
                sb.append(String.format(Locale.ROOT, "| %s | %s: \"%s\" | `%s` (%s) | `%s` | %s |%n", c.name(),
                        p.scenario(), p.question(), p.expectedKey(),
                        p.expected().map(r -> String.valueOf(r.rank())).orElse("–"), p.firstKey().orElse("–"),
                        p.cause()));
            }
        }
        return sb.toString();
    }

    private String notes() {
        StringBuilder sb = new StringBuilder();
        Optional<ConfigResult> full = configs.stream().filter(c -> c.name().equals("full")).findFirst();
        if (full.isPresent()) {
            List<String> same = configs.stream().filter(c -> !c.name().equals("full")
                    && !c.name().equals("retrieve-everything") && c.hitAt1() >= full.get().hitAt1())
                    .map(ConfigResult::name).toList();
            if (!same.isEmpty()) {
                sb.append("Not separated by this suite (no probe lost against `full`): ")
                        .append(String.join(", ", same.stream().map(n -> "`" + n + "`").toList()))
                        .append(". That is a limit of these scenarios at the shipped values, not proof the part "
                                + "is useless.\n\n");
            }
        }
        configs.stream().filter(c -> c.name().equals("retrieve-everything")).findFirst().ifPresent(all -> {
            double memories = all.probes().stream().mapToInt(ProbeResult::ranked).average().orElse(0);
            double perMemory = memories == 0 ? 0 : all.meanPromptTokens() / memories;
            sb.append(String.format(Locale.ROOT, "Retrieve-everything pages in all %.0f memories of a scenario "
                    + "(%.0f tokens per probe, %.1f per memory). The cost grows with the journal, the top k does "
                    + "not: at 10,000 memories of this size it would be about %,.0f tokens per turn, far past a "
                    + "small model's context, against about %.0f for the top %d.%n%n", memories,
                    all.meanPromptTokens(), perMemory, perMemory * 10_000,
                    full.map(ConfigResult::meanPromptTokens).orElse(0.0), 5));
        });
        return sb.toString();
    }

    /** FAILURE_ANALYSIS.md's body: every miss of the given configurations with both score breakdowns. */
    public String failureMarkdown(List<String> configNames) {
        StringBuilder sb = new StringBuilder();
        for (String name : configNames) {
            Optional<ConfigResult> config = configs.stream().filter(c -> c.name().equals(name)).findFirst();
            if (config.isEmpty()) {
                continue;
            }
            ConfigResult c = config.get();
            sb.append("## ").append(c.name()).append("\n\n").append(c.description()).append(". hit@1 ")
                    .append(String.format(Locale.ROOT, "%.2f", c.hitAt1())).append(", ")
                    .append(c.wrong().size()).append(" of ").append(c.probes().size()).append(" probes wrong.\n\n");
            if (c.wrong().isEmpty()) {
                sb.append("No misses: every expected memory came first.\n\n");
            }
            for (ProbeResult p : c.wrong()) {
                sb.append("### ").append(p.scenario()).append(": \"").append(p.question()).append("\"\n\n");
                sb.append("- Expected first: `").append(p.expectedKey()).append('`')
                        .append(p.expected().map(r -> " — rank " + r.rank() + ": " + quote(r)).orElse(
                                " — " + p.cause())).append('\n');
                sb.append("- Came first: `").append(p.firstKey().orElse("–")).append('`')
                        .append(p.first().map(r -> " — " + quote(r)).orElse("")).append('\n');
                sb.append("- Cause: ").append(p.cause()).append("\n\n");
                if (p.first().isPresent()) {
                    sb.append("| memory | relevance | recency | importance | w·rel | w·rec | w·imp | total |\n")
                            .append("|---|---|---|---|---|---|---|---|\n");
                    sb.append(row(p.firstKey().orElse("first"), p.first().get().breakdown()));
                    p.expected().ifPresent(r -> sb.append(row(p.expectedKey(), r.breakdown())));
                    sb.append('\n');
                }
            }
        }
        return sb.toString();
    }

    private static String quote(Recalled r) {
        return "\"" + r.memory().text() + "\" (" + r.memory().kind().id() + ", importance " + r.memory().importance()
                + ", created " + r.memory().createdAt().toString().substring(0, 10) + ", last access "
                + r.memory().lastAccessed().toString().substring(0, 10) + ")";
    }

    private static String row(String key, ScoreBreakdown b) {
        return String.format(Locale.ROOT, "| `%s` | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f |%n", key,
                b.relevance(), b.recency(), b.importance(), b.weightedRelevance(), b.weightedRecency(),
                b.weightedImportance(), b.total());
    }

    public ObjectNode toJson(ObjectMapper mapper) {
        ObjectNode root = mapper.createObjectNode();
        root.put("model", modelId);
        root.put("scenarios", scenarios.size());
        var array = root.putArray("configs");
        for (ConfigResult c : configs) {
            ObjectNode node = array.addObject();
            node.put("name", c.name());
            node.put("hit_at_1", c.hitAt1());
            node.put("hit_at_3", c.hitAt3());
            if (c.meanRank().isPresent()) {
                node.put("mean_rank", c.meanRank().getAsDouble());
            } else {
                node.putNull("mean_rank");
            }
            node.put("not_ranked", c.missing());
            node.put("prompt_tokens", c.meanPromptTokens());
            var wrong = node.putArray("wrong");
            for (ProbeResult p : c.wrong()) {
                ObjectNode w = wrong.addObject();
                w.put("scenario", p.scenario());
                w.put("question", p.question());
                w.put("expected", p.expectedKey());
                w.put("first", p.firstKey().orElse(null));
                w.put("cause", p.cause());
            }
        }
        return root;
    }
}
