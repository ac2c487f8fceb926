package org.memoryjournal.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.store.RecallOptions;
import org.memoryjournal.llm.ChatProvider;
import org.memoryjournal.llm.HeuristicImportanceRater;
import org.memoryjournal.llm.HeuristicKindClassifier;
import org.memoryjournal.llm.UpdateJudge;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.store.MemoryListQuery;
import org.memoryjournal.testing.BagOfWordsEmbedder;
import org.memoryjournal.testing.ScriptedChatProvider;

/** Reflection on a real SQLite journal: offline patterns, updates instead of duplicates, a model's insights. */
class ReflectionTest {
    private static final Instant MARCH_3 = Instant.parse("2026-03-03T07:00:00Z");
    /** The service's clock: after every memory the tests write (a memory may not be dated in the future). */
    private static final Instant TODAY = Instant.parse("2026-06-01T07:00:00Z");

    @TempDir
    Path dir;
    JournalDatabase db;
    MemoryService memories;

    @BeforeEach
    void open() {
        db = JournalDatabase.open(dir.resolve("journal.db"), BagOfWordsEmbedder.MODEL, BagOfWordsEmbedder.DIM);
        memories = new MemoryService(db.memories(), new BagOfWordsEmbedder(), new HeuristicImportanceRater(),
                new HeuristicKindClassifier(), UpdateJudge.NEVER, Clock.fixed(TODAY, ZoneOffset.UTC));
    }

    @AfterEach
    void close() {
        db.close();
    }

    private Memory episode(String text, int day) {
        return memories.remember(MemoryService.Draft.of(text, MemorySource.CHAT).withKind(MemoryKind.EPISODIC)
                .at(MARCH_3.plus(Duration.ofDays(day))));
    }

    private Reflection reflection(Supplier<ChatProvider> chat) {
        return new Reflection(memories, chat, ZoneOffset.UTC, 20);
    }

    private List<Memory> insights() {
        return db.memories().list(MemoryListQuery.newest(100)).stream()
                .filter(m -> m.source() == MemorySource.REFLECTION).toList();
    }

    private void runningAndNoise() {
        episode("went running along the canal before work", 0);
        episode("dentist says I need a filling", 2);
        episode("went running along the canal in the rain", 7);
        episode("repotted the monstera plant", 9);
        episode("went running along the canal with sam", 14);
        episode("paid the council tax bill", 20);
        episode("went running along the canal slowly", 21);
    }

    @Test
    void recurringEpisodesBecomeOneSemanticInsightCitingThem() {
        runningAndNoise();

        Reflection.Outcome o = reflection(() -> null).reflect(MARCH_3.plus(Duration.ofDays(22)), false);

        assertThat(o.insights()).hasSize(1);
        Memory insight = insights().get(0);
        assertThat(insight.kind()).isEqualTo(MemoryKind.SEMANTIC);
        assertThat(insight.text()).startsWith("Regularly, 4 times between 3 March and 24 March 2026 (about once a week)")
                .contains("went running along the canal");
        List<Memory> evidence = db.memories().findAll(db.memories().evidenceOf(insight.id()));
        assertThat(evidence).extracting(Memory::text).allMatch(t -> t.startsWith("went running"));
        assertThat(evidence).hasSize(4);
        assertThat(db.memories().lastReflected()).isEqualTo(o.coveredUpTo());
        assertThat(db.memories().importanceSinceReflection()).isZero();
    }

    @Test
    void aPatternWeighsWhatItsTimesUsuallyWeighNotItsBiggestDay() {
        assertThat(Reflection.typicalImportance(java.util.stream.IntStream.of(2, 3, 10))).isEqualTo(3);
        assertThat(Reflection.typicalImportance(java.util.stream.IntStream.of(9, 2, 3, 2))).isEqualTo(3);
        assertThat(Reflection.typicalImportance(java.util.stream.IntStream.empty())).isEqualTo(1);
        runningAndNoise();
        memories.remember(MemoryService.Draft.of("went running along the canal: my first marathon", MemorySource.CHAT)
                .withKind(MemoryKind.EPISODIC).withImportance(9).at(MARCH_3.plus(Duration.ofDays(24))));

        reflection(() -> null).reflect(MARCH_3.plus(Duration.ofDays(25)), false);

        Memory insight = insights().get(0);
        List<Memory> evidence = db.memories().findAll(db.memories().evidenceOf(insight.id()));
        assertThat(evidence.stream().mapToInt(Memory::importance).max().orElseThrow())
                .isGreaterThan(insight.importance());
        assertThat(insight.importance()).isEqualTo(Reflection.typicalImportance(
                evidence.stream().mapToInt(Memory::importance)));
    }

    @Test
    void anInsightIsNeitherReplacedByANewerMemoryNorPassesOnItsRelevance() {
        runningAndNoise();
        reflection(() -> null).reflect(MARCH_3.plus(Duration.ofDays(22)), false);
        long insight = insights().get(0).id();
        List<UpdateJudge.Candidate> shown = new java.util.concurrent.CopyOnWriteArrayList<>();
        MemoryService judged = new MemoryService(db.memories(), new BagOfWordsEmbedder(),
                new HeuristicImportanceRater(), new HeuristicKindClassifier(), (text, at, older) -> {
                    shown.addAll(older);
                    return UpdateJudge.Decision.ADD;
                }, Clock.fixed(TODAY, ZoneOffset.UTC));

        judged.remember(MemoryService.Draft.of("no longer running along the canal, now running along the river",
                MemorySource.CHAT).at(MARCH_3.plus(Duration.ofDays(30))));

        assertThat(shown).isNotEmpty().extracting(UpdateJudge.Candidate::id).doesNotContain(insight);
        List<Recalled> ranked = memories.recall("where do I go running along the canal",
                RetrievalPolicy.defaults().withTopK(20), MARCH_3.plus(Duration.ofDays(31)), RecallOptions.PREVIEW);
        assertThat(ranked).extracting(r -> r.memory().id()).contains(insight);
        assertThat(ranked).allSatisfy(r -> assertThat(r.breakdown().relevanceOf()).isNotEqualTo(insight));
        assertThat(ranked).filteredOn(r -> r.memory().id() == insight).allSatisfy(r ->
                assertThat(r.breakdown().loweredFor()).isNotEqualTo(org.memoryjournal.memory.LoweredFor.NEWER));
    }

    @Test
    void anInsightIsDatedAtItsNewestEvidenceNotAtTheMomentOfReflecting() {
        runningAndNoise();

        reflection(() -> null).reflect(MARCH_3.plus(Duration.ofDays(30)), false);

        Memory insight = insights().get(0);
        Instant newestRun = MARCH_3.plus(Duration.ofDays(21));
        assertThat(insight.createdAt()).isEqualTo(newestRun);
        // "What did I do today?" on the day of reflecting: a summary of March did not happen today
        List<Recalled> today = memories.recall("What did I do today?", RetrievalPolicy.defaults(),
                MARCH_3.plus(Duration.ofDays(30)), RecallOptions.PREVIEW);
        assertThat(today).filteredOn(r -> r.memory().id() == insight.id())
                .allSatisfy(r -> assertThat(r.breakdown().timeMatch()).isZero());
        assertThat(today).allSatisfy(r -> assertThat(r.breakdown().timeMatch()).isZero());
    }

    @Test
    void aDryRunShowsTheInsightAndWritesNothing() {
        runningAndNoise();

        Reflection.Outcome o = reflection(() -> null).reflect(MARCH_3.plus(Duration.ofDays(22)), true);

        assertThat(o.insights()).hasSize(1);
        assertThat(o.insights().get(0).id()).isEmpty();
        assertThat(insights()).isEmpty();
        assertThat(db.memories().lastReflected()).isZero();
    }

    @Test
    void aPatternThatGrowsUpdatesItsInsightInsteadOfAddingAnother() {
        runningAndNoise();
        Reflection r = reflection(() -> null);
        r.reflect(MARCH_3.plus(Duration.ofDays(22)), false);
        long first = insights().get(0).id();

        assertThat(r.reflect(MARCH_3.plus(Duration.ofDays(23)), false).insights()).isEmpty();
        episode("went running along the canal at dawn", 28);
        Reflection.Outcome o = r.reflect(MARCH_3.plus(Duration.ofDays(29)), false);

        assertThat(o.insights()).singleElement().satisfies(i -> {
            assertThat(i.updated()).isTrue();
            assertThat(i.id()).hasValue(first);
        });
        assertThat(insights()).singleElement().satisfies(m -> assertThat(m.text()).contains("5 times"));
        assertThat(db.memories().evidenceOf(first)).hasSize(5);
    }

    @Test
    void withAModelItsInsightsAreWrittenCitingTheRecalledEvidence() {
        runningAndNoise();
        ScriptedChatProvider model = ScriptedChatProvider.replying("").languageModel(true).completeWith(prompt ->
                prompt.contains("questions") ? "1. How often does the person go running?"
                        : "The person runs by the canal every week (because of 1, 2)");

        Reflection.Outcome o = reflection(() -> model).reflect(MARCH_3.plus(Duration.ofDays(22)), false);

        Reflection.Insight fromModel = o.insights().stream().filter(i -> i.origin().equals("model")).findFirst()
                .orElseThrow();
        assertThat(fromModel.text()).isEqualTo("The person runs by the canal every week.");
        assertThat(db.memories().findAll(fromModel.evidence())).extracting(Memory::text)
                .allMatch(t -> t.contains("running"));
        assertThat(db.memories().evidenceOf(fromModel.id().orElseThrow())).hasSize(2);

        // The same insight over the same evidence next time updates it.
        episode("paid the water bill", 23);
        reflection(() -> model).reflect(MARCH_3.plus(Duration.ofDays(24)), false);
        assertThat(insights()).filteredOn(m -> m.text().startsWith("The person runs")).hasSize(1);
    }

    @Test
    void aFailingModelLeavesTheOfflineInsights() {
        runningAndNoise();
        ScriptedChatProvider broken = ScriptedChatProvider.failing().languageModel(true);

        Reflection.Outcome o = reflection(() -> broken).reflect(MARCH_3.plus(Duration.ofDays(22)), false);

        assertThat(o.insights()).extracting(Reflection.Insight::origin).containsExactly("recurring episodes");
        assertThat(db.memories().lastReflected()).isPositive();
    }

    @Test
    void reflectionIsDueOnceTheImportanceSinceTheLastOnePassesTheThresholdAndRunsInTheBackground() {
        Reflection r = reflection(() -> null);
        ReflectionScheduler scheduler = new ReflectionScheduler(r, Clock.fixed(MARCH_3.plus(Duration.ofDays(30)),
                ZoneOffset.UTC));
        memories.onWritten(m -> scheduler.nudge());
        try (scheduler) {
            episode("went running along the canal before work", 0);
            assertThat(scheduler.awaitIdle(Duration.ofSeconds(10))).isTrue();
            assertThat(r.due()).isFalse();
            runningAndNoise();
            assertThat(scheduler.awaitIdle(Duration.ofSeconds(10))).isTrue();
            assertThat(insights()).hasSize(1);
            assertThat(r.due()).isFalse();
        }
    }

    @Test
    void insightsThemselvesNeverStartAReflection() {
        ReflectionScheduler scheduler = new ReflectionScheduler(reflection(() -> null), Clock.systemUTC());
        int[] nudges = {0};
        memories.onWritten(m -> nudges[0]++);
        try (scheduler) {
            memories.remember(MemoryService.Draft.of("an insight", MemorySource.REFLECTION)
                    .withKind(MemoryKind.SEMANTIC).withImportance(9));
            episode("a chat memory", 1);
        }
        assertThat(nudges[0]).isEqualTo(1);
        assertThat(Optional.of(db.memories().importanceSinceReflection())).hasValueSatisfying(v ->
                assertThat(v).isLessThan(9));
    }
}
