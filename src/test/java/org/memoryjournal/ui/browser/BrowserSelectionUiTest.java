package org.memoryjournal.ui.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.ui.browser.RealJournal.waitUntil;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import javafx.scene.Node;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A reload (search, edit, another process's change) keeps the selected memory selected and in view. */
@ExtendWith(ApplicationExtension.class)
class BrowserSelectionUiTest {
    private static final int MEMORIES = 450;
    private static final int PICKED = 300;
    private RealJournal j;
    private List<Long> ids;

    @Start
    void start(Stage stage) throws Exception {
        j = new RealJournal();
        List<MemoryService.Draft> drafts = new ArrayList<>();
        for (int i = 0; i < MEMORIES; i++) {
            drafts.add(MemoryService.Draft.of("Walk number " + i + " in the park.", MemorySource.MANUAL)
                    .withKind(MemoryKind.EPISODIC).withImportance(3).at(RealJournal.NOW.minus(Duration.ofHours(i + 1))));
        }
        ids = j.memories.rememberAll(drafts).stream().map(m -> m.id()).toList();
        j.show(stage, 1280, 820, false);
    }

    @AfterEach
    void stop() {
        j.close();
    }

    private TableView<MemoryRowViewModel> table(FxRobot robot) {
        return robot.lookup("#memory-table").queryTableView();
    }

    /** Scrolls to the picked memory (newest first: at row {@link #PICKED}) and clicks it. */
    private long pickDeepRow(FxRobot robot) throws Exception {
        TableView<MemoryRowViewModel> t = table(robot);
        waitUntil(() -> t.getItems().size() == MEMORIES && !t.getItems().get(0).isLoading());
        robot.interact(() -> t.scrollTo(PICKED - 3));
        String text = "Walk number " + PICKED + " in the park.";
        waitUntil(() -> robot.lookup(".table-cell").match(n -> text.equals(((TableCell<?, ?>) n).getText()))
                .tryQuery().isPresent());
        Node cell = robot.lookup(".table-cell").match(n -> text.equals(((TableCell<?, ?>) n).getText())).query();
        robot.clickOn(cell);
        long id = ids.get(PICKED);
        waitUntil(() -> t.getSelectionModel().getSelectedItem() != null
                && t.getSelectionModel().getSelectedItem().id() == id);
        return id;
    }

    private void assertStillSelectedAndShown(FxRobot robot, long id, String after) throws Exception {
        TableView<MemoryRowViewModel> t = table(robot);
        waitUntil(() -> !j.viewModel.browser().loadingProperty().get());
        waitUntil(() -> t.getSelectionModel().getSelectedItem() != null
                && t.getSelectionModel().getSelectedItem().id() == id);
        int index = t.getSelectionModel().getSelectedIndex();
        VirtualFlow<?> flow = (VirtualFlow<?>) t.lookup(".virtual-flow");
        assertThat(index).as("shown after " + after).isBetween(flow.getFirstVisibleCell().getIndex(),
                flow.getLastVisibleCell().getIndex());
        assertThat(j.viewModel.browser().editor().shownProperty().get().id()).as("editor after " + after).isEqualTo(id);
    }

    @Test
    void anotherProcesssNewMemoryKeepsTheSelectionWhereTheRowMoved(FxRobot robot) throws Exception {
        long id = pickDeepRow(robot);

        j.memories.remember(MemoryService.Draft.of("A newer memory written by another process.", MemorySource.MCP));
        robot.interact(() -> j.viewModel.browser().refresh()); // what JournalWatch does on an outside change

        assertStillSelectedAndShown(robot, id, "an outside change");
        assertThat(table(robot).getSelectionModel().getSelectedIndex()).isEqualTo(PICKED + 1);
    }

    @Test
    void aSearchThatStillListsItKeepsItSelected(FxRobot robot) throws Exception {
        long id = pickDeepRow(robot);

        robot.clickOn("#memory-search").write("park");

        waitUntil(() -> "park".equals(j.viewModel.browser().filter().searchProperty().get()));
        assertStillSelectedAndShown(robot, id, "a search");
    }

    @Test
    void aSearchThatHidesItEmptiesTheSelectionAndThePaneAndClearingItBringsThemBack(FxRobot robot) throws Exception {
        long id = pickDeepRow(robot);
        TableView<MemoryRowViewModel> t = table(robot);

        robot.press(KeyCode.CONTROL).type(KeyCode.F).release(KeyCode.CONTROL).write("number 7");
        waitUntil(() -> !j.viewModel.browser().loadingProperty().get() && t.getItems().size() < MEMORIES);
        assertThat(t.getSelectionModel().getSelectedItems()).isEmpty();
        assertThat(robot.lookup("#memory-detail").query().isVisible()).as("the pane lets the hidden memory go")
                .isFalse();
        assertThat(j.viewModel.browser().editor().shownProperty().get()).isNull();

        robot.interact(() -> j.viewModel.browser().filter().searchProperty().set(""));
        assertStillSelectedAndShown(robot, id, "clearing the search");
    }

    @Test
    void aSearchThatHidesAMemoryWithUnsavedEditsLeavesThemInThePaneToSave(FxRobot robot) throws Exception {
        long id = pickDeepRow(robot);
        TableView<MemoryRowViewModel> t = table(robot);
        robot.clickOn("#detail-text").press(KeyCode.END).release(KeyCode.END).write(" With Ana.");

        robot.press(KeyCode.CONTROL).type(KeyCode.F).release(KeyCode.CONTROL).write("number 7");
        waitUntil(() -> !j.viewModel.browser().loadingProperty().get() && t.getItems().size() < MEMORIES);

        assertThat(t.getSelectionModel().getSelectedItems()).isEmpty();
        assertThat(robot.lookup("#memory-detail").query().isVisible()).as("unsaved edits are not dropped").isTrue();
        String edited = "Walk number " + PICKED + " in the park. With Ana.";
        assertThat(robot.lookup("#detail-text").queryTextInputControl().getText()).isEqualTo(edited);
        robot.clickOn("#detail-save");
        waitUntil(() -> j.memories.find(id).orElseThrow().text().equals(edited));
    }

    @Test
    void editingAnotherMemoryElsewhereKeepsTheSelectionAndWhatIsBeingTyped(FxRobot robot) throws Exception {
        long id = pickDeepRow(robot);
        waitUntil(() -> robot.lookup("#detail-importance").query().isVisible());
        robot.interact(() -> j.viewModel.browser().editor().importanceProperty().set("9"));

        j.memories.edit(ids.get(5), Optional.of("Walk number 5 in the rainy park."), Optional.empty(),
                OptionalInt.empty(), Optional.empty());
        robot.interact(() -> j.viewModel.browser().refresh());

        assertStillSelectedAndShown(robot, id, "an edit elsewhere");
        assertThat(j.viewModel.browser().editor().importanceProperty().get()).isEqualTo("9");
        robot.clickOn("#detail-save");
        waitUntil(() -> j.memories.find(id).orElseThrow().importance() == 9);
        assertStillSelectedAndShown(robot, id, "saving it");
    }
}
