package org.memoryjournal.ui.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.ui.browser.RealJournal.waitUntil;

import java.util.List;

import javafx.scene.control.ComboBox;
import javafx.scene.control.TableView;
import javafx.stage.Stage;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.AccessEntry;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The browser's source filter (the chat, facts, insights, each assistant by name) and who wrote a memory. */
@ExtendWith(ApplicationExtension.class)
class SourceFilterUiTest {
    private RealJournal j;
    private long claude;

    @Start
    void start(Stage stage) throws Exception {
        j = new RealJournal();
        remember("I told the journal about my trip to Porto.", MemorySource.CHAT);
        remember("Ana's birthday is on 14 March.", MemorySource.FACT);
        remember("Saw a zebra at the Lisbon zoo.", MemorySource.MANUAL);
        claude = mcp("The user prefers metric units.", "Claude Desktop");
        mcp("The user's editor is Neovim.", "Cursor");
        j.show(stage, 1280, 820, false);
    }

    private void remember(String text, MemorySource source) {
        j.memories.remember(MemoryService.Draft.of(text, source).withKind(MemoryKind.SEMANTIC).withImportance(5));
    }

    private long mcp(String text, String client) {
        long id = j.memories.remember(MemoryService.Draft.fromClient(text, client).withKind(MemoryKind.SEMANTIC)
                .withImportance(5)).id();
        j.journal.accessLog().record(new AccessEntry(0, RealJournal.NOW, client, "remember", "", List.of(id), "added"));
        return id;
    }

    @AfterEach
    void stop() {
        j.close();
    }

    private List<String> shown(FxRobot robot) throws Exception {
        waitUntil(() -> !j.viewModel.browser().loadingProperty().get());
        TableView<MemoryRowViewModel> t = robot.lookup("#memory-table").queryTableView();
        waitUntil(() -> t.getItems().stream().noneMatch(MemoryRowViewModel::isLoading));
        return t.getItems().stream().map(MemoryRowViewModel::text).toList();
    }

    private void choose(FxRobot robot, String label) {
        robot.clickOn("#source-filter");
        robot.clickOn(label);
    }

    @Test
    void theFilterOffersEachSourceAndEachAssistantByName(FxRobot robot) throws Exception {
        assertThat(shown(robot)).hasSize(5);
        ComboBox<SourceChoice> filter = robot.lookup("#source-filter").queryComboBox();
        waitUntil(() -> filter.getItems().stream().anyMatch(c -> c.label().equals("Cursor (assistant)")));
        assertThat(filter.getItems()).extracting(SourceChoice::label).containsExactly("All sources", "Chat", "Facts",
                "Added by hand", "Insights (reflection)", "Imported", "All assistants (MCP)",
                "Claude Desktop (assistant)", "Cursor (assistant)");

        choose(robot, "Facts");
        waitUntil(() -> shown(robot).size() == 1);
        assertThat(shown(robot)).containsExactly("Ana's birthday is on 14 March.");

        choose(robot, "Claude Desktop (assistant)");
        waitUntil(() -> shown(robot).size() == 1);
        assertThat(shown(robot)).containsExactly("The user prefers metric units.");

        choose(robot, "All assistants (MCP)");
        waitUntil(() -> shown(robot).size() == 2);
        assertThat(shown(robot)).containsExactlyInAnyOrder("The user prefers metric units.", "The user's editor is Neovim.");

        choose(robot, "Insights (reflection)");
        waitUntil(() -> shown(robot).isEmpty());
        assertThat(robot.lookup("#memory-empty").queryLabeled().getText()).isEqualTo("No memories match these filters.");

        choose(robot, "All sources");
        waitUntil(() -> shown(robot).size() == 5);
    }

    @Test
    void theEditorSaysWhichAssistantWroteAMemory(FxRobot robot) throws Exception {
        shown(robot);
        robot.interact(() -> j.viewModel.browser().selectMemory(claude));
        waitUntil(() -> robot.lookup("#detail-client").query().isVisible());
        assertThat(robot.lookup("#detail-client").queryLabeled().getText())
                .isEqualTo("Written by Claude Desktop (an assistant, through MCP)");

        long manual = robot.lookup("#memory-table").queryTableView().getItems().stream()
                .map(r -> (MemoryRowViewModel) r).filter(r -> r.text().startsWith("Saw a zebra")).findFirst()
                .orElseThrow().id();
        robot.interact(() -> j.viewModel.browser().selectMemory(manual));
        waitUntil(() -> j.viewModel.browser().editor().shownProperty().get().id() == manual);
        assertThat(robot.lookup("#detail-client").query().isVisible()).isFalse();
    }
}
