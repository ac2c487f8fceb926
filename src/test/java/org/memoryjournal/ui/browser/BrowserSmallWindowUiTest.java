package org.memoryjournal.ui.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.ui.browser.RealJournal.waitUntil;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.stage.Stage;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.memoryjournal.memory.MemoryKind;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The browser is usable at the smallest window (760×480) and still good at 1280×800: the table keeps its rows,
 * the editor's and the add form's buttons and fields stay in sight, the filters fold into one line.
 */
@ExtendWith(ApplicationExtension.class)
class BrowserSmallWindowUiTest {
    private RealJournal j;
    private Stage stage;
    private long drove;

    @Start
    void start(Stage s) throws Exception {
        stage = s;
        j = new RealJournal();
        for (int i = 0; i < 30; i++) {
            j.add("A walk in the park number " + i + " with a long description of the trees and the weather.",
                    MemoryKind.EPISODIC, 3, 24 * (i + 3));
        }
        drove = j.add("I drive a Golf.", MemoryKind.SEMANTIC, 5, 24 * 15.5);
        long sold = j.add("Sold the Golf to a lad from Leeds, cycling everywhere now.", MemoryKind.SEMANTIC, 6, 30);
        j.journal.memories().supersede(drove, sold, "A later memory about the same thing says it changed.");
    }

    @AfterEach
    void stop() {
        j.close();
    }

    private void show(FxRobot robot, double width, double height) throws Exception {
        robot.interact(() -> j.show(stage, width, height, false));
        waitUntil(() -> Math.abs(stage.getScene().getHeight() - height) < 1);
        TableView<MemoryRowViewModel> t = table(robot);
        waitUntil(() -> t.getItems().size() == 31 && !t.getItems().get(0).isLoading());
    }

    private TableView<MemoryRowViewModel> table(FxRobot robot) {
        return robot.lookup("#memory-table").queryTableView();
    }

    /** Shows superseded memories and opens the superseded "I drive a Golf" in the editor. */
    private void openTheSupersededMemory(FxRobot robot) throws Exception {
        robot.interact(() -> j.viewModel.browser().filter().showSupersededProperty().set(true));
        waitUntil(() -> table(robot).getItems().size() == 32 && !j.viewModel.browser().loadingProperty().get());
        robot.interact(() -> j.viewModel.browser().selectMemory(drove));
        waitUntil(() -> robot.lookup("#detail-restore").query().isVisible());
    }

    /** {@code n} lies wholly inside the window and inside whatever clips it (a scroll pane's viewport). */
    private static boolean inSight(Node n) {
        Bounds b = n.localToScene(n.getLayoutBounds());
        boolean inside = b.getHeight() > 5 && b.getMinX() >= -0.5 && b.getMinY() >= -0.5
                && b.getMaxX() <= n.getScene().getWidth() + 0.5 && b.getMaxY() <= n.getScene().getHeight() + 0.5;
        for (Parent p = n.getParent(); inside && p != null; p = p.getParent()) {
            if (p.getClip() != null) {
                Bounds c = p.localToScene(p.getClip().getBoundsInParent());
                inside = b.getMinY() >= c.getMinY() - 0.5 && b.getMaxY() <= c.getMaxY() + 0.5;
            }
        }
        return inside && RealJournal.shown(n);
    }

    /** How many of the table's rows holding a memory show whole. */
    private static long rowsInSight(FxRobot robot) {
        return robot.lookup(".table-row-cell").queryAllAs(TableRow.class).stream()
                .filter(r -> !r.isEmpty() && r.getItem() != null).filter(BrowserSmallWindowUiTest::inSight).count();
    }

    private void assertInSight(FxRobot robot, String where, String... ids) {
        for (String id : ids) {
            assertThat(inSight(robot.lookup(id).query())).as(id + " in sight at " + where).isTrue();
        }
    }

    @Test
    void atTheSmallestWindowTheTableShowsFiveRowsAndTheEditorKeepsSaveRevertAndRestoreInSight(FxRobot robot)
            throws Exception {
        show(robot, 760, 480);
        assertThat(rowsInSight(robot)).as("whole rows with no memory open").isGreaterThanOrEqualTo(10);
        openTheSupersededMemory(robot);

        assertThat(rowsInSight(robot)).as("whole rows of the table").isGreaterThanOrEqualTo(5);
        assertInSight(robot, "760x480", "#detail-save", "#detail-revert", "#detail-restore", "#detail-superseded");
        TableView<MemoryRowViewModel> t = table(robot);
        assertThat(t.getSelectionModel().getSelectedItem().id()).isEqualTo(drove);
        Node selected = robot.lookup(".table-row-cell").queryAllAs(TableRow.class).stream()
                .filter(r -> r.getItem() != null && r.getIndex() == t.getSelectionModel().getSelectedIndex())
                .findFirst().orElseThrow();
        assertThat(inSight(selected)).as("the selected row").isTrue();

        robot.clickOn("#detail-restore");
        waitUntil(() -> !j.memories.find(drove).orElseThrow().isSuperseded());
    }

    @Test
    void atTheSmallestWindowTheAddFormShowsImportanceAndItsButtonsAndTheTableKeepsFourRows(FxRobot robot)
            throws Exception {
        show(robot, 760, 480);
        robot.interact(() -> j.viewModel.browser().selectMemory(drove));

        robot.clickOn("#add-button");
        waitUntil(() -> robot.lookup("#add-text").query().isVisible());

        assertInSight(robot, "760x480", "#add-text", "#add-kind", "#add-importance", "#add-memory-button",
                "#add-cancel");
        assertThat(rowsInSight(robot)).as("whole rows of the table").isGreaterThanOrEqualTo(4);
        robot.clickOn("#add-text").write("Bought a new bow for the cello.");
        robot.clickOn("#add-importance").write("6");
        robot.clickOn("#add-memory-button");
        waitUntil(() -> j.memories.journalSize() == 33);
    }

    @Test
    void atTheFullSizeTheEditorShowsAllItsFieldsAndTheTableTakesTheRest(FxRobot robot) throws Exception {
        show(robot, 1280, 800);
        openTheSupersededMemory(robot);

        assertInSight(robot, "1280x800", "#detail-text", "#detail-kind", "#detail-importance", "#detail-pinned",
                "#detail-save", "#detail-restore");
        assertThat(rowsInSight(robot)).as("whole rows of the table").isGreaterThanOrEqualTo(15);
        assertInSight(robot, "1280x800", "#kind-semantic", "#source-filter", "#show-superseded");
    }

    @Test
    void onANarrowPaneTheFiltersFoldIntoOneMenuThatSaysHowManyAreInUse(FxRobot robot) throws Exception {
        show(robot, 760, 480);
        Node kinds = robot.lookup("#kind-semantic").tryQuery().orElse(null);
        assertThat(kinds == null || !RealJournal.shown(kinds)).as("the kind buttons are folded away").isTrue();
        MenuButton menu = robot.lookup("#filter-menu").query();
        assertThat(menu.getText()).isEqualTo("Filters");
        Bounds search = robot.lookup("#memory-search").query().localToScene(
                robot.lookup("#memory-search").query().getLayoutBounds());
        Bounds table = table(robot).localToScene(table(robot).getLayoutBounds());
        assertThat(table.getMinY() - search.getMaxY()).as("one line of filters between search and table")
                .isLessThan(48);

        MenuItem semantic = menu.getItems().stream().filter(i -> "Semantic".equals(i.getText())).findFirst()
                .orElseThrow();
        robot.interact(semantic::fire);

        waitUntil(() -> table(robot).getItems().size() == 1);
        assertThat(menu.getText()).isEqualTo("Filters · 1");
        assertThat(table(robot).getItems().get(0).text()).startsWith("Sold the Golf");
        robot.interact(() -> {
            stage.setWidth(1280);
            stage.setHeight(800);
        });
        waitUntil(() -> robot.lookup("#kind-semantic").tryQuery().map(RealJournal::shown).orElse(false));
        assertThat(((javafx.scene.control.ToggleButton) robot.lookup("#kind-semantic").query()).isSelected())
                .as("the buttons show the filter the menu chose").isTrue();
    }

    @Test
    void aHeightTheUserDragsTheEditorToIsKeptForTheNextMemory(FxRobot robot) throws Exception {
        show(robot, 1280, 800);
        robot.interact(() -> j.viewModel.browser().selectMemory(drove));
        waitUntil(() -> robot.lookup("#detail-save").query().isVisible());
        Node editor = robot.lookup("#memory-detail").query();
        double before = editor.getLayoutBounds().getHeight();

        robot.drag("#detail-split > .split-pane-divider").moveBy(0, -120).drop();
        waitUntil(() -> editor.getLayoutBounds().getHeight() > before + 100);
        double dragged = editor.getLayoutBounds().getHeight();
        robot.interact(() -> j.viewModel.browser().selectMemory(table(robot).getItems().get(3).id()));
        waitUntil(() -> j.viewModel.browser().editor().shownProperty().get().id() != drove);

        assertThat(editor.getLayoutBounds().getHeight()).isCloseTo(dragged, org.assertj.core.data.Offset.offset(2.0));
    }
}
