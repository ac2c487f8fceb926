package org.memoryjournal.app.eval;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.memoryjournal.app.eval.AblationReport.ConfigResult;
import org.memoryjournal.app.eval.AblationReport.ProbeResult;
import org.memoryjournal.app.eval.EvalEnvironment.EvalStore;
import org.memoryjournal.app.eval.Scenario.Event;
import org.memoryjournal.app.eval.Scenario.Probe;
import org.memoryjournal.app.eval.Scenario.Remember;
import org.memoryjournal.app.eval.Scenario.Use;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.HeuristicUpdateJudge;
import org.memoryjournal.llm.SemanticImportanceRater;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryText;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.store.MemoryRepository;
import org.memoryjournal.store.RecallOptions;

/**
 * Replays every scenario under every configuration, each run in its own temporary store: memories
 * are written at their times through the app's write path (its raters decide importance and kind, its
 * update judge decides supersedes — nothing is set by hand), look-ups recall (touching the memory they use first, unless the
 * configuration turns touch off), and probes are asked in preview mode, ranking every memory so the
 * expected one's rank is known.
 */
public final class AblationRunner {
    private final EvalEnvironment env;
    private final EmbeddingProvider embedder;
    private final Consumer<String> progress;

    public AblationRunner(EvalEnvironment env, EmbeddingProvider embedder, Consumer<String> progress) {
        this.env = env;
        this.embedder = embedder;
        this.progress = progress;
    }

    public AblationReport run(List<Scenario> scenarios, List<AblationConfig> configs) {
        embedAllTexts(scenarios);
        List<ConfigResult> results = new ArrayList<>();
        for (AblationConfig config : configs) {
            progress.accept("ablation " + config.name());
            List<ProbeResult> probes = new ArrayList<>();
            for (Scenario s : scenarios) {
                probes.addAll(replay(s, config));
            }
            results.add(ConfigResult.of(config, probes));
        }
        return new AblationReport(embedder.modelId(), scenarios, results);
    }

    /** One batch for every text of every scenario (the embedder caches them for the configurations). */
    private void embedAllTexts(List<Scenario> scenarios) {
        List<String> texts = scenarios.stream().flatMap(s -> Stream.concat(
                s.timeline().stream().map(AblationRunner::textOf),
                s.probes().stream().map(Probe::question))).distinct().toList();
        embedder.embedAll(texts);
    }

    private static String textOf(Event e) {
        return e instanceof Remember r ? r.text() : ((Use) e).query();
    }

    private List<ProbeResult> replay(Scenario scenario, AblationConfig config) {
        try (EvalStore store = env.openTemporaryStore("mj-ablation-", embedder.modelId(), embedder.dimension())) {
            MemoryRepository repo = store.memories();
            Map<String, Long> ids = new HashMap<>();
            Map<Long, String> keys = new HashMap<>();
            for (Event e : scenario.timeline()) {
                if (e instanceof Remember r) {
                    if (r.fromWriteBack() && !config.writeBack()) {
                        continue;
                    }
                    // The app's write path rates importance and kind and judges updates, at the memory's time.
                    Memory m = writer(store, r.at()).remember(MemoryService.Draft.of(r.text(), r.source()).at(r.at()));
                    ids.put(r.key(), m.id());
                    keys.put(m.id(), r.key());
                } else if (e instanceof Use u) {
                    repo.recall(u.query(), embedder.embed(u.query()), config.policy().withTopK(1), u.at(),
                            (config.touch() ? RecallOptions.TOUCH : RecallOptions.PREVIEW).asOfNow(true));
                }
            }
            List<ProbeResult> out = new ArrayList<>();
            for (Probe p : scenario.probes()) {
                out.add(probe(repo, scenario, p, config, ids, keys));
            }
            return out;
        }
    }

    private MemoryService writer(EvalStore store, java.time.Instant now) {
        return new MemoryService(store.memories(), embedder, new SemanticImportanceRater(env.rater(), embedder),
                env.classifier(), new HeuristicUpdateJudge(), java.time.Clock.fixed(now, java.time.ZoneOffset.UTC));
    }

    private ProbeResult probe(MemoryRepository repo, Scenario scenario, Probe p, AblationConfig config,
                              Map<String, Long> ids, Map<Long, String> keys) {
        RetrievalPolicy policy = config.policy();
        int stored = keys.size();
        List<Recalled> ranking = repo.recall(p.question(), embedder.embed(p.question()),
                policy.withTopK(Math.max(1, stored)), p.at(), RecallOptions.PREVIEW.asOfNow(true));
        Long expectedId = ids.get(p.expected());
        Optional<Recalled> expected = expectedId == null ? Optional.empty()
                : ranking.stream().filter(r -> r.memory().id() == expectedId).findFirst();
        int shown = config.retrieveAll() ? ranking.size() : Math.min(policy.topK(), ranking.size());
        int tokens = ranking.subList(0, shown).stream()
                .mapToInt(r -> MemoryText.estimateTokens(r.memory().text().length())).sum();
        Optional<Recalled> first = ranking.stream().findFirst();
        return new ProbeResult(scenario.name(), p.question(), p.expected(), expected,
                first.map(r -> keys.get(r.memory().id())), first, tokens, expectedId != null, ranking.size());
    }
}
