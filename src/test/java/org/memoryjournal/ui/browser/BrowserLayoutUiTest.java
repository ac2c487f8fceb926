package org.memoryjournal.ui.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.ui.browser.RealJournal.waitUntil;

import javafx.scene.Parent;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.memoryjournal.memory.MemoryKind;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * No label, button or column header of the browser (add form and editor open) or the score pane is cut
 * short with "…" — at the default size, at 900×600 and at the minimum window size, in both themes.
 */
@ExtendWith(ApplicationExtension.class)
class BrowserLayoutUiTest {
    private RealJournal j;
    private Stage stage;

    @Start
    void start(Stage s) throws Exception {
        stage = s;
        j = new RealJournal();
        j.add("The dentist appointment moved to Thursday at 9, and Ana will drive me there after lunch.",
                MemoryKind.EPISODIC, 6, 24 * 2);
        j.add("I started learning the cello; practice is on Tuesday evenings.", MemoryKind.SEMANTIC, 7, 24 * 40);
        j.add("Keep answers short and suggest one concrete next step.", MemoryKind.PROCEDURAL, 5, 24 * 30);
        j.show(stage, 1280, 820, false);
    }

    @AfterEach
    void stop() {
        j.close();
    }

    private void openEverything(FxRobot robot) throws Exception {
        TableView<MemoryRowViewModel> table = robot.lookup("#memory-table").queryTableView();
        waitUntil(() -> table.getItems().size() == 3 && !table.getItems().get(0).isLoading());
        robot.interact(() -> table.getSelectionModel().clearAndSelect(0));
        robot.clickOn("#add-button");
        robot.clickOn("#show-superseded");
        waitUntil(() -> robot.lookup("#detail-save").query().isVisible());
    }

    private void assertNothingCutShort(FxRobot robot, String where) throws Exception {
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT1).release(KeyCode.DIGIT1, KeyCode.CONTROL);
        waitUntil(() -> RealJournal.shown(robot.lookup("#memory-table").query()));
        assertThat(RealJournal.ellipses((Parent) robot.lookup("#memory-browser").query())).as("browser " + where)
                .isEmpty();
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        waitUntil(() -> RealJournal.shown(robot.lookup("#score-list").query()));
        robot.interact(() -> j.viewModel.scores().show("dentist on Thursday", 0));
        waitUntil(() -> !robot.lookup("#score-list").queryListView().getItems().isEmpty());
        assertThat(RealJournal.ellipses((Parent) robot.lookup("#score-pane").query())).as("score pane " + where)
                .isEmpty();
    }

    private void resize(FxRobot robot, double width, double height) {
        robot.interact(() -> {
            stage.setWidth(width);
            stage.setHeight(height);
        });
    }

    @Test
    void nothingIsCutShortAtTheDefaultSizeInEitherTheme(FxRobot robot) throws Exception {
        openEverything(robot);
        assertNothingCutShort(robot, "1280×820 light");
        robot.interact(() -> j.viewModel.toggleTheme());
        assertNothingCutShort(robot, "1280×820 dark");
    }

    @Test
    void nothingIsCutShortOnSmallWindows(FxRobot robot) throws Exception {
        openEverything(robot);
        resize(robot, 900, 600);
        assertNothingCutShort(robot, "900×600 light");
        resize(robot, 760, 480);
        assertNothingCutShort(robot, "760×480 light");
        robot.interact(() -> j.viewModel.toggleTheme());
        assertNothingCutShort(robot, "760×480 dark");
    }
}
