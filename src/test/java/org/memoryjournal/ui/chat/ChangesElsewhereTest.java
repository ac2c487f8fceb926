package org.memoryjournal.ui.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.memoryjournal.chat.ConversationEntry;
import org.memoryjournal.ui.SyncTaskExecutor;

/**
 * The chat pane's view model over a real journal file that another window (a second connection, as another process
 * has it) writes to: what the other window changes shows here as the journal's watch tells it, never under a turn
 * of this window, never touching the draft in the message box.
 */
import org.memoryjournal.ui.testing.HeldTaskExecutor;

class ChangesElsewhereTest {
    @TempDir
    Path dir;
    private SharedJournal journal;
    private ChatViewModel vm;
    private long trip;

    @BeforeEach
    void open() {
        journal = new SharedJournal(dir);
        vm = new ChatViewModel(journal.mine.chat, new SyncTaskExecutor());
        journal.mine.watch.onConversationsChanged(vm::changedElsewhere); // on the UI thread in the app
        vm.load();
        journal.mine.provider.answerWith("On Friday.");
        say("Which day do we fly to Lisbon?");
        trip = vm.selectedConversationProperty().get().id();
    }

    @AfterEach
    void close() {
        journal.close();
    }

    private void say(String text) {
        vm.inputProperty().set(text);
        vm.send();
    }

    private List<String> texts() {
        return vm.messages().stream().map(MessageViewModel::getText).toList();
    }

    @Test
    void aTurnWrittenInTheOtherWindowShowsInTheOpenConversationAndTheDraftStays() {
        List<MessageViewModel> before = List.copyOf(vm.messages());
        ChatViewModel.ScrollRequest scroll = vm.scrollRequestProperty().get();
        vm.inputProperty().set("Also book the hotel near");
        journal.other.provider.answerWith("On Sunday evening.");

        journal.other.turn(OptionalLong.of(trip), "And when do we come back?");
        journal.mine.watch.check();

        assertThat(texts()).containsExactly("Which day do we fly to Lisbon?", "On Friday.",
                "And when do we come back?", "On Sunday evening.");
        assertThat(vm.messages().subList(0, 2)).as("the bubbles shown are kept").containsExactlyElementsOf(before);
        assertThat(vm.inputProperty().get()).isEqualTo("Also book the hotel near");
        assertThat(vm.scrollRequestProperty().get()).as("the view keeps the person's place, or follows the end")
                .isSameAs(scroll);
        assertThat(vm.messages().get(3).questionId()).isEqualTo(vm.messages().get(2).id());
    }

    @Test
    void aTurnWrittenElsewhereWhileThisWindowStreamsShowsOnlyOnceTheAnswerIsStored() {
        List<List<String>> duringStream = new ArrayList<>();
        journal.mine.provider.answerWith("Book ", "the ", "riverside ", "hotel.");
        journal.other.provider.answerWith("On Sunday evening.");
        journal.mine.provider.afterPiece(piece -> {
            if (piece == 1) {
                journal.other.turn(OptionalLong.of(trip), "And when do we come back?");
                journal.mine.watch.check();
                duringStream.add(texts());
            }
        });

        say("Where should we stay?");

        assertThat(duringStream).containsExactly(List.of("Which day do we fly to Lisbon?", "On Friday.",
                "Where should we stay?", "Book the "));
        assertThat(vm.getState()).isEqualTo(ChatViewModel.State.IDLE);
        assertThat(texts()).as("shown in the order they were stored, once the answer was").containsExactly(
                "Which day do we fly to Lisbon?", "On Friday.", "Where should we stay?", "And when do we come back?",
                "On Sunday evening.", "Book the riverside hotel.");
    }

    @Test
    void aStoppedAnswerThatIsStillBeingStoredHoldsTheChangesBackUntilItIs() {
        List<List<String>> afterStop = new ArrayList<>();
        journal.mine.provider.answerWith("Book ", "the ", "riverside ", "hotel.");
        journal.other.provider.answerWith("On Sunday evening.");
        journal.mine.provider.afterPiece(piece -> {
            if (piece == 0) {
                vm.stop(); // the pane is ready at once; the stopped answer is stored a moment later
                journal.other.turn(OptionalLong.of(trip), "And when do we come back?");
                journal.mine.watch.check();
                afterStop.add(texts());
            }
        });

        say("Where should we stay?");

        assertThat(afterStop).containsExactly(List.of("Which day do we fly to Lisbon?", "On Friday.",
                "Where should we stay?", "Book "));
        assertThat(texts()).containsExactly("Which day do we fly to Lisbon?", "On Friday.", "Where should we stay?",
                "And when do we come back?", "On Sunday evening.", "Book ");
        assertThat(vm.messages().get(5).canRetry()).as("the stopped answer, as stored").isTrue();
    }

    @Test
    void aRenameInTheOtherWindowShowsInTheListAndTheOpenConversationWithoutRedrawingIt() {
        List<MessageViewModel> before = List.copyOf(vm.messages());

        journal.other.chat.renameConversation(trip, "Trip to Lisbon");
        journal.mine.watch.check();

        assertThat(vm.conversations()).extracting(ConversationEntry::title).containsExactly("Trip to Lisbon");
        assertThat(vm.selectedConversationProperty().get().title()).isEqualTo("Trip to Lisbon");
        assertThat(vm.messages()).containsExactlyElementsOf(before);
    }

    @Test
    void aConversationStartedInTheOtherWindowIsListedAndTheOpenOneStaysOpen() {
        long groceries = journal.other.turn(OptionalLong.empty(), "Buy oat milk.").conversation().id();
        journal.mine.watch.check();

        assertThat(vm.conversations()).extracting(ConversationEntry::id).containsExactly(groceries, trip);
        assertThat(vm.selectedConversationProperty().get().id()).isEqualTo(trip);
        assertThat(texts()).containsExactly("Which day do we fly to Lisbon?", "On Friday.");
    }

    @Test
    void theOpenConversationDeletedInTheOtherWindowSaysSoAndStartsANewOneKeepingTheDraft() {
        long groceries = journal.other.turn(OptionalLong.empty(), "Buy oat milk.").conversation().id();
        vm.inputProperty().set("Also book the hotel near");

        journal.other.chat.deleteConversation(trip);
        journal.mine.watch.check();

        assertThat(vm.noticeProperty().get()).isEqualTo("“Which day do we fly to Lisbon?” was deleted in another "
                + "window; what you send now starts a new conversation.");
        assertThat(vm.selectedConversationProperty().get()).as("a new conversation").isNull();
        assertThat(vm.messages()).isEmpty();
        assertThat(vm.conversations()).extracting(ConversationEntry::id).containsExactly(groceries);
        assertThat(vm.inputProperty().get()).isEqualTo("Also book the hotel near");

        vm.send();
        assertThat(vm.noticeProperty().get()).isEmpty();
        assertThat(vm.conversations()).hasSize(2);
        assertThat(vm.selectedConversationProperty().get().id()).isNotIn(trip, groceries);
        assertThat(texts()).first().isEqualTo("Also book the hotel near");
    }

    @Test
    void aConversationDeletedHereIsNotTakenForOneDeletedElsewhereWhenTheListIsReadBeforeTheDeleteIsDone() {
        HeldTaskExecutor held = new HeldTaskExecutor();
        ChatViewModel pane = new ChatViewModel(journal.mine.chat, held);
        journal.mine.watch.onConversationsChanged(pane::changedElsewhere);
        pane.load();
        held.deliverAll();
        long groceries = journal.other.turn(OptionalLong.empty(), "Buy oat milk.").conversation().id();

        pane.delete(pane.selectedConversationProperty().get()); // deleted; the pane hears of it a moment later
        journal.mine.watch.check();
        held.deliverLast(); // the list, read after the delete, arrives first

        assertThat(pane.noticeProperty().get()).isEmpty();
        held.deliverAll();
        assertThat(pane.noticeProperty().get()).isEmpty();
        assertThat(pane.conversations()).extracting(ConversationEntry::id).containsExactly(groceries);
        assertThat(pane.selectedConversationProperty().get().id()).isEqualTo(groceries);
    }
}
