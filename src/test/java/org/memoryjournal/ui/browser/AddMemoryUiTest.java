package org.memoryjournal.ui.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.ui.browser.RealJournal.waitUntil;

import java.time.LocalDate;

import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.TableView;
import javafx.stage.Stage;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.memoryjournal.chat.MemoryFilter;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The add form and the first-run examples, in the real window over a real journal (today is 2026-03-10). */
@ExtendWith(ApplicationExtension.class)
class AddMemoryUiTest {
    private RealJournal j;

    @Start
    void start(Stage stage) throws Exception {
        j = new RealJournal();
        j.show(stage, 1280, 820, false);
    }

    @AfterEach
    void stop() {
        j.close();
    }

    private TableView<MemoryRowViewModel> table(FxRobot robot) {
        return robot.lookup("#memory-table").queryTableView();
    }

    private Memory only() {
        return j.memories.list(MemoryFilter.newest(), 0, 10).get(0);
    }

    private void typeMemory(FxRobot robot, String text, String date) {
        robot.clickOn("#add-button");
        robot.clickOn("#add-text").write(text);
        if (!date.isEmpty()) {
            robot.clickOn("#add-date").write(date);
        }
    }

    @Test
    void anEmptyJournalSaysSoAndTheExamplesSayHowManyWereAdded(FxRobot robot) throws Exception {
        waitUntil(() -> j.viewModel.browser().journalSizeProperty().get() == 0);
        assertThat(robot.lookup("#memory-empty").queryLabeled().getText())
                .isEqualTo("No memories yet — add one with “+ Add”, or start chatting: what you write is remembered.");

        robot.clickOn("#add-examples-button");

        waitUntil(() -> table(robot).getItems().size() == 6);
        assertThat(robot.lookup("#notice-text").queryLabeled().getText()).isEqualTo("Added 6 example memories.");
        assertThat(robot.lookup("#memory-count").queryLabeled().getText()).isEqualTo("6 shown");
    }

    @Test
    void yesterdayInTheDateFieldDatesTheMemoryYesterday(FxRobot robot) throws Exception {
        typeMemory(robot, "Lunch with Ana at the market.", "yesterday");
        DatePicker picker = robot.lookup("#add-date-picker").query();
        assertThat(picker.getValue()).isEqualTo(LocalDate.of(2026, 3, 9));

        robot.clickOn("#add-memory-button");

        waitUntil(() -> table(robot).getItems().size() == 1);
        assertThat(robot.lookup(".table-cell").match(n -> "2026-03-09".equals(
                ((javafx.scene.control.TableCell<?, ?>) n).getText())).tryQuery()).isPresent();
        assertThat(only().createdAt()).isEqualTo(java.time.Instant.parse("2026-03-09T12:00:00Z"));
        assertThat(robot.lookup("#add-form").query().isVisible()).isFalse();
    }

    @Test
    void aDateItCannotReadIsExplainedAndNothingIsLost(FxRobot robot) throws Exception {
        typeMemory(robot, "Lunch with Ana at the market.", "next blursday");

        robot.clickOn("#add-memory-button");

        assertThat(robot.lookup("#add-date-error").queryLabeled().getText()).startsWith(
                "“next blursday” is not a date I understand. Type a date like 2026-03-07, or today, yesterday");
        assertThat(robot.lookup("#add-date").queryTextInputControl().getText()).isEqualTo("next blursday");
        assertThat(robot.lookup("#add-text").queryTextInputControl().getText()).isEqualTo("Lunch with Ana at the market.");
        assertThat(j.memories.journalSize()).isZero();

        robot.doubleClickOn("#add-date").eraseText(20).write("3 days ago");
        robot.clickOn("#add-memory-button");
        waitUntil(() -> j.memories.journalSize() == 1);
        assertThat(LocalDate.ofInstant(only().createdAt(), java.time.ZoneOffset.UTC)).isEqualTo(LocalDate.of(2026, 3, 7));
    }

    @Test
    void thePickerWritesAnIsoDateIntoTheField(FxRobot robot) throws Exception {
        robot.clickOn("#add-button");
        DatePicker picker = robot.lookup("#add-date-picker").query();

        robot.interact(() -> picker.setValue(LocalDate.of(2026, 2, 1)));

        assertThat(robot.lookup("#add-date").queryTextInputControl().getText()).isEqualTo("2026-02-01");
        assertThat(picker.getConverter().toString(LocalDate.of(2026, 2, 1))).isEqualTo("2026-02-01");
        robot.clickOn("#add-text").write("Ski trip.");
        robot.clickOn("#add-memory-button");
        waitUntil(() -> j.memories.journalSize() == 1);
        assertThat(LocalDate.ofInstant(only().createdAt(), java.time.ZoneOffset.UTC)).isEqualTo(LocalDate.of(2026, 2, 1));
    }

    @Test
    void theKindChoiceGoesBackToAutomaticAfterEachMemory(FxRobot robot) throws Exception {
        robot.clickOn("#add-button");
        ComboBox<KindChoice> kind = robot.lookup("#add-kind").queryComboBox();
        assertThat(kind.getValue()).isEqualTo(KindChoice.AUTOMATIC);
        robot.clickOn("#add-text").write("Always answer in French.");
        robot.clickOn(kind).clickOn("procedural");
        robot.clickOn("#add-memory-button");
        waitUntil(() -> j.memories.journalSize() == 1);
        assertThat(only().kind()).isEqualTo(MemoryKind.PROCEDURAL);

        robot.clickOn("#add-button");
        assertThat(kind.getValue()).isEqualTo(KindChoice.AUTOMATIC);
        assertThat(robot.lookup("#add-kind .list-cell").queryLabeled().getText()).isEqualTo("automatic");
        robot.clickOn("#add-text").write("Went swimming with Tom at the lake.");
        robot.clickOn("#add-memory-button");

        waitUntil(() -> j.memories.journalSize() == 2);
        assertThat(only().text()).isEqualTo("Went swimming with Tom at the lake.");
        assertThat(only().kind()).isEqualTo(MemoryKind.EPISODIC);
    }

    @Test
    void anEmptyTextIsRefusedWithAMessageThatGoesAsSoonAsTextIsTyped(FxRobot robot) throws Exception {
        robot.clickOn("#add-button");

        robot.clickOn("#add-memory-button");

        assertThat(robot.lookup("#add-text-error").queryLabeled().getText())
                .isEqualTo("A memory needs some text; this one is empty.");
        assertThat(j.memories.journalSize()).isZero();
        robot.clickOn("#add-text").write("L");
        assertThat(robot.lookup("#add-text-error").queryLabeled().getText()).isEmpty();
        robot.write("ena's wedding is on 12 September in Porto");
        robot.clickOn("#add-memory-button");
        waitUntil(() -> j.memories.journalSize() == 1);
        robot.clickOn("#add-button");
        assertThat(robot.lookup("#add-text-error").queryLabeled().getText()).isEmpty();
    }

    @Test
    void theAppRatesImportanceAsTheCommandLineDoesUnlessOneIsTyped(FxRobot robot) throws Exception {
        String wedding = "Lena's wedding is on 12 September in Porto";
        int rated = j.memories.prepare(MemoryService.Draft.of(wedding, MemorySource.MANUAL)).importance();
        assertThat(rated).as("a text the rater does not put at the middle").isNotEqualTo(5);
        robot.clickOn("#add-button");
        javafx.scene.control.TextField importance = robot.lookup("#add-importance").query();
        assertThat(importance.getText()).isEmpty();
        assertThat(importance.getPromptText()).isEqualTo("auto");

        robot.clickOn("#add-text").write(wedding);
        robot.clickOn("#add-memory-button");
        waitUntil(() -> j.memories.journalSize() == 1);
        assertThat(only().importance()).isEqualTo(rated);

        robot.clickOn("#add-button");
        assertThat(importance.getText()).as("back to auto after a save").isEmpty();
        robot.clickOn("#add-text").write("Bought bread.");
        robot.clickOn(importance).write("11");
        robot.clickOn("#add-memory-button");
        assertThat(robot.lookup("#add-importance-error").queryLabeled().getText())
                .isEqualTo("Importance is a whole number from 1 to 10.");
        robot.doubleClickOn(importance).write("8");
        assertThat(robot.lookup("#add-importance-error").queryLabeled().getText()).isEmpty();
        robot.clickOn("#add-memory-button");
        waitUntil(() -> j.memories.journalSize() == 2);
        assertThat(only().text()).isEqualTo("Bought bread.");
        assertThat(only().importance()).isEqualTo(8);
    }
}
