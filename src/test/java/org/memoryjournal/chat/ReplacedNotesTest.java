package org.memoryjournal.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.llm.Cancellation;
import org.memoryjournal.llm.FactExtractor;
import org.memoryjournal.llm.HeuristicImportanceRater;
import org.memoryjournal.llm.HeuristicKindClassifier;
import org.memoryjournal.llm.UpdateJudge;
import org.memoryjournal.memory.DuplicateRule;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.testing.BagOfWordsEmbedder;
import org.memoryjournal.testing.ScriptedChatProvider;

/**
 * What a turn's write-back replaced, as the chat pane learns it: right after the turn, and again whenever the
 * conversation is opened, on the user's message that replaced it, until the older memory is restored.
 */
class ReplacedNotesTest {
    private static final Instant T0 = Instant.parse("2026-05-04T10:00:00Z");

    @TempDir
    Path dir;
    JournalDatabase db;
    ChatService chat;
    long conversation;
    long manager;

    @BeforeEach
    void open() {
        db = JournalDatabase.open(dir.resolve("journal.db"), BagOfWordsEmbedder.MODEL, BagOfWordsEmbedder.DIM);
        // The judge stands for the model's decision: a note that says "now" replaces the nearest older one.
        UpdateJudge judge = (text, at, older) -> text.contains(" now ") && !older.isEmpty()
                ? UpdateJudge.Decision.update(List.of(older.get(0).id()), "The manager changed.")
                : UpdateJudge.Decision.ADD;
        MemoryService memories = new MemoryService(db.memories(), new BagOfWordsEmbedder(),
                new HeuristicImportanceRater(), new HeuristicKindClassifier(), judge, Clock.fixed(T0, ZoneOffset.UTC),
                Optional.of(DuplicateRule.DEFAULT));
        chat = new ChatService(memories, db.conversations(),
                () -> new ScriptedChatProvider().languageModel(true).answerWords("Noted."),
                new FactWriter(memories, FactExtractor.NONE), RetrievalPolicy::defaults,
                new HistoryWindow(60, HistoryWindow.extractive(500)), Clock.fixed(T0, ZoneOffset.UTC));
        conversation = db.conversations().create("Work", T0).id();
        manager = memories.remember(MemoryService.Draft.of("My manager at work is Hélène.", MemorySource.MANUAL)
                .at(T0.minusSeconds(90L * 86_400))).id();
    }

    @AfterEach
    void close() {
        db.close();
    }

    private TurnResult send(String text) {
        return chat.send(conversation, text, t -> { }, new Cancellation());
    }

    @Test
    void aTurnThatReplacedAMemoryShowsItOnTheUsersMessageAfterTheTurnAndWhenReopened() {
        TurnResult turn = send("My manager at work is now Dev.");

        List<ReplacedNote> notes = chat.replacedBy(turn.written());
        long newer = turn.written().get(0);
        assertThat(notes).containsExactly(new ReplacedNote(manager, "My manager at work is Hélène.", newer,
                "The manager changed."));
        List<MessageEntry> shown = chat.openConversation(conversation);
        assertThat(shown).hasSize(2);
        assertThat(shown.get(0).replaced()).isEqualTo(notes);
        assertThat(shown.get(1).replaced()).as("the answer replaced nothing").isEmpty();
    }

    @Test
    void aTurnThatReplacedNothingHasNoNotes() {
        TurnResult turn = send("Lunch with the team was fun.");

        assertThat(turn.written()).hasSize(1);
        assertThat(chat.replacedBy(turn.written())).isEmpty();
        assertThat(chat.openConversation(conversation)).allSatisfy(m -> assertThat(m.replaced()).isEmpty());
        assertThat(chat.replacedBy(List.of())).isEmpty();
    }

    @Test
    void restoringMakesBothCurrentAndTheNoteGoesAway() {
        TurnResult turn = send("My manager at work is now Dev.");

        Memory restored = chat.restoreReplaced(manager).orElseThrow();

        assertThat(restored.isSuperseded()).isFalse();
        assertThat(db.memories().find(manager).orElseThrow().isSuperseded()).isFalse();
        assertThat(chat.replacedBy(turn.written())).isEmpty();
        assertThat(chat.openConversation(conversation).get(0).replaced()).isEmpty();
    }

    @Test
    void aLaterMessageThatSaidTheSameAgainWroteNothingAndCarriesNoNote() {
        TurnResult first = send("My manager at work is now Dev.");
        TurnResult again = send("My manager at work is now Dev.");

        assertThat(again.written()).as("already known: nothing was written").isEmpty();
        assertThat(again.userMessage().memoryId()).as("but it is linked to the memory that said it")
                .isEqualTo(first.written().get(0));
        List<MessageEntry> shown = chat.openConversation(conversation);
        assertThat(shown).hasSize(4);
        assertThat(shown.get(0).replaced()).extracting(ReplacedNote::memoryId).containsExactly(manager);
        assertThat(shown.get(2).replaced()).isEmpty();
    }

    @Test
    void restoringAMemoryDeletedMeanwhileChangesNothingAndSaysItIsGone() {
        TurnResult turn = send("My manager at work is now Dev.");
        db.memories().delete(List.of(manager));

        assertThat(chat.restoreReplaced(manager)).isEmpty();
        assertThat(chat.replacedBy(turn.written())).isEmpty();
        assertThat(db.memories().find(turn.written().get(0))).isPresent();
    }
}
