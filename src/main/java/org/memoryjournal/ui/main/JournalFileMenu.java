package org.memoryjournal.ui.main;

import java.io.File;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import org.memoryjournal.chat.JournalFiles;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.TaskExecutor;

/**
 * File → Back up…, Restore…, Export as Markdown…: picks the file or folder, runs the journal's file use case in
 * the background and shows its sentence. Restoring closes the journal, so the app quits after telling the result.
 */
final class JournalFileMenu {
    private final JournalFiles files;
    private final TaskExecutor executor;
    private final Supplier<Window> owner;
    private final Supplier<List<String>> stylesheets;

    private JournalFileMenu(JournalFiles files, TaskExecutor executor, Supplier<Window> owner,
                            Supplier<List<String>> stylesheets) {
        this.files = files;
        this.executor = executor;
        this.owner = owner;
        this.stylesheets = stylesheets;
    }

    /** Adds the items to {@code file} before its last separator (Quit stays last); nothing without the use cases. */
    static void addTo(Menu file, Optional<JournalFiles> files, TaskExecutor executor, Supplier<Window> owner,
                      Supplier<List<String>> stylesheets) {
        if (files.isEmpty()) {
            return;
        }
        JournalFileMenu menu = new JournalFileMenu(files.get(), executor, owner, stylesheets);
        int at = file.getItems().size();
        for (int i = file.getItems().size() - 1; i >= 0; i--) {
            if (file.getItems().get(i) instanceof SeparatorMenuItem) {
                at = i;
                break;
            }
        }
        file.getItems().addAll(at, List.of(new SeparatorMenuItem(),
                item("backup-item", "Back up…", menu::backup),
                item("restore-item", "Restore…", menu::restore),
                item("markdown-item", "Export as Markdown…", menu::markdown)));
    }

    private static MenuItem item(String id, String text, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setId(id);
        item.setOnAction(e -> action.run());
        return item;
    }

    private void backup() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Back up the journal");
        chooser.setInitialFileName("memory-journal-" + LocalDate.now() + ".db");
        File target = chooser.showSaveDialog(owner.get());
        if (target != null) {
            run("Backing up", () -> files.backup(target.toPath()), null);
        }
    }

    private void restore() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Restore the journal from a backup");
        File chosen = chooser.showOpenDialog(owner.get());
        if (chosen == null) {
            return;
        }
        Path backup = chosen.toPath();
        executor.execute(BackgroundTask.of("Checking the backup", u -> files.describeBackup(backup))
                .onSuccess(described -> {
                    Alert confirm = alert(Alert.AlertType.CONFIRMATION, "Restore the journal?", described
                            + "\n\nMemory Journal will close the journal, replace it with this backup (the journal as it "
                            + "is now is kept beside it) and then quit. Close any script or other Memory Journal "
                            + "using the journal first.");
                    ButtonType restore = new ButtonType("Restore and quit", ButtonBar.ButtonData.OK_DONE);
                    confirm.getButtonTypes().setAll(restore, ButtonType.CANCEL);
                    if (confirm.showAndWait().orElse(ButtonType.CANCEL) == restore) {
                        run("Restoring", () -> files.restoreAndClose(backup), Platform::exit);
                    }
                })
                .onFailure(this::showError));
    }

    private void markdown() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Export the journal as Markdown");
        File dir = chooser.showDialog(owner.get());
        if (dir == null) {
            return;
        }
        Alert ask = alert(Alert.AlertType.CONFIRMATION, "Export as Markdown",
                "One file per month will be written to " + dir + ". Add the conversations too?");
        ButtonType memories = new ButtonType("Memories only", ButtonBar.ButtonData.NO);
        ButtonType both = new ButtonType("With conversations", ButtonBar.ButtonData.YES);
        ask.getButtonTypes().setAll(memories, both, ButtonType.CANCEL);
        ButtonType answer = ask.showAndWait().orElse(ButtonType.CANCEL);
        if (answer != ButtonType.CANCEL) {
            run("Writing Markdown", () -> files.exportMarkdown(dir.toPath(), answer == both), null);
        }
    }

    /** Runs the work in the background and shows its sentence, then {@code after} (may be null). */
    private void run(String title, Supplier<String> work, Runnable after) {
        executor.execute(BackgroundTask.of(title, u -> work.get())
                .onSuccess(sentence -> {
                    alert(Alert.AlertType.INFORMATION, title, sentence).showAndWait();
                    if (after != null) {
                        after.run();
                    }
                })
                .onFailure(e -> {
                    showError(e);
                    if (after != null) {
                        after.run();
                    }
                }));
    }

    private void showError(Throwable e) {
        String message = e.getMessage() == null ? "Something unexpected went wrong; the log has the details."
                : e.getMessage();
        alert(Alert.AlertType.ERROR, "Memory Journal", message).showAndWait();
    }

    private Alert alert(Alert.AlertType type, String title, String text) {
        Alert a = new Alert(type, text);
        a.setTitle(title);
        a.setHeaderText(title);
        Window w = owner.get();
        if (w != null) {
            a.initOwner(w);
        }
        a.getDialogPane().getStylesheets().setAll(stylesheets.get());
        return a;
    }
}
