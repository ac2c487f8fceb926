package org.memoryjournal.app.eval;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

import org.memoryjournal.app.eval.EvalEnvironment.EvalStore;
import org.memoryjournal.app.eval.LocomoDataset.Conversation;
import org.memoryjournal.app.eval.LocomoDataset.Question;
import org.memoryjournal.app.eval.LocomoDataset.Turn;
import org.memoryjournal.app.eval.LocomoReport.ConfigResult;
import org.memoryjournal.chat.Passages;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.ImportanceRater;
import org.memoryjournal.llm.SemanticImportanceRater;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.NewMemory;
import org.memoryjournal.memory.QueryReader;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.store.MemoryRepository;
import org.memoryjournal.store.PendingParts;
import org.memoryjournal.store.RecallOptions;

/**
 * Evidence retrieval on LoCoMo. Per conversation: one isolated temporary store; every turn written
 * as a memory (text per {@link TurnText}, created at its session's time, importance and kind from the
 * write-time raters applied to the words of the turn, source {@code import}); every question of categories 1–4 that has evidence asked
 * at one hour after the last session began, under each configuration, and its top 10 scored against the
 * evidence turns. Category 5 (adversarial: the answer is not in the conversation) is skipped.
 *
 * <p>In preview mode (the default) questions do not touch what they recall, so every configuration
 * shares one store and the questions cannot disturb each other. With touch, each configuration gets a
 * fresh store and its questions touch their results in order, as the chat loop would.
 */
public final class LocomoEvaluation {
    /** How long after the start of the last session the questions are asked. */
    static final Duration ASKED_AFTER_LAST_SESSION = Duration.ofHours(1);

    private final EvalEnvironment env;
    private final EmbeddingProvider embedder;
    private final Consumer<String> progress;

    /**
     * @param embedder  the model for turns and questions; wrap it in a {@link CachingEmbedder} to embed
     *                  each text once across configurations
     * @param progress  one-line progress messages (stderr in the command)
     */
    public LocomoEvaluation(EvalEnvironment env, EmbeddingProvider embedder, Consumer<String> progress) {
        this.env = env;
        this.embedder = embedder;
        this.progress = progress;
    }

    /**
     * @param touch    touch recalled memories (otherwise preview)
     * @param turnText how turns become memory texts
     */
    public record Options(boolean touch, TurnText turnText) {
        public static final Options PREVIEW = new Options(false, TurnText.STANDARD);
    }

    public LocomoReport run(LocomoDataset data, List<LocomoConfig> configs, Options options) {
        Map<String, Map<Integer, List<RecallMetrics>>> scores = new LinkedHashMap<>();
        configs.forEach(c -> scores.put(c.name(), new TreeMap<>()));
        int asked = 0;
        int adversarial = 0;
        int withoutEvidence = 0;
        for (Conversation conv : data.conversations()) {
            List<Question> questions = new ArrayList<>();
            for (Question q : conv.questions()) {
                if (q.category() == 5) {
                    adversarial++;
                } else if (q.evidence().isEmpty()) {
                    withoutEvidence++;
                } else {
                    questions.add(q);
                }
            }
            asked += questions.size();
            progress.accept(conv.sampleId() + ": " + conv.turns().size() + " turns, " + questions.size()
                    + " questions");
            evaluate(conv, questions, configs, options, scores);
        }
        List<ConfigResult> results = new ArrayList<>();
        for (LocomoConfig c : configs) {
            Map<Integer, List<RecallMetrics>> byCategory = scores.get(c.name());
            List<RecallMetrics> all = byCategory.values().stream().flatMap(List::stream).toList();
            Map<Integer, LocomoReport.CategoryResult> cats = new TreeMap<>();
            byCategory.forEach((cat, list) -> cats.put(cat,
                    new LocomoReport.CategoryResult(list.size(), RecallMetrics.mean(list))));
            double[] r10 = all.stream().mapToDouble(RecallMetrics::recallAt10).toArray();
            results.add(new ConfigResult(c.name(), c.description(), RecallMetrics.mean(all), cats, r10));
        }
        return new LocomoReport(data.conversations().stream().map(Conversation::sampleId).toList(), asked,
                adversarial, withoutEvidence, embedder.modelId(), options, results);
    }

    private void evaluate(Conversation conv, List<Question> questions, List<LocomoConfig> configs, Options options,
                          Map<String, Map<Integer, List<RecallMetrics>>> scores) {
        List<Turn> turns = conv.turns();
        List<String> texts = turns.stream().map(options.turnText()::format).toList();
        List<Embedding> turnVectors = embedder.embedAll(texts);
        List<Embedding> questionVectors = embedder.embedAll(questions.stream().map(Question::question).toList());
        Instant now = conv.lastSessionTime().plus(ASKED_AFTER_LAST_SESSION);
        if (options.touch()) {
            for (LocomoConfig config : configs) {
                try (Ingested store = ingest(conv, turns, texts, turnVectors)) {
                    ask(store, questions, questionVectors, List.of(config), now, true, scores);
                }
            }
        } else {
            try (Ingested store = ingest(conv, turns, texts, turnVectors)) {
                ask(store, questions, questionVectors, configs, now, false, scores);
            }
        }
    }

    /** A store holding one conversation, and the turn id of each memory. */
    private record Ingested(EvalStore store, Map<Long, String> diaIds) implements AutoCloseable {
        @Override
        public void close() {
            store.close();
        }
    }

    private Ingested ingest(Conversation conv, List<Turn> turns, List<String> texts, List<Embedding> vectors) {
        EvalStore store = env.openTemporaryStore("mj-locomo-", embedder.modelId(), embedder.dimension());
        // The app's offline importance rater: word rules and the embedding model, as on the write path.
        ImportanceRater rater = new SemanticImportanceRater(env.rater(), embedder);
        try {
            List<NewMemory> memories = new ArrayList<>(turns.size());
            for (int i = 0; i < turns.size(); i++) {
                // The raters judge what was said, as the chat loop rates a user's message; the date prefix
                // and speaker label would add the same points to every turn.
                String said = turns.get(i).text();
                memories.add(new NewMemory(texts.get(i), env.classifier().classify(said), turns.get(i).time(),
                        rater.rate(said, vectors.get(i)), vectors.get(i), MemorySource.IMPORT));
            }
            List<Memory> stored = store.memories().addAll(memories);
            // As the app does after an import: each turn's passages embedded for ranking.
            new Passages(embedder, store.memories()).embed(stored.stream()
                    .map(m -> new PendingParts(m.id(), m.text())).toList());
            Map<Long, String> diaIds = new HashMap<>();
            for (int i = 0; i < stored.size(); i++) {
                diaIds.put(stored.get(i).id(), turns.get(i).diaId());
            }
            return new Ingested(store, diaIds);
        } catch (RuntimeException e) {
            store.close();
            throw new IllegalStateException("Could not store the turns of " + conv.sampleId() + ": "
                    + e.getMessage(), e);
        }
    }

    private void ask(Ingested store, List<Question> questions, List<Embedding> vectors, List<LocomoConfig> configs,
                     Instant now, boolean touch, Map<String, Map<Integer, List<RecallMetrics>>> scores) {
        MemoryRepository repo = store.store().memories();
        Map<Long, String> diaIds = store.diaIds();
        for (LocomoConfig config : configs) {
            for (int i = 0; i < questions.size(); i++) {
                Question q = questions.get(i);
                List<Long> ids = config.reciprocalRankFusion()
                        ? ReciprocalRankFusion.rank(repo, q.question(), vectors.get(i), now, LocomoConfig.K)
                        : repo.recall(q.question(), vectors.get(i), config.policy(), now,
                                RecallOptions.PREVIEW.withReading(QueryReader.read(q.question(),
                                        now.atZone(java.time.ZoneOffset.UTC))).asOfNow(true))
                                .stream().map(r -> r.memory().id()).toList();
                if (touch) {
                    repo.touch(ids, now);
                }
                List<String> ranked = ids.stream().map(diaIds::get).toList();
                scores.get(config.name()).computeIfAbsent(q.category(), c -> new ArrayList<>())
                        .add(RecallMetrics.score(ranked, q.evidence()));
            }
        }
    }

    /** Ranks by reciprocal-rank fusion of the dense top 50 and the keyword top 50. */
    static final class ReciprocalRankFusion {
        private static final int POOL = 50;

        private ReciprocalRankFusion() {
        }

        static List<Long> rank(MemoryRepository repo, String text, Embedding vector, Instant now, int k) {
            Map<Long, Double> fused = new HashMap<>();
            List<Recalled> dense = repo.recall(text, vector,
                    org.memoryjournal.memory.RetrievalPolicy.relevanceOnly().withTopK(POOL), now,
                    RecallOptions.PREVIEW);
            for (Recalled r : dense) {
                fused.merge(r.memory().id(), 1.0 / (LocomoConfig.RRF_K + r.rank()), Double::sum);
            }
            List<Map.Entry<Long, Double>> keyword = new ArrayList<>(repo.keywordScores(text, POOL).entrySet());
            keyword.sort(Map.Entry.<Long, Double>comparingByValue().reversed()
                    .thenComparing(Map.Entry.comparingByKey()));
            for (int i = 0; i < keyword.size(); i++) {
                fused.merge(keyword.get(i).getKey(), 1.0 / (LocomoConfig.RRF_K + i + 1), Double::sum);
            }
            return fused.entrySet().stream()
                    .sorted(Map.Entry.<Long, Double>comparingByValue(Comparator.reverseOrder())
                            .thenComparing(Map.Entry.comparingByKey()))
                    .limit(k).map(Map.Entry::getKey).toList();
        }
    }
}
