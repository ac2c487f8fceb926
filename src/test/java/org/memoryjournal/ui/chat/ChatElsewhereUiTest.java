package org.memoryjournal.ui.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import javafx.geometry.Bounds;
import javafx.scene.input.KeyCode;
import javafx.scene.Node;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.stage.Stage;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.chat.ConversationEntry;
import org.memoryjournal.store.StoredMessage;
import org.memoryjournal.ui.FxTaskExecutor;
import org.memoryjournal.ui.UiServices;
import org.memoryjournal.ui.access.AccessViewModel;
import org.memoryjournal.ui.main.MainWindow;
import org.memoryjournal.ui.testing.FakeProviderControl;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Two windows on one journal file: this one is the real main window on a headless stage, wired to its journal
 * watch as the app wires it; the other is a second connection to the same file, as another process has it. What
 * the other writes appears here, asserted through what is on screen.
 */
@ExtendWith(ApplicationExtension.class)
class ChatElsewhereUiTest {
    private static final String DRAFT = "Also book the hotel near";

    @TempDir
    Path dir;
    private Stage stage;
    private SharedJournal journal;
    private FxTaskExecutor executor;
    private long trip;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void close() {
        if (executor != null) {
            executor.shutdown();
        }
        if (journal != null) {
            journal.close();
        }
    }

    /** Opens the window on a journal whose one conversation has {@code exchanges} earlier exchanges. */
    private void open(FxRobot robot, int exchanges) throws Exception {
        journal = new SharedJournal(dir);
        trip = journal.mine.db.conversations().create("Trip to Lisbon", journal.mine.chat.now()).id();
        for (int i = 1; i <= exchanges; i++) {
            store(trip, StoredMessage.Role.USER, "Question " + i + " about the trip, the flights, the hotel and "
                    + "what to see in Lisbon on the first afternoon");
            store(trip, StoredMessage.Role.ASSISTANT, "Answer " + i + ": take the tram to Belém, walk along the "
                    + "river and leave the castle for the morning after.");
        }
        executor = new FxTaskExecutor(2);
        UiServices services = new UiServices(journal.mine.memories, journal.mine.chat, journal.mine.settings,
                new FakeProviderControl()::status, executor);
        robot.interact(() -> {
            MainWindow window = MainWindow.create(stage, services, () -> { });
            window.followOutsideChanges(journal.mine.watch, new AccessViewModel(journal.mine.access, executor,
                    ZoneOffset.UTC));
        });
        waitUntil(() -> bubbles(robot).size() == 2 * exchanges && endInSight(scroll(robot), last(robot)));
        robot.interact(() -> input(robot).setText(DRAFT));
    }

    private void store(long conversation, StoredMessage.Role role, String text) {
        journal.mine.db.conversations().append(conversation, role, text, journal.mine.chat.now(),
                StoredMessage.Status.COMPLETE, "", List.of(), 0);
    }

    @Test
    void aTurnWrittenInTheOtherWindowAppearsInTheOpenConversationAndTheViewFollowsIt(FxRobot robot)
            throws Exception {
        open(robot, 8);
        journal.mine.watch.start(Duration.ofMillis(200)); // as the app starts it

        journal.other.provider.answerWith("On Sunday evening, the 18:40 from Lisbon.");
        journal.other.turn(OptionalLong.of(trip), "And when do we come back?");

        waitUntil(() -> bubbles(robot).size() == 18 && endInSight(scroll(robot), last(robot)));
        assertThat(textOf(bubbles(robot).get(16))).contains("And when do we come back?");
        assertThat(textOf(last(robot))).contains("On Sunday evening, the 18:40 from Lisbon.");
        assertThat(input(robot).getText()).isEqualTo(DRAFT);
        assertThat(robot.lookup("#chat-notice").query().isVisible()).isFalse();
    }

    @Test
    void aPersonReadingEarlierMessagesKeepsTheirPlaceWhenTheOtherWindowAddsATurn(FxRobot robot) throws Exception {
        open(robot, 15);
        ScrollPane scroll = scroll(robot);
        robot.interact(scroll::requestFocus);
        for (int i = 0; i < 8; i++) {
            robot.push(KeyCode.PAGE_UP); // the person goes back a few messages to read
        }
        waitUntil(() -> !inSight(scroll, bubbles(robot).get(0)) && !inSight(scroll, last(robot)));
        Node reading = bubbles(robot).stream().filter(b -> inSight(scroll, b)).findFirst().orElseThrow();
        double readingAt = reading.localToScene(reading.getLayoutBounds()).getMinY();

        journal.other.turn(OptionalLong.of(trip), "And when do we come back?");
        journal.mine.watch.check();

        waitUntil(() -> bubbles(robot).size() == 32);
        assertThat(reading.localToScene(reading.getLayoutBounds()).getMinY()).as("the message being read")
                .isCloseTo(readingAt, org.assertj.core.data.Offset.offset(1.0));
        assertThat(inSight(scroll, last(robot))).as("not pulled to the new message").isFalse();
        assertThat(input(robot).getText()).isEqualTo(DRAFT);
    }

    @Test
    void theOpenConversationDeletedInTheOtherWindowSaysSoAndKeepsTheDraft(FxRobot robot) throws Exception {
        open(robot, 2);
        long groceries = journal.other.turn(OptionalLong.empty(), "Buy oat milk.").conversation().id();

        journal.other.chat.deleteConversation(trip);
        journal.mine.watch.check();

        waitUntil(() -> robot.lookup("#chat-notice").query().isVisible());
        assertThat(robot.lookup("#chat-notice-text").queryLabeled().getText()).isEqualTo("“Trip to Lisbon” was "
                + "deleted in another window; what you send now starts a new conversation.");
        assertThat(bubbles(robot)).isEmpty();
        ListView<ConversationEntry> list = robot.lookup("#conversation-list").queryListView();
        assertThat(list.getItems()).extracting(ConversationEntry::id).containsExactly(groceries);
        assertThat(list.getSelectionModel().getSelectedItem()).isNull();
        assertThat(input(robot).getText()).isEqualTo(DRAFT);

        robot.clickOn("#chat-notice-close");
        waitUntil(() -> !robot.lookup("#chat-notice").query().isVisible());
    }

    // ---- what a person sees ---------------------------------------------------------------------------

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static List<MessageBubble> bubbles(FxRobot robot) {
        VBox column = robot.lookup("#message-column").queryAs(VBox.class);
        return column.getChildren().stream().map(MessageBubble.class::cast).toList();
    }

    private static MessageBubble last(FxRobot robot) {
        List<MessageBubble> all = bubbles(robot);
        return all.get(all.size() - 1);
    }

    private static ScrollPane scroll(FxRobot robot) {
        return robot.lookup("#message-list").queryAs(ScrollPane.class);
    }

    private static TextArea input(FxRobot robot) {
        return robot.lookup("#message-input").queryAs(TextArea.class);
    }

    /** The words a person reads in a bubble: its text nodes, in order. */
    private static String textOf(Node bubble) {
        StringBuilder sb = new StringBuilder();
        for (Node n : bubble.lookupAll(".text")) {
            if (n instanceof Text t) {
                sb.append(t.getText());
            }
        }
        return sb.toString();
    }

    private static boolean inSight(ScrollPane scroll, Node node) {
        Bounds view = scroll.localToScene(scroll.getLayoutBounds());
        Bounds b = node.localToScene(node.getLayoutBounds());
        return b.getMaxY() > view.getMinY() + 1 && b.getMinY() < view.getMaxY() - 1;
    }

    private static boolean endInSight(ScrollPane scroll, Node node) {
        Bounds view = scroll.localToScene(scroll.getLayoutBounds());
        Bounds b = node.localToScene(node.getLayoutBounds());
        return b.getMaxY() > view.getMinY() && b.getMaxY() <= view.getMaxY() + 1;
    }
}
