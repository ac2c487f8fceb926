package org.memoryjournal.chat;

import org.memoryjournal.testing.ScriptedChatProvider;
import org.memoryjournal.testing.BagOfWordsEmbedder;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.llm.Cancellation;
import org.memoryjournal.llm.ChatMessage;
import org.memoryjournal.llm.HeuristicImportanceRater;
import org.memoryjournal.llm.HeuristicKindClassifier;
import org.memoryjournal.llm.LlmException;
import org.memoryjournal.memory.InvalidMemoryException;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.store.MemoryListQuery;
import org.memoryjournal.store.StoredMessage;

class ChatServiceTest {
    private static final Instant T0 = Instant.parse("2026-02-01T10:00:00Z");

    @TempDir
    Path dir;
    JournalDatabase db;
    MemoryService memories;
    ScriptedChatProvider model;
    List<String> facts;
    ChatService chat;
    long conversation;

    @BeforeEach
    void open() {
        db = JournalDatabase.open(dir.resolve("journal.db"), BagOfWordsEmbedder.MODEL, BagOfWordsEmbedder.DIM);
        Clock clock = Clock.fixed(T0, ZoneOffset.UTC);
        memories = new MemoryService(db.memories(), new BagOfWordsEmbedder(), new HeuristicImportanceRater(),
                new HeuristicKindClassifier(), new org.memoryjournal.llm.HeuristicUpdateJudge(), clock);
        model = new ScriptedChatProvider().languageModel(true).answerWords("Noted. I will remember that.");
        facts = new ArrayList<>();
        chat = new ChatService(memories, db.conversations(), () -> model,
                new FactWriter(memories, (u, a) -> List.copyOf(facts)), RetrievalPolicy::defaults,
                new HistoryWindow(60, HistoryWindow.extractive(500)), clock);
        conversation = db.conversations().create("Test", T0).id();
    }

    @AfterEach
    void close() {
        db.close();
    }

    @Test
    void sendStreamsTheReplyAndStoresBothMessages() {
        StringBuilder streamed = new StringBuilder();
        TurnResult turn = chat.send(conversation, "I adopted a cat named Miso", streamed::append, new Cancellation());

        assertThat(streamed.toString()).isEqualTo(model.answer());
        assertThat(turn.reply()).isEqualTo(model.answer());
        assertThat(db.conversations().messages(conversation)).extracting(StoredMessage::role, StoredMessage::text)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(StoredMessage.Role.USER, "I adopted a cat named Miso"),
                        org.assertj.core.groups.Tuple.tuple(StoredMessage.Role.ASSISTANT, model.answer()));
    }

    @Test
    void theUsersTurnIsWrittenBackAsAMemory() {
        TurnResult turn = chat.send(conversation, "I adopted a cat named Miso", p -> { }, new Cancellation());

        assertThat(turn.written()).hasSize(1);
        Memory m = memories.find(turn.written().get(0)).orElseThrow();
        assertThat(m.text()).isEqualTo("I adopted a cat named Miso");
        assertThat(m.source()).isEqualTo(MemorySource.CHAT);
        assertThat(m.createdAt()).isEqualTo(T0);
        assertThat(turn.userMessage().memoryId()).isEqualTo(m.id());
    }

    @Test
    void theTurnIsRatedWhileTheAnswerStreamsNotBeforeIt() throws Exception {
        java.util.concurrent.CountDownLatch firstToken = new java.util.concurrent.CountDownLatch(1);
        MemoryService slowRating = new MemoryService(db.memories(), new BagOfWordsEmbedder(), text -> {
            try {
                // A model-backed rating takes a round trip; here it waits until the answer has started.
                return firstToken.await(10, java.util.concurrent.TimeUnit.SECONDS) ? 6 : 1;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return 1;
            }
        }, new HeuristicKindClassifier(), Clock.fixed(T0, ZoneOffset.UTC));
        ChatService concurrent = new ChatService(slowRating, db.conversations(), () -> model,
                new FactWriter(slowRating, (u, a) -> List.of()), RetrievalPolicy::defaults,
                new HistoryWindow(60, HistoryWindow.extractive(500)), Clock.fixed(T0, ZoneOffset.UTC));

        TurnResult turn = concurrent.send(conversation, "Booked the flights to Rome", p -> firstToken.countDown(),
                new Cancellation());

        assertThat(memories.find(turn.written().get(0)).orElseThrow().importance())
                .as("the rating finished after the first token arrived").isEqualTo(6);
        assertThat(turn.userMessage().memoryId()).isEqualTo(turn.written().get(0));
    }

    @Test
    void recalledMemoriesGoIntoThePromptAsNotesAndAreTouched() {
        Memory old = memories.remember(MemoryService.Draft.of("The cat Miso hates the vacuum cleaner", MemorySource.MANUAL)
                .at(T0.minusSeconds(86_400 * 30)));
        TurnResult turn = chat.send(conversation, "What does Miso the cat hate?", p -> { }, new Cancellation());

        assertThat(turn.recalled()).extracting(r -> r.memory().id()).contains(old.id());
        String system = model.requests.get(0).messages().get(0).content();
        assertThat(system).contains("<memory-notes>").contains("The cat Miso hates the vacuum cleaner")
                .contains("not instructions");
        assertThat(model.requests.get(0).notes()).contains("The cat Miso hates the vacuum cleaner");
        assertThat(memories.find(old.id()).orElseThrow().lastAccessed()).isEqualTo(T0);
        assertThat(turn.assistantMessage().recalledIds()).contains(old.id());
    }

    @Test
    void theNewTurnIsNotRecalledForItself() {
        TurnResult turn = chat.send(conversation, "Remember the blue umbrella", p -> { }, new Cancellation());
        assertThat(turn.recalled()).isEmpty();
    }

    @Test
    void standingInstructionsAreAlwaysInTheSystemPrompt() {
        memories.remember(MemoryService.Draft.of("Always answer in French", MemorySource.MANUAL)
                .withKind(MemoryKind.PROCEDURAL));
        chat.send(conversation, "How is the weather on Mars?", p -> { }, new Cancellation());
        assertThat(model.requests.get(0).messages().get(0).content())
                .contains("Standing instructions").contains("Always answer in French");
    }

    @Test
    void aFailedModelCallKeepsTheUsersTurnAndReportsTheError() {
        model.failWith(new LlmException(LlmException.Kind.UNREACHABLE, "Ollama is not running at http://x."));
        TurnResult turn = chat.send(conversation, "Plan the trip to Oslo", p -> { }, new Cancellation());

        assertThat(turn.failed()).isTrue();
        assertThat(turn.error()).contains("Ollama is not running at http://x.");
        assertThat(turn.written()).hasSize(1);
        assertThat(memories.find(turn.written().get(0)).orElseThrow().text()).isEqualTo("Plan the trip to Oslo");
        List<StoredMessage> stored = db.conversations().messages(conversation);
        assertThat(stored.get(0).text()).isEqualTo("Plan the trip to Oslo");
        assertThat(stored.get(1).status()).isEqualTo(StoredMessage.Status.FAILED);
        assertThat(stored.get(1).error()).contains("not running");
    }

    @Test
    void retryReplacesTheFailedAnswerWithoutWritingTheTurnTwice() {
        model.failWith(new LlmException(LlmException.Kind.TIMEOUT, "The model took too long."));
        TurnResult failed = chat.send(conversation, "Plan the trip to Oslo", p -> { }, new Cancellation());
        model.failWith(null);
        long before = db.memories().count(MemoryListQuery.newest(100));

        TurnResult retried = chat.retry(conversation, failed.assistantMessage().id(), p -> { }, new Cancellation());

        assertThat(retried.failed()).isFalse();
        assertThat(retried.assistantMessage().id()).isEqualTo(failed.assistantMessage().id());
        assertThat(retried.assistantMessage().status()).isEqualTo(StoredMessage.Status.COMPLETE);
        assertThat(db.memories().count(MemoryListQuery.newest(100))).isEqualTo(before);
        assertThat(db.conversations().messages(conversation)).hasSize(2);
    }

    @Test
    void retryOfAnUnknownMessageIsAClearError() {
        assertThatThrownBy(() -> chat.retry(conversation, 999, p -> { }, new Cancellation()))
                .hasMessageContaining("no answer 999");
    }

    @Test
    void cancellingKeepsThePartialAnswerMarkedInterrupted() {
        model.answerWords("one two three four five");
        Cancellation cancellation = new Cancellation();
        model.afterPiece(i -> {
            if (i == 1) {
                cancellation.cancel();
            }
        });
        TurnResult turn = chat.send(conversation, "Count for me", p -> { }, cancellation);

        assertThat(turn.interrupted()).isTrue();
        assertThat(turn.reply()).isEqualTo("one two ");
        assertThat(db.conversations().messages(conversation).get(1).status())
                .isEqualTo(StoredMessage.Status.INTERRUPTED);
        assertThat(turn.written()).hasSize(1);
    }

    @Test
    void emptyMessageIsRefusedAndNothingIsStored() {
        assertThatThrownBy(() -> chat.send(conversation, "   ", p -> { }, new Cancellation()))
                .isInstanceOf(InvalidMemoryException.class);
        assertThat(db.conversations().messages(conversation)).isEmpty();
        assertThat(db.memories().count(MemoryListQuery.newest(10))).isZero();
    }

    @Test
    void extractedFactsBecomeSemanticMemoriesAndAChangedFactSupersedesTheOldOne() {
        facts.add("The user lives in Lyon");
        TurnResult first = chat.send(conversation, "I moved to Lyon", p -> { }, new Cancellation());
        Memory lyon = memories.find(first.written().get(1)).orElseThrow();
        assertThat(lyon.kind()).isEqualTo(MemoryKind.SEMANTIC);
        assertThat(lyon.source()).isEqualTo(MemorySource.FACT);

        facts.clear();
        facts.add("The user lives in Lyon now");
        TurnResult second = chat.send(conversation, "Still in Lyon", p -> { }, new Cancellation());
        assertThat(second.written()).hasSize(2);
        assertThat(memories.find(lyon.id()).orElseThrow().supersededBy()).hasValue(second.written().get(1));
    }

    @Test
    void aFactKnownWordForWordIsNotWrittenAgain() {
        facts.add("The user lives in Lyon");
        chat.send(conversation, "I moved to Lyon", p -> { }, new Cancellation());
        TurnResult again = chat.send(conversation, "Yes, Lyon", p -> { }, new Cancellation());
        assertThat(again.written()).hasSize(1);
    }

    @Test
    void withoutALanguageModelNoFactsAreExtracted() {
        model.languageModel(false);
        facts.add("The user lives in Lyon");
        TurnResult turn = chat.send(conversation, "I moved to Lyon", p -> { }, new Cancellation());
        assertThat(turn.written()).hasSize(1);
    }

    @Test
    void olderTurnsAreSummarisedOnceTheHistoryPassesItsBudget() {
        for (int i = 0; i < 6; i++) {
            chat.send(conversation, "Message number " + i + " about gardening and tomatoes in the spring",
                    p -> { }, new Cancellation());
        }
        List<StoredMessage> stored = db.conversations().messages(conversation);
        assertThat(stored).anyMatch(m -> m.role() == StoredMessage.Role.SUMMARY);
        List<ChatMessage> lastPrompt = model.requests.get(model.requests.size() - 1).messages();
        assertThat(lastPrompt.get(0).content()).contains("Summary of the earlier part")
                .contains("Message number 0");
        int historyTokens = lastPrompt.subList(1, lastPrompt.size() - 1).stream()
                .mapToInt(m -> org.memoryjournal.memory.MemoryText.estimateTokens(m.content().length())).sum();
        assertThat(historyTokens).isLessThanOrEqualTo(60);
        assertThat(lastPrompt.get(lastPrompt.size() - 1).content()).contains("Message number 5");
    }

    @Test
    void aRecalledStandingInstructionIsInThePromptOnce() {
        memories.remember(MemoryService.Draft.of("Always answer about the garden in French", MemorySource.MANUAL)
                .withKind(MemoryKind.PROCEDURAL));

        TurnResult turn = chat.send(conversation, "How should you answer about the garden?", p -> { },
                new Cancellation());

        assertThat(turn.recalled()).extracting(r -> r.memory().text()).contains("Always answer about the garden in French");
        String system = model.requests.get(0).messages().get(0).content();
        assertThat(system.split("Always answer about the garden in French", -1)).as("mentions").hasSize(2);
    }

    @Test
    void theOfflineAnswerNeverQuotesTheUsersEarlierQuestionsAsMemories() {
        ScriptedChatProvider offline = new ScriptedChatProvider().languageModel(false);
        ChatService offlineChat = new ChatService(memories, db.conversations(), () -> offline,
                new FactWriter(memories, (u, a) -> List.of()), RetrievalPolicy::defaults,
                new HistoryWindow(60, HistoryWindow.extractive(500)), Clock.fixed(T0, ZoneOffset.UTC));
        memories.remember(MemoryService.Draft.of("The cat Miso hates the vacuum cleaner", MemorySource.MANUAL)
                .at(T0.minusSeconds(86_400)));
        offlineChat.send(conversation, "What does the cat Miso hate?", p -> { }, new Cancellation());

        offlineChat.send(conversation, "What does Miso the cat hate again?", p -> { }, new Cancellation());

        List<String> notes = offline.requests.get(1).notes();
        assertThat(notes).contains("The cat Miso hates the vacuum cleaner");
        assertThat(notes).noneMatch(n -> n.endsWith("?"));
    }

    @Test
    void retryNeverRecallsTheFailedTurnsOwnQuestion() {
        model.failWith(new LlmException(LlmException.Kind.UNREACHABLE, "down"));
        TurnResult failed = chat.send(conversation, "Where did I park the blue car?", p -> { }, new Cancellation());
        // the link from the message to its memory was lost (an older version, or a failed write of the link)
        db.conversations().linkMemory(failed.userMessage().id(), 0, "");
        model.failWith(null);

        TurnResult retried = chat.retry(conversation, failed.assistantMessage().id(), p -> { }, new Cancellation());

        assertThat(retried.recalled()).extracting(r -> r.memory().text())
                .doesNotContain("Where did I park the blue car?");
    }

    @Test
    void aStreamTheServerCutIsAFailureWithItsPartialTextNotAStop() {
        model.failWith(new LlmException(LlmException.Kind.CUT, "The server ended the answer early.")
                .withPartialText("Half of"));

        TurnResult turn = chat.send(conversation, "Explain the plan", p -> { }, new Cancellation());

        assertThat(turn.failed()).isTrue();
        List<MessageEntry> shown = chat.openConversation(conversation);
        assertThat(shown.get(1).status()).isEqualTo(MessageEntry.Status.FAILED);
        assertThat(shown.get(1).error()).contains("ended the answer early");
        assertThat(shown.get(1).canRetry()).isTrue();
    }

    @Test
    void theTurnEndsWhenTheAnswerIsStoredWhileTheWriteBackWaitsForASlowModel() throws Exception {
        java.util.concurrent.CountDownLatch gate = new java.util.concurrent.CountDownLatch(1);
        MemoryService slow = new MemoryService(db.memories(), new BagOfWordsEmbedder(), text -> {
            try {
                gate.await(20, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return 6;
        }, new HeuristicKindClassifier(), Clock.fixed(T0, ZoneOffset.UTC));
        ChatService ui = new ChatService(slow, db.conversations(), () -> model,
                new FactWriter(slow, (u, a) -> List.of()), RetrievalPolicy::defaults,
                new HistoryWindow(60, HistoryWindow.extractive(500)), Clock.fixed(T0, ZoneOffset.UTC));

        StartedTurn started = ui.begin(java.util.OptionalLong.of(conversation), "Booked the flights to Rome");
        ChatTurn turn = ui.reply(started, p -> { }, new TurnStop());

        assertThat(turn.reply()).isEqualTo("Noted. I will remember that.");
        assertThat(turn.writtenBack()).isNotDone();
        assertThat(db.memories().count(MemoryListQuery.newest(10))).isZero();
        gate.countDown();
        assertThat(turn.writtenBack().get(10, java.util.concurrent.TimeUnit.SECONDS)).hasSize(1);
        assertThat(db.memories().list(MemoryListQuery.newest(10))).singleElement()
                .satisfies(m -> assertThat(m.importance()).isEqualTo(6));
    }
}
