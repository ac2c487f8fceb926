package org.memoryjournal.ui.access;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.TableView;
import javafx.stage.Stage;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import org.memoryjournal.app.Journal;
import org.memoryjournal.app.selfcheck.HashingEmbedder;
import org.memoryjournal.memory.AccessEntry;
import org.memoryjournal.ui.SyncTaskExecutor;

/** The Access view on a real stage: the log's rows, switching a client off and on, Restore only for a forget. */
@ExtendWith(ApplicationExtension.class)
class AccessViewUiTest {
    @TempDir
    Path dir;
    private Journal journal;

    @Start
    void start(Stage stage) throws Exception {
        journal = Journal.open(Optional.of(dir), Map.of("provider", "offline"), new HashingEmbedder());
        journal.access().record(AccessEntry.of(Instant.parse("2026-03-10T09:00:00Z"), "Claude Desktop", "recall",
                "my sister", List.of(3L), "1 memory"));
        journal.access().record(AccessEntry.of(Instant.parse("2026-03-10T09:01:00Z"), "Cursor", "forget", "#3",
                List.of(3L), "forgot"));
        AccessViewModel vm = new AccessViewModel(journal.access(), new SyncTaskExecutor(), ZoneOffset.UTC);
        stage.setScene(new Scene(new AccessView(vm), 960, 400));
        stage.show();
        vm.refresh();
    }

    @AfterEach
    void close() {
        journal.close();
    }

    @Test
    void showsTheCallsAndSwitchesTheSelectedClientOffAndOn(FxRobot robot) {
        TableView<AccessRowViewModel> table = robot.lookup("#access-table").queryTableView();
        assertThat(table.getItems()).extracting(AccessRowViewModel::client).containsExactly("Cursor", "Claude Desktop");
        Button switchButton = robot.lookup("#access-switch-button").queryButton();
        Button restore = robot.lookup("#access-restore-button").queryButton();
        assertThat(switchButton.isDisabled()).isTrue();

        robot.clickOn("Claude Desktop");
        assertThat(switchButton.getText()).isEqualTo("Switch off Claude Desktop");
        assertThat(restore.isDisabled()).as("a recall cannot be restored").isTrue();
        robot.clickOn(switchButton);
        assertThat(journal.access().isSwitchedOff("Claude Desktop")).isTrue();
        assertThat(switchButton.getText()).isEqualTo("Allow Claude Desktop");
        assertThat(robot.lookup("#access-status").queryLabeled().getText())
                .isEqualTo("Claude Desktop is switched off: its calls are refused from now on.");

        robot.clickOn("Cursor");
        assertThat(restore.isDisabled()).isFalse();
        robot.clickOn("Claude Desktop");
        robot.clickOn(switchButton);
        assertThat(journal.access().isSwitchedOff("Claude Desktop")).isFalse();
    }
}
