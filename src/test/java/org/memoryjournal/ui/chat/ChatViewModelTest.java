package org.memoryjournal.ui.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.llm.LlmException;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.chat.MessageEntry.Status;
import org.memoryjournal.ui.testing.TestServices;

class ChatViewModelTest {
    @TempDir
    Path dir;
    TestServices services;
    ChatViewModel vm;

    @BeforeEach
    void setUp() {
        services = new TestServices(dir);
        services.add("My sister Ana loves botanical gardens.", MemoryKind.SEMANTIC, 8, 100);
        vm = new ChatViewModel(services.chat, services.ui.executor());
        vm.load();
    }

    private void say(String text) {
        vm.inputProperty().set(text);
        vm.send();
    }

    @Test
    void sendingAppendsUserMessageAndStreamedReply() {
        List<String> streamed = new ArrayList<>();
        services.provider.answerWith("Try ", "the ", "gardens.");
        vm.addTurnListener(t -> streamed.add(t.reply()));

        say("What should I get Ana?");

        assertThat(vm.messages()).hasSize(2);
        assertThat(vm.messages().get(0).isUser()).isTrue();
        assertThat(vm.messages().get(0).getText()).isEqualTo("What should I get Ana?");
        assertThat(vm.messages().get(1).getText()).isEqualTo("Try the gardens.");
        assertThat(vm.messages().get(1).isStreaming()).isFalse();
        assertThat(vm.getState()).isEqualTo(ChatViewModel.State.IDLE);
        assertThat(vm.inputProperty().get()).isEmpty();
        assertThat(streamed).containsExactly("Try the gardens.");
    }

    @Test
    void theReplyShowsTheRecalledMemoriesAsChips() {
        say("What does Ana love?");

        List<RecalledChip> chips = vm.messages().get(1).recalled();
        assertThat(chips).isNotEmpty();
        assertThat(chips.get(0).label()).startsWith("My sister Ana loves");
        assertThat(chips.get(0).query()).isEqualTo("What does Ana love?");
    }

    @Test
    void firstMessageCreatesAndSelectsAConversationThatIsPersisted() {
        say("Hello journal");

        assertThat(vm.conversations()).hasSize(1);
        assertThat(vm.selectedConversationProperty().get().title()).isEqualTo("Hello journal");
        assertThat(services.conversationRepo.messages(vm.selectedConversationProperty().get().id())).hasSize(2);
    }

    @Test
    void stopKeepsThePartialAnswer() {
        services.provider.answerWith("One ", "two ", "three ", "four");
        services.provider.afterPiece(i -> {
            if (i == 1) {
                vm.stop();
            }
        });

        say("Count for me");

        MessageViewModel answer = vm.messages().get(1);
        assertThat(answer.getText()).isEqualTo("One two ");
        assertThat(answer.getStatus()).isEqualTo(Status.STOPPED);
        assertThat(answer.canRetry()).as("a stopped answer can be asked for again").isTrue();
        assertThat(vm.getState()).isEqualTo(ChatViewModel.State.IDLE);
    }

    @Test
    void aFailingProviderShowsTheErrorWithRetryAndKeepsTheUsersText() {
        services.provider.failWith(new LlmException(LlmException.Kind.UNREACHABLE,
                "Nothing answers at http://localhost:11434: start Ollama or pick another provider."));

        say("Are you there?");

        assertThat(vm.getState()).isEqualTo(ChatViewModel.State.ERROR);
        assertThat(vm.messages().get(0).getText()).isEqualTo("Are you there?");
        MessageViewModel answer = vm.messages().get(1);
        assertThat(answer.getError()).contains("Nothing answers");
        assertThat(answer.canRetry()).isTrue();
        assertThat(vm.errorMessageProperty().get()).contains("start Ollama");
        assertThat(services.texts()).contains("Are you there?");
    }

    @Test
    void retryAnswersTheFailedMessageWithoutWritingTheUserTurnTwice() {
        services.provider.failWith(new LlmException(LlmException.Kind.TIMEOUT, "The model took too long."));
        say("Are you there?");
        services.provider.failWith(null);
        services.provider.answerWith("Yes, ", "here.");
        int memoriesBefore = services.texts().size();

        vm.retry(vm.messages().get(1));

        assertThat(vm.messages()).hasSize(2);
        assertThat(vm.messages().get(1).getText()).isEqualTo("Yes, here.");
        assertThat(vm.messages().get(1).getError()).isEmpty();
        assertThat(vm.getState()).isEqualTo(ChatViewModel.State.IDLE);
        assertThat(services.texts()).hasSize(memoriesBefore);
    }

    @Test
    void anInvalidMessageStaysInTheBoxWithAMessage() {
        String huge = "x".repeat(70 * 1024);

        say(huge);

        assertThat(vm.inputProperty().get()).isEqualTo(huge);
        assertThat(vm.inputErrorProperty().get()).contains("KiB");
        assertThat(vm.messages()).isEmpty();
    }

    @Test
    void aConversationStoreFailureMeansNotSentAndPutsTheTextBackInTheBox() {
        services.conversationRepo.setFailing(true);

        say("Remember this please");

        assertThat(vm.getState()).isEqualTo(ChatViewModel.State.ERROR);
        assertThat(vm.inputProperty().get()).isEqualTo("Remember this please");
        assertThat(vm.messages()).hasSize(1);
        assertThat(vm.messages().get(0).getError()).startsWith("Not sent");
    }

    @Test
    void aFailureAfterTheMessageWasStoredIsNotNotSentAndRetryReusesTheStoredTurn() {
        services.memoryRepo.setFailing(true);

        say("Remember this please");

        assertThat(vm.getState()).isEqualTo(ChatViewModel.State.ERROR);
        assertThat(vm.messages()).hasSize(2);
        assertThat(vm.messages().get(0).getError()).as("the user's message was kept").isEmpty();
        assertThat(vm.messages().get(0).id()).isPositive();
        MessageViewModel answer = vm.messages().get(1);
        assertThat(answer.getError()).contains("disk full").doesNotContain("Not sent");
        assertThat(answer.canRetry()).isTrue();
        assertThat(vm.inputProperty().get()).as("sending it again would store it twice").isEmpty();

        services.memoryRepo.setFailing(false);
        vm.retry(answer);

        assertThat(vm.getState()).isEqualTo(ChatViewModel.State.IDLE);
        assertThat(answer.getText()).isNotEmpty();
        assertThat(services.conversationRepo.list()).hasSize(1);
        long conversation = services.conversationRepo.list().get(0).id();
        assertThat(services.conversationRepo.messages(conversation)).extracting(m -> m.role().name())
                .containsExactly("USER", "ASSISTANT");
        assertThat(services.texts()).filteredOn("Remember this please"::equals).hasSize(1);
    }

    @Test
    void conversationsCanBeCreatedRenamedAndDeleted() {
        vm.newConversation();
        vm.newConversation();
        assertThat(vm.conversations()).as("an empty new conversation is stored with its first message").isEmpty();
        say("What does Ana love?");
        vm.newConversation();
        assertThat(vm.selectedConversationProperty().get()).isNull();
        assertThat(vm.messages()).isEmpty();
        say("Plan the trip");
        assertThat(vm.conversations()).hasSize(2);

        vm.rename(vm.conversations().get(0), "Trip planning");
        assertThat(vm.conversations().get(0).title()).isEqualTo("Trip planning");

        vm.delete(vm.conversations().get(0));
        assertThat(vm.conversations()).hasSize(1);
        assertThat(services.conversationRepo.list()).hasSize(1);
    }

    @Test
    void newRightAfterStartThenSendGoesToTheNewConversationListedOnce() {
        say("First conversation");
        ChatViewModel restarted = new ChatViewModel(services.chat, services.ui.executor());
        restarted.newConversation(); // before the list has loaded
        restarted.load();
        restarted.inputProperty().set("Second conversation");

        restarted.send();

        assertThat(restarted.conversations()).extracting(c -> c.title())
                .containsExactly("Second conversation", "First conversation");
        assertThat(restarted.selectedConversationProperty().get().title()).isEqualTo("Second conversation");
        assertThat(restarted.messages()).extracting(MessageViewModel::getText)
                .containsExactly("Second conversation", "Hello, I remember.");
        long second = restarted.selectedConversationProperty().get().id();
        assertThat(services.conversationRepo.messages(second)).hasSize(2);
    }

    @Test
    void theFirstMessageTitlesANewConversation() {
        vm.newConversation();
        say("Plan the trip to Oslo in May");
        assertThat(vm.conversations()).hasSize(1);
        assertThat(vm.conversations().get(0).title()).startsWith("Plan the trip to Oslo");
        assertThat(services.conversationRepo.list().get(0).title()).startsWith("Plan the trip to Oslo");
    }

    @Test
    void reopeningAConversationRestoresItsMessagesAndChips() {
        say("What does Ana love?");
        ChatViewModel reopened = new ChatViewModel(services.chat, services.ui.executor());

        reopened.load();

        assertThat(reopened.messages()).hasSize(2);
        assertThat(reopened.messages().get(1).recalled()).isNotEmpty();
        assertThat(reopened.messages().get(1).query()).isEqualTo("What does Ana love?");
    }

    @Test
    void chipsGoToTheChipHandler() {
        List<RecalledChip> chosen = new ArrayList<>();
        vm.setChipHandler(chosen::add);
        say("What does Ana love?");

        vm.chooseChip(vm.messages().get(1).recalled().get(0));

        assertThat(chosen).hasSize(1);
    }

    @Test
    void writtenBackListenersReceiveTheWrittenMemories() {
        List<List<Long>> written = new ArrayList<>();
        vm.addWrittenBackListener(written::add);

        say("I adopted a cat named Miso today.");

        assertThat(written).hasSize(1);
        assertThat(written.get(0)).hasSize(1);
    }

    @Test
    void aFailedAnswerAsksTheViewToShowItEvenWhenItWasTheLastOneShown() {
        List<ChatViewModel.ScrollRequest> requests = new ArrayList<>();
        vm.scrollRequestProperty().addListener((o, a, b) -> requests.add(b));
        services.provider.failWith(new LlmException(LlmException.Kind.UNREACHABLE, "Nothing answers."));

        say("Are you there?");

        MessageViewModel answer = vm.messages().get(1);
        assertThat(requests).as("shown when sent, and again when it failed").hasSizeGreaterThanOrEqualTo(2)
                .allSatisfy(r -> assertThat(r.target()).isSameAs(answer));
    }

    @Test
    void retryAsksTheViewToFollowTheAnswerAsSendDoes() {
        services.provider.failWith(new LlmException(LlmException.Kind.UNREACHABLE, "Nothing answers."));
        say("Are you there?");
        services.provider.failWith(null);
        MessageViewModel answer = vm.messages().get(1);
        List<ChatViewModel.ScrollRequest> requests = new ArrayList<>();
        vm.scrollRequestProperty().addListener((o, a, b) -> requests.add(b));

        vm.retry(answer);

        assertThat(requests).as("shown when asked again").isNotEmpty()
                .allSatisfy(r -> assertThat(r.target()).isSameAs(answer));
    }

    @Test
    void openingAConversationAsksTheViewToShowItsLatestMessage() {
        say("What does Ana love?");
        ChatViewModel reopened = new ChatViewModel(services.chat, services.ui.executor());

        reopened.load();

        assertThat(reopened.scrollRequestProperty().get().target()).isSameAs(reopened.messages().get(1));
    }

    /** A judge that lets "now" replace, and a memory of the manager three months old; returns its id. */
    private long withAnOlderManager() {
        services = new TestServices(dir, new org.memoryjournal.ui.SyncTaskExecutor(), TestServices.NOW_REPLACES);
        long id = services.add("My manager at work is Hélène.", MemoryKind.SEMANTIC, 6, 24 * 90);
        vm = new ChatViewModel(services.chat, services.ui.executor());
        vm.load();
        return id;
    }

    @Test
    void aMessageThatReplacedAMemorySaysSoAndRestoreMakesBothCurrent() {
        long hélène = withAnOlderManager();
        List<Long> changed = new ArrayList<>();
        List<Long> opened = new ArrayList<>();
        vm.addMemoryChangeListener(m -> changed.add(m.id()));
        vm.setMemoryOpener(opened::add);

        say("My manager at work is now Dev.");

        MessageViewModel user = vm.messages().get(0);
        assertThat(user.replaced()).singleElement().satisfies(line -> {
            assertThat(line.note().memoryId()).isEqualTo(hélène);
            assertThat(line.restored()).isFalse();
            assertThat(line.sentence()).isEqualTo("Replaces an older memory: “My manager at work is Hélène.”");
            assertThat(line.details()).contains("Why: It changed.");
        });
        assertThat(vm.messages().get(1).replaced()).isEmpty();

        vm.openMemory(hélène);
        assertThat(opened).containsExactly(hélène);

        vm.restoreReplaced(user, user.replaced().get(0));

        assertThat(services.memoryRepo.find(hélène).orElseThrow().isSuperseded()).isFalse();
        assertThat(user.replaced()).singleElement().satisfies(line -> {
            assertThat(line.restored()).isTrue();
            assertThat(line.sentence()).isEqualTo("Kept both: “My manager at work is Hélène.” is current again.");
        });
        assertThat(changed).containsExactly(hélène);
    }

    @Test
    void reopeningTheConversationShowsWhatAMessageReplacedUntilItIsRestored() {
        long hélène = withAnOlderManager();
        say("My manager at work is now Dev.");
        var conversation = vm.selectedConversationProperty().get();

        vm.newConversation();
        vm.selectedConversationProperty().set(conversation);
        assertThat(vm.messages().get(0).replaced()).extracting(l -> l.note().memoryId()).containsExactly(hélène);

        services.memories.restore(hélène);
        vm.newConversation();
        vm.selectedConversationProperty().set(conversation);
        assertThat(vm.messages()).hasSize(2);
        assertThat(vm.messages().get(0).replaced()).isEmpty();
    }

    @Test
    void aRestoreThatFailsSaysWhyAndKeepsTheLine() {
        long hélène = withAnOlderManager();
        say("My manager at work is now Dev.");
        MessageViewModel user = vm.messages().get(0);
        services.memoryRepo.setFailing(true);

        vm.restoreReplaced(user, user.replaced().get(0));

        services.memoryRepo.setFailing(false);
        assertThat(vm.errorMessageProperty().get()).startsWith("The journal file cannot be written");
        assertThat(user.replaced()).singleElement().satisfies(line -> assertThat(line.restored()).isFalse());
        assertThat(services.memoryRepo.find(hélène).orElseThrow().isSuperseded()).isTrue();
    }

    @Test
    void restoringAMemoryDeletedMeanwhileDropsItsLine() {
        long hélène = withAnOlderManager();
        say("My manager at work is now Dev.");
        MessageViewModel user = vm.messages().get(0);
        services.memoryRepo.delete(List.of(hélène));

        vm.restoreReplaced(user, user.replaced().get(0));

        assertThat(user.replaced()).isEmpty();
        assertThat(vm.errorMessageProperty().get()).isEmpty();
    }

    @Test
    void anOpenedConversationSaysItIsLoadingUntilItsMessagesArrive() {
        say("Hello journal");
        org.memoryjournal.ui.testing.HeldTaskExecutor held = new org.memoryjournal.ui.testing.HeldTaskExecutor();
        ChatViewModel restarted = new ChatViewModel(services.chat, held);

        restarted.load();
        // The conversation list arrives: the newest conversation opens and its messages are being read.
        while (restarted.selectedConversationProperty().get() == null && held.deliverNext()) {
            continue;
        }

        assertThat(restarted.selectedConversationProperty().get()).isNotNull();
        assertThat(restarted.messages()).isEmpty();
        assertThat(restarted.loadingMessagesProperty().get()).isTrue();

        held.deliverAll();

        assertThat(restarted.messages()).hasSize(2);
        assertThat(restarted.loadingMessagesProperty().get()).isFalse();
    }
}
