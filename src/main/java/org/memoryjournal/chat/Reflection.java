package org.memoryjournal.chat;

import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Supplier;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.memoryjournal.llm.ChatProvider;
import org.memoryjournal.llm.LlmException;
import org.memoryjournal.llm.ModelReflector;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.PatternSummary;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RecurringEpisodes;
import org.memoryjournal.memory.RecurringEpisodes.Episode;
import org.memoryjournal.memory.RecurringEpisodes.Group;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.SimilarityScale;
import org.memoryjournal.store.MemoryListQuery;
import org.memoryjournal.store.MemoryRepository;
import org.memoryjournal.store.RecallOptions;

/**
 * Reflection: turns what was written since the last reflection into durable insights, written as semantic
 * memories with source {@code reflection} and linked to their evidence. Offline, recurring episodes are
 * summarised ({@link RecurringEpisodes}, {@link PatternSummary}); with a language model connected, it also
 * asks for the most salient questions about the recent memories, recalls evidence for each through the
 * normal recall, and writes the insights the model draws from it, citing their evidence. An insight over
 * the same evidence as an existing one updates it rather than adding another. Blocking: run it in the
 * background ({@link ReflectionScheduler}).
 */
public final class Reflection {
    private static final Logger LOG = LoggerFactory.getLogger(Reflection.class);

    /**
     * The importance written since the last reflection that makes the next one due. The Generative Agents
     * design uses 150 on its 1–10 scale; the app's offline rater gives an everyday journal line about 3.1
     * on average (measured on the personal suite's 300-odd memories), so 100 is about thirty memories — a
     * few days of journalling, or one eventful day.
     */
    public static final int DEFAULT_THRESHOLD = 100;
    /** Episodes about the same thing: at least the midpoint between unrelated and paraphrase on the model's scale. */
    public static final double SAME_THING = 0.5;
    /** How many different days make a pattern. */
    public static final int MIN_DAYS = 3;
    /** With a model: questions asked, memories shown for them, evidence recalled per question, insights per question. */
    static final int QUESTIONS = 3;
    static final int RECENT = 100;
    static final int EVIDENCE = 10;
    static final int INSIGHTS = 3;
    /** How many of the newest memories a reflection looks at. */
    public static final int WINDOW = 5000;
    /** How many memories written since the last reflection may each start a group. */
    static final int MAX_SEEDS = 500;

    /** One insight written, updated, or (dry run) proposed. */
    public record Insight(String text, List<Long> evidence, Optional<Long> id, boolean updated, String origin) {
        public Insight {
            evidence = List.copyOf(evidence);
        }
    }

    /** What a reflection did. */
    public record Outcome(List<Insight> insights, long coveredUpTo, boolean dryRun) {
        public Outcome {
            insights = List.copyOf(insights);
        }
    }

    private final MemoryService memories;
    private final Supplier<ChatProvider> chat;
    private final ZoneId zone;
    private final int threshold;

    public Reflection(MemoryService memories, Supplier<ChatProvider> chat, ZoneId zone, int threshold) {
        if (threshold < 1) {
            throw new IllegalArgumentException("The reflection threshold must be positive, not " + threshold + ".");
        }
        this.memories = memories;
        this.chat = chat;
        this.zone = zone;
        this.threshold = threshold;
    }

    public int threshold() {
        return threshold;
    }

    /** Whether enough importance was written since the last reflection. */
    public boolean due() {
        return memories.repository().importanceSinceReflection() >= threshold;
    }

    /** Reflects now, whatever the importance written since. */
    public Outcome reflect(Instant now, boolean dryRun) {
        MemoryRepository repo = memories.repository();
        long last = repo.lastReflected();
        List<Memory> live = liveMemories(repo);
        long newest = live.stream().mapToLong(Memory::id).max().orElse(last);
        List<Insight> out = new ArrayList<>(patterns(live, last, now, dryRun));
        model().ifPresent(reflector -> out.addAll(modelInsights(reflector, live, last, now, dryRun)));
        if (!dryRun && newest > last) {
            repo.markReflected(newest, now);
        }
        return new Outcome(out, newest, dryRun);
    }

    private Optional<ModelReflector> model() {
        ChatProvider p = chat.get();
        return p != null && p.isLanguageModel() ? Optional.of(new ModelReflector(p)) : Optional.empty();
    }

    /**
     * The newest {@value #WINDOW} live memories, oldest first: a pattern is a recent recurrence, and a bounded
     * window keeps a reflection's work and memory flat however large the journal grows (the first reflection
     * of a 100,000-memory journal compared every memory with every other before).
     */
    private static List<Memory> liveMemories(MemoryRepository repo) {
        List<Memory> newest = new ArrayList<>(repo.list(new MemoryListQuery(Optional.empty(), Optional.empty(), false,
                MemoryListQuery.SortField.ID, true, 0, WINDOW, 0)));
        java.util.Collections.reverse(newest);
        return newest;
    }

    private List<Insight> patterns(List<Memory> live, long last, Instant now, boolean dryRun) {
        String model = memories.repository().activeModelId();
        List<Episode> episodes = live.stream().filter(m -> m.kind() == MemoryKind.EPISODIC
                && m.source() != MemorySource.REFLECTION && m.embedding().modelId().equals(model))
                .map(Episode::of).toList();
        List<Long> since = episodes.stream().map(Episode::id).filter(id -> id > last).toList();
        // At most the newest MAX_SEEDS start a group: each is compared with the window once.
        List<Long> seeds = since.subList(Math.max(0, since.size() - MAX_SEEDS), since.size());
        if (seeds.isEmpty()) {
            return List.of();
        }
        RecurringEpisodes finder = new RecurringEpisodes(SimilarityScale.forModel(model), SAME_THING, MIN_DAYS, zone);
        Map<Long, Memory> byId = new HashMap<>();
        live.forEach(m -> byId.put(m.id(), m));
        List<Insight> out = new ArrayList<>();
        for (Group g : finder.find(episodes, seeds, memories.repository().journalMean())) {
            Optional<Long> existing = existingInsight(g.ids(), false);
            Set<Long> evidence = new LinkedHashSet<>(g.ids());
            existing.ifPresent(id -> memories.repository().evidenceOf(id).stream()
                    .filter(byId::containsKey).forEach(evidence::add));
            List<Episode> members = evidence.stream().map(byId::get).sorted((a, b) -> a.createdAt().compareTo(b.createdAt()))
                    .map(Episode::of).toList();
            Group all = new Group(members, g.typical());
            String text = PatternSummary.of(all, zone);
            int importance = typicalImportance(members.stream().mapToInt(e -> byId.get(e.id()).importance()));
            out.add(write(text, List.copyOf(evidence), importance, now, existing, dryRun, "recurring episodes"));
        }
        return out;
    }

    /**
     * A pattern weighs what its times usually weigh (their median, the higher of two middles): a habit of runs is
     * as important as a run, and the one run that was a marathon does not make the habit a life event.
     */
    static int typicalImportance(java.util.stream.IntStream importances) {
        int[] sorted = importances.sorted().toArray();
        return sorted.length == 0 ? 1 : sorted[sorted.length / 2];
    }

    private List<Insight> modelInsights(ModelReflector reflector, List<Memory> live, long last, Instant now,
                                        boolean dryRun) {
        List<Memory> since = live.stream().filter(m -> m.id() > last && m.source() != MemorySource.REFLECTION).toList();
        List<Memory> recent = since.subList(Math.max(0, since.size() - RECENT), since.size());
        if (recent.isEmpty()) {
            return List.of();
        }
        List<Insight> out = new ArrayList<>();
        try {
            for (String question : reflector.questions(recent.stream().map(Memory::text).toList(), QUESTIONS)) {
                // Evidence is what was lived or said, not earlier insights (an insight citing insights drifts).
                List<Memory> evidence = memories.recall(question, RetrievalPolicy.defaults().withTopK(2 * EVIDENCE),
                        now, RecallOptions.PREVIEW).stream().map(Recalled::memory)
                        .filter(m -> m.source() != MemorySource.REFLECTION).limit(EVIDENCE).toList();
                if (evidence.isEmpty()) {
                    continue;
                }
                for (ModelReflector.Insight i : reflector.insights(evidence.stream().map(Memory::text).toList(),
                        INSIGHTS)) {
                    List<Long> cited = i.because().stream().map(n -> evidence.get(n - 1).id()).distinct().toList();
                    int importance = i.because().stream().mapToInt(n -> evidence.get(n - 1).importance()).max()
                            .orElse(1);
                    Optional<Long> same = existingInsight(cited, true).or(() -> insightSaying(i.text(), live));
                    out.add(write(i.text(), cited, importance, now, same, dryRun, "model"));
                }
            }
        } catch (LlmException e) {
            LOG.info("Reflection with the model stopped ({}); the offline part stands", e.getClass().getSimpleName());
        }
        return out;
    }

    /**
     * The insight already drawn from this evidence: with {@code exact}, one citing exactly it; otherwise the
     * one sharing most of it (at least half of its own evidence), so a pattern that grew updates its summary.
     */
    private Optional<Long> existingInsight(List<Long> evidence, boolean exact) {
        Set<Long> mine = Set.copyOf(evidence);
        Long best = null;
        double bestShare = 0;
        for (Map.Entry<Long, List<Long>> e : memories.repository().insightsCiting(evidence).entrySet()) {
            List<Long> theirs = e.getValue();
            long shared = theirs.stream().filter(mine::contains).count();
            double share = theirs.isEmpty() ? 0 : shared / (double) theirs.size();
            boolean fits = exact ? Set.copyOf(theirs).equals(mine) : share >= 0.5;
            if (fits && share > bestShare && isInsight(e.getKey())) {
                best = e.getKey();
                bestShare = share;
            }
        }
        return Optional.ofNullable(best);
    }

    /** An insight with exactly this text (the model drew the same conclusion from other evidence). */
    private static Optional<Long> insightSaying(String text, List<Memory> live) {
        return live.stream().filter(m -> m.source() == MemorySource.REFLECTION && m.text().equals(text))
                .map(Memory::id).findFirst();
    }

    private boolean isInsight(long id) {
        return memories.find(id).filter(m -> m.source() == MemorySource.REFLECTION).isPresent();
    }

    /**
     * When an insight is dated: at its newest evidence, not at the moment of reflecting. A question about
     * "today" or "the latest" asks when things happened; an insight written today about January is not
     * today's news, and on a tie in time the evidence itself comes first.
     */
    private Instant lastEvidence(List<Long> evidence, Instant now) {
        return evidence.stream().map(memories::find).flatMap(Optional::stream).map(Memory::createdAt)
                .filter(at -> !at.isAfter(now)).max(Instant::compareTo).orElse(now);
    }

    private Insight write(String text, List<Long> evidence, int importance, Instant now, Optional<Long> existing,
                          boolean dryRun, String origin) {
        if (dryRun) {
            return new Insight(text, evidence, existing, existing.isPresent(), origin);
        }
        long id;
        if (existing.isPresent()) {
            Memory old = memories.find(existing.get()).orElseThrow();
            id = memories.edit(old.id(), old.text().equals(text) ? Optional.empty() : Optional.of(text),
                    Optional.empty(), importance > old.importance() ? OptionalInt.of(importance) : OptionalInt.empty(),
                    Optional.empty()).id();
        } else {
            id = memories.remember(MemoryService.Draft.of(text, MemorySource.REFLECTION).withKind(MemoryKind.SEMANTIC)
                    .withImportance(importance).at(lastEvidence(evidence, now))).id();
        }
        memories.repository().linkEvidence(id, evidence);
        return new Insight(text, evidence, Optional.of(id), existing.isPresent(), origin);
    }
}
