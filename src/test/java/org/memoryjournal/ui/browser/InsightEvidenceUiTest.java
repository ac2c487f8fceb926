package org.memoryjournal.ui.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.ui.browser.RealJournal.waitUntil;

import java.time.Duration;
import java.util.List;

import javafx.scene.Node;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.TableView;
import javafx.stage.Stage;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * An insight (source reflection) shows the memories it cites, each a link to select it; deleting a cited memory
 * asks what becomes of the insight — keep it, delete it too, or cancel — and never decides silently.
 */
@ExtendWith(ApplicationExtension.class)
class InsightEvidenceUiTest {
    private RealJournal j;
    private long run1;
    private long run2;
    private long run3;
    private long insight;

    @Start
    void start(Stage stage) throws Exception {
        j = new RealJournal();
        run1 = j.add("Ran 5 km along the river before work.", MemoryKind.EPISODIC, 3, 24 * 9);
        run2 = j.add("Morning run by the river, 6 km.", MemoryKind.EPISODIC, 3, 24 * 6);
        run3 = j.add("Another river run this morning, 5 km.", MemoryKind.EPISODIC, 3, 24 * 2);
        j.add("Saw a zebra at the Lisbon zoo with Ana.", MemoryKind.EPISODIC, 4, 30);
        insight = j.memories.remember(MemoryService.Draft.of("You run by the river about twice a week.",
                MemorySource.REFLECTION).withKind(MemoryKind.SEMANTIC).withImportance(6)
                .at(RealJournal.NOW.minus(Duration.ofHours(1)))).id();
        j.journal.memories().linkEvidence(insight, List.of(run1, run2, run3));
        j.show(stage, 1280, 820, false);
    }

    @AfterEach
    void stop() {
        j.close();
    }

    private TableView<MemoryRowViewModel> table(FxRobot robot) {
        return robot.lookup("#memory-table").queryTableView();
    }

    private void select(FxRobot robot, long id) throws Exception {
        j.selectRow(robot, id);
    }

    private void deleteAndWaitForTheQuestion(FxRobot robot, long id) throws Exception {
        select(robot, id);
        robot.clickOn("#delete-button");
        waitUntil(() -> robot.lookup("#insight-question").tryQuery().isPresent());
    }

    @Test
    void anInsightShowsItsEvidenceAndAClickSelectsTheCitedMemory(FxRobot robot) throws Exception {
        select(robot, insight);
        waitUntil(() -> robot.lookup("#detail-evidence .hyperlink").queryAll().size() == 3);
        assertThat(robot.lookup("#detail-evidence .hyperlink").queryAllAs(Hyperlink.class).stream()
                .map(Hyperlink::getText)).containsExactly("#" + run1 + " · Ran 5 km along the river before work.",
                "#" + run2 + " · Morning run by the river, 6 km.", "#" + run3 + " · Another river run this morning, 5 km.");

        robot.clickOn("#evidence-" + run2);

        waitUntil(() -> table(robot).getSelectionModel().getSelectedItem() != null
                && table(robot).getSelectionModel().getSelectedItem().id() == run2);
        assertThat(j.viewModel.browser().editor().shownProperty().get().id()).isEqualTo(run2);
        assertThat(robot.lookup("#detail-evidence").query().isVisible()).as("a plain memory cites nothing").isFalse();
    }

    @Test
    void deletingEvidenceAsksAndKeepingTheInsightDeletesOnlyTheEvidence(FxRobot robot) throws Exception {
        deleteAndWaitForTheQuestion(robot, run1);
        DialogPane question = robot.lookup("#insight-question").query();
        assertThat(question.getContentText()).isEqualTo("Memory #" + run1 + " is evidence for the insight #" + insight
                + " “You run by the river about twice a week.”. Keep the insight, or delete it too?");
        assertThat(j.memories.find(run1)).as("nothing deleted while asking").isPresent();

        robot.clickOn("#keep-insights");

        waitUntil(() -> j.memories.find(run1).isEmpty());
        assertThat(j.memories.find(insight)).isPresent();
        assertThat(j.journal.memories().evidenceOf(insight)).containsExactly(run2, run3);
    }

    @Test
    void deletingTheInsightTooRemovesBothAndUndoPutsBackTheLinks(FxRobot robot) throws Exception {
        deleteAndWaitForTheQuestion(robot, run1);

        robot.clickOn("#delete-insights-too");

        waitUntil(() -> j.memories.find(run1).isEmpty() && j.memories.find(insight).isEmpty());
        waitUntil(() -> robot.lookup("#undo-button").query().isVisible());
        assertThat(robot.lookup("#notice-text").queryLabeled().getText()).isEqualTo("Deleted 2 memories.");
        assertThat(j.memories.find(run2)).isPresent();

        robot.clickOn("#undo-button");

        waitUntil(() -> j.memories.find(insight).isPresent() && j.memories.find(run1).isPresent());
        assertThat(j.journal.memories().evidenceOf(insight)).containsExactly(run1, run2, run3);
    }

    @Test
    void cancelDeletesNothing(FxRobot robot) throws Exception {
        deleteAndWaitForTheQuestion(robot, run3);

        robot.clickOn("#cancel-delete");

        waitUntil(() -> robot.lookup("#insight-question").tryQuery().map(n -> !n.isVisible()).orElse(true));
        assertThat(j.memories.find(run3)).isPresent();
        assertThat(j.memories.find(insight)).isPresent();
        assertThat(j.journal.memories().evidenceOf(insight)).containsExactly(run1, run2, run3);
        assertThat(robot.lookup("#undo-bar").query().isVisible()).isFalse();
    }

    @Test
    void deletingAMemoryNoInsightCitesAsksNothing(FxRobot robot) throws Exception {
        TableView<MemoryRowViewModel> t = table(robot);
        waitUntil(() -> t.getItems().stream().anyMatch(r -> r.text().startsWith("Saw a zebra")));
        long zebra = t.getItems().stream().filter(r -> r.text().startsWith("Saw a zebra")).findFirst().orElseThrow().id();
        select(robot, zebra);
        robot.clickOn("#delete-button");

        waitUntil(() -> j.memories.find(zebra).isEmpty());
        Node asked = robot.lookup("#insight-question").tryQuery().orElse(null);
        assertThat(asked == null || !asked.isVisible()).isTrue();
    }
}
