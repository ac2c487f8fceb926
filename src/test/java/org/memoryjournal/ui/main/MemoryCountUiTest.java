package org.memoryjournal.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.IntStream;

import javafx.scene.control.ButtonBase;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.app.Journal;
import org.memoryjournal.app.selfcheck.HashingEmbedder;
import org.memoryjournal.chat.MemoryService.Draft;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.ui.FxTaskExecutor;
import org.memoryjournal.ui.UiServices;
import org.memoryjournal.ui.access.AccessViewModel;
import org.memoryjournal.ui.browser.MemoryRowViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The status bar's memory count stays the journal's size after each way memories come and go while the window
 * is open: a turn's write-back and the insights its reflection writes, the browser's add, delete and restore,
 * and what another process writes or imports. The window is wired to a real journal as the app wires it
 * ({@code DesktopApp}); the journal watch looks when the test says so, as its timer would.
 */
@ExtendWith(ApplicationExtension.class)
class MemoryCountUiTest {
    private static final Instant NOW = Instant.now();

    @TempDir
    Path dir;
    private Stage stage;
    private final ReflectionGate gate = new ReflectionGate();
    private final List<Journal> journals = new ArrayList<>();
    private Journal journal;
    private FxTaskExecutor executor;
    private MainWindow window;
    private long birthday;
    private long golf;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void close() {
        gate.open.countDown();
        if (executor != null) {
            executor.shutdown();
        }
        journals.forEach(Journal::close);
    }

    @Test
    void aTurnsWriteBackAndTheInsightItsReflectionWritesAreCounted(FxRobot robot) throws Exception {
        List<Draft> runs = IntStream.rangeClosed(1, 10).mapToObj(day -> manual(
                "Went running along the canal before work.", day).withKind(MemoryKind.EPISODIC).withImportance(10))
                .toList();
        open(robot, runs); // importance 100 since the last reflection: the next memory written makes one due
        CountDownLatch writtenBack = new CountDownLatch(1);
        window.viewModel().chat().addWrittenBackListener(ids -> writtenBack.countDown());

        fill(robot, "#message-input", "I adopted a cat named Miso.");
        robot.clickOn("#message-input").type(KeyCode.ENTER);
        waitUntil(() -> writtenBack.getCount() == 0 && gate.reached.getCount() == 0
                && !window.viewModel().browser().loadingProperty().get());
        assertCount(robot, 14); // 3 + 10 runs + the turn; the reflection's insight waits at the gate

        gate.open.countDown();
        waitUntil(() -> journal.memories().journalSize() == 15);
        assertCountBecomes(robot, 15);
    }

    @Test
    void addingDeletingAndRestoringInTheBrowserKeepTheCount(FxRobot robot) throws Exception {
        open(robot, List.of());

        press(robot, "#add-button");
        fill(robot, "#add-text", "Lunch with Ana at the market.");
        press(robot, "#add-memory-button");
        assertCountBecomes(robot, 4);

        select(robot, "Lunch with Ana at the market.");
        press(robot, "#delete-button");
        assertCountBecomes(robot, 3);

        press(robot, "#show-superseded");
        select(robot, "I drive a Golf.");
        press(robot, "#detail-restore");
        waitUntil(() -> !journal.memories().find(golf).orElseThrow().isSuperseded());
        assertCountBecomes(robot, 3);
    }

    @Test
    void whatAnotherProcessWritesOrImportsIsCountedEvenWhenAnEditHereCaughtUpWithItFirst(FxRobot robot)
            throws Exception {
        open(robot, List.of());
        Journal other = openAsAnotherProcess();

        other.memories().remember(Draft.fromClient("Booked the dentist for Friday.", "Claude Desktop"));
        journal.watch().check();
        assertCountBecomes(robot, 4);

        other.memories().rememberAll(List.of(imported("Flew to Lisbon."), imported("Met Tom at the port."),
                imported("Ate pastéis de nata.")));
        journal.watch().check();
        assertCountBecomes(robot, 7);

        other.memories().remember(Draft.fromClient("Moved the dentist to Monday.", "Claude Desktop"));
        // Before the watch looks, this window writes: the write takes the other process's change into the
        // recall index on the way.
        select(robot, "Ana's birthday is on 14 March.");
        fill(robot, "#detail-importance", "9");
        press(robot, "#detail-save");
        waitUntil(() -> journal.memories().find(birthday).orElseThrow().importance() == 9);
        journal.watch().check();
        assertCountBecomes(robot, 8);
    }

    /** Opens the journal with three memories (one superseded) and {@code more}, and shows its window. */
    private void open(FxRobot robot, List<Draft> more) throws Exception {
        journal = Journal.open(Optional.of(dir), Map.of("provider", "offline"), gate);
        journals.add(journal);
        List<Draft> seeds = new ArrayList<>(List.of(manual("Ana's birthday is on 14 March.", 30),
                manual("I drive a Golf.", 20), manual("Sold the Golf; cycling everywhere now.", 10)));
        seeds.addAll(more);
        List<Memory> written = journal.memories().rememberAll(seeds);
        birthday = written.get(0).id();
        golf = written.get(1).id();
        journal.memories().repository().supersede(golf, written.get(2).id(), "sold it");
        executor = new FxTaskExecutor(2);
        UiServices services = new UiServices(journal.memories(), journal.chat(), journal.settings(), journal::status,
                executor);
        robot.interact(() -> {
            window = MainWindow.create(stage, services, () -> { });
            window.followOutsideChanges(journal.watch(), new AccessViewModel(journal.access(), executor,
                    ZoneOffset.UTC));
        });
        assertCountBecomes(robot, seeds.size());
    }

    /** The same journal opened again, with its own connection, as another process (a script, the MCP server). */
    private Journal openAsAnotherProcess() {
        Journal other = Journal.open(Optional.of(dir), Map.of("provider", "offline"), new HashingEmbedder());
        journals.add(other);
        return other;
    }

    private static Draft manual(String text, int daysAgo) {
        return Draft.of(text, MemorySource.MANUAL).withImportance(3).at(NOW.minus(Duration.ofDays(daysAgo)));
    }

    private static Draft imported(String text) {
        return Draft.of(text, MemorySource.IMPORT).withKind(MemoryKind.EPISODIC).withImportance(3)
                .at(NOW.minus(Duration.ofDays(40)));
    }

    /** Presses the button as a click does (its action runs, unless it is disabled), without moving the mouse. */
    private static void press(FxRobot robot, String button) {
        robot.interact(() -> robot.lookup(button).queryAs(ButtonBase.class).fire());
    }

    /** Puts {@code text} in the field at once (typing it key by key takes a tenth of a second a letter). */
    private static void fill(FxRobot robot, String field, String text) {
        robot.interact(() -> robot.lookup(field).queryTextInputControl().setText(text));
    }

    private void select(FxRobot robot, String text) throws Exception {
        TableView<MemoryRowViewModel> table = robot.lookup("#memory-table").queryTableView();
        waitUntil(() -> table.getItems().stream().anyMatch(r -> !r.isLoading() && r.text().equals(text)));
        robot.interact(() -> table.getSelectionModel().clearAndSelect(IntStream.range(0, table.getItems().size())
                .filter(i -> table.getItems().get(i).text().equals(text)).findFirst().orElseThrow()));
    }

    /** Waits a little for the status bar to say {@code n} memories, then checks it and the journal agree. */
    private void assertCountBecomes(FxRobot robot, long n) throws Exception {
        try {
            waitUntil(() -> shown(robot).equals(memories(n)));
        } catch (TimeoutException e) {
            // the assertion below says what the status bar shows instead
        }
        assertCount(robot, n);
    }

    private void assertCount(FxRobot robot, long n) {
        assertThat(journal.memories().journalSize()).as("the journal").isEqualTo(n);
        assertThat(shown(robot)).as("the status bar").isEqualTo(memories(n));
    }

    private static String shown(FxRobot robot) {
        return robot.lookup("#status-count").queryLabeled().getText();
    }

    private static String memories(long n) {
        return String.format(Locale.ROOT, "%,d memories", n);
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Words embedded as the app's test journals embed them; the reflection's own embeddings wait for the test. */
    private static final class ReflectionGate implements EmbeddingProvider {
        private final HashingEmbedder words = new HashingEmbedder();
        final CountDownLatch reached = new CountDownLatch(1);
        final CountDownLatch open = new CountDownLatch(1);

        @Override
        public String modelId() {
            return words.modelId();
        }

        @Override
        public int dimension() {
            return words.dimension();
        }

        @Override
        public Embedding embed(String text) {
            if (Thread.currentThread().getName().equals("reflection")) { // ReflectionScheduler's thread
                reached.countDown();
                try {
                    open.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return words.embed(text);
        }

        @Override
        public List<Embedding> embedAll(List<String> texts) {
            return texts.stream().map(this::embed).toList();
        }
    }
}
