package org.memoryjournal.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.stage.Window;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.ui.FxTaskExecutor;
import org.memoryjournal.ui.chat.MessageViewModel;
import org.memoryjournal.ui.testing.TestServices;
import org.memoryjournal.ui.testing.VisualAudit;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The main window as a person drives it: every shortcut of the README, the theme, the size, the welcome. */
@ExtendWith(ApplicationExtension.class)
class MainShellUiTest {
    @TempDir
    Path dir;
    private TestServices services;
    private Stage stage;
    private MainWindow window;
    private final AtomicInteger exits = new AtomicInteger();
    private final List<FxTaskExecutor> executors = new ArrayList<>();

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        services = new TestServices(dir, executor());
        services.provider.languageModel(true).answerWith("Noted: ", "**Miso** ", "is a lovely name.");
        window = MainWindow.create(stage, services.ui, exits::incrementAndGet);
    }

    /** Lets queued work (saving settings and the window's place) finish before the temporary directories go. */
    @AfterEach
    void stop() {
        executors.forEach(FxTaskExecutor::shutdown);
    }

    private FxTaskExecutor executor() {
        FxTaskExecutor executor = new FxTaskExecutor(2);
        executors.add(executor);
        return executor;
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void sendAndWait(FxRobot robot, String text) throws Exception {
        robot.clickOn("#message-input").write(text).type(KeyCode.ENTER);
        List<MessageViewModel> list = window.viewModel().chat().messages();
        waitUntil(() -> !list.isEmpty() && !list.get(list.size() - 1).isStreaming());
    }

    /** True when {@code n} and all its ancestors are visible. */
    private static boolean shows(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static Tab selectedTab(FxRobot robot) {
        return robot.lookup(".tab-pane").queryAs(TabPane.class).getSelectionModel().getSelectedItem();
    }

    private static Color rootColour(Scene scene) {
        return (Color) ((Region) scene.getRoot()).getBackground().getFills().get(0).getFill();
    }

    @Test
    void ctrlNStartsANewEmptyConversation(FxRobot robot) throws Exception {
        sendAndWait(robot, "I adopted a cat named Miso.");
        List<MessageViewModel> list = window.viewModel().chat().messages();
        assertThat(list).hasSize(2);

        robot.press(KeyCode.CONTROL).type(KeyCode.N).release(KeyCode.CONTROL);
        waitUntil(list::isEmpty);

        assertThat(robot.lookup("#welcome").query().isVisible()).isTrue();
        assertThat(robot.lookup("#conversation-list").queryListView().getItems()).hasSizeGreaterThanOrEqualTo(1);
    }

    @Test
    void ctrlLPutsTheCursorInTheMessageBox(FxRobot robot) {
        robot.clickOn("#memory-search");
        assertThat(robot.lookup("#message-input").query().isFocused()).isFalse();

        robot.press(KeyCode.CONTROL).type(KeyCode.L).release(KeyCode.CONTROL);

        assertThat(robot.lookup("#message-input").query().isFocused()).isTrue();
    }

    @Test
    void ctrlFOpensTheMemoriesAndPutsTheCursorInTheSearch(FxRobot robot) {
        robot.interact(() -> window.view().selectScoresTab());
        robot.clickOn("#message-input");

        robot.press(KeyCode.CONTROL).type(KeyCode.F).release(KeyCode.CONTROL);

        assertThat(selectedTab(robot).getId()).isEqualTo("memories-tab");
        assertThat(robot.lookup("#memory-search").query().isFocused()).isTrue();
    }

    @Test
    void ctrl1AndCtrl2SwitchBetweenMemoriesAndWhyTheseMemories(FxRobot robot) {
        robot.clickOn("#message-input");
        robot.press(KeyCode.CONTROL).type(KeyCode.DIGIT2).release(KeyCode.CONTROL);
        assertThat(selectedTab(robot).getText()).isEqualTo("Why these memories?");
        assertThat(robot.lookup("#score-list").query().isVisible()).isTrue();

        robot.press(KeyCode.CONTROL).type(KeyCode.DIGIT1).release(KeyCode.CONTROL);
        assertThat(selectedTab(robot).getText()).isEqualTo("Memories");
        assertThat(robot.lookup("#memory-table").query().isVisible()).isTrue();
    }

    @Test
    void ctrlDSwitchesToADarkThemeWithReadableRepliesAndRemembersIt(FxRobot robot) throws Exception {
        sendAndWait(robot, "I adopted a cat named Miso.");
        Scene scene = stage.getScene();
        assertThat(VisualAudit.luminanceOf(rootColour(scene))).isGreaterThan(0.8);

        robot.press(KeyCode.CONTROL).type(KeyCode.D).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(VisualAudit.luminanceOf(rootColour(scene))).isLessThan(0.05);
        assertThat(VisualAudit.luminanceOf((Color) scene.getFill())).isLessThan(0.05);
        Text reply = robot.lookup(".mj-bubble-assistant Text").match((Text t) -> t.getText().contains("lovely"))
                .query();
        Color fill = (Color) reply.getFill();
        assertThat(VisualAudit.ratio(fill, VisualAudit.backgroundBehind(reply))).isGreaterThanOrEqualTo(4.5);
        waitUntil(() -> services.settings.value("ui.theme").orElse("").equals("dark"));

        robot.press(KeyCode.CONTROL).type(KeyCode.D).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(VisualAudit.luminanceOf(rootColour(scene))).isGreaterThan(0.8);
        waitUntil(() -> services.settings.value("ui.theme").orElse("").equals("light"));
    }

    @Test
    void aWindowStartedDarkShowsRepliesInLightText(FxRobot robot, @TempDir Path darkDir) throws Exception {
        TestServices dark = new TestServices(darkDir, executor());
        dark.settings.save(java.util.Map.of("ui.theme", "dark"));
        dark.provider.languageModel(true).answerWith("A reply ", "in the dark.");
        Stage[] holder = new Stage[1];
        robot.interact(() -> {
            holder[0] = new Stage();
            MainWindow.create(holder[0], dark.ui, () -> { });
        });
        Scene scene = holder[0].getScene();
        assertThat(VisualAudit.luminanceOf(rootColour(scene))).isLessThan(0.05);
        Node input = scene.lookup("#message-input");
        robot.clickOn(input).write("Hello").type(KeyCode.ENTER);
        waitUntil(() -> scene.getRoot().lookupAll(".mj-bubble-assistant Text").stream()
                .anyMatch(n -> ((Text) n).getText().contains("dark")));
        robot.interact(() -> assertThat(VisualAudit.contrast(scene)).isEmpty());
        robot.interact(() -> holder[0].close());
    }

    @Test
    void ctrlCommaOpensTheSettings(FxRobot robot) throws Exception {
        robot.clickOn("#message-input");
        robot.press(KeyCode.CONTROL).type(KeyCode.COMMA).release(KeyCode.CONTROL);

        waitUntil(() -> Window.getWindows().stream()
                .anyMatch(w -> w instanceof Stage s && "Settings".equals(s.getTitle()) && s.isShowing()));
        Stage settings = (Stage) Window.getWindows().stream()
                .filter(w -> w instanceof Stage s && "Settings".equals(s.getTitle())).findFirst().orElseThrow();
        assertThat(settings.getScene().lookup("#base-url-field").isVisible()).isTrue();
        assertThat(settings.getScene().getStylesheets()).isEqualTo(stage.getScene().getStylesheets());
        robot.interact(settings::close);
    }

    @Test
    void ctrlQClosesTheWindowRemembersItsPlaceAndQuits(FxRobot robot) throws Exception {
        robot.interact(() -> {
            stage.setX(40);
            stage.setY(30);
            stage.setWidth(1000);
            stage.setHeight(700);
        });
        robot.clickOn("#message-input");

        robot.press(KeyCode.CONTROL).type(KeyCode.Q).release(KeyCode.CONTROL);

        waitUntil(() -> exits.get() == 1);
        assertThat(stage.isShowing()).isFalse();
        waitUntil(() -> services.settings.value(MainViewModel.WINDOW).isPresent());
        assertThat(services.settings.value(MainViewModel.WINDOW)).contains("1000x700+40+30");
    }

    @Test
    void aRememberedPlaceIsRestoredAtTheNextStart(FxRobot robot) throws Exception {
        TestServices again = new TestServices(dir, executor());
        again.settings.save(java.util.Map.of(MainViewModel.WINDOW, "900x600+70+50"));
        Stage[] holder = new Stage[1];
        robot.interact(() -> {
            holder[0] = new Stage();
            MainWindow.create(holder[0], again.ui, () -> { });
        });
        assertThat(holder[0].getX()).isEqualTo(70);
        assertThat(holder[0].getY()).isEqualTo(50);
        assertThat(holder[0].getWidth()).isEqualTo(900);
        assertThat(holder[0].getHeight()).isEqualTo(600);
        robot.interact(() -> holder[0].close());
    }

    @Test
    void atTheMinimumSizeSendAndTheStatusBarShowAndNothingIsCutShort(FxRobot robot) throws Exception {
        assertThat(stage.getMinWidth()).isEqualTo(760);
        assertThat(stage.getMinHeight()).isEqualTo(480);
        services.add("Ana loves botanical gardens.", MemoryKind.SEMANTIC, 7, 24);
        robot.interact(() -> {
            stage.setWidth(760);
            stage.setHeight(480);
        });
        sendAndWait(robot, "What does Ana like?");
        Scene scene = stage.getScene();
        for (String id : new String[] {"#send-button", "#status-count", "#message-input", "#memory-search"}) {
            Node n = scene.lookup(id);
            Bounds b = n.localToScene(n.getBoundsInLocal());
            assertThat(b.getMaxY()).as(id + " bottom").isLessThanOrEqualTo(scene.getHeight());
            assertThat(b.getMaxX()).as(id + " right").isLessThanOrEqualTo(scene.getWidth());
        }
        Labeled send = (Labeled) scene.lookup("#send-button");
        assertThat(VisualAudit.shownText(send)).isEqualTo("Send");
        Labeled count = (Labeled) scene.lookup("#status-count");
        waitUntil(() -> !count.getText().isEmpty());
        assertThat(VisualAudit.shownText(count)).isEqualTo(count.getText());
    }

    @Test
    void anEmptyJournalWelcomesAndOffersExamples(FxRobot robot) throws Exception {
        waitUntil(() -> window.viewModel().browser().journalSizeProperty().get() == 0);
        assertThat(robot.lookup("#welcome").query().isVisible()).isTrue();
        assertThat(robot.lookup(".mj-title").queryLabeled().getText()).isEqualTo("Welcome to your Memory Journal");
        // The welcome's content follows the journal's size and the conversation on the FX thread: on a loaded
        // machine it shows a pulse after the size is read.
        waitUntil(() -> shows(robot.lookup("#add-examples-button").query()));

        robot.clickOn("#add-examples-button");

        waitUntil(() -> window.viewModel().browser().journalSizeProperty().get() > 0);
        assertThat(shows(robot.lookup("#add-examples-button").query())).isFalse();
        assertThat(robot.lookup("#memory-table").queryTableView().getItems()).isNotEmpty();
        assertThat(robot.lookup("#status-count").queryLabeled().getText()).endsWith("memories");
    }

    @Test
    void thePlaceholderIsPaintedInTheThemeFromTheFirstFrame(FxRobot robot) {
        Stage[] holder = new Stage[1];
        robot.interact(() -> {
            holder[0] = new Stage();
            MainWindow.showPlaceholder(holder[0], java.util.Optional.empty(), true);
        });
        Scene scene = holder[0].getScene();
        assertThat(scene.getFill()).isInstanceOf(Color.class);
        assertThat(VisualAudit.luminanceOf((Color) scene.getFill())).isLessThan(0.05);
        assertThat(holder[0].getWidth()).isLessThanOrEqualTo(javafx.stage.Screen.getPrimary().getVisualBounds()
                .getWidth());
        Text text = (Text) scene.getRoot().lookup(".text");
        robot.interact(() -> assertThat(VisualAudit.contrast(scene)).isEmpty());
        assertThat(text).isNotNull();
        robot.interact(() -> holder[0].close());
    }
}
