package org.memoryjournal.ui;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import javax.imageio.ImageIO;

import javafx.application.Platform;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;

import org.memoryjournal.ui.main.MainView;
import org.memoryjournal.ui.main.MainViewModel;
import org.memoryjournal.ui.scores.Preset;
import org.memoryjournal.ui.settings.SettingsView;
import org.memoryjournal.ui.settings.SettingsViewModel;
import org.memoryjournal.ui.testing.TestServices;

/**
 * Renders the main window with sample data to PNG files (headless, through Monocle): the chat with
 * recalled memories, the browser, the score pane, the settings, the dark theme and the first-run welcome.
 * Usage: {@code ScreenshotTool [output-dir]} (default {@code screenshots}).
 */
public final class ScreenshotTool {
    private static final int W = 1280;
    private static final int H = 820;

    private ScreenshotTool() {
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("prism.text", "t2k");
        System.setProperty("java.awt.headless", "true");
        System.setProperty("headless.geometry", "1920x1200-32");
        Path out = Path.of(args.length > 0 ? args[0] : "screenshots");
        Files.createDirectories(out);
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        Platform.setImplicitExit(false);
        try {
            run(out);
            if (java.util.Arrays.asList(args).contains("--real")) {
                runReal(out);
            }
        } finally {
            Platform.exit();
        }
    }

    private static void run(Path out) throws Exception {
        Path data = Files.createTempDirectory("mj-shots");
        TestServices services = new TestServices(data);
        services.addSamples();
        services.provider.answerWith("Ana ", "loves ", "**botanical gardens**", ", so a few ideas:\n\n",
                "- a *membership* for the gardens near you\n", "- a rare orchid or a bonsai starter kit\n",
                "- a guided garden tour for the two of you\n\n", "Her birthday is on `14 March`, so you have a few days.");
        AtomicReference<MainViewModel> vmRef = new AtomicReference<>();
        AtomicReference<MainView> viewRef = new AtomicReference<>();
        AtomicReference<Stage> stageRef = new AtomicReference<>();
        fx(() -> {
            MainViewModel vm = new MainViewModel(services.ui);
            MainView view = new MainView(vm);
            Stage stage = show(vm, view);
            vm.chat().inputProperty().set("I want to plan something nice for Ana's birthday. Any ideas?");
            vm.chat().send();
            vmRef.set(vm);
            viewRef.set(view);
            stageRef.set(stage);
        });
        MainViewModel vm = vmRef.get();
        MainView view = viewRef.get();
        snap(stageRef.get().getScene(), out.resolve("chat.png"));

        fx(() -> vm.browser().selectMemory(1));
        snap(stageRef.get().getScene(), out.resolve("browser.png"));

        services.memoryRepo.supersede(1, 2, "A newer memory says the plan changed.");
        fx(() -> {
            vm.browser().filter().showSupersededProperty().set(true);
            vm.browser().selectMemory(1);
        });
        snap(stageRef.get().getScene(), out.resolve("browser-superseded.png"));
        services.memoryRepo.restore(1);
        fx(() -> {
            vm.browser().filter().showSupersededProperty().set(false);
            vm.browser().refresh();
        });

        // The add form: importance left to the app ("auto"), as `remember` without --importance.
        fx(() -> {
            ((javafx.scene.control.Button) stageRef.get().getScene().lookup("#add-button")).fire();
            vm.browser().adder().textProperty().set("Mum was diagnosed with breast cancer today");
        });
        snap(stageRef.get().getScene(), out.resolve("add-memory.png"));
        fx(() -> ((javafx.scene.control.Button) stageRef.get().getScene().lookup("#add-cancel")).fire());

        fx(() -> vm.chat().chooseChip(vm.chat().messages().get(1).recalled().get(0)));
        snap(stageRef.get().getScene(), out.resolve("scores.png"));
        fx(() -> vm.scores().applyPreset(Preset.CLASSIC));
        snap(stageRef.get().getScene(), out.resolve("scores-preview.png"));
        fx(() -> {
            vm.scores().asOfProperty().set("3 days ago 18:00");
            vm.scores().rerank();
        });
        waitFor(() -> !vm.scores().asOfBannerProperty().get().isEmpty());
        snap(stageRef.get().getScene(), out.resolve("scores-as-of.png"));
        fx(() -> vm.scores().rankNow());

        fx(() -> vm.darkThemeProperty().set(true));
        snap(stageRef.get().getScene(), out.resolve("dark.png"));
        fx(() -> {
            view.selectMemoriesTab();
        });
        snap(stageRef.get().getScene(), out.resolve("dark-browser.png"));

        // Last with this window: growing it back after the smallest size upsets Monocle's headless screen.
        AtomicReference<Scene> sceneRef = new AtomicReference<>(stageRef.get().getScene());
        fx(() -> {
            view.selectScoresTab();
            vm.scores().asOfProperty().set("3 days ago 18:00");
            vm.scores().rerank();
            darkAndSmall(vmRef, sceneRef, true);
        });
        waitFor(() -> !vm.scores().asOfBannerProperty().get().isEmpty());
        snap(sceneRef.get(), out.resolve("dark-small-as-of.png"));

        fx(() -> vm.darkThemeProperty().set(false));
        snap(settingsDialog(vm, false, 680, 640), out.resolve("settings.png"));
        // The dialog in the dark theme, made small by the user.
        snap(settingsDialog(vm, true, 480, 460), out.resolve("dark-small-settings.png"));

        Path empty = Files.createTempDirectory("mj-shots-empty");
        TestServices fresh = new TestServices(empty);
        AtomicReference<Scene> welcome = new AtomicReference<>();
        fx(() -> {
            MainViewModel wvm = new MainViewModel(fresh.ui);
            welcome.set(show(wvm, new MainView(wvm)).getScene());
        });
        snap(welcome.get(), out.resolve("welcome.png"));
    }

    /** The settings dialog showing its errors (a URL without http://, top-k 0), in a window of this size. */
    private static Scene settingsDialog(MainViewModel vm, boolean dark, int width, int height) throws Exception {
        AtomicReference<Scene> ref = new AtomicReference<>();
        fx(() -> {
            SettingsViewModel svm = vm.newSettings();
            svm.providerProperty().set("ollama");
            svm.baseUrlProperty().set("localhost:11434");
            svm.topKProperty().set("0");
            svm.fetchModels();
            Stage s = new Stage();
            Scene scene = new Scene(new SettingsView(svm), width, height);
            scene.getStylesheets().setAll(MainView.stylesheets(dark));
            s.setScene(scene);
            s.show();
            ref.set(scene);
        });
        return ref.get();
    }

    /** The real stack: SQLite journal, built-in embedding model, offline responder. */
    private static void runReal(Path out) throws Exception {
        Path data = Files.createTempDirectory("mj-shots-real");
        org.memoryjournal.app.Journal journal = org.memoryjournal.app.Journal.open(java.util.Optional.of(data),
                java.util.Map.of("provider", "offline"));
        FxTaskExecutor executor = new FxTaskExecutor(2);
        UiServices services = new UiServices(journal.memories(), journal.chat(), journal.settings(), journal::status,
                executor);
        AtomicReference<MainViewModel> vmRef = new AtomicReference<>();
        AtomicReference<Scene> sceneRef = new AtomicReference<>();
        fx(() -> {
            MainViewModel vm = new MainViewModel(services);
            Stage stage = show(vm, new MainView(vm));
            vm.browser().adder().addExamples();
            vmRef.set(vm);
            sceneRef.set(stage.getScene());
        });
        waitFor(() -> vmRef.get().browser().journalSizeProperty().get() >= 5);
        fx(() -> {
            vmRef.get().chat().inputProperty().set("What should I get Ana for her birthday?");
            vmRef.get().chat().send();
        });
        waitFor(() -> vmRef.get().chat().messages().size() == 2 && !vmRef.get().chat().messages().get(1).isStreaming());
        fx(() -> vmRef.get().sideTabProperty().set(MainViewModel.SideTab.SCORES));
        waitFor(() -> !vmRef.get().scores().rows().isEmpty());
        snap(sceneRef.get(), out.resolve("real-offline.png"));

        // A change of life, offline: the update supersedes "I drive a Golf" and is found by what found it.
        org.memoryjournal.chat.MemoryService memories = journal.memories();
        java.time.Instant now = java.time.Instant.now();
        memories.remember(org.memoryjournal.chat.MemoryService.Draft.of("I drive a Golf",
                org.memoryjournal.memory.MemorySource.MANUAL).at(now.minus(java.time.Duration.ofDays(300))));
        memories.remember(org.memoryjournal.chat.MemoryService.Draft.of(
                "Sold the Golf to a lad from Leeds, cycling everywhere now",
                org.memoryjournal.memory.MemorySource.MANUAL).at(now.minus(java.time.Duration.ofDays(20))));
        reload(vmRef);
        fx(() -> {
            vmRef.get().scores().queryProperty().set("What car do I drive?");
            vmRef.get().scores().rankNow();
        });
        waitFor(() -> vmRef.get().scores().rows().stream().anyMatch(r -> !r.replaced().isEmpty()));
        snap(sceneRef.get(), out.resolve("scores-replaced.png"));
        fx(() -> darkAndSmall(vmRef, sceneRef, true));
        snap(sceneRef.get(), out.resolve("dark-small-replaced.png"));

        // A change the write path did not catch: both are recalled, the move takes the sign-up's relevance.
        fx(() -> darkAndSmall(vmRef, sceneRef, false));
        rememberDaysAgo(memories, now, new String[][] {
            {"240", "Signed up for Carmen's conversation class, Mondays 6-7:30pm at the cultural center, 8 of us"},
            {"200", "Yoga moved to Monday nights, so I'll have to pick between yoga and Spanish"},
            {"180", "Carmen shifted our group to Thursday lunch, 1 to 2:30, because half of us had the Monday clash. works for me"}});
        reload(vmRef);
        fx(() -> {
            vmRef.get().scores().queryProperty().set("When's my Spanish conversation class?");
            vmRef.get().scores().rankNow();
        });
        waitFor(() -> vmRef.get().scores().rows().stream().anyMatch(r -> r.breakdown().outdatedBy() != 0));
        snap(sceneRef.get(), out.resolve("scores-recall-replaced.png"));
        fx(() -> darkAndSmall(vmRef, sceneRef, true));
        // Scrolled to the older memory's card, whose note says which one replaced it.
        fx(() -> ((javafx.scene.control.ListView<?>) sceneRef.get().lookup("#score-list")).scrollTo(1));
        snap(sceneRef.get(), out.resolve("dark-small-recall-replaced.png"));

        // A question about how to behave: the standing instruction's card says why it ranks first, not a time.
        memories.remember(org.memoryjournal.chat.MemoryService.Draft.of("Always call me Sam, never Samuel",
                org.memoryjournal.memory.MemorySource.MANUAL).at(now.minus(java.time.Duration.ofDays(40))));
        reload(vmRef);
        rankForItsFit(vmRef, sceneRef, "What should you call me?");
        snap(sceneRef.get(), out.resolve("dark-small-instruction.png"));
        fx(() -> darkAndSmall(vmRef, sceneRef, false));
        snap(sceneRef.get(), out.resolve("scores-instruction.png"));

        // A question that looks a detail up: the note that holds it shows its fit to the question.
        rememberDaysAgo(memories, now, new String[][] {
            {"300", "Spare key is in the blue watering can behind the shed, under the loose brick"},
            {"3", "Mum asked where the spare key is, told her I'd look when I'm home"}});
        reload(vmRef);
        rankForItsFit(vmRef, sceneRef, "Where's the spare key?");
        snap(sceneRef.get(), out.resolve("scores-detail.png"));
        fx(() -> darkAndSmall(vmRef, sceneRef, true));
        snap(sceneRef.get(), out.resolve("dark-small-detail.png"));

        // An insight drawn from two memories ranks just below the one it was drawn from, and its card says so.
        fx(() -> darkAndSmall(vmRef, sceneRef, false));
        long joined = memories.remember(org.memoryjournal.chat.MemoryService.Draft.of(
                "Joined the leisure centre pool, lane swims on Tuesday mornings",
                org.memoryjournal.memory.MemorySource.MANUAL).at(now.minus(java.time.Duration.ofDays(320)))).id();
        long lido = memories.remember(org.memoryjournal.chat.MemoryService.Draft.of(
                "Pool shut for refurb, so I swim at the Park Road lido now, Thursdays at 7",
                org.memoryjournal.memory.MemorySource.MANUAL).at(now.minus(java.time.Duration.ofDays(25)))).id();
        long insight = memories.remember(org.memoryjournal.chat.MemoryService.Draft.of(
                "Regularly, 2 times in the last year (every few months); usually: \"lane swims at the pool\"",
                org.memoryjournal.memory.MemorySource.REFLECTION).at(now.minus(java.time.Duration.ofDays(25)))).id();
        memories.repository().linkEvidence(insight, java.util.List.of(joined, lido));
        reload(vmRef);
        fx(() -> {
            vmRef.get().scores().queryProperty().set("How often do I go swimming?");
            vmRef.get().scores().rankNow();
        });
        waitFor(() -> vmRef.get().scores().rows().stream().anyMatch(
                r -> r.breakdown().loweredFor() == org.memoryjournal.memory.LoweredFor.SOURCE));
        snap(sceneRef.get(), out.resolve("scores-insight.png"));
        fx(() -> darkAndSmall(vmRef, sceneRef, true));
        fx(() -> ((javafx.scene.control.ListView<?>) sceneRef.get().lookup("#score-list")).scrollTo(1));
        snap(sceneRef.get(), out.resolve("dark-small-insight.png"));

        // A question about the asker's own thing: a memory that gives it to someone else keeps 0.6 of its relevance.
        fx(() -> darkAndSmall(vmRef, sceneRef, false));
        rememberDaysAgo(memories, now, new String[][] {
            {"4", "Jaden passed his theory test, 44 out of 50."},
            {"3", "Passed my theory test! 47 out of 50."},
            {"2", "Picked up oat milk and a sourdough loaf on the way home"},
            {"5", "Watered the tomatoes, the biggest plant finally has fruit"}});
        reload(vmRef);
        rankFor(vmRef, "What did I score on my theory test?", r -> r.breakdown().someoneElses());
        // Scrolled so that the list ends with the card about someone else's test and its note.
        fx(() -> showFootOfCard(sceneRef.get(), rowWhere(vmRef, r -> r.breakdown().someoneElses())));
        snap(sceneRef.get(), out.resolve("scores-someone-elses.png"));
        fx(() -> darkAndSmall(vmRef, sceneRef, true));
        fx(() -> showFootOfCard(sceneRef.get(), rowWhere(vmRef, r -> r.breakdown().someoneElses())));
        snap(sceneRef.get(), out.resolve("dark-small-someone-elses.png"));

        // A note of several sentences found by one of them: its card quotes that sentence under the bars.
        fx(() -> darkAndSmall(vmRef, sceneRef, false));
        rememberDaysAgo(memories, now, new String[][] {
            {"12", "Long week at work. The quarterly report finally went out on Friday. At Tom's café I get a soy "
                    + "chai latte now instead of coffee."},
            {"30", "Tom's café has new chairs, much comfier."}});
        reload(vmRef);
        rankFor(vmRef, "What do I order at Tom's café?", r -> r.breakdown().passage() > 0);
        fx(() -> showFootOfCard(sceneRef.get(), rowWhere(vmRef, r -> r.breakdown().passage() > 0)));
        snap(sceneRef.get(), out.resolve("scores-passage.png"));
        fx(() -> darkAndSmall(vmRef, sceneRef, true));
        fx(() -> showFootOfCard(sceneRef.get(), rowWhere(vmRef, r -> r.breakdown().passage() > 0)));
        snap(sceneRef.get(), out.resolve("dark-small-passage.png"));

        // A chat message that replaces a memory when it is written back: its bubble says which, with Restore and Show.
        fx(() -> darkAndSmall(vmRef, sceneRef, false));
        rememberDaysAgo(memories, now, new String[][] {
            {"90", "My manager at work is Hélène Dubois; weekly 1:1 on Tuesdays."}});
        reload(vmRef);
        fx(() -> {
            vmRef.get().sideTabProperty().set(MainViewModel.SideTab.MEMORIES);
            vmRef.get().chat().inputProperty().set("New manager at work from today: Dev Patel, weekly 1:1 on Tuesdays.");
            vmRef.get().chat().send();
        });
        waitFor(() -> vmRef.get().chat().messages().stream().anyMatch(m -> !m.replaced().isEmpty()));
        fx(() -> showReplacedNotice(sceneRef.get()));
        snap(sceneRef.get(), out.resolve("chat-replaced.png"));
        fx(() -> darkAndSmall(vmRef, sceneRef, true));
        fx(() -> showReplacedNotice(sceneRef.get()));
        snap(sceneRef.get(), out.resolve("dark-small-chat-replaced.png"));
        // The add form refusing an empty text, at the smallest window in the dark theme.
        fx(() -> {
            ((javafx.scene.control.Button) sceneRef.get().lookup("#add-button")).fire();
            vmRef.get().browser().adder().add();
        });
        waitFor(() -> !vmRef.get().browser().adder().textErrorProperty().get().isEmpty());
        snap(sceneRef.get(), out.resolve("dark-small-add.png"));
        smallBrowser(vmRef, sceneRef, out);
        executor.shutdown();
        journal.close();
    }

    /**
     * The browser at the smallest window (760 × 480): the add form, a memory open under the table in the light and
     * the dark theme, then a superseded one with its Restore; and the question asked when unsaved edits would be
     * dropped, there and at the full size.
     */
    private static void smallBrowser(AtomicReference<MainViewModel> vmRef, AtomicReference<Scene> sceneRef, Path out)
            throws Exception {
        MainViewModel vm = vmRef.get();
        // The add form left open by the shot before, now with a text: every field and the buttons in sight.
        fx(() -> {
            vm.darkThemeProperty().set(false);
            vm.browser().adder().textProperty().set("Mum was diagnosed with breast cancer today");
        });
        snap(sceneRef.get(), out.resolve("small-add.png"));
        fx(() -> {
            ((javafx.scene.control.Button) sceneRef.get().lookup("#add-cancel")).fire();
            vm.sideTabProperty().set(MainViewModel.SideTab.MEMORIES);
            vm.darkThemeProperty().set(false);
        });
        long golf = memoryWhere(vm, "Sold the Golf");
        fx(() -> vm.browser().selectMemory(golf));
        waitFor(() -> vm.browser().editor().shownProperty().get() != null);
        snap(sceneRef.get(), out.resolve("small-browser.png"));
        fx(() -> vm.darkThemeProperty().set(true));
        snap(sceneRef.get(), out.resolve("dark-small-browser.png"));
        fx(() -> vm.browser().filter().showSupersededProperty().set(true));
        waitFor(() -> !vm.browser().loadingProperty().get());
        long drove = memoryWhere(vm, "I drive a Golf");
        fx(() -> vm.browser().selectMemory(drove));
        waitFor(() -> vm.browser().editor().canRestoreBinding().get());
        snap(sceneRef.get(), out.resolve("dark-small-superseded.png"));

        // Another memory asked for while the shown one has unsaved edits: the question, over the window.
        fx(() -> vm.browser().editor().textProperty().set("I drive a Golf, a blue one"));
        askToLeave(vm, sceneRef.get(), golf, out.resolve("dark-small-unsaved.png"), "Keep editing");
        fx(() -> darkAndSmall(vmRef, sceneRef, false));
        askToLeave(vm, sceneRef.get(), golf, out.resolve("browser-unsaved.png"), "Discard");

        // The judge did not link the class's move to the sign-up: the user says so by hand, light and full size,
        // then dark at the smallest window (the dialog takes the theme it opens in).
        fx(() -> vm.browser().filter().showSupersededProperty().set(false));
        long signedUp = memoryWhere(vm, "Signed up for Carmen");
        askReplacement(vm, sceneRef.get(), signedUp, out.resolve("browser-replaced-by.png"));
        fx(() -> darkAndSmall(vmRef, sceneRef, true));
        askReplacement(vm, sceneRef.get(), signedUp, out.resolve("dark-small-replaced-by.png"));
    }

    /**
     * Opens "Replaced by…" for memory {@code id}, searches for "Carmen", picks the first memory listed, shots the
     * dialog over the window and cancels.
     */
    private static void askReplacement(MainViewModel vm, Scene scene, long id, Path file) throws Exception {
        fx(() -> vm.browser().selectMemory(id));
        waitFor(() -> vm.browser().editor().shownProperty().get() != null
                && vm.browser().editor().shownProperty().get().id() == id);
        fx(() -> ((javafx.scene.control.Button) scene.lookup("#detail-replaced-by")).fire());
        waitFor(() -> dialogPane() != null);
        fx(() -> ((javafx.scene.control.TextField) dialogPane().lookup("#replacement-search")).setText("Carmen"));
        waitFor(() -> {
            javafx.scene.control.ListView<?> list = (javafx.scene.control.ListView<?>) dialogPane()
                    .lookup("#replacement-list");
            return !list.getItems().isEmpty() && list.getItems().size() < 4;
        });
        fx(() -> ((javafx.scene.control.ListView<?>) dialogPane().lookup("#replacement-list")).getSelectionModel()
                .select(0));
        snapWithDialog(scene, file);
        fx(() -> ((javafx.scene.control.Button) dialogPane().lookup("#replacement-cancel")).fire());
        waitFor(() -> dialogPane() == null);
    }

    /**
     * Asks the browser for memory {@code id} over unsaved edits, shots the question over the window, and answers
     * with the button {@code answer}.
     */
    private static void askToLeave(MainViewModel vm, Scene scene, long id, Path file, String answer)
            throws Exception {
        fx(() -> vm.browser().selectMemory(id));
        waitFor(() -> dialogPane() != null);
        snapWithDialog(scene, file);
        fx(() -> ((javafx.scene.control.Button) dialogPane().lookupButton(dialogPane().getButtonTypes().stream()
                .filter(b -> b.getText().equals(answer)).findFirst().orElseThrow())).fire());
        waitFor(() -> dialogPane() == null);
    }

    /** The dialog pane of the open dialog, or null. FX thread only. */
    private static javafx.scene.control.DialogPane dialogPane() {
        return javafx.stage.Window.getWindows().stream().filter(w -> w.isShowing() && w.getScene() != null
                        && w.getScene().getRoot() instanceof javafx.scene.control.DialogPane)
                .map(w -> (javafx.scene.control.DialogPane) w.getScene().getRoot()).findFirst().orElse(null);
    }

    /** Shots the window with the open dialog drawn over it where it shows on the screen. */
    private static void snapWithDialog(Scene scene, Path file) throws Exception {
        Thread.sleep(400);
        AtomicReference<java.awt.image.BufferedImage> image = new AtomicReference<>();
        fx(() -> {
            java.awt.image.BufferedImage window = SwingFXUtils.fromFXImage(scene.snapshot(null), null);
            Scene dialog = dialogPane().getScene();
            java.awt.image.BufferedImage over = SwingFXUtils.fromFXImage(dialog.snapshot(null), null);
            java.awt.Graphics2D g = window.createGraphics();
            int x = (int) (dialog.getWindow().getX() + dialog.getX() - scene.getWindow().getX() - scene.getX());
            int y = (int) (dialog.getWindow().getY() + dialog.getY() - scene.getWindow().getY() - scene.getY());
            g.drawImage(over, Math.max(0, x), Math.max(0, y), null);
            g.setColor(java.awt.Color.GRAY);
            g.drawRect(Math.max(0, x), Math.max(0, y), over.getWidth() - 1, over.getHeight() - 1);
            g.dispose();
            image.set(window);
        });
        ImageIO.write(image.get(), "png", file.toFile());
    }

    /** The id of the newest memory whose text starts with {@code start}. */
    private static long memoryWhere(MainViewModel vm, String start) throws Exception {
        AtomicReference<Long> id = new AtomicReference<>(0L);
        waitFor(() -> {
            vm.browser().rows().stream().filter(r -> r.text().startsWith(start)).findFirst()
                    .ifPresent(r -> id.set(r.id()));
            return id.get() != 0;
        });
        return id.get();
    }

    /** Ranks the question in the score pane, waits for a card with a fit to the question, and shows the top. */
    private static void rankForItsFit(AtomicReference<MainViewModel> vmRef, AtomicReference<Scene> sceneRef,
                                      String question) throws Exception {
        fx(() -> {
            vmRef.get().scores().queryProperty().set(question);
            vmRef.get().scores().rankNow();
        });
        waitFor(() -> vmRef.get().scores().rows().stream().anyMatch(r -> r.breakdown().questionFit() > 0));
        fx(() -> ((javafx.scene.control.ListView<?>) sceneRef.get().lookup("#score-list")).scrollTo(0));
    }

    /**
     * The dark theme at the smallest window (760 × 480), or the light theme at the full size ({@value #W} × {@value #H}).
     * FX thread only.
     */
    private static void darkAndSmall(AtomicReference<MainViewModel> vmRef, AtomicReference<Scene> sceneRef,
                                     boolean darkSmall) {
        vmRef.get().darkThemeProperty().set(darkSmall);
        sceneRef.get().getWindow().setWidth(darkSmall ? org.memoryjournal.ui.main.WindowPlacement.MIN_WIDTH : W);
        sceneRef.get().getWindow().setHeight(darkSmall ? org.memoryjournal.ui.main.WindowPlacement.MIN_HEIGHT : H);
    }

    /** Ranks the question in the score pane and waits for a card that is {@code wanted}. */
    private static void rankFor(AtomicReference<MainViewModel> vmRef, String question,
                                java.util.function.Predicate<org.memoryjournal.ui.scores.ScoreRowViewModel> wanted)
            throws Exception {
        fx(() -> {
            vmRef.get().scores().queryProperty().set(question);
            vmRef.get().scores().rankNow();
        });
        waitFor(() -> vmRef.get().scores().rows().stream().anyMatch(wanted));
    }

    /** The index in the score list of the first card that is {@code wanted}. FX thread only. */
    private static int rowWhere(AtomicReference<MainViewModel> vmRef,
                                java.util.function.Predicate<org.memoryjournal.ui.scores.ScoreRowViewModel> wanted) {
        java.util.List<org.memoryjournal.ui.scores.ScoreRowViewModel> rows = vmRef.get().scores().rows();
        return java.util.stream.IntStream.range(0, rows.size()).filter(i -> wanted.test(rows.get(i)))
                .findFirst().orElse(0);
    }

    /**
     * Scrolls the score list so that it ends with the foot of the card in {@code row}, where the card's notes are,
     * however tall the card is. FX thread only.
     */
    private static void showFootOfCard(Scene scene, int row) {
        javafx.scene.control.ListView<?> list = (javafx.scene.control.ListView<?>) scene.lookup("#score-list");
        scene.getRoot().applyCss(); // the window may just have been resized: the cards' heights at its new size
        scene.getRoot().layout();
        list.scrollTo(row);
        list.layout();
        endViewWith((javafx.scene.control.skin.VirtualFlow<?>) list.lookup(".virtual-flow"), row);
    }

    /** Scrolls the chat so that the replaced-memory notice of the newest user message ends the view. FX thread only. */
    private static void showReplacedNotice(Scene scene) {
        scene.getRoot().applyCss();
        scene.getRoot().layout();
        javafx.scene.control.ScrollPane list = (javafx.scene.control.ScrollPane) scene.lookup("#message-list");
        javafx.scene.Node column = list.getContent();
        javafx.scene.Node notice = column.lookupAll("#replaced-notice").stream().reduce((a, b) -> b).orElseThrow();
        double bottom = column.sceneToLocal(notice.localToScene(notice.getLayoutBounds())).getMaxY() + 12;
        double scrollable = column.getLayoutBounds().getHeight() - list.getViewportBounds().getHeight();
        list.setVvalue(scrollable <= 0 ? 0 : Math.max(0, Math.min(1, (bottom - list.getViewportBounds().getHeight())
                / scrollable)));
    }

    /** Scrolls the flow so that its view ends where the cell in {@code row} ends. */
    private static <C extends javafx.scene.control.IndexedCell<?>> void endViewWith(
            javafx.scene.control.skin.VirtualFlow<C> flow, int row) {
        flow.scrollToBottom(flow.getVisibleCell(row));
    }

    /**
     * Reloads the browser and the status bar's count after the tool wrote memories straight into the journal,
     * behind the window's back: what the app does when its journal watch reports such a change.
     */
    private static void reload(AtomicReference<MainViewModel> vmRef) throws Exception {
        fx(() -> vmRef.get().browser().refresh());
    }

    /** Remembers each {days ago, text} as a manual memory written that many days before {@code now}. */
    private static void rememberDaysAgo(org.memoryjournal.chat.MemoryService memories, java.time.Instant now,
                                        String[][] daysAgoAndText) {
        for (String[] m : daysAgoAndText) {
            memories.remember(org.memoryjournal.chat.MemoryService.Draft.of(m[1],
                    org.memoryjournal.memory.MemorySource.MANUAL).at(now.minus(java.time.Duration.ofDays(
                    Long.parseLong(m[0])))));
        }
    }

    /** Shows the main window on a new stage, themed, and starts loading its data. FX thread only. */
    private static Stage show(MainViewModel vm, MainView view) {
        Stage stage = new Stage();
        stage.setScene(new Scene(view, W, H));
        view.applyTheme();
        stage.show();
        vm.start();
        return stage;
    }

    private static void waitFor(java.util.function.BooleanSupplier condition) throws Exception {
        for (int i = 0; i < 600; i++) {
            AtomicReference<Boolean> ok = new AtomicReference<>(false);
            fx(() -> ok.set(condition.getAsBoolean()));
            if (ok.get()) {
                return;
            }
            Thread.sleep(100);
        }
        throw new IllegalStateException("timed out waiting");
    }

    private static void fx(Runnable action) throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        AtomicReference<Throwable> error = new AtomicReference<>();
        Platform.runLater(() -> {
            try {
                action.run();
            } catch (Throwable t) {
                error.set(t);
            } finally {
                done.countDown();
            }
        });
        if (!done.await(30, TimeUnit.SECONDS)) {
            throw new IllegalStateException("FX action timed out");
        }
        if (error.get() != null) {
            throw new IllegalStateException(error.get());
        }
    }

    private static void snap(Scene scene, Path file) throws Exception {
        Thread.sleep(400);
        AtomicReference<WritableImage> image = new AtomicReference<>();
        fx(() -> image.set(scene.snapshot(null)));
        try {
            ImageIO.write(SwingFXUtils.fromFXImage(image.get(), null), "png", file.toFile());
        } catch (IOException e) {
            throw new IllegalStateException("Cannot write " + file, e);
        }
    }
}
