package org.memoryjournal.ui.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.ui.browser.RealJournal.waitUntil;

import java.util.concurrent.atomic.AtomicInteger;

import javafx.scene.Node;
import javafx.scene.control.DialogPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.ui.main.MainWindow;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Edits typed in the memory editor are never dropped without the user choosing it: clicking another row, or
 * closing the window, asks "Save changes to this memory?" — Save, Discard or Keep editing — over a real journal.
 */
@ExtendWith(ApplicationExtension.class)
class UnsavedEditsUiTest {
    private static final String CELLO = "I started learning the cello; practice is on Tuesday evenings.";
    private static final String ZOO = "Saw a zebra at the Lisbon zoo with Ana.";
    private RealJournal j;
    private Stage stage;
    private long cello;
    private long zoo;

    @Start
    void start(Stage s) throws Exception {
        stage = s;
        j = new RealJournal();
        cello = j.add(CELLO, MemoryKind.SEMANTIC, 7, 24 * 40);
        zoo = j.add(ZOO, MemoryKind.EPISODIC, 4, 30);
        j.add("Keep answers short and suggest one concrete next step.", MemoryKind.PROCEDURAL, 5, 24 * 30);
    }

    @AfterEach
    void stop() {
        stage.setOnCloseRequest(null);
        j.close();
    }

    private TableView<MemoryRowViewModel> table(FxRobot robot) {
        return robot.lookup("#memory-table").queryTableView();
    }

    private void clickRow(FxRobot robot, String text) throws Exception {
        waitUntil(() -> robot.lookup(".table-cell").match(n -> text.equals(((TableCell<?, ?>) n).getText()))
                .tryQuery().isPresent());
        robot.clickOn((Node) robot.lookup(".table-cell").match(n -> text.equals(((TableCell<?, ?>) n).getText()))
                .query());
    }

    private long shownId() {
        return j.viewModel.browser().editor().shownProperty().get().id();
    }

    /** Opens the cello memory, adds to its text, and clicks the zoo row: the question shows. */
    private void editCelloThenClickZoo(FxRobot robot) throws Exception {
        clickRow(robot, CELLO);
        waitUntil(() -> robot.lookup("#detail-text").query().isVisible());
        robot.clickOn("#detail-text").press(KeyCode.END).release(KeyCode.END).write(" With Marguerite.");
        clickRow(robot, ZOO);
        waitUntil(() -> robot.lookup("#unsaved-question").tryQuery().isPresent());
    }

    private void showInTheBrowser(FxRobot robot) throws Exception {
        robot.interact(() -> j.show(stage, 1280, 820, false));
        waitUntil(() -> table(robot).getItems().size() == 3 && !table(robot).getItems().get(0).isLoading());
    }

    @Test
    void keepEditingSelectsTheEditedRowAgainWithWhatWasTypedAndDiscardDropsItOnlyThen(FxRobot robot)
            throws Exception {
        showInTheBrowser(robot);
        editCelloThenClickZoo(robot);
        DialogPane question = robot.lookup("#unsaved-question").query();
        assertThat(question.getHeaderText()).isEqualTo("Save changes to this memory?");
        assertThat(question.getContentText()).isEqualTo("Memory #" + cello + " “" + CELLO
                + "” has unsaved changes to its text.");

        robot.clickOn("#unsaved-keep-editing");

        waitUntil(() -> table(robot).getSelectionModel().getSelectedItem().id() == cello);
        assertThat(table(robot).getSelectionModel().getSelectedItems()).hasSize(1);
        assertThat(shownId()).isEqualTo(cello);
        assertThat(robot.lookup("#detail-text").queryTextInputControl().getText())
                .isEqualTo(CELLO + " With Marguerite.");
        assertThat(j.memories.find(cello).orElseThrow().text()).isEqualTo(CELLO);

        clickRow(robot, ZOO);
        waitUntil(() -> robot.lookup("#unsaved-question").tryQuery().isPresent());
        robot.clickOn("#unsaved-discard");

        waitUntil(() -> shownId() == zoo);
        assertThat(table(robot).getSelectionModel().getSelectedItem().id()).isEqualTo(zoo);
        assertThat(robot.lookup("#detail-text").queryTextInputControl().getText()).isEqualTo(ZOO);
        assertThat(j.memories.find(cello).orElseThrow().text()).isEqualTo(CELLO);
    }

    @Test
    void saveInTheQuestionSavesTheEditsThenShowsTheClickedMemory(FxRobot robot) throws Exception {
        showInTheBrowser(robot);
        editCelloThenClickZoo(robot);

        robot.clickOn("#unsaved-save");

        waitUntil(() -> j.memories.find(cello).orElseThrow().text().equals(CELLO + " With Marguerite."));
        waitUntil(() -> shownId() == zoo);
        assertThat(table(robot).getSelectionModel().getSelectedItem().id()).isEqualTo(zoo);
        assertThat(robot.lookup("#detail-text").queryTextInputControl().getText()).isEqualTo(ZOO);
        assertThat(robot.lookup("#detail-save").query().isDisabled()).isTrue();
    }

    @Test
    void closingOrQuittingWithUnsavedEditsAsksAndKeepEditingKeepsTheWindowOpen(FxRobot robot) throws Exception {
        AtomicInteger exits = new AtomicInteger();
        robot.interact(() -> j.viewModel = MainWindow.create(stage, j.ui, exits::incrementAndGet).viewModel());
        waitUntil(() -> table(robot).getItems().size() == 3 && !table(robot).getItems().get(0).isLoading());
        clickRow(robot, CELLO);
        waitUntil(() -> robot.lookup("#detail-importance").query().isVisible());
        robot.doubleClickOn("#detail-importance").write("9");
        robot.interact(() -> j.viewModel.sideTabProperty().set(
                org.memoryjournal.ui.main.MainViewModel.SideTab.SCORES));

        robot.interact(() -> stage.fireEvent(new WindowEvent(stage, WindowEvent.WINDOW_CLOSE_REQUEST)));

        waitUntil(() -> robot.lookup("#unsaved-question").tryQuery().isPresent());
        assertThat(robot.lookup("#memory-detail").query().isVisible()).as("the Memories tab shows the edits")
                .isTrue();
        robot.clickOn("#unsaved-keep-editing");
        waitUntil(() -> robot.lookup("#unsaved-question").tryQuery().isEmpty());
        assertThat(stage.isShowing()).isTrue();
        assertThat(robot.lookup("#detail-importance").queryTextInputControl().getText()).isEqualTo("9");

        robot.press(KeyCode.CONTROL).type(KeyCode.Q).release(KeyCode.CONTROL);
        waitUntil(() -> robot.lookup("#unsaved-question").tryQuery().isPresent());
        assertThat(stage.isShowing()).isTrue();
        robot.clickOn("#unsaved-save");

        waitUntil(() -> exits.get() == 1);
        assertThat(stage.isShowing()).isFalse();
        assertThat(j.memories.find(cello).orElseThrow().importance()).isEqualTo(9);
    }
}
