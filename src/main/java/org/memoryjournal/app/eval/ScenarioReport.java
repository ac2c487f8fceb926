package org.memoryjournal.app.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.memoryjournal.app.eval.PersonalSuite.Case;
import org.memoryjournal.app.eval.PersonalSuite.Labelled;
import org.memoryjournal.app.eval.PersonalSuite.Pair;
import org.memoryjournal.llm.KindClassifier;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.Recalled;

/**
 * The result of {@code eval scenarios}: first-place accuracy per class, set and configuration; the
 * look-alike and update pairs; the importance rater against labelled sentences; the kind classifier
 * against labelled sentences. {@link ScenarioMarkdown} writes it for people.
 */
public record ScenarioReport(String modelId, List<ScenarioConfig> configs, Map<String, List<CaseResult>> results,
                             List<PairResult> lookalikes, List<PairResult> updates, ImportanceResult importance,
                             KindResult kinds, DuplicateResult duplicates, AuthoredUpdatePairs.Result authoredPairs) {

    public ScenarioReport {
        configs = List.copyOf(configs);
        results = Map.copyOf(results);
        lookalikes = List.copyOf(lookalikes);
        updates = List.copyOf(updates);
        java.util.Objects.requireNonNull(authoredPairs, "authoredPairs");
    }

    /** A report without the authored update pairs. */
    public ScenarioReport(String modelId, List<ScenarioConfig> configs, Map<String, List<CaseResult>> results,
                          List<PairResult> lookalikes, List<PairResult> updates, ImportanceResult importance,
                          KindResult kinds, DuplicateResult duplicates) {
        this(modelId, configs, results, lookalikes, updates, importance, kinds, duplicates,
                AuthoredUpdatePairs.Result.NONE);
    }

    /** One case under one configuration. */
    public record CaseResult(Case c, Optional<String> first, List<String> top, boolean kindsRight,
                             List<Recalled> ranked, Map<Long, String> keys, String timeFocus) {
        public CaseResult {
            top = List.copyOf(top);
            ranked = List.copyOf(ranked);
            keys = Map.copyOf(keys);
        }

        /** The expected memory first, the "also" memories in the top five, and for instructions the kinds right. */
        public boolean passed() {
            if (c.questionClass().equals("pattern")) {
                return first.filter(f -> c.pattern().contains(f) || insightOfPattern(f)).isPresent();
            }
            boolean kindsCount = c.questionClass().equals("instruction");
            return first.filter(c.expected()::equals).isPresent() && top.containsAll(c.also())
                    && (!kindsCount || kindsRight);
        }

        /**
         * For a pattern question: an insight citing at least two of the pattern's episodes was recalled (in the top
         * five; it ranks just after the episode it was drawn from, {@link org.memoryjournal.memory.SourcesFirst}).
         */
        public boolean insightRecalled() {
            return top.stream().anyMatch(this::insightOfPattern);
        }

        /** An insight at least half of whose evidence, and at least two memories, are episodes of the pattern. */
        private boolean insightOfPattern(String key) {
            if (!key.startsWith(ScenarioRunner.INSIGHT)) {
                return false;
            }
            List<String> evidence = List.of(key.substring(ScenarioRunner.INSIGHT.length()).split(","));
            long of = evidence.stream().filter(c.pattern()::contains).count();
            return of >= 2 && 2 * of >= evidence.size();
        }

        /** Why it failed, in a few words. */
        public String why() {
            if (first.isEmpty()) {
                return "nothing recalled";
            }
            if (c.questionClass().equals("pattern") || !first.get().equals(c.expected())) {
                return "`" + first.get() + "` came first";
            }
            if (!top.containsAll(c.also())) {
                return "an \"also\" memory missing from the top " + ScenarioRunner.TOP;
            }
            return "a memory got the wrong kind";
        }

        public Optional<Recalled> recalled(String key) {
            return ranked.stream().filter(r -> key.equals(keys.get(r.memory().id()))).findFirst();
        }
    }

    /** One pair: whether the older memory was superseded, and whether each question found its memory first. */
    public record PairResult(Pair pair, boolean superseded, List<Boolean> firstRight) {
        public PairResult {
            firstRight = List.copyOf(firstRight);
        }
    }

    /**
     * The duplicate check on pairs written one after the other: paraphrases found already known (should be
     * most), look-alike distinct facts and real updates found already known (should be none).
     */
    public record DuplicateResult(Share paraphrasesCaught, Share lookalikesMerged, Share updatesMerged) {
    }

    /** Of the pattern questions, how many recalled an insight about the pattern. */
    public Share insightsRecalled(String config) {
        List<CaseResult> pattern = results.get(config).stream().filter(r -> r.c().questionClass().equals("pattern"))
                .toList();
        return new Share((int) pattern.stream().filter(CaseResult::insightRecalled).count(), pattern.size());
    }

    /** A share with its Wilson 95% interval. */
    public record Share(int hits, int n) {
        public double value() {
            return n == 0 ? 0 : hits / (double) n;
        }

        public double low() {
            return wilson(-1);
        }

        public double high() {
            return wilson(1);
        }

        private double wilson(int sign) {
            if (n == 0) {
                return 0;
            }
            double z = 1.96;
            double p = value();
            double centre = p + z * z / (2 * n);
            double spread = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n));
            return Math.max(0, Math.min(1, (centre + sign * spread) / (1 + z * z / n)));
        }

        public String format() {
            return String.format(Locale.ROOT, "%.2f (%d/%d, %.2f–%.2f)", value(), hits, n, low(), high());
        }
    }

    /** First-place accuracy of a configuration over the cases of a set (null: both) and class (null: all). */
    public Share accuracy(String config, String set, String questionClass) {
        int hits = 0;
        int n = 0;
        for (CaseResult r : results.get(config)) {
            if ((set == null || r.c().set().equals(set))
                    && (questionClass == null || r.c().questionClass().equals(questionClass))) {
                n++;
                hits += r.passed() ? 1 : 0;
            }
        }
        return new Share(hits, n);
    }

    public Share falseSupersedes() {
        return new Share((int) lookalikes.stream().filter(PairResult::superseded).count(), lookalikes.size());
    }

    public Share lookalikeFirst() {
        return pairsFirst(lookalikes);
    }

    public Share updatesCaught() {
        return new Share((int) updates.stream().filter(PairResult::superseded).count(), updates.size());
    }

    public Share updateFirst() {
        return pairsFirst(updates);
    }

    private static Share pairsFirst(List<PairResult> pairs) {
        int hits = 0;
        int n = 0;
        for (PairResult p : pairs) {
            for (boolean b : p.firstRight()) {
                n++;
                hits += b ? 1 : 0;
            }
        }
        return new Share(hits, n);
    }

    /** The importance rater on labelled sentences. */
    public record ImportanceResult(Map<String, double[]> ratingsByLabel) {
        /** Each labelled sentence's rating, grouped by label. */
        public static ImportanceResult of(List<Labelled> items, java.util.function.ToDoubleFunction<Labelled> rating) {
            Map<String, List<Double>> by = new LinkedHashMap<>();
            for (Labelled item : items) {
                by.computeIfAbsent(item.label(), k -> new ArrayList<>()).add(rating.applyAsDouble(item));
            }
            Map<String, double[]> out = new LinkedHashMap<>();
            by.forEach((k, v) -> out.put(k, v.stream().mapToDouble(Double::doubleValue).toArray()));
            return new ImportanceResult(out);
        }

        /** How many sentences of this label were rated. */
        public int count(String label) {
            return ratingsByLabel.getOrDefault(label, new double[0]).length;
        }

        public double mean(String label) {
            double[] r = ratingsByLabel.getOrDefault(label, new double[0]);
            double s = 0;
            for (double v : r) {
                s += v;
            }
            return r.length == 0 ? 0 : s / r.length;
        }

        /** The share of {@code label} rated at least {@code min} (or at most, for a negative min). */
        public Share share(String label, int min, boolean atLeast) {
            double[] r = ratingsByLabel.getOrDefault(label, new double[0]);
            int hits = 0;
            for (double v : r) {
                hits += (atLeast ? v >= min : v <= min) ? 1 : 0;
            }
            return new Share(hits, r.length);
        }

        /** The chance that a random {@code higher} sentence is rated above a random {@code lower} one (ties half). */
        public double auc(String higher, String lower) {
            double[] h = ratingsByLabel.getOrDefault(higher, new double[0]);
            double[] l = ratingsByLabel.getOrDefault(lower, new double[0]);
            double wins = 0;
            for (double a : h) {
                for (double b : l) {
                    wins += a > b ? 1 : a == b ? 0.5 : 0;
                }
            }
            return h.length * l.length == 0 ? 0 : wins / (h.length * l.length);
        }
    }

    /**
     * Each labelled sentence rated as the write path rates it ({@code rating}: with the kind the app's classifier
     * gives it, which decides whether the importance probe reads it).
     */
    static ImportanceResult rateImportance(List<Labelled> items, java.util.function.ToIntFunction<String> rating) {
        return ImportanceResult.of(items, item -> rating.applyAsInt(item.text()));
    }

    /** The kind classifier on labelled sentences: every (label, predicted) pair. */
    public record KindResult(List<String[]> labelledAndPredicted, List<String> wrongProcedural) {
        public Share accuracy() {
            int hits = (int) labelledAndPredicted.stream().filter(p -> p[0].equals(p[1])).count();
            return new Share(hits, labelledAndPredicted.size());
        }

        /** Of the sentences labelled procedural, how many were classified so (recall). */
        public Share proceduralFound() {
            List<String[]> labelled = labelledAndPredicted.stream().filter(p -> p[0].equals("procedural")).toList();
            return new Share((int) labelled.stream().filter(p -> p[1].equals("procedural")).count(), labelled.size());
        }

        /** Of the sentences classified procedural, how many were labelled so (precision). */
        public Share proceduralRight() {
            List<String[]> predicted = labelledAndPredicted.stream().filter(p -> p[1].equals("procedural")).toList();
            return new Share((int) predicted.stream().filter(p -> p[0].equals("procedural")).count(), predicted.size());
        }
    }

    static KindResult classifyKinds(List<Labelled> items, KindClassifier classifier) {
        List<String[]> pairs = new ArrayList<>();
        List<String> wrong = new ArrayList<>();
        for (Labelled item : items) {
            MemoryKind kind = classifier.classify(item.text());
            pairs.add(new String[] {item.label(), kind.id()});
            if ((kind == MemoryKind.PROCEDURAL) != item.label().equals("procedural")) {
                wrong.add(item.text() + " → " + kind.id() + " (labelled " + item.label() + ")");
            }
        }
        return new KindResult(pairs, wrong);
    }
}
