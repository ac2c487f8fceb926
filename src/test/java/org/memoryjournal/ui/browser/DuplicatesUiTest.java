package org.memoryjournal.ui.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.ui.browser.RealJournal.waitUntil;

import java.nio.file.Path;
import java.util.List;

import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import javafx.stage.Window;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.llm.LocalEmbeddingProvider;
import org.memoryjournal.memory.MemoryKind;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * "Find duplicates…" in the browser, with the real BGE model (the duplicate threshold is measured on it): a
 * paraphrase pair is proposed and a look-alike pair is not; only a confirmed merge changes anything, keeping
 * the picked text and re-pointing links; Cancel changes nothing; no duplicates is said in a sentence.
 */
@ExtendWith(ApplicationExtension.class)
class DuplicatesUiTest {
    private static final LocalEmbeddingProvider BGE = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.BGE_SMALL);
    @TempDir
    Path dir;
    private RealJournal j;
    private long allergic;
    private long allergy;
    private long insight;

    @Start
    void start(Stage stage) throws Exception {
        j = new RealJournal(dir, BGE);
        allergic = j.add("I'm allergic to penicillin.", MemoryKind.SEMANTIC, 9, 24 * 60);
        allergy = j.add("I have a penicillin allergy.", MemoryKind.SEMANTIC, 4, 24 * 20);
        j.add("The front door code is 4417.", MemoryKind.SEMANTIC, 5, 24 * 30);
        j.add("The garage door code is 7144.", MemoryKind.SEMANTIC, 5, 24 * 29);
        j.add("Saw a zebra at the Lisbon zoo with Ana.", MemoryKind.EPISODIC, 4, 30);
        insight = j.add("Penicillin must be avoided: tell every doctor.", MemoryKind.SEMANTIC, 8, 24 * 10);
        j.journal.memories().linkEvidence(insight, List.of(allergy));
        j.show(stage, 1280, 820, false);
    }

    @AfterEach
    void stop(FxRobot robot) {
        // A dialog left open (it is modal to the shared stage) would block the next tests' windows.
        robot.interact(() -> Window.getWindows().stream().filter(w -> w instanceof Stage s && s.getScene() != null
                && "duplicates-dialog".equals(s.getScene().getRoot().getId())).map(w -> (Stage) w).toList()
                .forEach(Stage::close));
        j.close();
    }

    @AfterAll
    static void release() {
        BGE.close();
    }

    private void openDialog(FxRobot robot) throws Exception {
        TableView<MemoryRowViewModel> t = robot.lookup("#memory-table").queryTableView();
        waitUntil(() -> t.getItems().size() == 6 && !t.getItems().get(0).isLoading());
        robot.clickOn("#browser-more");
        robot.clickOn("Find duplicates…");
        waitUntil(() -> robot.lookup("#duplicates-dialog").tryQuery().isPresent());
        waitUntil(() -> !robot.lookup("#duplicates-message").queryLabeled().getText().startsWith("Looking"));
    }

    private List<String> proposedTexts(FxRobot robot) {
        return robot.lookup("#duplicates-list .radio-button").queryAllAs(Labeled.class).stream()
                .map(Labeled::getText).toList();
    }

    private boolean dialogOpen() {
        return Window.getWindows().stream().anyMatch(w -> w.isShowing() && w.getScene() != null
                && w.getScene().getRoot().getId() != null && w.getScene().getRoot().getId().equals("duplicates-dialog"));
    }

    @Test
    void theDialogProposesTheParaphrasePairAndNotTheLookAlikes(FxRobot robot) throws Exception {
        openDialog(robot);

        assertThat(proposedTexts(robot)).containsExactly("I'm allergic to penicillin.", "I have a penicillin allergy.");
        assertThat(robot.lookup("#duplicate-group-1").tryQuery()).isEmpty();
        assertThat(robot.lookup("#duplicate-when-" + allergic).queryLabeled().getText())
                .startsWith("#" + allergic + " · 2026-01-09 · semantic");
        assertThat(robot.lookup("#duplicate-group-0 .label").queryAllAs(Labeled.class).stream()
                .map(Labeled::getText)).anyMatch(s -> s.matches("\\d+% alike"));
        assertThat(robot.lookup("#duplicates-merge").queryButton().isDisabled()).as("nothing ticked").isTrue();
        robot.clickOn("#duplicates-cancel");
        waitUntil(() -> !dialogOpen());
    }

    @Test
    void aConfirmedMergeKeepsThePickedTextAndRepointsLinks(FxRobot robot) throws Exception {
        openDialog(robot);
        robot.clickOn("#duplicate-merge-0");
        robot.clickOn("#duplicate-keep-" + allergy);

        robot.clickOn("#duplicates-merge");

        waitUntil(() -> !dialogOpen());
        waitUntil(() -> j.memories.journalSize() == 5);
        assertThat(j.memories.find(allergic)).isEmpty();
        assertThat(j.memories.find(allergy).orElseThrow().text()).isEqualTo("I have a penicillin allergy.");
        assertThat(j.memories.find(allergy).orElseThrow().importance()).as("the higher importance").isEqualTo(9);
        assertThat(j.journal.memories().evidenceOf(insight)).containsExactly(allergy);
        TableView<MemoryRowViewModel> t = robot.lookup("#memory-table").queryTableView();
        waitUntil(() -> t.getItems().size() == 5 && !t.getItems().get(0).isLoading());
        assertThat(t.getItems().stream().map(MemoryRowViewModel::text).filter(s -> s.toLowerCase(java.util.Locale.ROOT).contains("penicillin")))
                .containsExactlyInAnyOrder("I have a penicillin allergy.", "Penicillin must be avoided: tell every doctor.");
        assertThat(robot.lookup("#notice-text").queryLabeled().getText())
                .isEqualTo("Merged 2 memories into #" + allergy + ".");
    }

    @Test
    void cancelChangesNothingEvenWithAMergeTicked(FxRobot robot) throws Exception {
        openDialog(robot);
        robot.clickOn("#duplicate-merge-0");
        robot.clickOn("#duplicate-keep-" + allergy);

        robot.clickOn("#duplicates-cancel");

        waitUntil(() -> !dialogOpen());
        assertThat(j.memories.journalSize()).isEqualTo(6);
        assertThat(j.memories.find(allergic)).isPresent();
        assertThat(j.memories.find(allergy)).isPresent();
        assertThat(j.journal.memories().evidenceOf(insight)).containsExactly(allergy);
    }

    @Test
    void aJournalWithoutDuplicatesIsToldSoInASentence(FxRobot robot) throws Exception {
        j.memories.forget(List.of(allergic));
        robot.interact(() -> j.viewModel.browser().refresh());
        TableView<MemoryRowViewModel> t = robot.lookup("#memory-table").queryTableView();
        waitUntil(() -> t.getItems().size() == 5 && !t.getItems().get(0).isLoading());
        robot.clickOn("#browser-more");
        robot.clickOn("Find duplicates…");
        waitUntil(() -> robot.lookup("#duplicates-dialog").tryQuery().isPresent());
        waitUntil(() -> !robot.lookup("#duplicates-message").queryLabeled().getText().startsWith("Looking"));

        assertThat(robot.lookup("#duplicates-message").queryLabeled().getText())
                .isEqualTo("No duplicates found: no two memories say the same thing.");
        assertThat(proposedTexts(robot)).isEmpty();
        assertThat(robot.lookup("#duplicates-merge").query().isVisible()).isFalse();
        robot.clickOn("#duplicates-cancel");
        waitUntil(() -> !dialogOpen());
        assertThat(j.memories.journalSize()).isEqualTo(5);
    }
}
