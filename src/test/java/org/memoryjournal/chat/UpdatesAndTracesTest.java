package org.memoryjournal.chat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.llm.Cancellation;
import org.memoryjournal.llm.HeuristicImportanceRater;
import org.memoryjournal.llm.HeuristicKindClassifier;
import org.memoryjournal.llm.UpdateJudge;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.RecallTrace;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.Weights;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.testing.BagOfWordsEmbedder;
import org.memoryjournal.testing.ScriptedChatProvider;

/** The write path's update judgement, and the ranking kept with each answer. */
class UpdatesAndTracesTest {
    private static final Instant T0 = Instant.parse("2026-02-01T10:00:00Z");

    @TempDir
    Path dir;
    JournalDatabase db;
    List<UpdateJudge.Candidate> shown = new java.util.concurrent.CopyOnWriteArrayList<>();

    @BeforeEach
    void open() {
        db = JournalDatabase.open(dir.resolve("journal.db"), BagOfWordsEmbedder.MODEL, BagOfWordsEmbedder.DIM);
    }

    @AfterEach
    void close() {
        db.close();
    }

    private MemoryService service(UpdateJudge judge) {
        return new MemoryService(db.memories(), new BagOfWordsEmbedder(), new HeuristicImportanceRater(),
                new HeuristicKindClassifier(), judge, Clock.fixed(T0, ZoneOffset.UTC));
    }

    /** A judge that notes the candidates it is shown and says the new memory replaces the closest, if any. */
    private UpdateJudge replacingTheClosest(String reason) {
        return (text, at, older) -> {
            shown.addAll(older);
            return older.isEmpty() ? UpdateJudge.Decision.ADD
                    : UpdateJudge.Decision.update(List.of(older.get(0).id()), reason);
        };
    }

    @Test
    void anUpdateSupersedesTheOlderMemoryWithItsReasonAndItCanBeRestored() {
        MemoryService memories = service(replacingTheClosest("It moved."));
        Memory old = memories.remember(MemoryService.Draft.of("dentist appointment on tuesday", MemorySource.MANUAL)
                .at(T0.minusSeconds(86_400)));
        Memory newer = memories.remember(MemoryService.Draft.of("dentist appointment moved to thursday",
                MemorySource.CHAT).at(T0));
        assertThat(shown).extracting(UpdateJudge.Candidate::id).containsExactly(old.id());
        assertThat(db.memories().find(old.id()).orElseThrow().supersededBy()).hasValue(newer.id());
        assertThat(db.memories().supersedeReason(old.id())).isEqualTo("It moved.");
        List<Recalled> r = memories.recall("dentist appointment", RetrievalPolicy.defaults(), T0,
                org.memoryjournal.store.RecallOptions.PREVIEW);
        assertThat(r).extracting(x -> x.memory().id()).containsExactly(newer.id());
        db.memories().restore(old.id());
        assertThat(memories.recall("dentist appointment", RetrievalPolicy.defaults(), T0,
                org.memoryjournal.store.RecallOptions.PREVIEW)).hasSize(2);
    }

    @Test
    void aQuestionTypedInTheChatNeitherReplacesNorIsReplaced() {
        MemoryService memories = service(replacingTheClosest("It changed."));
        Memory asked = memories.remember(MemoryService.Draft.of("What's the latest with Tom?", MemorySource.CHAT)
                .at(T0.minusSeconds(7_200)));
        Memory askedAgain = memories.remember(MemoryService.Draft.of("How is Tom doing these days?",
                MemorySource.CHAT).at(T0.minusSeconds(3_600)));
        assertThat(shown).isEmpty();
        Memory told = memories.remember(MemoryService.Draft.of("Tom and I made up over coffee these days",
                MemorySource.CHAT).at(T0));

        assertThat(shown).extracting(UpdateJudge.Candidate::id).doesNotContain(asked.id(), askedAgain.id());
        assertThat(db.memories().find(asked.id()).orElseThrow().supersededBy()).isEmpty();
        assertThat(db.memories().find(askedAgain.id()).orElseThrow().supersededBy()).isEmpty();
        assertThat(told.supersededBy()).isEmpty();
    }

    @Test
    void theRaterIsToldTheKindTheClassifierGave() {
        List<org.memoryjournal.memory.MemoryKind> kinds = new java.util.ArrayList<>();
        org.memoryjournal.llm.ImportanceRater rater = new org.memoryjournal.llm.ImportanceRater() {
            @Override
            public int rate(String text) {
                return 5;
            }

            @Override
            public int rate(String text, org.memoryjournal.memory.Embedding vector,
                            org.memoryjournal.memory.MemoryKind kind) {
                kinds.add(kind);
                return kind == org.memoryjournal.memory.MemoryKind.PROCEDURAL ? 9 : 2;
            }
        };
        MemoryService memories = new MemoryService(db.memories(), new BagOfWordsEmbedder(), rater,
                new HeuristicKindClassifier(), UpdateJudge.NEVER, Clock.fixed(T0, ZoneOffset.UTC));

        Memory instruction = memories.remember(MemoryService.Draft.of("Always answer me in French.",
                MemorySource.MANUAL));
        Memory event = memories.remember(MemoryService.Draft.of("Walked the dog by the canal.", MemorySource.MANUAL));

        assertThat(kinds).containsExactly(instruction.kind(), event.kind());
        assertThat(instruction.kind()).isEqualTo(org.memoryjournal.memory.MemoryKind.PROCEDURAL);
        assertThat(instruction.importance()).isEqualTo(9);
        assertThat(event.importance()).isEqualTo(2);
    }

    @Test
    void aDateOutsideNineteenHundredToTwentyTwoHundredIsRefusedOnEveryWritePath() {
        MemoryService memories = service(UpdateJudge.NEVER);
        for (Instant bad : List.of(Instant.parse("1899-12-31T23:59:59Z"), Instant.parse("2201-01-01T00:00:00Z"),
                Instant.ofEpochSecond(31_556_952L * 100_000_000L))) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> memories.remember(
                    MemoryService.Draft.of("a memory from far away", MemorySource.MANUAL).at(bad)))
                    .isInstanceOf(org.memoryjournal.memory.InvalidMemoryException.class)
                    .hasMessageContaining("between 1900-01-01 and 2200-12-31");
        }
        assertThat(db.memories().count(org.memoryjournal.store.MemoryListQuery.newest(10))).isZero();
        assertThat(memories.remember(MemoryService.Draft.of("edge of the range", MemorySource.MANUAL)
                .at(Instant.parse("1900-01-01T00:00:00Z"))).id()).isPositive();
    }

    @Test
    void importedMemoriesAndInstructionsAgainstFactsAreNotJudged() {
        MemoryService memories = service((text, at, older) -> {
            shown.addAll(older);
            return UpdateJudge.Decision.ADD;
        });
        memories.remember(MemoryService.Draft.of("always answer in french", MemorySource.MANUAL)
                .at(T0.minusSeconds(60)));
        memories.remember(MemoryService.Draft.of("answer in french class today", MemorySource.IMPORT));
        memories.remember(MemoryService.Draft.of("my answer in french class was wrong today", MemorySource.MANUAL));
        // The instruction is procedural and the new memory is an event: never shown to the judge as replaceable.
        assertThat(shown).extracting(UpdateJudge.Candidate::text).doesNotContain("always answer in french");
    }

    @Test
    void theScorePaneGetsTheRankingThatBuiltTheAnswerNotAReRank() {
        MemoryService memories = service(UpdateJudge.NEVER);
        memories.remember(MemoryService.Draft.of("my sister ana lives in lisbon", MemorySource.MANUAL)
                .at(T0.minusSeconds(3600)));
        ChatService chat = new ChatService(memories, db.conversations(), () -> new ScriptedChatProvider(),
                new FactWriter(memories, (u, a) -> List.of()), RetrievalPolicy::defaults,
                new HistoryWindow(60, HistoryWindow.extractive(500)), Clock.fixed(T0, ZoneOffset.UTC));
        long conversation = db.conversations().create("t", T0).id();
        TurnResult turn = chat.send(conversation, "where does my sister ana live yesterday", p -> { },
                new Cancellation());
        AnswerRecall kept = chat.recallOf(turn.assistantMessage().id()).orElseThrow();
        assertThat(kept.recalled()).extracting(r -> r.memory().id())
                .isEqualTo(turn.recalled().stream().map(r -> r.memory().id()).toList());
        assertThat(kept.recalled()).extracting(Recalled::breakdown)
                .isEqualTo(turn.recalled().stream().map(Recalled::breakdown).toList());
        assertThat(kept.at()).isEqualTo(T0);
        assertThat(kept.weights()).isEqualTo(RetrievalPolicy.defaults().weights());
        assertThat(kept.timeFocus()).contains("yesterday");
        // A later turn touches and writes memories; the kept ranking of the first answer does not change.
        chat.send(conversation, "my sister ana lives in lisbon still", p -> { }, new Cancellation());
        assertThat(chat.recallOf(turn.assistantMessage().id()).orElseThrow().recalled()).extracting(Recalled::breakdown)
                .isEqualTo(kept.recalled().stream().map(Recalled::breakdown).toList());
        assertThat(kept.editedSince()).isEmpty();
    }

    @Test
    void anAnswerToAQuestionAboutWhatMatteredKeepsTheWeightsItWasRankedWith() {
        MemoryService memories = service(UpdateJudge.NEVER);
        memories.remember(MemoryService.Draft.of("we signed the lease on the new flat", MemorySource.MANUAL)
                .at(T0.minusSeconds(3600)));
        ChatService chat = new ChatService(memories, db.conversations(), () -> new ScriptedChatProvider(),
                new FactWriter(memories, (u, a) -> List.of()), RetrievalPolicy::defaults,
                new HistoryWindow(60, HistoryWindow.extractive(500)), Clock.fixed(T0, ZoneOffset.UTC));
        long conversation = db.conversations().create("t", T0).id();
        String question = "anything big happen lately?";
        TurnResult turn = chat.send(conversation, question, p -> { }, new Cancellation());
        AnswerRecall kept = chat.recallOf(turn.assistantMessage().id()).orElseThrow();
        RetrievalPolicy policy = RetrievalPolicy.defaults();
        Weights used = policy.weightsFor(memories.read(question, T0));
        assertThat(used).isNotEqualTo(policy.weights());
        assertThat(used.importance()).isEqualTo(policy.adjustments().whatMattersImportance());
        assertThat(kept.weights()).isEqualTo(used);
        // Every bar of the kept ranking is its signal times the weight the trace names.
        assertThat(kept.recalled()).isNotEmpty().allSatisfy(r -> {
            assertThat(r.breakdown().weightedImportance())
                    .isCloseTo(r.breakdown().importance() * used.importance(), within(1e-9));
            assertThat(r.breakdown().weightedRelevance())
                    .isCloseTo(r.breakdown().relevance() * used.relevance(), within(1e-9));
        });
    }

    @Test
    void aMemoryEditedAfterTheAnswerIsShownAsEditedAndQuotesNoPassageOfItsNewText() {
        MemoryService memories = service(UpdateJudge.NEVER);
        long ana = memories.remember(MemoryService.Draft.of("my sister ana lives in lisbon", MemorySource.MANUAL)
                .at(T0.minusSeconds(3600))).id();
        long tea = memories.remember(MemoryService.Draft.of("my sister ana drinks green tea", MemorySource.MANUAL)
                .at(T0.minusSeconds(3000))).id();
        ChatService chat = new ChatService(memories, db.conversations(), () -> new ScriptedChatProvider(),
                new FactWriter(memories, (u, a) -> List.of()), RetrievalPolicy::defaults,
                new HistoryWindow(60, HistoryWindow.extractive(500)), Clock.fixed(T0, ZoneOffset.UTC));
        long conversation = db.conversations().create("t", T0).id();
        long answer = chat.send(conversation, "where does my sister ana live", p -> { }, new Cancellation())
                .assistantMessage().id();
        // As if ranked by its second passage: the card would quote the second sentence of the text it has now.
        RecallTrace kept = db.conversations().trace(answer).orElseThrow();
        db.conversations().recordTrace(answer, new RecallTrace(kept.at(), kept.weights(), kept.timeFocus(),
                kept.entries().stream().map(e -> new RecallTrace.Entry(e.memoryId(), e.rank(),
                        e.breakdown().withPassage(2), e.textHash())).toList()));

        memories.edit(ana, Optional.of("My sister Ana moved to Porto. She loves it. The flat is tiny."),
                Optional.empty(), OptionalInt.empty(), Optional.empty());

        AnswerRecall after = chat.recallOf(answer).orElseThrow();
        assertThat(after.editedSince()).containsExactly(ana);
        for (Recalled r : after.recalled()) {
            assertThat(r.breakdown().passage()).as("memory %d", r.memory().id())
                    .isEqualTo(r.memory().id() == ana ? 0 : 2);
        }
        assertThat(after.recalled()).extracting(r -> r.memory().id()).contains(ana, tea);
    }
}
