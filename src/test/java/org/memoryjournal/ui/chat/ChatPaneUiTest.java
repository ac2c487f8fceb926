package org.memoryjournal.ui.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.chat.ConversationEntry;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.store.StoredMessage;
import org.memoryjournal.ui.FxTaskExecutor;
import org.memoryjournal.ui.browser.MemoryRowViewModel;
import org.memoryjournal.ui.chat.ChatPaneFixture.Mode;
import org.memoryjournal.ui.main.MainView;
import org.memoryjournal.ui.main.MainViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The chat pane as a person uses it: the real main window on a headless stage, the real view models and
 * chat loop over an in-memory journal, with a scripted model or a real HTTP server that is slow, cuts its
 * stream or fails. Everything is asserted through what is on screen.
 */
@ExtendWith(ApplicationExtension.class)
class ChatPaneUiTest {
    @TempDir
    Path dir;
    private ChatPaneFixture fx;
    private FxTaskExecutor executor;
    private MainViewModel viewModel;
    private long earlier;

    @Start
    void start(Stage stage) throws Exception {
        executor = new FxTaskExecutor(2);
        fx = new ChatPaneFixture(dir, executor);
        fx.base.add("My sister Ana loves botanical gardens and orchids.", MemoryKind.SEMANTIC, 8, 24 * 10);
        fx.base.add("Walked to the bakery for bread.", MemoryKind.EPISODIC, 3, 24 * 3);
        fx.base.provider.answerWith("Noted", " — ", "**Miso**", " is a lovely name.");
        viewModel = new MainViewModel(fx.ui);
        MainView view = new MainView(viewModel);
        stage.setScene(new Scene(view, 1200, 760));
        view.applyTheme();
        stage.show();
        viewModel.start();
    }

    @AfterEach
    void stop() {
        fx.close();
        executor.shutdown();
    }

    // ---- helpers: what a person sees ------------------------------------------------------------------

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The bubbles on screen, in order. */
    private List<MessageBubble> bubbles(FxRobot robot) {
        VBox column = robot.lookup("#message-column").queryAs(VBox.class);
        return column.getChildren().stream().map(MessageBubble.class::cast).toList();
    }

    /** The text a person reads in a node: its Text nodes in order. */
    private static String textOf(Node node) {
        StringBuilder sb = new StringBuilder();
        collect(node, sb);
        return sb.toString();
    }

    private static void collect(Node node, StringBuilder sb) {
        if (node instanceof Text t && !(t.getParent() instanceof Labeled)) {
            sb.append(t.getText());
        } else if (node instanceof Labeled l && l.isVisible()) {
            sb.append(l.getText()).append(' ');
        }
        if (node instanceof Parent p && !(node instanceof Labeled)) {
            p.getChildrenUnmodifiable().forEach(c -> collect(c, sb));
        }
    }

    private String bubbleText(FxRobot robot, int i) {
        return textOf(bubbles(robot).get(i));
    }

    private static Set<String> ids(Node node) {
        Set<String> out = new java.util.HashSet<>();
        walk(node, n -> {
            if (n.getId() != null && n.isVisible()) {
                out.add(n.getId());
            }
        });
        return out;
    }

    private static void walk(Node node, java.util.function.Consumer<Node> visit) {
        visit.accept(node);
        if (node instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> walk(c, visit));
        }
    }

    private static <T extends Node> List<T> all(Node root, Class<T> type) {
        List<T> out = new ArrayList<>();
        walk(root, n -> {
            if (type.isInstance(n)) {
                out.add(type.cast(n));
            }
        });
        return out;
    }

    /** Puts {@code text} in the message box (as a paste would; typing is tested on its own) and presses Enter. */
    private void send(FxRobot robot, String text) {
        TextArea input = robot.lookup("#message-input").queryAs(TextArea.class);
        robot.interact(() -> {
            input.setText(text);
            input.requestFocus();
            input.end();
        });
        robot.type(KeyCode.ENTER);
    }

    private Button sendButton(FxRobot robot) {
        return robot.lookup("#send-button").queryButton();
    }

    private boolean idle(FxRobot robot) {
        return sendButton(robot).isVisible() && !robot.lookup("#stop-button").queryButton().isVisible();
    }

    /** True when the node is inside the visible part of the message list. */
    private static boolean inSight(ScrollPane scroll, Node node) {
        Bounds view = scroll.localToScene(scroll.getLayoutBounds());
        Bounds b = node.localToScene(node.getLayoutBounds());
        return b.getMaxY() > view.getMinY() + 1 && b.getMinY() < view.getMaxY() - 1;
    }

    /** Stores a conversation as an earlier session of the app left it. */
    private long earlierConversation(String title) {
        long id = fx.base.conversationRepo.create(title, TestServicesClock.now()).id();
        fx.base.conversationRepo.append(id, StoredMessage.Role.USER, "An earlier question", TestServicesClock.now(),
                StoredMessage.Status.COMPLETE, "", List.of(), 0);
        fx.base.conversationRepo.append(id, StoredMessage.Role.ASSISTANT, "An earlier answer",
                TestServicesClock.now(), StoredMessage.Status.COMPLETE, "", List.of(), 0);
        return id;
    }

    /** An earlier conversation with {@code exchanges} more exchanges of several paragraphs: taller than the list. */
    private long longerConversation(String title, int exchanges) {
        long id = earlierConversation(title);
        appendExchanges(id, exchanges,
                i -> "Older question " + i + " with enough words to take some room in the column",
                i -> "Older answer " + i + "\n\nwith a second paragraph\n\nand a third one");
        return id;
    }

    /** Appends {@code n} complete exchanges to conversation {@code id}, the i-th (from 1) worded as given. */
    private void appendExchanges(long id, int n, java.util.function.IntFunction<String> question,
                                 java.util.function.IntFunction<String> answer) {
        for (int i = 1; i <= n; i++) {
            fx.base.conversationRepo.append(id, StoredMessage.Role.USER, question.apply(i), TestServicesClock.now(),
                    StoredMessage.Status.COMPLETE, "", List.of(), 0);
            fx.base.conversationRepo.append(id, StoredMessage.Role.ASSISTANT, answer.apply(i), TestServicesClock.now(),
                    StoredMessage.Status.COMPLETE, "", List.of(), 0);
        }
    }

    /** True when the node's last line is inside the visible part of the message list. */
    private static boolean endInSight(ScrollPane scroll, Node node) {
        Bounds view = scroll.localToScene(scroll.getLayoutBounds());
        Bounds b = node.localToScene(node.getLayoutBounds());
        return b.getMaxY() > view.getMinY() && b.getMaxY() <= view.getMaxY() + 1;
    }

    private void openEarlierConversation(FxRobot robot, String title) throws Exception {
        ListView<ConversationEntry> list = robot.lookup("#conversation-list").queryListView();
        waitUntil(() -> list.getItems().stream().anyMatch(c -> c.title().equals(title)));
        robot.clickOn(title);
    }

    // ---- sending and streaming ------------------------------------------------------------------------

    @Test
    void sendingShowsTheMessageAndTheStreamedReplyAndClearsTheBox(FxRobot robot) throws Exception {
        send(robot, "I adopted a cat named Miso.");

        waitUntil(() -> bubbles(robot).size() == 2 && idle(robot));
        assertThat(bubbleText(robot, 0)).contains("I adopted a cat named Miso.");
        assertThat(bubbleText(robot, 1)).contains("Noted — Miso is a lovely name.").doesNotContain("**");
        assertThat(robot.lookup("#message-input").queryTextInputControl().getText()).isEmpty();
        assertThat(ids(bubbles(robot).get(1))).doesNotContain("message-writing", "message-error", "retry-button");
    }

    @Test
    void whileTheAnswerStreamsTheBubbleSaysWritingAndStopIsOffered(FxRobot robot) throws Exception {
        fx.base.provider.answerWith("One ", "two ", "three ", "four ", "five.");
        fx.base.provider.delayEachPiece(250);

        send(robot, "Count slowly for me");

        waitUntil(() -> bubbles(robot).size() == 2 && bubbleText(robot, 1).contains("One"));
        assertThat(ids(bubbles(robot).get(1))).contains("message-writing");
        assertThat(robot.lookup("#stop-button").queryButton().isVisible()).isTrue();
        assertThat(sendButton(robot).isVisible()).isFalse();
        waitUntil(() -> idle(robot));
        assertThat(bubbleText(robot, 1)).contains("One two three four five.");
        assertThat(ids(bubbles(robot).get(1))).doesNotContain("message-writing");
    }

    @Test
    void aLongUnbrokenLineWrapsInsideTheChatArea(FxRobot robot) throws Exception {
        fx.base.provider.answerWith("No language model is connected, so I can't reason about this — here is what I "
                + "remember that seems related, quoted as it was written down in the journal some time ago.\n\n"
                + "- My sister Ana's birthday is on 14 March; she loves botanical gardens and rare orchids of every kind.");

        send(robot, "What should I get Ana for her birthday, given everything I have told you about her so far?");

        waitUntil(() -> bubbles(robot).size() == 2 && idle(robot));
        ScrollPane scroller = robot.lookup("#message-list").queryAs(ScrollPane.class);
        Bounds area = scroller.localToScene(scroller.getLayoutBounds());
        for (MessageBubble b : bubbles(robot)) {
            for (Node n : b.lookupAll(".mj-bubble")) {
                Bounds bubble = n.localToScene(n.getLayoutBounds());
                assertThat(bubble.getMaxX()).as("a bubble's right edge").isLessThanOrEqualTo(area.getMaxX() + 0.5);
                assertThat(bubble.getMinX()).as("a bubble's left edge").isGreaterThanOrEqualTo(area.getMinX() - 0.5);
            }
        }
    }

    @Test
    void shiftEnterAddsALineInsteadOfSending(FxRobot robot) {
        robot.clickOn("#message-input").write("first line");
        robot.press(KeyCode.SHIFT).type(KeyCode.ENTER).release(KeyCode.SHIFT);
        robot.write("second line");

        TextArea input = robot.lookup("#message-input").queryAs(TextArea.class);
        assertThat(input.getText()).isEqualTo("first line\nsecond line");
        assertThat(viewModel.chat().messages()).isEmpty();
    }

    @Test
    void ctrlLPutsTheCaretInTheMessageBox(FxRobot robot) {
        robot.clickOn("#memory-search");
        assertThat(robot.lookup("#message-input").queryAs(TextArea.class).isFocused()).isFalse();

        robot.press(KeyCode.CONTROL).type(KeyCode.L).release(KeyCode.CONTROL);

        assertThat(robot.lookup("#message-input").queryAs(TextArea.class).isFocused()).isTrue();
    }

    @Test
    void anEmptyBoxCannotBeSentAndAnOversizedMessageSaysWhy(FxRobot robot) throws Exception {
        assertThat(sendButton(robot).isDisabled()).isTrue();
        String huge = "x".repeat(70 * 1024);
        robot.interact(() -> robot.lookup("#message-input").queryAs(TextArea.class).setText(huge));
        robot.clickOn("#send-button");

        waitUntil(() -> robot.lookup("#input-error").queryLabeled().isVisible());
        assertThat(robot.lookup("#input-error").queryLabeled().getText()).contains("KiB");
        assertThat(robot.lookup("#message-input").queryAs(TextArea.class).getText()).hasSize(huge.length());
    }

    // ---- conversations --------------------------------------------------------------------------------

    @Test
    void ctrlNRightAfterStartThenEnterGoesToTheNewConversationListedOnce(FxRobot robot) throws Exception {
        earlier = earlierConversation("Earlier chat");
        // the window (re)loads its conversations, and the person presses Ctrl+N at once
        robot.interact(() -> viewModel.chat().load());
        robot.press(KeyCode.CONTROL).type(KeyCode.N).release(KeyCode.CONTROL);
        send(robot, "Plan the trip to Oslo");

        ListView<ConversationEntry> list = robot.lookup("#conversation-list").queryListView();
        waitUntil(() -> bubbles(robot).size() == 2 && idle(robot));
        assertThat(bubbleText(robot, 0)).contains("Plan the trip to Oslo");
        assertThat(bubbleText(robot, 1)).contains("Miso is a lovely name.");
        waitUntil(() -> list.getItems().size() == 2);
        assertThat(list.getItems()).extracting(ConversationEntry::title)
                .containsExactly("Plan the trip to Oslo", "Earlier chat");
        assertThat(list.getSelectionModel().getSelectedItem().title()).isEqualTo("Plan the trip to Oslo");
        assertThat(fx.base.conversationRepo.messages(earlier)).as("the earlier conversation is untouched").hasSize(2);
        long created = list.getItems().get(0).id();
        assertThat(fx.base.conversationRepo.messages(created)).extracting(StoredMessage::text)
                .containsExactly("Plan the trip to Oslo", "Noted — **Miso** is a lovely name.");
    }

    @Test
    void aRestoredConversationShowsAllItsMessagesAndOpensAtTheLatest(FxRobot robot) throws Exception {
        long long_ = fx.base.conversationRepo.create("Long talk", TestServicesClock.now()).id();
        appendExchanges(long_, 15,
                i -> "Question number " + i + " about the garden, the orchids and what to plant next spring",
                i -> "Answer number " + i + ": plant tulips.\n\n- water weekly\n- keep in the sun");
        robot.interact(() -> viewModel.chat().load());
        openEarlierConversation(robot, "Long talk");

        waitUntil(() -> bubbles(robot).size() == 30);
        ScrollPane scroll = robot.lookup("#message-list").queryAs(ScrollPane.class);
        waitUntil(() -> inSight(scroll, bubbles(robot).get(29)));
        assertThat(bubbleText(robot, 29)).contains("Answer number 15");
        assertThat(inSight(scroll, bubbles(robot).get(0))).as("opens at the latest, not the oldest").isFalse();
        // every bubble has its real height (none collapsed, none waiting for a scroll to be laid out)
        assertThat(bubbles(robot)).allSatisfy(b -> assertThat(b.getHeight()).isGreaterThan(20));
        assertThat(bubbles(robot).get(0).getBoundsInParent().getMaxY())
                .isLessThanOrEqualTo(bubbles(robot).get(1).getBoundsInParent().getMinY());
    }

    @Test
    void theViewFollowsTheNewestMessageUntilThePersonScrollsAway(FxRobot robot) throws Exception {
        long talk = fx.base.conversationRepo.create("Long talk", TestServicesClock.now()).id();
        for (int i = 1; i <= 12; i++) {
            fx.base.conversationRepo.append(talk, StoredMessage.Role.USER, "Question " + i + " about the garden,"
                    + " the orchids, the tulips and what to plant next spring along the south wall",
                    TestServicesClock.now(), StoredMessage.Status.COMPLETE, "", List.of(), 0);
            fx.base.conversationRepo.append(talk, StoredMessage.Role.ASSISTANT, "Answer " + i + ": plant tulips"
                    + " in October, water them weekly, keep them in the sun and mulch before the frost.",
                    TestServicesClock.now(), StoredMessage.Status.COMPLETE, "", List.of(), 0);
        }
        robot.interact(() -> viewModel.chat().load());
        openEarlierConversation(robot, "Long talk");
        ScrollPane scroll = robot.lookup("#message-list").queryAs(ScrollPane.class);
        waitUntil(() -> bubbles(robot).size() == 24 && inSight(scroll, bubbles(robot).get(23)));
        Stage stage = (Stage) scroll.getScene().getWindow();

        // Bubbles rewrap taller when the window narrows: the view still ends at the newest message.
        robot.interact(() -> stage.setWidth(stage.getWidth() - 240));
        waitUntil(() -> inSight(scroll, bubbles(robot).get(23)));

        // The person goes back to the start to read: the next rewrap leaves them where they are.
        robot.interact(scroll::requestFocus);
        robot.push(KeyCode.HOME);
        waitUntil(() -> !inSight(scroll, bubbles(robot).get(23)));
        robot.interact(() -> stage.setWidth(stage.getWidth() + 240));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(inSight(scroll, bubbles(robot).get(23))).as("not pulled back to the end").isFalse();
    }

    @Test
    void afterAnErrorTheViewShowsTheFailedBubble(FxRobot robot) throws Exception {
        earlier = longerConversation("Earlier chat", 6);
        robot.interact(() -> viewModel.chat().load());
        openEarlierConversation(robot, "Earlier chat");
        waitUntil(() -> bubbles(robot).size() == 14);
        ScrollPane scroll = robot.lookup("#message-list").queryAs(ScrollPane.class);
        robot.interact(() -> scroll.setVvalue(0)); // the person scrolled up to read
        fx.useServer(Mode.FAIL);

        send(robot, "Are you there?");

        waitUntil(() -> bubbles(robot).size() == 16 && idle(robot) && ids(bubbles(robot).get(15))
                .contains("retry-button"));
        waitUntil(() -> inSight(scroll, bubbles(robot).get(15)));
        assertThat(bubbleText(robot, 15)).contains("500");
    }

    @Test
    void retryFollowsTheNewAnswerToItsEndLikeSend(FxRobot robot) throws Exception {
        longerConversation("Earlier chat", 6);
        robot.interact(() -> viewModel.chat().load());
        openEarlierConversation(robot, "Earlier chat");
        waitUntil(() -> bubbles(robot).size() == 14);
        ScrollPane scroll = robot.lookup("#message-list").queryAs(ScrollPane.class);
        fx.useServer(Mode.FAIL);
        send(robot, "Plan Ana's birthday");
        waitUntil(() -> bubbles(robot).size() == 16 && idle(robot)
                && ids(bubbles(robot).get(15)).contains("retry-button"));
        waitUntil(() -> endInSight(scroll, bubbles(robot).get(15)));

        fx.serverMode(Mode.ANSWER);
        StringBuilder plan = new StringBuilder("Here is a plan:\n\n");
        for (int step = 1; step <= 12; step++) {
            plan.append("- Step ").append(step).append(": something kind for Ana\n");
        }
        fx.serverAnswer(plan.append("\nThat is the whole plan.").toString());
        robot.clickOn("#retry-button");

        waitUntil(() -> idle(robot) && bubbleText(robot, 15).contains("That is the whole plan."));
        MessageBubble answer = bubbles(robot).get(15);
        assertThat(answer.getHeight()).as("a long answer").isGreaterThan(
                scroll.getViewportBounds().getHeight() / 2);
        waitUntil(() -> endInSight(scroll, answer));
    }

    // ---- stop, cut stream, failures and retry ---------------------------------------------------------

    @Test
    void stopBeforeTheFirstTokenEndsTheTurnAtOnceAgainstASilentServer(FxRobot robot) throws Exception {
        fx.useServer(Mode.SILENT);
        send(robot, "Tell me about orchids");
        waitUntil(() -> robot.lookup("#stop-button").queryButton().isVisible()
                && textOf(bubbles(robot).get(1)).contains("thinking"));

        long pressed = System.nanoTime();
        robot.clickOn("#stop-button");

        waitUntil(() -> idle(robot));
        assertThat(Duration.ofNanos(System.nanoTime() - pressed)).as("generous bound; the server never answers")
                .isLessThan(Duration.ofSeconds(8));
        assertThat(ids(bubbles(robot).get(1))).contains("message-stopped", "retry-button");
        assertThat(bubbleText(robot, 0)).contains("Tell me about orchids");
    }

    @Test
    void escapeStopsTheTurnBeforeTheFirstTokenToo(FxRobot robot) throws Exception {
        fx.useServer(Mode.SILENT);
        send(robot, "Tell me about tulips");
        waitUntil(() -> robot.lookup("#stop-button").queryButton().isVisible());

        robot.type(KeyCode.ESCAPE);

        waitUntil(() -> idle(robot));
        assertThat(ids(bubbles(robot).get(1))).contains("message-stopped", "retry-button");
        fx.serverMode(Mode.ANSWER);
        fx.serverAnswer("Tulips like sun.");
        robot.clickOn("#retry-button");
        waitUntil(() -> idle(robot) && bubbleText(robot, 1).contains("Tulips like sun."));
        assertThat(ids(bubbles(robot).get(1))).doesNotContain("message-stopped", "retry-button");
    }

    @Test
    void aStreamCutByTheServerIsAnErrorWithRetryNotAStop(FxRobot robot) throws Exception {
        fx.useServer(Mode.CUT);

        send(robot, "Explain the garden plan");

        waitUntil(() -> idle(robot) && ids(bubbles(robot).get(1)).contains("message-error"));
        Set<String> shown = ids(bubbles(robot).get(1));
        assertThat(shown).contains("retry-button").doesNotContain("message-stopped");
        assertThat(bubbleText(robot, 1)).contains("Half of the");
        assertThat(robot.lookup("#chat-error").queryLabeled().isVisible()).isTrue();
    }

    @Test
    void retryAfterAFailingServerAnswersTheSameStoredMessage(FxRobot robot) throws Exception {
        fx.useServer(Mode.FAIL);
        send(robot, "Plan my week");
        waitUntil(() -> idle(robot) && ids(bubbles(robot).get(1)).contains("retry-button"));
        assertThat(bubbleText(robot, 0)).doesNotContain("Not sent");

        fx.serverMode(Mode.ANSWER);
        fx.serverAnswer("Monday: *rest*.");
        robot.clickOn("#retry-button");

        waitUntil(() -> idle(robot) && bubbleText(robot, 1).contains("Monday: rest."));
        assertThat(bubbles(robot)).hasSize(2);
        assertThat(robot.lookup("#chat-error").queryLabeled().isVisible()).isFalse();
        long id = viewModel.chat().selectedConversationProperty().get().id();
        assertThat(fx.base.conversationRepo.messages(id)).hasSize(2);
        waitUntil(() -> fx.memoryTexts().contains("Plan my week"));
        assertThat(fx.memoryTexts()).filteredOn("Plan my week"::equals).hasSize(1);
    }

    @Test
    void aStorageFailureAfterTheMessageWasStoredOffersRetryAndSendsNothingTwice(FxRobot robot) throws Exception {
        fx.base.memoryRepo.setFailing(true);
        send(robot, "Remember the blue umbrella");

        waitUntil(() -> idle(robot) && bubbles(robot).size() == 2
                && ids(bubbles(robot).get(1)).contains("retry-button"));
        assertThat(bubbleText(robot, 0)).doesNotContain("Not sent");
        assertThat(bubbleText(robot, 1)).contains("disk full");
        assertThat(robot.lookup("#message-input").queryTextInputControl().getText()).isEmpty();

        fx.base.memoryRepo.setFailing(false);
        robot.clickOn("#retry-button");

        waitUntil(() -> idle(robot) && bubbleText(robot, 1).contains("Miso is a lovely name."));
        assertThat(fx.base.conversationRepo.list()).hasSize(1);
        long id = viewModel.chat().selectedConversationProperty().get().id();
        assertThat(fx.base.conversationRepo.messages(id)).extracting(StoredMessage::role)
                .containsExactly(StoredMessage.Role.USER, StoredMessage.Role.ASSISTANT);
        waitUntil(() -> fx.memoryTexts().contains("Remember the blue umbrella"));
        assertThat(fx.memoryTexts()).filteredOn("Remember the blue umbrella"::equals).hasSize(1);
    }

    // ---- a slow model never holds the rest of the window ----------------------------------------------

    @Test
    void aSlowWriteBackNeitherKeepsTheBubbleWritingNorHoldsTheNextMessage(FxRobot robot) throws Exception {
        fx.holdRatings();
        send(robot, "First thing today");
        waitUntil(() -> bubbles(robot).size() == 2 && idle(robot));
        assertThat(ids(bubbles(robot).get(1))).doesNotContain("message-writing");
        assertThat(sendButton(robot).isDisabled()).as("disabled only because the box is empty").isTrue();

        send(robot, "Second thing today");
        waitUntil(() -> bubbles(robot).size() == 4 && idle(robot));
        assertThat(bubbleText(robot, 3)).contains("Miso is a lovely name.");
        assertThat(fx.memoryTexts()).doesNotContain("First thing today");

        fx.releaseRatings();
        TableView<MemoryRowViewModel> table = robot.lookup("#memory-table").queryTableView();
        waitUntil(() -> table.getItems().stream().map(MemoryRowViewModel::text).toList()
                .containsAll(List.of("First thing today", "Second thing today")));
    }

    @Test
    void searchingMemoriesStaysQuickWhileATurnWaitsForASilentServer(FxRobot robot) throws Exception {
        fx.useServer(Mode.SILENT);
        send(robot, "Tell me about orchids");
        waitUntil(() -> robot.lookup("#stop-button").queryButton().isVisible());

        robot.clickOn("#memory-search");
        robot.interact(() -> robot.lookup("#memory-search").queryTextInputControl().setText("bakery"));

        // the server never answers: results that show up while the turn still waits did not wait for it
        TableView<MemoryRowViewModel> table = robot.lookup("#memory-table").queryTableView();
        waitUntil(() -> table.getItems().size() == 1 && table.getItems().get(0).text().contains("bakery"));
        assertThat(robot.lookup("#stop-button").queryButton().isVisible()).as("the turn is still waiting").isTrue();
        robot.clickOn("#stop-button");
        waitUntil(() -> idle(robot));
    }

    // ---- what the reply shows ---------------------------------------------------------------------------

    @Test
    void recalledMemoriesShowAsChipsThatOpenTheRanking(FxRobot robot) throws Exception {
        send(robot, "What does my sister Ana love?");
        waitUntil(() -> idle(robot) && !robot.lookup(".mj-chip").queryAll().isEmpty());

        List<Button> chips = all(bubbles(robot).get(1), Button.class).stream()
                .filter(b -> b.getStyleClass().contains("mj-chip")).toList();
        assertThat(chips).isNotEmpty();
        assertThat(chips.get(0).getText()).startsWith("1 · My sister Ana loves");
        assertThat(chips).noneMatch(b -> b.getText().contains("What does my sister"));

        robot.clickOn(chips.get(0));
        waitUntil(() -> viewModel.sideTabProperty().get() == MainViewModel.SideTab.SCORES);
    }

    @Test
    void aRecalledMemoryEditedAfterTheAnswerSaysSoOnItsCard(FxRobot robot) throws Exception {
        send(robot, "What does my sister Ana love?");
        waitUntil(() -> idle(robot) && !robot.lookup(".mj-chip").queryAll().isEmpty());
        assertThat(robot.lookup("#edited-since").queryAll()).isEmpty();
        long ana = fx.ui.memories().list(org.memoryjournal.chat.MemoryFilter.newest(), 0, 100).stream()
                .filter(m -> m.text().startsWith("My sister Ana loves")).findFirst().orElseThrow().id();
        fx.ui.memories().edit(ana, java.util.Optional.of("My sister Ana loves orchids. She grows them on her balcony."),
                java.util.Optional.empty(), java.util.OptionalInt.empty(), java.util.Optional.empty());

        robot.clickOn(all(bubbles(robot).get(1), Button.class).stream()
                .filter(b -> b.getStyleClass().contains("mj-chip")).findFirst().orElseThrow());
        waitUntil(() -> !robot.lookup("#edited-since").queryAll().isEmpty());

        assertThat(robot.lookup("#edited-since").queryAll()).hasSize(1);
        assertThat(robot.lookup("#edited-since").queryLabeled().getText())
                .isEqualTo("edited since this answer: the bars are for the text it had then");
    }

    @Test
    void markdownRepliesAreShownAsFormattedText(FxRobot robot) throws Exception {
        fx.base.provider.answerWith(String.join("\n",
                "## Plan", "", "Some **bold**, some *italic* and `code`; see [the docs](https://example.org).", "",
                "3. third", "4. fourth", "   - nested one", "   - nested two", "", "> quoted words", "",
                "```", "let x = 1;", "```", "", "| Day | Task |", "|-----|------|", "| Mon | Rest |"));
        send(robot, "Give me a plan");
        waitUntil(() -> idle(robot) && bubbles(robot).size() == 2);

        Node reply = robot.lookup("#reply-text").queryAs(VBox.class);
        List<Text> texts = all(reply, Text.class);
        assertThat(texts).filteredOn(t -> t.getStyleClass().contains("mj-strong")).extracting(Text::getText)
                .contains("bold");
        assertThat(texts).filteredOn(t -> t.getStyleClass().contains("mj-emphasis")).extracting(Text::getText)
                .containsExactly("italic");
        assertThat(texts).filteredOn(t -> t.getStyleClass().contains("mj-code-inline")).extracting(Text::getText)
                .containsExactly("code");
        assertThat(texts).filteredOn(t -> t.getStyleClass().contains("mj-link")).extracting(Text::getText)
                .containsExactly("the docs");
        assertThat(all(reply, TextFlow.class)).filteredOn(f -> f.getStyleClass().contains("mj-heading"))
                .singleElement().satisfies(f -> assertThat(textOf(f)).isEqualTo("Plan"));
        assertThat(texts).filteredOn(t -> t.getStyleClass().contains("mj-list-marker")).extracting(Text::getText)
                .containsExactly("3.", "4.", "•", "•");
        VBox lists = all(reply, VBox.class).stream().filter(v -> v.getStyleClass().contains("mj-list")).findFirst()
                .orElseThrow();
        HBox fourth = (HBox) lists.getChildren().get(1);
        assertThat(textOf(fourth)).contains("fourth").contains("nested one").contains("nested two");
        assertThat(all(reply, VBox.class)).filteredOn(v -> v.getStyleClass().contains("mj-block-quote"))
                .singleElement().satisfies(q -> assertThat(textOf(q)).isEqualTo("quoted words"));
        assertThat(all(reply, TextFlow.class)).filteredOn(f -> f.getStyleClass().contains("mj-code-block"))
                .singleElement().satisfies(f -> assertThat(textOf(f)).isEqualTo("let x = 1;"));
        GridPane table = all(reply, GridPane.class).stream().filter(g -> g.getStyleClass().contains("mj-table"))
                .findFirst().orElseThrow();
        assertThat(table.getChildren().stream().map(ChatPaneUiTest::textOf).collect(Collectors.toList()))
                .containsExactly("Day", "Task", "Mon", "Rest");
        assertThat(textOf(reply)).doesNotContain("**", "`", "##", "|");
    }

    @Test
    void replyTextTakesItsColourFromTheThemeInBothThemes(FxRobot robot) throws Exception {
        send(robot, "Hello there");
        waitUntil(() -> idle(robot) && bubbles(robot).size() == 2);

        for (boolean dark : new boolean[] {false, true}) {
            robot.interact(() -> viewModel.darkThemeProperty().set(dark));
            WaitForAsyncUtils.waitForFxEvents();
            VBox bubble = (VBox) bubbles(robot).get(1).getChildren().get(0);
            Color background = (Color) bubble.getBackground().getFills()
                    .get(bubble.getBackground().getFills().size() - 1).getFill();
            List<Text> texts = all(robot.lookup("#reply-text").queryAs(VBox.class), Text.class);
            assertThat(texts).isNotEmpty().allSatisfy(t -> assertThat(contrast((Color) t.getFill(), background))
                    .as("%s theme: %s on %s", dark ? "dark" : "light", t.getFill(), background)
                    .isGreaterThanOrEqualTo(4.5));
        }
    }

    private static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * channel(c.getRed()) + 0.7152 * channel(c.getGreen()) + 0.0722 * channel(c.getBlue());
    }

    private static double channel(double v) {
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }

    /** The fixed clock of the test services. */
    private static final class TestServicesClock {
        static java.time.Instant now() {
            return org.memoryjournal.ui.testing.TestServices.NOW;
        }
    }
}
