package org.memoryjournal.app.eval;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.memoryjournal.app.eval.EvalEnvironment.EvalStore;
import org.memoryjournal.app.eval.PersonalSuite.Case;
import org.memoryjournal.app.eval.PersonalSuite.Entry;
import org.memoryjournal.app.eval.PersonalSuite.Pair;
import org.memoryjournal.app.eval.ScenarioReport.CaseResult;
import org.memoryjournal.app.eval.ScenarioReport.PairResult;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.chat.Reflection;
import org.memoryjournal.memory.DuplicateRule;
import org.memoryjournal.store.MemoryListQuery;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.HeuristicUpdateJudge;
import org.memoryjournal.llm.ImportanceRater;
import org.memoryjournal.llm.SemanticImportanceRater;
import org.memoryjournal.llm.UpdateJudge;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.store.RecallOptions;

/**
 * Runs the personal-memory suite through the app's real write path: every memory is written with
 * {@link MemoryService#remember} at its time (the app's raters decide importance and kind, the update
 * judge decides supersedes), then the question is recalled in preview at its time, in the user's zone.
 * Each case under each configuration gets its own temporary journal.
 */
public final class ScenarioRunner {
    /** The answer must be among this many for "also" memories (the default top-k). */
    static final int TOP = 5;
    /** How an insight is named in a case's results: this prefix and the keys of its evidence. */
    static final String INSIGHT = "insight:";

    private final EvalEnvironment env;
    private final EmbeddingProvider embedder;
    private final Consumer<String> progress;
    private final double sameThing;
    /** The app's offline importance rater: the word rules and the embedding model. */
    private final ImportanceRater rater;

    public ScenarioRunner(EvalEnvironment env, EmbeddingProvider embedder, Consumer<String> progress) {
        this(env, embedder, progress, HeuristicUpdateJudge.SAME_THING);
    }

    /** @param sameThing the update judge's similarity threshold (an experiment; the shipped one by default) */
    public ScenarioRunner(EvalEnvironment env, EmbeddingProvider embedder, Consumer<String> progress,
                          double sameThing) {
        this.env = env;
        this.embedder = embedder;
        this.progress = progress;
        this.sameThing = sameThing;
        this.rater = new SemanticImportanceRater(env.rater(), embedder);
    }

    public ScenarioReport run(PersonalSuite suite, List<ScenarioConfig> configs) {
        return run(suite, configs, List.of());
    }

    /** The suite, and the authored update pairs through the shipped configuration's write path. */
    public ScenarioReport run(PersonalSuite suite, List<ScenarioConfig> configs,
                              List<AuthoredUpdatePairs.Note> authoredNotes) {
        if (configs.isEmpty()) {
            throw new IllegalArgumentException("No configuration to run.");
        }
        embedAll(suite);
        authoredNotes.stream().flatMap(n -> Stream.of(n.older(), n.newer())).distinct().forEach(embedder::embed);
        Map<String, List<CaseResult>> byConfig = new java.util.LinkedHashMap<>();
        for (ScenarioConfig config : configs) {
            progress.accept("scenarios " + config.name());
            List<CaseResult> results = new ArrayList<>();
            for (Case c : suite.cases()) {
                results.add(runCase(c, config));
            }
            byConfig.put(config.name(), results);
        }
        progress.accept("look-alike and update pairs");
        ScenarioConfig shipped = configs.get(0);
        List<PairResult> lookalikes = suite.lookalikes().stream().map(p -> runPair(p, shipped, false)).toList();
        List<PairResult> updates = suite.updates().stream().map(p -> runPair(p, shipped, true)).toList();
        progress.accept("duplicates: paraphrase, look-alike and update pairs");
        ScenarioReport.DuplicateResult duplicates = new ScenarioReport.DuplicateResult(
                duplicates(suite.paraphrases()), duplicates(suite.lookalikes()), duplicates(suite.updates()));
        progress.accept("update pairs by authors who never saw the app");
        AuthoredUpdatePairs.Result authored = authoredPairs(authoredNotes, shipped);
        return new ScenarioReport(embedder.modelId(), configs, byConfig, lookalikes, updates,
                ScenarioReport.rateImportance(suite.importance(),
                        text -> rater.rate(text, embedder.embed(text), env.classifier().classify(text))),
                ScenarioReport.classifyKinds(suite.kinds(), env.classifier()), duplicates, authored);
    }

    /**
     * Writes each authored pair's older note, then four months later its newer one, through the write path of the
     * configuration (its own journal each): how often, by label, the older note was superseded.
     */
    AuthoredUpdatePairs.Result authoredPairs(List<AuthoredUpdatePairs.Note> notes, ScenarioConfig config) {
        Instant older = Instant.parse("2026-01-12T18:00:00Z");
        Instant newer = older.plus(Duration.ofDays(120));
        List<Boolean> superseded = new ArrayList<>();
        for (AuthoredUpdatePairs.Note n : notes) {
            try (EvalStore store = env.openTemporaryStore("mj-authored-", embedder.modelId(), embedder.dimension())) {
                MemoryService memories = service(store, config.judgeUpdates(), config.dropsDuplicates(),
                        newer.plus(Duration.ofDays(1)), ZoneOffset.UTC);
                Memory a = memories.remember(MemoryService.Draft.of(n.older(), MemorySource.CHAT).at(older));
                memories.remember(MemoryService.Draft.of(n.newer(), MemorySource.CHAT).at(newer));
                superseded.add(store.memories().find(a.id()).orElseThrow().isSuperseded());
            }
        }
        return AuthoredUpdatePairs.tally(notes, superseded);
    }

    private void embedAll(PersonalSuite suite) {
        List<String> texts = Stream.concat(
                suite.cases().stream().flatMap(c -> Stream.concat(c.memories().stream().map(Entry::text),
                        Stream.of(c.question()))),
                Stream.of(suite.lookalikes(), suite.updates(), suite.paraphrases()).flatMap(List::stream).flatMap(p -> Stream.of(
                        p.a().text(), p.b().text(), p.questionA(), p.questionB(), p.question())))
                .filter(t -> !t.isBlank()).distinct().toList();
        // One text per call, as the write path embeds them: in a batch, the quantized model's vectors shift with
        // the batch's other texts, and a case's result would depend on which other cases were loaded with it.
        texts.forEach(embedder::embed);
    }

    private MemoryService service(EvalStore store, boolean judge, boolean duplicates, Instant now, ZoneId zone) {
        UpdateJudge updates = judge ? new HeuristicUpdateJudge(sameThing) : UpdateJudge.NEVER;
        return new MemoryService(store.memories(), embedder, rater, env.classifier(), updates,
                Clock.fixed(now, zone), duplicates ? Optional.of(DuplicateRule.DEFAULT) : Optional.empty());
    }

    private CaseResult runCase(Case c, ScenarioConfig config) {
        try (EvalStore store = env.openTemporaryStore("mj-scenario-", embedder.modelId(), embedder.dimension())) {
            MemoryService memories = service(store, config.judgeUpdates(), config.dropsDuplicates(), c.now(), c.zone());
            Map<String, Memory> byKey = new HashMap<>();
            Map<Long, String> keys = new HashMap<>();
            Instant last = Instant.MIN;
            for (Entry e : c.memories().stream().sorted(java.util.Comparator.comparing(Entry::at)).toList()) {
                Memory m = memories.remember(MemoryService.Draft.of(e.text(), MemorySource.CHAT).at(e.at()));
                byKey.put(e.key(), m);
                keys.putIfAbsent(m.id(), e.key());
                last = e.at();
            }
            if (config.reflects()) {
                // As the app would: right after the last write, offline (the evaluation runs without a model).
                new Reflection(memories, () -> null, c.zone(), Reflection.DEFAULT_THRESHOLD).reflect(last, false);
                for (Memory m : store.memories().list(MemoryListQuery.newest(1000))) {
                    if (m.source() == MemorySource.REFLECTION) {
                        keys.put(m.id(), INSIGHT + String.join(",", store.memories().evidenceOf(m.id()).stream()
                                .map(id -> keys.getOrDefault(id, "?")).toList()));
                    }
                }
            }
            List<Recalled> ranked = memories.recall(c.question(), config.policy(), c.now(), RecallOptions.PREVIEW);
            Optional<String> first = ranked.stream().findFirst().map(r -> keys.get(r.memory().id()));
            List<String> top = ranked.stream().limit(TOP).map(r -> keys.get(r.memory().id())).toList();
            boolean kindsRight = c.kinds().entrySet().stream().allMatch(k -> procedural(k.getValue())
                    == procedural(store.memories().find(byKey.get(k.getKey()).id()).orElseThrow().kind()));
            String focus = memories.timeFocus(c.question(), c.now()).map(f -> f.describe()).orElse("");
            return new CaseResult(c, first, top, kindsRight, ranked, keys, focus);
        }
    }

    private static boolean procedural(MemoryKind kind) {
        return kind == MemoryKind.PROCEDURAL;
    }

    /** Writes a then b; whether b superseded a, and where each question's answer ranks. */
    private PairResult runPair(Pair p, ScenarioConfig config, boolean update) {
        Instant now = p.b().at().plus(Duration.ofDays(1));
        try (EvalStore store = env.openTemporaryStore("mj-pair-", embedder.modelId(), embedder.dimension())) {
            MemoryService memories = service(store, config.judgeUpdates(), config.dropsDuplicates(), now, ZoneOffset.UTC);
            Memory a = memories.remember(MemoryService.Draft.of(p.a().text(), MemorySource.CHAT).at(p.a().at()));
            Memory b = memories.remember(MemoryService.Draft.of(p.b().text(), MemorySource.CHAT).at(p.b().at()));
            boolean superseded = store.memories().find(a.id()).orElseThrow().isSuperseded();
            RetrievalPolicy policy = config.policy();
            List<Boolean> firsts = new ArrayList<>();
            if (update) {
                firsts.add(firstIs(memories, p.question(), policy, now, b.id()));
            } else {
                firsts.add(firstIs(memories, p.questionA(), policy, now, a.id()));
                firsts.add(firstIs(memories, p.questionB(), policy, now, b.id()));
            }
            return new PairResult(p, superseded, firsts);
        }
    }

    /** Writes a then b through the write path with the duplicate check: how many b's were found already known. */
    private ScenarioReport.Share duplicates(List<Pair> pairs) {
        int known = 0;
        for (Pair p : pairs) {
            Instant now = p.b().at().plus(Duration.ofDays(1));
            try (EvalStore store = env.openTemporaryStore("mj-dup-", embedder.modelId(), embedder.dimension())) {
                MemoryService memories = service(store, false, true, now, ZoneOffset.UTC);
                memories.remember(MemoryService.Draft.of(p.a().text(), MemorySource.CHAT).at(p.a().at()));
                known += memories.write(MemoryService.Draft.of(p.b().text(), MemorySource.CHAT).at(p.b().at()))
                        .duplicate() ? 1 : 0;
            }
        }
        return new ScenarioReport.Share(known, pairs.size());
    }

    private static boolean firstIs(MemoryService memories, String question, RetrievalPolicy policy, Instant now,
                                   long id) {
        List<Recalled> r = memories.recall(question, policy, now, RecallOptions.PREVIEW);
        return !r.isEmpty() && r.get(0).memory().id() == id;
    }
}
