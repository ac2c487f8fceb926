package org.memoryjournal.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;

import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.chat.JournalBackups;
import org.memoryjournal.chat.JournalFiles;
import org.memoryjournal.chat.MarkdownJournal;
import org.memoryjournal.ui.SyncTaskExecutor;
import org.memoryjournal.ui.UiServices;
import org.memoryjournal.ui.testing.TestServices;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** File → Back up…, Restore…, Export as Markdown… sit above Quit when the journal's file use cases are there. */
@ExtendWith(ApplicationExtension.class)
class JournalFileMenuUiTest {
    @TempDir
    Path dir;
    private MainView withFiles;
    private MainView without;

    @Start
    void start(Stage stage) throws Exception {
        TestServices services = new TestServices(dir, new SyncTaskExecutor());
        JournalFiles files = new JournalFiles(dir.resolve("journal.db"), new JournalBackups(dir.resolve("journal.db"),
                t -> {
                    throw new IllegalStateException("not in this test");
                }), new MarkdownJournal(() -> {
                    throw new IllegalStateException("not in this test");
                }, ZoneId.of("UTC")), () -> { }, Clock.systemUTC());
        UiServices ui = services.ui;
        withFiles = new MainView(new MainViewModel(new UiServices(ui.memories(), ui.chat(), ui.settings(), ui.status(),
                ui.executor(), Optional.of(files))));
        without = new MainView(new MainViewModel(ui));
        stage.setScene(new Scene(withFiles, 900, 600));
        stage.show();
    }

    private static List<String> fileMenu(MainView view) {
        MenuBar bar = (MenuBar) view.getTop();
        Menu file = bar.getMenus().get(0);
        return file.getItems().stream().map(i -> i.getText() == null ? "—" : i.getText()).toList();
    }

    @Test
    void theItemsComeBeforeQuitOnlyWhenTheUseCasesAreThere(FxRobot robot) {
        assertThat(fileMenu(withFiles)).containsSubsequence("Re-embed memories", "—", "Back up…", "Restore…",
                "Export as Markdown…", "—", "Quit");
        assertThat(fileMenu(withFiles).get(fileMenu(withFiles).size() - 1)).isEqualTo("Quit");
        assertThat(fileMenu(without)).doesNotContain("Back up…", "Restore…", "Export as Markdown…");
        MenuItem backup = ((MenuBar) withFiles.getTop()).getMenus().get(0).getItems().stream()
                .filter(i -> "backup-item".equals(i.getId())).findFirst().orElseThrow();
        assertThat(backup.getText()).isEqualTo("Back up…");
    }
}
