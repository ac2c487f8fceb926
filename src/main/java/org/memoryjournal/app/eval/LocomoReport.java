package org.memoryjournal.app.eval;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The result of a LoCoMo run: per configuration, the mean scores over all asked questions and per
 * category.
 *
 * @param conversations        the sample ids evaluated
 * @param questions            how many questions were asked (categories 1–4 with evidence)
 * @param skippedAdversarial   category 5 questions, skipped
 * @param skippedNoEvidence    category 1–4 questions without evidence, skipped
 */
public record LocomoReport(List<String> conversations, int questions, int skippedAdversarial, int skippedNoEvidence,
                           String modelId, LocomoEvaluation.Options options, List<ConfigResult> configs) {

    private static final Map<Integer, String> CATEGORY_NAMES = Map.of(1, "multi-hop", 2, "temporal",
            3, "open-domain", 4, "single-hop");

    public LocomoReport {
        conversations = List.copyOf(conversations);
        configs = List.copyOf(configs);
    }

    /**
     * One configuration's scores.
     *
     * @param recallAt10 every question's recall@10, in the same question order for every configuration
     */
    public record ConfigResult(String name, String description, RecallMetrics overall,
                               Map<Integer, CategoryResult> byCategory, double[] recallAt10) {
        public ConfigResult {
            byCategory = Map.copyOf(byCategory);
            recallAt10 = recallAt10.clone();
        }

        /** The bootstrap 95% interval of R@10. */
        public Bootstrap.Interval interval() {
            return Bootstrap.mean(recallAt10);
        }

        /** The bootstrap 95% interval of this R@10 minus another configuration's, questions paired. */
        public Bootstrap.Interval versus(ConfigResult other) {
            return Bootstrap.paired(recallAt10, other.recallAt10);
        }
    }

    /** A configuration by name. */
    public java.util.Optional<ConfigResult> config(String name) {
        return configs.stream().filter(c -> c.name().equals(name)).findFirst();
    }

    /** The scores of one question category. */
    public record CategoryResult(int questions, RecallMetrics metrics) {
    }

    public String mode() {
        return options.touch() ? "touch" : "preview";
    }

    public static String categoryName(int category) {
        return CATEGORY_NAMES.getOrDefault(category, "category " + category);
    }

    /** The {@code --json} object. */
    public ObjectNode toJson(ObjectMapper mapper) {
        ObjectNode root = mapper.createObjectNode();
        root.put("conversations", conversations.size());
        root.put("questions", questions);
        root.put("model", modelId);
        root.put("mode", mode());
        root.put("skipped_category_5", skippedAdversarial);
        root.put("skipped_without_evidence", skippedNoEvidence);
        var array = root.putArray("configs");
        for (ConfigResult c : configs) {
            ObjectNode node = array.addObject();
            node.put("name", c.name());
            metrics(node, c.overall());
            node.put("recall_at_10_low", round(c.interval().low()));
            node.put("recall_at_10_high", round(c.interval().high()));
            ObjectNode cats = node.putObject("by_category");
            c.byCategory().entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> {
                ObjectNode cat = cats.putObject(String.valueOf(e.getKey()));
                cat.put("questions", e.getValue().questions());
                metrics(cat, e.getValue().metrics());
            });
        }
        return root;
    }

    private static void metrics(ObjectNode node, RecallMetrics m) {
        node.put("recall_at_5", round(m.recallAt5()));
        node.put("recall_at_10", round(m.recallAt10()));
        node.put("hit_at_5", round(m.hitAt5()));
        node.put("mrr", round(m.reciprocalRank()));
    }

    private static double round(double v) {
        return Math.round(v * 10_000) / 10_000.0;
    }

    /** The short stdout table. */
    public String table() {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "LoCoMo evidence retrieval — %d conversation(s), %d questions "
                        + "(categories 1-4; %d of category 5 skipped), %s, %s mode%n",
                conversations.size(), questions, skippedAdversarial, modelId, mode()));
        sb.append(String.format(Locale.ROOT, "%-18s %6s %6s %13s %6s %6s%n", "config", "R@5", "R@10", "R@10 95% CI",
                "hit@5", "MRR"));
        for (ConfigResult c : configs) {
            RecallMetrics m = c.overall();
            Bootstrap.Interval ci = c.interval();
            sb.append(String.format(Locale.ROOT, "%-18s %6.3f %6.3f %6.3f–%5.3f %6.3f %6.3f%n", c.name(),
                    m.recallAt5(), m.recallAt10(), ci.low(), ci.high(), m.hitAt5(), m.reciprocalRank()));
        }
        return sb.toString();
    }

    /** Markdown tables: overall, then recall@10 per category. */
    public String markdown() {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "Conversations: %s · questions asked: %d (categories 1–4 with evidence) · "
                        + "category 5 (adversarial) **skipped**: %d · without evidence, skipped: %d · "
                        + "model: `%s` · mode: **%s** (%s) · k = %d · turn text: %s.%n%n",
                String.join(", ", conversations), questions, skippedAdversarial, skippedNoEvidence, modelId, mode(),
                options.touch() ? "each question touches what it recalls" : "questions do not touch",
                LocomoConfig.K, options.turnText().describe()));
        sb.append("| config | R@5 | R@10 | R@10 95% CI | hit@5 | MRR | what it is |\n|---|---|---|---|---|---|---|\n");
        for (ConfigResult c : configs) {
            RecallMetrics m = c.overall();
            Bootstrap.Interval ci = c.interval();
            sb.append(String.format(Locale.ROOT, "| %s | %.3f | %.3f | %.3f–%.3f | %.3f | %.3f | %s |%n", c.name(),
                    m.recallAt5(), m.recallAt10(), ci.low(), ci.high(), m.hitAt5(), m.reciprocalRank(),
                    c.description()));
        }
        List<Integer> cats = configs.isEmpty() ? List.of()
                : configs.get(0).byCategory().keySet().stream().sorted().toList();
        sb.append("\nRecall@10 by category (questions):\n\n| config |");
        for (int cat : cats) {
            sb.append(String.format(Locale.ROOT, " %d %s (%d) |", cat, categoryName(cat),
                    configs.get(0).byCategory().get(cat).questions()));
        }
        sb.append("\n|---|").append("---|".repeat(cats.size())).append('\n');
        for (ConfigResult c : configs) {
            sb.append("| ").append(c.name()).append(" |");
            for (int cat : cats) {
                CategoryResult r = c.byCategory().get(cat);
                sb.append(String.format(Locale.ROOT, " %.3f |", r == null ? 0 : r.metrics().recallAt10()));
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
