package org.memoryjournal.ui.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.ui.browser.RealJournal.waitUntil;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import javafx.util.Duration;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.memoryjournal.memory.MemoryKind;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The browser fits its window: with the Undo bar showing, Save and Revert stay inside the window and take a
 * real click, at the default size and at the minimum; with the add form open the table keeps a usable height.
 */
@ExtendWith(ApplicationExtension.class)
class BrowserFitUiTest {
    private RealJournal j;
    private Stage stage;
    private long cello;

    @Start
    void start(Stage s) throws Exception {
        stage = s;
        j = new RealJournal();
        for (int i = 0; i < 12; i++) {
            j.add("A walk in the park number " + i + " with a long description of the trees and the weather.",
                    MemoryKind.EPISODIC, 3, 24 * (i + 3));
        }
        j.add("Saw a zebra at the Lisbon zoo with Ana.", MemoryKind.EPISODIC, 4, 30);
        cello = j.add("I started learning the cello; practice is on Tuesday evenings with Marguerite, who asks me "
                + "to bring the etude book every week and to practise scales for twenty minutes each day.",
                MemoryKind.SEMANTIC, 7, 24 * 40);
        j.show(stage, 1280, 820, false);
    }

    @AfterEach
    void stop() {
        j.close();
    }

    private TableView<MemoryRowViewModel> table(FxRobot robot) {
        return robot.lookup("#memory-table").queryTableView();
    }

    private void resize(FxRobot robot, double width, double height) throws Exception {
        robot.interact(() -> {
            stage.setWidth(width);
            stage.setHeight(height);
        });
        waitUntil(() -> Math.abs(stage.getScene().getHeight() - height) < 1);
    }

    /** Deletes the zebra so the Undo bar shows (kept open for the test), then selects the cello memory. */
    private void undoBarAndEditor(FxRobot robot) throws Exception {
        BrowserView browser = (BrowserView) robot.lookup("#memory-browser").query();
        robot.interact(() -> browser.setNoticeTime(Duration.seconds(120)));
        TableView<MemoryRowViewModel> t = table(robot);
        waitUntil(() -> t.getItems().size() == 14 && !t.getItems().get(0).isLoading());
        robot.interact(() -> j.viewModel.browser().delete(t.getItems().stream()
                .filter(r -> r.text().startsWith("Saw a zebra")).toList()));
        waitUntil(() -> t.getItems().size() == 13 && !t.getItems().get(0).isLoading());
        waitUntil(() -> robot.lookup("#undo-bar").query().isVisible());
        robot.interact(() -> j.viewModel.browser().selectMemory(cello));
        waitUntil(() -> robot.lookup("#detail-save").query().isVisible());
    }

    /** {@code n}'s bounds in the scene lie wholly inside the window. */
    private static boolean insideWindow(Node n) {
        Bounds b = n.localToScene(n.getBoundsInLocal());
        return b.getMinX() >= 0 && b.getMinY() >= 0 && b.getMaxX() <= n.getScene().getWidth() + 0.5
                && b.getMaxY() <= n.getScene().getHeight() + 0.5 && b.getHeight() > 10;
    }

    private void assertButtonsReachable(FxRobot robot, String where) {
        Node bar = robot.lookup("#undo-bar").query();
        Bounds barBounds = bar.localToScene(bar.getBoundsInLocal());
        for (String id : new String[] {"#detail-save", "#detail-revert"}) {
            Node b = robot.lookup(id).query();
            assertThat(insideWindow(b)).as(id + " inside the window at " + where).isTrue();
            assertThat(b.localToScene(b.getBoundsInLocal()).intersects(barBounds)).as(id + " covered at " + where)
                    .isFalse();
        }
        Node statusBar = robot.lookup("#status-bar").query();
        Node save = robot.lookup("#detail-save").query();
        assertThat(save.localToScene(save.getBoundsInLocal()).getMaxY())
                .as("Save above the status bar at " + where)
                .isLessThanOrEqualTo(statusBar.localToScene(statusBar.getBoundsInLocal()).getMinY() + 0.5);
    }

    @Test
    void saveAndRevertStayInTheWindowWithTheUndoBarAtTheDefaultSize(FxRobot robot) throws Exception {
        undoBarAndEditor(robot);
        assertButtonsReachable(robot, "1280x820");
    }

    @Test
    void saveTakesARealClickWithTheUndoBarAtTheMinimumSize(FxRobot robot) throws Exception {
        undoBarAndEditor(robot);
        resize(robot, 760, 480);
        assertButtonsReachable(robot, "760x480");
        assertThat(table(robot).getHeight()).isGreaterThanOrEqualTo(BrowserView.TABLE_MIN_HEIGHT);

        robot.interact(() -> ((CheckBox) robot.lookup("#detail-pinned").query()).setSelected(true));
        waitUntil(() -> !robot.lookup("#detail-save").query().isDisabled());
        robot.clickOn("#detail-save");

        waitUntil(() -> j.memories.find(cello).orElseThrow().pinned());
    }

    @Test
    void theTableKeepsAUsableHeightWithTheAddFormOpenAtTheMinimumSize(FxRobot robot) throws Exception {
        undoBarAndEditor(robot);
        resize(robot, 760, 480);
        robot.clickOn("#add-button");
        waitUntil(() -> robot.lookup("#add-text").query().isVisible());

        TableView<MemoryRowViewModel> t = table(robot);
        assertThat(t.getHeight()).as("table height").isGreaterThanOrEqualTo(BrowserView.TABLE_MIN_HEIGHT);
        assertThat(insideWindow(t)).as("table inside the window").isTrue();
        Node form = robot.lookup("#add-scroll").query();
        assertThat(insideWindow(form)).as("add form inside the window").isTrue();
        assertThat(form.getBoundsInLocal().getHeight()).isGreaterThanOrEqualTo(BrowserView.ADD_FORM_MIN_HEIGHT);
        assertThat(robot.lookup("#memory-detail").query().isVisible()).as("the editor gives the form its place").isFalse();

        robot.clickOn("#add-text").write("Bought a new bow for the cello.");
        robot.interact(() -> j.viewModel.browser().adder().add());
        waitUntil(() -> j.memories.journalSize() == 14);
    }

    @Test
    void onANarrowPaneKindAndImportanceStepAsideAndTheMemoryTextStaysInView(FxRobot robot) throws Exception {
        TableView<MemoryRowViewModel> t = table(robot);
        waitUntil(() -> t.getItems().size() == 14 && !t.getItems().get(0).isLoading());
        javafx.scene.control.TableColumn<MemoryRowViewModel, ?> kind = column(t, "kind-column");
        javafx.scene.control.TableColumn<MemoryRowViewModel, ?> text = column(t, "text-column");
        assertThat(kind.isVisible()).as("kind shown at the default size").isTrue();

        resize(robot, 760, 480);
        waitUntil(() -> !kind.isVisible());

        assertThat(column(t, "importance-column").isVisible()).isFalse();
        assertThat(text.getWidth()).as("memory text width").isGreaterThanOrEqualTo(150);
        Node header = t.lookup("#text-column");
        Bounds h = header.localToScene(header.getBoundsInLocal());
        Bounds table = t.localToScene(t.getBoundsInLocal());
        assertThat(h.getMaxX()).as("the Memory column ends inside the table").isLessThanOrEqualTo(table.getMaxX() + 0.5);

        resize(robot, 1280, 820);
        waitUntil(kind::isVisible);
        assertThat(column(t, "importance-column").isVisible()).isTrue();
    }

    private static javafx.scene.control.TableColumn<MemoryRowViewModel, ?> column(TableView<MemoryRowViewModel> t,
                                                                                 String id) {
        return t.getColumns().stream().filter(c -> id.equals(c.getId())).findFirst().orElseThrow();
    }

    @Test
    void aFieldReachedWithTabOnAShortWindowScrollsIntoView(FxRobot robot) throws Exception {
        undoBarAndEditor(robot);
        resize(robot, 760, 480);
        Node scroll = robot.lookup("#detail-scroll").query();
        Node pinned = robot.lookup("#detail-pinned").query();
        assertThat(within(pinned, scroll)).as("the pin box starts below the fold").isFalse();

        robot.interact(() -> robot.lookup("#detail-importance").query().requestFocus());
        robot.type(javafx.scene.input.KeyCode.TAB);

        waitUntil(() -> pinned.isFocused());
        waitUntil(() -> within(pinned, scroll));
        robot.type(javafx.scene.input.KeyCode.SPACE);
        waitUntil(() -> ((CheckBox) pinned).isSelected());
    }

    /** {@code n} lies wholly inside {@code clip}'s bounds on screen. */
    private static boolean within(Node n, Node clip) {
        Bounds a = n.localToScene(n.getLayoutBounds()); // the control itself, not its focus ring
        Bounds c = clip.localToScene(clip.getLayoutBounds());
        return a.getMinY() >= c.getMinY() - 0.5 && a.getMaxY() <= c.getMaxY() + 0.5;
    }
}
