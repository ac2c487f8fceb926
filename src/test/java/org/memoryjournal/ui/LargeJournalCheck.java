package org.memoryjournal.ui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.TableView;
import javafx.stage.Stage;

import org.memoryjournal.settings.ApiKeyFile;
import org.memoryjournal.chat.ChatService;
import org.memoryjournal.chat.FactWriter;
import org.memoryjournal.chat.HistoryWindow;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.settings.SettingsFile;
import org.memoryjournal.chat.SettingsService;
import org.memoryjournal.llm.FactExtractor;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.NewMemory;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.ui.browser.MemoryRowViewModel;
import org.memoryjournal.ui.main.MainView;
import org.memoryjournal.ui.main.MainViewModel;
import org.memoryjournal.testing.ScriptedChatProvider;
import org.memoryjournal.testing.BagOfWordsEmbedder;
import org.memoryjournal.ui.testing.FakeProviderControl;

/**
 * Measures the main window over a real SQLite journal of N memories (default 100,000): time until the
 * window shows its first page and count, and time to show a row in the middle after a jump.
 * Usage: {@code LargeJournalCheck [count]}. Prints the timings.
 */
public final class LargeJournalCheck {
    private LargeJournalCheck() {
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("headless.geometry", "1920x1200-32");
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
        Path dir = Files.createTempDirectory("mj-large");
        BagOfWordsEmbedder embedder = new BagOfWordsEmbedder();
        long t0 = System.nanoTime();
        try (JournalDatabase db = JournalDatabase.open(dir.resolve("journal.db"), embedder.modelId(),
                embedder.dimension())) {
            Instant now = Instant.parse("2026-03-10T09:00:00Z");
            for (int start = 0; start < n; start += 5000) {
                List<NewMemory> batch = new ArrayList<>();
                for (int i = start; i < Math.min(n, start + 5000); i++) {
                    String text = "Journal entry " + i + " about " + (i % 7 == 0 ? "gardens" : "work") + " and day "
                            + (i % 365);
                    batch.add(new NewMemory(text, MemoryKind.values()[i % 3], now.minusSeconds(600L * i),
                            1 + i % 10, embedder.embed(text), MemorySource.IMPORT));
                }
                db.memories().addAll(batch);
            }
        }
        System.out.printf("wrote %,d memories in %.1f s%n", n, (System.nanoTime() - t0) / 1e9);

        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        long open = System.nanoTime();
        JournalDatabase db = JournalDatabase.open(dir.resolve("journal.db"), embedder.modelId(), embedder.dimension());
        System.out.printf("database opened (vectors indexed) in %.2f s%n", (System.nanoTime() - open) / 1e9);
        for (int round = 0; round < 2; round++) {
            long q = System.nanoTime();
            long count = db.memories().count(org.memoryjournal.store.MemoryListQuery.newest(0));
            long c1 = System.nanoTime();
            db.memories().list(org.memoryjournal.store.MemoryListQuery.newest(200));
            long c2 = System.nanoTime();
            db.memories().list(org.memoryjournal.store.MemoryListQuery.newest(200).page(n / 2, 200));
            long c3 = System.nanoTime();
            System.out.printf("count %,d: %.0f ms; first page %.0f ms; page at %,d: %.0f ms%n", count, (c1 - q) / 1e6,
                    (c2 - c1) / 1e6, n / 2, (c3 - c2) / 1e6);
        }
        open = System.nanoTime();
        Clock clock = Clock.fixed(Instant.parse("2026-03-10T09:00:00Z"), ZoneOffset.UTC);
        MemoryService memories = new MemoryService(db.memories(), embedder, t -> 5, t -> MemoryKind.EPISODIC, clock);
        FakeProviderControl control = new FakeProviderControl();
        SettingsService settings = new SettingsService(new SettingsFile(dir.resolve("settings.properties")),
                new ApiKeyFile(dir.resolve("api-key")), control);
        ScriptedChatProvider provider = new ScriptedChatProvider();
        ChatService chat = new ChatService(memories, db.conversations(), () -> provider,
                new FactWriter(memories, FactExtractor.NONE), settings::policy,
                new HistoryWindow(1500, HistoryWindow.extractive(400)), clock);
        FxTaskExecutor executor = new FxTaskExecutor(2);
        UiServices services = new UiServices(memories, chat, settings, control::status, executor);
        AtomicReference<MainViewModel> vm = new AtomicReference<>();
        AtomicReference<TableView<MemoryRowViewModel>> table = new AtomicReference<>();
        AtomicLong shown = new AtomicLong();
        Platform.runLater(() -> {
            MainViewModel model = new MainViewModel(services);
            MainView view = new MainView(model);
            Stage stage = new Stage();
            stage.setScene(new Scene(view, 1400, 880));
            view.applyTheme();
            stage.show();
            shown.set(System.nanoTime());
            model.start();
            vm.set(model);
            @SuppressWarnings("unchecked")
            TableView<MemoryRowViewModel> t = (TableView<MemoryRowViewModel>) view.lookup("#memory-table");
            table.set(t);
        });
        waitFor(() -> vm.get() != null && vm.get().browser().journalSizeProperty().get() == n
                && !table.get().getItems().isEmpty() && !table.get().getItems().get(0).isLoading());
        long ready = System.nanoTime();
        System.out.printf("window shown after %.2f s; first page and count of %,d after %.2f s%n",
                (shown.get() - open) / 1e9, n, (ready - open) / 1e9);

        long jump = System.nanoTime();
        Platform.runLater(() -> table.get().scrollTo(n / 2));
        waitFor(() -> !table.get().getItems().get(n / 2).isLoading());
        System.out.printf("row %,d loaded %.0f ms after the jump%n", n / 2, (System.nanoTime() - jump) / 1e6);

        long search = System.nanoTime();
        Platform.runLater(() -> vm.get().browser().filter().searchProperty().set("gardens"));
        waitFor(() -> vm.get().browser().listing().matchingProperty().get() > 0
                && vm.get().browser().listing().matchingProperty().get() < n);
        System.out.printf("search narrowed to %,d rows in %.0f ms%n",
                vm.get().browser().listing().matchingProperty().get(), (System.nanoTime() - search) / 1e6);
        executor.shutdown();
        db.close();
        Platform.exit();
    }

    private static void waitFor(java.util.function.BooleanSupplier condition) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            AtomicReference<Boolean> ok = new AtomicReference<>(false);
            CountDownLatch done = new CountDownLatch(1);
            Platform.runLater(() -> {
                try {
                    ok.set(condition.getAsBoolean());
                } finally {
                    done.countDown();
                }
            });
            done.await();
            if (ok.get()) {
                return;
            }
            Thread.sleep(20);
        }
        throw new IllegalStateException("timed out");
    }
}
