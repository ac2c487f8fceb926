package org.memoryjournal.app.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import javafx.application.Platform;
import javafx.scene.control.TableView;

import org.memoryjournal.ui.main.MainWindow;
import org.memoryjournal.ui.browser.MemoryRowViewModel;
import org.memoryjournal.ui.chat.ChatViewModel;
import org.slf4j.LoggerFactory;

/**
 * The scenario of {@code bench --memory}, run inside the real desktop app when it is started with
 * {@code -Dmemoryjournal.memoryScenario=FILE}: once the main window shows the journal it scrolls the
 * memory browser from top to bottom, runs four searches and five chat turns through the window's own
 * view models (as clicks and typing would), then writes the process's memory to FILE and quits.
 * The figures: resident memory when the window is ready, after the scenario and at its peak (VmRSS,
 * VmHWM), and the Java heap in use after a full collection (what is live).
 */
public final class MemoryScenario {
    public static final String PROPERTY = "memoryjournal.memoryScenario";
    /** Words the synthetic journal's texts use often, so each search narrows the list without emptying it. */
    static final List<String> SEARCHES = List.of("lolo", "milo", "renlo", "salo");
    static final List<String> QUESTIONS = List.of(
            "What did I write about lolo and milo last week?",
            "Remind me what I said about renlo.",
            "Do I have any notes on salo or tulo?",
            "What was the plan with vello and polo?",
            "Summarise what I know about darlo.");
    private static final long STEP_TIMEOUT_SECONDS = 300;

    private final MainWindow window;
    private final Path out;
    private final double rssAtStart;

    private MemoryScenario(MainWindow window, Path out) {
        this.window = window;
        this.out = out;
        this.rssAtStart = ResidentMemory.megabytes();
    }

    /** Starts the scenario on its own thread when the property asks for it; call once the window is ready. */
    public static void startIfAsked(MainWindow window) {
        String file = System.getProperty(PROPERTY);
        if (file == null || file.isBlank()) {
            return;
        }
        MemoryScenario scenario = new MemoryScenario(window, Path.of(file));
        Thread t = new Thread(scenario::runAndExit, "mj-memory-scenario");
        t.setDaemon(true);
        t.start();
    }

    private void runAndExit() {
        try {
            run();
            // -Dmemoryjournal.memoryScenario.holdSeconds=N keeps the app open for jcmd (NMT, class histogram)
            Thread.sleep(1000L * Long.getLong(PROPERTY + ".holdSeconds", 0));
        } catch (Exception | AssertionError e) {
            LoggerFactory.getLogger(MemoryScenario.class).warn("The memory scenario failed: {}", e.toString());
            write("error " + e.getClass().getSimpleName() + ": " + e.getMessage() + "\n");
        } finally {
            Platform.exit();
        }
    }

    private void run() throws Exception {
        var browser = window.viewModel().browser();
        long size = onFx(() -> browser.journalSizeProperty().get());
        @SuppressWarnings("unchecked")
        TableView<?> table = onFx(() -> (TableView<?>) window.view().lookup("#memory-table"));
        int rows = onFx(() -> table.getItems().size());
        for (int step = 0; step <= 20; step++) {
            int row = (int) ((long) (rows - 1) * step / 20);
            onFx(() -> {
                table.scrollTo(row);
                return null;
            });
            waitFor("row " + row + " to load", () -> rowLoaded(table, row));
        }
        for (String word : SEARCHES) {
            onFx(() -> {
                browser.filter().searchProperty().set(word);
                return null;
            });
            waitFor("the search for " + word,
                    () -> browser.listing().matchingProperty().get() == 0 || showsFirst(table, word));
        }
        onFx(() -> {
            browser.filter().searchProperty().set("");
            return null;
        });
        ChatViewModel chat = window.viewModel().chat();
        int answered = 0;
        for (String question : QUESTIONS) {
            waitFor("the chat to be idle", () -> chat.getState() == ChatViewModel.State.IDLE
                    || chat.getState() == ChatViewModel.State.ERROR);
            int before = onFx(() -> chat.messages().size());
            onFx(() -> {
                chat.inputProperty().set(question);
                chat.send();
                return null;
            });
            waitFor("an answer", () -> chat.messages().size() >= before + 2
                    && chat.getState() != ChatViewModel.State.WAITING && chat.getState() != ChatViewModel.State.STREAMING);
            if (onFx(chat::getState) == ChatViewModel.State.ERROR) {
                throw new IllegalStateException("chat turn failed: " + onFx(() -> chat.errorMessageProperty().get()));
            }
            answered++;
        }
        Thread.sleep(2000); // write-back after the last answer (rating, facts) settles
        double rssAfter = ResidentMemory.megabytes();
        double peak = ResidentMemory.peakMegabytes();
        System.gc();
        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        double rssAfterGc = ResidentMemory.megabytes();
        write(String.format(Locale.ROOT, "memories %d%nturns %d%nsearches %d%nrss_start_mb %.0f%nrss_after_mb %.0f%n"
                        + "rss_peak_mb %.0f%nheap_live_mb %.0f%nheap_committed_mb %.0f%nheap_max_mb %.0f%n"
                        + "rss_after_gc_mb %.0f%n", size, answered, SEARCHES.size(), rssAtStart, rssAfter, peak,
                heap.getUsed() / 1048576.0, heap.getCommitted() / 1048576.0, heap.getMax() / 1048576.0, rssAfterGc));
    }

    /** Whether the list's first row is loaded and holds the searched word (the search's own results). */
    private static boolean showsFirst(TableView<?> table, String word) {
        return rowLoaded(table, 0) && ((MemoryRowViewModel) table.getItems().get(0)).text().toLowerCase(Locale.ROOT)
                .contains(word);
    }

    private static boolean rowLoaded(TableView<?> table, int row) {
        return row < table.getItems().size() && !((MemoryRowViewModel) table.getItems()
                .get(row)).isLoading();
    }

    private void write(String text) {
        try {
            Files.writeString(out, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            LoggerFactory.getLogger(MemoryScenario.class).warn("Could not write the scenario's figures: {}",
                    e.getMessage());
        }
    }

    private static <T> T onFx(java.util.concurrent.Callable<T> action) throws Exception {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(action.call());
            } catch (Exception e) {
                result.completeExceptionally(e);
            }
        });
        return result.get(STEP_TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    private static void waitFor(String what, BooleanSupplier condition) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(STEP_TIMEOUT_SECONDS);
        while (System.nanoTime() < deadline) {
            if (onFx(condition::getAsBoolean)) {
                return;
            }
            Thread.sleep(25);
        }
        throw new IllegalStateException("waited " + STEP_TIMEOUT_SECONDS + " s for " + what);
    }
}
