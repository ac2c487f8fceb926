package org.memoryjournal.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import javafx.scene.Scene;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.ui.browser.MemoryRowViewModel;
import org.memoryjournal.ui.chat.MessageViewModel;
import org.memoryjournal.ui.main.MainView;
import org.memoryjournal.ui.main.MainViewModel;
import org.memoryjournal.ui.scores.ScoreRowViewModel;
import org.memoryjournal.ui.testing.TestServices;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The main window over real view models, fake providers and a background executor. */
@ExtendWith(ApplicationExtension.class)
class MainWindowUiTest {
    @TempDir
    Path dir;
    private TestServices services;
    private MainViewModel viewModel;
    private FxTaskExecutor executor;
    private long gardens;
    private long bakery;

    @Start
    void start(Stage stage) throws Exception {
        executor = new FxTaskExecutor(2);
        services = new TestServices(dir, executor);
        services.settings.savePolicy(RetrievalPolicy.classic());
        gardens = services.add("Ana loves botanical gardens and orchids.", MemoryKind.EPISODIC, 3, 24 * 20);
        bakery = services.add("Walked to the bakery for bread.", MemoryKind.EPISODIC, 3, 24 * 20);
        services.provider.answerWith("Noted", " — ", "**Miso**", " is a lovely name.");
        services.provider.delayEachPiece(20);
        viewModel = new MainViewModel(services.ui);
        MainView view = new MainView(viewModel);
        stage.setScene(new Scene(view, 1200, 760));
        // The stage is shared by the run's UI tests: an earlier one may have left it small (e.g. at 760x480).
        stage.setWidth(1200);
        stage.setHeight(760);
        view.applyTheme();
        stage.show();
        viewModel.start();
    }

    @AfterEach
    void stop() {
        executor.shutdown();
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void sendingAMessageShowsTheStreamedReplyAndTheNewMemoryInTheBrowser(FxRobot robot) throws Exception {
        robot.clickOn("#message-input").write("I adopted a cat named Miso.");
        robot.type(KeyCode.ENTER);

        List<MessageViewModel> messages = viewModel.chat().messages();
        waitUntil(() -> messages.size() == 2 && !messages.get(1).isStreaming());
        assertThat(messages.get(1).getText()).isEqualTo("Noted — **Miso** is a lovely name.");
        assertThat(robot.lookup("#message-input").queryTextInputControl().getText()).isEmpty();
        waitUntil(() -> !robot.lookup(".mj-chip").queryAll().isEmpty());

        TableView<MemoryRowViewModel> table = robot.lookup("#memory-table").queryTableView();
        waitUntil(() -> table.getItems().stream().anyMatch(r -> r.text().equals("I adopted a cat named Miso.")));
        assertThat(robot.lookup("#status-count").queryLabeled().getText()).isEqualTo("3 memories");
    }

    @Test
    void raisingAMemorysImportanceMovesItUpInTheScorePane(FxRobot robot) throws Exception {
        robot.interact(() -> viewModel.scores().show("bread from the gardens", 0));
        robot.clickOn("#scores-tab");
        ListView<ScoreRowViewModel> scores = robot.lookup("#score-list").queryListView();
        waitUntil(() -> scores.getItems().size() == 2);
        long secondBefore = scores.getItems().get(1).memoryId();
        long firstBefore = scores.getItems().get(0).memoryId();
        assertThat(List.of(firstBefore, secondBefore)).containsExactlyInAnyOrder(gardens, bakery);

        robot.clickOn("#memories-tab");
        TableView<MemoryRowViewModel> table = robot.lookup("#memory-table").queryTableView();
        int row = table.getItems().get(0).id() == secondBefore ? 0 : 1;
        robot.interact(() -> table.getSelectionModel().clearAndSelect(row));
        robot.doubleClickOn("#detail-importance").eraseText(2).write("10");
        robot.clickOn("#detail-save");
        waitUntil(() -> services.memoryRepo.find(secondBefore).orElseThrow().importance() == 10);

        robot.clickOn("#scores-tab");
        waitUntil(() -> scores.getItems().get(0).memoryId() == secondBefore);
        assertThat(scores.getItems().get(0).breakdown().importance()).isEqualTo(1.0);
    }
}
