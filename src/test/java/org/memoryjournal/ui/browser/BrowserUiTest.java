package org.memoryjournal.ui.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.ui.browser.RealJournal.waitUntil;

import java.util.List;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Background;
import javafx.stage.Stage;
import javafx.util.Duration;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The memory browser in the real main window over a real journal file, driven like a person would. */
@ExtendWith(ApplicationExtension.class)
class BrowserUiTest {
    private RealJournal j;
    private long zebra;
    private long cello;
    private long oldDentist;
    private long newDentist;

    @Start
    void start(Stage stage) throws Exception {
        j = new RealJournal();
        zebra = j.add("Saw a zebra at the Lisbon zoo with Ana.", MemoryKind.EPISODIC, 4, 30);
        cello = j.add("I started learning the cello; practice is on Tuesday evenings.", MemoryKind.SEMANTIC, 7, 24 * 40);
        oldDentist = j.add("The dentist appointment is on Tuesday at 10.", MemoryKind.EPISODIC, 6, 24 * 5);
        newDentist = j.add("The dentist appointment moved to Thursday at 9.", MemoryKind.EPISODIC, 6, 24 * 2);
        j.journal.memories().supersede(oldDentist, newDentist, "the appointment moved");
        j.show(stage, 1280, 820, false);
    }

    @AfterEach
    void stop() {
        j.close();
    }

    private TableView<MemoryRowViewModel> table(FxRobot robot) {
        return robot.lookup("#memory-table").queryTableView();
    }

    private List<String> texts(FxRobot robot) {
        TableView<MemoryRowViewModel> t = table(robot);
        return t.getItems().stream().map(MemoryRowViewModel::text).toList();
    }

    private void waitForRows(FxRobot robot, int n) throws Exception {
        waitUntil(() -> table(robot).getItems().size() == n && table(robot).getItems().stream()
                .noneMatch(MemoryRowViewModel::isLoading));
    }

    private Node cell(FxRobot robot, String text) {
        return robot.lookup(".table-cell").match(n -> text.equals(((TableCell<?, ?>) n).getText())).query();
    }

    private String label(FxRobot robot, String query) {
        return robot.lookup(query).queryLabeled().getText();
    }

    @Test
    void deleteThenUndoPutsTheMemoryBackWithItsIdAndTheBarSaysSo(FxRobot robot) throws Exception {
        waitForRows(robot, 3);
        robot.clickOn(cell(robot, "Saw a zebra at the Lisbon zoo with Ana."));
        robot.clickOn("#delete-button");

        waitForRows(robot, 2);
        assertThat(texts(robot)).doesNotContain("Saw a zebra at the Lisbon zoo with Ana.");
        assertThat(label(robot, "#notice-text")).isEqualTo("Deleted 1 memory.");
        assertThat(robot.lookup("#undo-button").queryButton().isVisible()).isTrue();

        robot.clickOn("#undo-button");

        waitForRows(robot, 3);
        assertThat(table(robot).getItems()).filteredOn(r -> r.id() == zebra).extracting(MemoryRowViewModel::text)
                .containsExactly("Saw a zebra at the Lisbon zoo with Ana.");
        assertThat(label(robot, "#notice-text")).isEqualTo("Restored 1 memory.");
        assertThat(robot.lookup("#undo-button").queryButton().isVisible()).isFalse();
    }

    @Test
    void theUndoBarNeverCoversTheEditorAndClosesByItself(FxRobot robot) throws Exception {
        BrowserView browser = (BrowserView) robot.lookup("#memory-browser").query();
        robot.interact(() -> browser.setNoticeTime(Duration.seconds(60)));
        waitForRows(robot, 3);
        robot.clickOn(cell(robot, "Saw a zebra at the Lisbon zoo with Ana."));
        robot.type(KeyCode.DELETE);
        waitForRows(robot, 2);
        selectRow(robot, newDentist);
        waitUntil(() -> robot.lookup("#detail-save").query().isVisible());

        Node bar = robot.lookup("#undo-bar").query();
        assertThat(bar.isVisible()).isTrue();
        for (String button : List.of("#detail-save", "#detail-revert")) {
            Node b = robot.lookup(button).query();
            Bounds barOnScreen = bar.localToScreen(bar.getBoundsInLocal());
            Bounds buttonOnScreen = b.localToScreen(b.getBoundsInLocal());
            assertThat(barOnScreen.intersects(buttonOnScreen)).as(button + " is covered").isFalse();
        }

        robot.interact(() -> browser.setNoticeTime(Duration.millis(800)));
        selectRow(robot, cello);
        robot.clickOn("#delete-button");
        waitForRows(robot, 1);
        waitUntil(() -> !robot.lookup("#undo-bar").query().isVisible());
        assertThat(j.memories.find(zebra)).isEmpty();
        assertThat(j.memories.find(cello)).isEmpty();
        assertThat(j.viewModel.browser().notice().canUndoProperty().get()).isFalse();
    }

    private void selectRow(FxRobot robot, long id) {
        TableView<MemoryRowViewModel> t = table(robot);
        int index = t.getItems().indexOf(t.getItems().stream().filter(r -> r.id() == id).findFirst().orElseThrow());
        robot.interact(() -> t.getSelectionModel().clearAndSelect(index));
    }

    @Test
    void theNextChangeClosesTheUndoBar(FxRobot robot) throws Exception {
        waitForRows(robot, 3);
        robot.clickOn(cell(robot, "Saw a zebra at the Lisbon zoo with Ana."));
        robot.clickOn("#delete-button");
        waitUntil(() -> robot.lookup("#undo-button").query().isVisible());
        waitForRows(robot, 2);

        String dentist = j.memories.find(newDentist).orElseThrow().text();
        selectRow(robot, newDentist);
        // The editor must show that memory before it is changed (a late reload may move the selection).
        waitUntil(() -> robot.lookup("#detail-pinned").query().isVisible()
                && dentist.equals(((javafx.scene.control.TextInputControl) robot.lookup("#detail-text").query()).getText()));
        robot.clickOn("#detail-pinned");
        waitUntil(() -> ((javafx.scene.control.CheckBox) robot.lookup("#detail-pinned").query()).isSelected()
                && !robot.lookup("#detail-save").query().isDisabled());
        robot.clickOn("#detail-save");

        waitUntil(() -> j.memories.find(newDentist).orElseThrow().pinned());
        waitUntil(() -> !robot.lookup("#undo-bar").query().isVisible());
        assertThat(cell(robot, "★")).isNotNull();
    }

    @Test
    void searchFindsAWordFromItsFirstLetters(FxRobot robot) throws Exception {
        waitForRows(robot, 3);
        robot.clickOn("#memory-search").write("zeb");

        waitForRows(robot, 1);
        assertThat(texts(robot)).containsExactly("Saw a zebra at the Lisbon zoo with Ana.");
        assertThat(label(robot, "#memory-count")).isEqualTo("1 shown");

        robot.write(" lisb");
        waitUntil(() -> j.viewModel.browser().filter().searchProperty().get().equals("zeb lisb"));
        waitForRows(robot, 1);

        robot.write(" xylophone");
        waitForRows(robot, 0);
        assertThat(label(robot, "#memory-empty")).isEqualTo("No memories match “zeb lisb xylophone”.");
    }

    @Test
    void theKindFilterShowsOnlyThatKind(FxRobot robot) throws Exception {
        waitForRows(robot, 3);
        robot.clickOn("#kind-semantic");

        waitForRows(robot, 1);
        assertThat(texts(robot)).containsExactly("I started learning the cello; practice is on Tuesday evenings.");
        assertThat(table(robot).getItems().get(0).id()).isEqualTo(cello);

        robot.clickOn("#kind-all");
        waitForRows(robot, 3);
    }

    @Test
    void theSupersededToggleShowsReplacedMemoriesWhichCanBeRestored(FxRobot robot) throws Exception {
        waitForRows(robot, 3);
        ToggleButton toggle = robot.lookup("#show-superseded").query();
        Background off = toggle.getBackground();
        assertThat(toggle.getText()).isEqualTo("Superseded");

        robot.clickOn(toggle);

        waitForRows(robot, 4);
        assertThat(toggle.getText()).isEqualTo("✓ Superseded");
        assertThat(toggle.getBackground().getFills().get(toggle.getBackground().getFills().size() - 1).getFill())
                .isNotEqualTo(off.getFills().get(off.getFills().size() - 1).getFill());
        robot.clickOn(cell(robot, "The dentist appointment is on Tuesday at 10."));
        waitUntil(() -> label(robot, "#detail-superseded").equals(
                "Superseded by memory #" + newDentist + ": the appointment moved"));

        robot.clickOn("#detail-restore");

        waitUntil(() -> !j.memories.find(oldDentist).orElseThrow().isSuperseded());
        robot.clickOn(toggle);
        waitForRows(robot, 4);
        assertThat(texts(robot)).contains("The dentist appointment is on Tuesday at 10.");
    }

    @Test
    void editingAMemorySavesItsTextAndImportance(FxRobot robot) throws Exception {
        waitForRows(robot, 3);
        robot.clickOn(cell(robot, "Saw a zebra at the Lisbon zoo with Ana."));
        assertThat(robot.lookup("#detail-save").queryButton().isDisabled()).isTrue();
        robot.doubleClickOn("#detail-importance").eraseText(1).write("9");
        robot.clickOn("#detail-text").press(KeyCode.CONTROL).press(KeyCode.END).release(KeyCode.END)
                .release(KeyCode.CONTROL).write(" It was a baby zebra.");
        assertThat(robot.lookup("#detail-save").queryButton().isDisabled()).isFalse();

        robot.clickOn("#detail-save");

        waitUntil(() -> texts(robot).contains("Saw a zebra at the Lisbon zoo with Ana. It was a baby zebra."));
        Memory m = j.memories.find(zebra).orElseThrow();
        assertThat(m.importance()).isEqualTo(9);
        assertThat(m.text()).isEqualTo("Saw a zebra at the Lisbon zoo with Ana. It was a baby zebra.");
        assertThat(robot.lookup("#detail-save").queryButton().isDisabled()).isTrue();
    }

    @Test
    void revertPutsBackTheStoredText(FxRobot robot) throws Exception {
        waitForRows(robot, 3);
        robot.clickOn(cell(robot, "Saw a zebra at the Lisbon zoo with Ana."));
        robot.clickOn("#detail-text").write("typo ");
        assertThat(robot.lookup("#detail-text").queryTextInputControl().getText()).contains("typo");

        robot.clickOn("#detail-revert");

        assertThat(robot.lookup("#detail-text").queryTextInputControl().getText())
                .isEqualTo("Saw a zebra at the Lisbon zoo with Ana.");
        assertThat(j.memories.find(zebra).orElseThrow().text()).isEqualTo("Saw a zebra at the Lisbon zoo with Ana.");
    }

    @Test
    void ctrlFPutsTheCaretInTheSearchBox(FxRobot robot) throws Exception {
        robot.clickOn("#scores-tab");
        robot.press(KeyCode.CONTROL, KeyCode.F).release(KeyCode.F, KeyCode.CONTROL);

        waitUntil(() -> robot.lookup("#memory-search").query().isFocused());
        robot.write("cello");
        waitForRows(robot, 1);
        assertThat(texts(robot)).containsExactly("I started learning the cello; practice is on Tuesday evenings.");
    }

    @Test
    void ctrl1AndCtrl2SwitchBetweenMemoriesAndScores(FxRobot robot) throws Exception {
        Node memoriesTable = robot.lookup("#memory-table").query();
        Node scoreList = robot.lookup("#score-list").query();
        assertThat(RealJournal.shown(memoriesTable)).isTrue();

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        waitUntil(() -> RealJournal.shown(scoreList));
        assertThat(RealJournal.shown(memoriesTable)).isFalse();

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT1).release(KeyCode.DIGIT1, KeyCode.CONTROL);
        waitUntil(() -> RealJournal.shown(memoriesTable));
        assertThat(RealJournal.shown(scoreList)).isFalse();
    }

    @Test
    void theMemoryColumnTakesTheSpareWidth(FxRobot robot) throws Exception {
        waitForRows(robot, 3);
        TableView<MemoryRowViewModel> t = table(robot);
        double textWidth = t.getColumns().stream().filter(c -> "text-column".equals(c.getId())).findFirst()
                .orElseThrow().getWidth();
        assertThat(textWidth).isGreaterThan(t.getWidth() * 0.5);
        Labeled shown = (Labeled) cell(robot, "The dentist appointment moved to Thursday at 9.");
        assertThat(shown.getText()).hasSizeGreaterThan(40);
        assertThat(RealJournal.ellipses(shown.getParent().getParent())).isEmpty();
        assertThat(robot.lookup("#undo-bar").query().isVisible()).isFalse();
        assertThat(robot.lookup("#delete-button").queryAs(Button.class).isDisabled()).isTrue();
    }
}
