package org.memoryjournal.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.ui.chat.MessageViewModel;
import org.memoryjournal.ui.main.MainViewModel;
import org.memoryjournal.ui.main.MainWindow;
import org.memoryjournal.ui.testing.TestServices;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A message whose write-back replaced an older memory says so on the user's bubble, in the real window: Show opens
 * the older memory in the browser (marked superseded), Restore makes it current again there and in the chat.
 */
@ExtendWith(ApplicationExtension.class)
class ReplacedNoticeUiTest {
    @TempDir
    Path dir;
    private TestServices services;
    private MainViewModel viewModel;
    private FxTaskExecutor executor;
    private long hélène;

    @Start
    void start(Stage stage) throws Exception {
        executor = new FxTaskExecutor(2);
        services = new TestServices(dir, executor, TestServices.NOW_REPLACES);
        hélène = services.add("My manager at work is Hélène.", MemoryKind.SEMANTIC, 6, 24 * 90);
        services.provider.answerWith("Noted: Dev is your manager now.");
        viewModel = MainWindow.create(stage, services.ui, () -> { }).viewModel();
        // The stage is shared by the run's UI tests: an earlier one may have left it small.
        stage.setWidth(1200);
        stage.setHeight(760);
    }

    @AfterEach
    void stop() {
        executor.shutdown();
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Visible, and so is everything it sits in. */
    private static boolean onScreen(Node n) {
        for (Node at = n; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static String textOf(FxRobot robot, String query) {
        Node n = robot.lookup(query).query();
        return n == null ? "" : ((Labeled) robot.from(n).lookup(".label").query()).getText();
    }

    @Test
    void theUsersBubbleNamesTheReplacedMemoryShowOpensItAndRestoreMakesBothCurrent(FxRobot robot) throws Exception {
        robot.clickOn("#message-input").write("My manager at work is now Dev.");
        robot.type(KeyCode.ENTER);
        List<MessageViewModel> messages = viewModel.chat().messages();
        waitUntil(() -> messages.size() == 2 && !messages.get(1).isStreaming());
        waitUntil(() -> robot.lookup("#replaced-notice").tryQuery().isPresent());
        assertThat(textOf(robot, "#replaced-notice")).isEqualTo("Replaces an older memory: “My manager at work is Hélène.”");

        robot.clickOn("#show-replaced");
        waitUntil(() -> robot.lookup("#detail-superseded").tryQuery().map(ReplacedNoticeUiTest::onScreen).orElse(false));
        assertThat(robot.lookup("#detail-text").queryTextInputControl().getText())
                .isEqualTo("My manager at work is Hélène.");

        robot.clickOn("#restore-replaced");
        waitUntil(() -> !services.memoryRepo.find(hélène).orElseThrow().isSuperseded());
        waitUntil(() -> robot.lookup("#replaced-restored").tryQuery().isPresent());
        assertThat(textOf(robot, "#replaced-restored"))
                .isEqualTo("Kept both: “My manager at work is Hélène.” is current again.");
        assertThat(robot.lookup("#restore-replaced").tryQuery()).isEmpty();
        waitUntil(() -> !onScreen(robot.lookup("#detail-superseded").query()));
        waitUntil(() -> viewModel.browser().rows().stream().anyMatch(r -> r.id() == hélène));
    }
}
