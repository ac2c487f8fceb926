package org.memoryjournal.ui.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.ui.browser.RealJournal.waitUntil;

import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.DialogPane;
import javafx.scene.control.ListView;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.memoryjournal.chat.HandReplacement;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * "Replaced by…" in the memory browser, over a real journal: the user picks the later memory in a dialog, the old
 * one shows as superseded with the reason and Restore brings it back; what the store refuses is its sentence in the
 * notice bar; unsaved edits are neither lost nor passed by.
 */
@ExtendWith(ApplicationExtension.class)
class ReplacedByHandUiTest {
    private static final String PLAN = "Dentist appointment on 2 April at 10:00.";
    private static final String MOVED = "The dentist moved my appointment from 2 to 9 April.";
    private static final String LUNCH = "Lunch with Ana at the harbour.";
    private RealJournal j;
    private long plan;
    private long moved;
    private long lunch;

    @Start
    void start(Stage stage) throws Exception {
        j = new RealJournal();
        j.add("Bought a new toothbrush before the dentist.", MemoryKind.EPISODIC, 3, 24 * 20);
        plan = j.add(PLAN, MemoryKind.EPISODIC, 5, 24 * 10);
        moved = j.add(MOVED, MemoryKind.EPISODIC, 5, 24 * 2);
        lunch = j.add(LUNCH, MemoryKind.EPISODIC, 4, 24);
        j.show(stage, 1280, 820, false);
    }

    @AfterEach
    void stop() {
        j.close();
    }

    private TableView<MemoryRowViewModel> table(FxRobot robot) {
        return robot.lookup("#memory-table").queryTableView();
    }

    private MemoryRowViewModel row(FxRobot robot, long id) {
        return table(robot).getItems().stream().filter(r -> r.id() == id).findFirst().orElseThrow();
    }

    private void select(FxRobot robot, long id) throws Exception {
        j.selectRow(robot, id);
    }

    private long shownId() {
        Memory m = j.viewModel.browser().editor().shownProperty().get();
        return m == null ? 0 : m.id();
    }

    private ListView<Memory> candidates(FxRobot robot) {
        return robot.lookup("#replacement-list").queryListView();
    }

    private void openTheDialogFor(FxRobot robot, long id) throws Exception {
        select(robot, id);
        robot.clickOn("#detail-replaced-by");
        waitUntil(() -> robot.lookup("#replacement-question").tryQuery().isPresent()
                && !candidates(robot).getItems().isEmpty());
    }

    private boolean rowShownSuperseded(FxRobot robot, long id) {
        return robot.lookup(".table-row-cell").match(n -> n instanceof TableRow<?> r && r.getItem() != null
                && ((MemoryRowViewModel) r.getItem()).id() == id
                && r.getPseudoClassStates().contains(PseudoClass.getPseudoClass("superseded"))).tryQuery().isPresent();
    }

    @Test
    void theUserPicksTheLaterMemoryAndRestoreUndoesIt(FxRobot robot) throws Exception {
        openTheDialogFor(robot, plan);
        DialogPane question = robot.lookup("#replacement-question").query();
        assertThat(question.getHeaderText()).isEqualTo("Which memory replaces #" + plan + " “" + PLAN + "”?");
        assertThat(candidates(robot).getItems()).as("later memories only, newest first").extracting(Memory::id)
                .containsExactly(lunch, moved);
        assertThat(robot.lookup("#replacement-confirm").query().isDisabled()).as("nothing picked yet").isTrue();

        robot.clickOn("#replacement-search").write("dentist");
        waitUntil(() -> candidates(robot).getItems().size() == 1);
        assertThat(candidates(robot).getItems().get(0).id()).isEqualTo(moved);
        robot.clickOn("#replacement-" + moved);
        robot.clickOn("#replacement-confirm");

        waitUntil(() -> j.memories.find(plan).orElseThrow().isSuperseded());
        assertThat(j.memories.find(plan).orElseThrow().supersededBy()).hasValue(moved);
        waitUntil(() -> rowShownSuperseded(robot, plan));
        assertThat(row(robot, plan).superseded()).isTrue();
        waitUntil(() -> robot.lookup("#detail-superseded").queryLabeled().getText()
                .equals("Superseded by memory #" + moved + ": " + HandReplacement.REASON));
        assertThat(robot.lookup("#notice-text").queryLabeled().getText()).isEqualTo("Memory #" + plan
                + " is marked as replaced by #" + moved + "; Restore brings it back.");
        assertThat(robot.lookup("#detail-replaced-by").query().isVisible()).isFalse();

        robot.clickOn("#detail-restore");

        waitUntil(() -> !j.memories.find(plan).orElseThrow().isSuperseded());
        waitUntil(() -> !rowShownSuperseded(robot, plan) && robot.lookup("#detail-replaced-by").query().isVisible());
        assertThat(row(robot, plan).superseded()).isFalse();
        assertThat(robot.lookup("#detail-restore").query().isVisible()).isFalse();
    }

    @Test
    void aRefusalShowsItsSentenceInTheNoticeAndChangesNothing(FxRobot robot) throws Exception {
        openTheDialogFor(robot, plan);
        robot.clickOn("#replacement-" + moved);
        // Another program replaces the picked memory while the dialog is open.
        j.memories.supersedeByHand(moved, lunch);

        robot.clickOn("#replacement-confirm");

        String sentence = "Memory #" + moved + " is itself replaced by memory #" + lunch
                + "; pick the memory that is current.";
        waitUntil(() -> sentence.equals(robot.lookup("#notice-text").queryLabeled().getText()));
        assertThat(robot.lookup("#undo-bar").query().getPseudoClassStates())
                .contains(PseudoClass.getPseudoClass("error"));
        assertThat(j.memories.find(plan).orElseThrow().isSuperseded()).isFalse();
        assertThat(row(robot, plan).superseded()).isFalse();
    }

    @Test
    void cancelChangesNothing(FxRobot robot) throws Exception {
        openTheDialogFor(robot, plan);
        robot.clickOn("#replacement-" + moved);

        robot.clickOn("#replacement-cancel");

        waitUntil(() -> robot.lookup("#replacement-question").tryQuery().isEmpty());
        Thread.sleep(300);
        assertThat(j.memories.find(plan).orElseThrow().isSuperseded()).isFalse();
        assertThat(robot.lookup("#notice-text").queryLabeled().getText()).isEmpty();
    }

    @Test
    void unsavedEditsStayInTheEditorAndAnotherRowAsksAboutThemFirst(FxRobot robot) throws Exception {
        select(robot, plan);
        robot.clickOn("#detail-text").press(KeyCode.END).release(KeyCode.END).write(" Bring the card.");

        // From the menu of another row: the unsaved edits are put to the user before anything else.
        robot.interact(() -> j.viewModel.browser().markReplaced(row(robot, lunch)));
        waitUntil(() -> robot.lookup("#unsaved-question").tryQuery().isPresent());
        assertThat(robot.lookup("#replacement-question").tryQuery()).isEmpty();
        robot.clickOn("#unsaved-keep-editing");
        waitUntil(() -> robot.lookup("#unsaved-question").tryQuery().isEmpty());
        assertThat(shownId()).isEqualTo(plan);
        assertThat(robot.lookup("#replacement-question").tryQuery()).as("kept editing: no dialog").isEmpty();

        // On the edited memory itself: it is replaced, and what was typed stays to be saved.
        robot.clickOn("#detail-replaced-by");
        waitUntil(() -> robot.lookup("#replacement-question").tryQuery().isPresent()
                && !candidates(robot).getItems().isEmpty());
        robot.clickOn("#replacement-" + moved);
        robot.clickOn("#replacement-confirm");

        waitUntil(() -> j.memories.find(plan).orElseThrow().isSuperseded());
        waitUntil(() -> robot.lookup("#detail-restore").query().isVisible());
        assertThat(robot.lookup("#detail-text").queryTextInputControl().getText()).isEqualTo(PLAN + " Bring the card.");
        assertThat(j.viewModel.browser().editor().dirtyBinding().get()).isTrue();
        assertThat(j.memories.find(plan).orElseThrow().text()).isEqualTo(PLAN);
        Node save = robot.lookup("#detail-save").query();
        assertThat(save.isDisabled()).isFalse();
    }
}
