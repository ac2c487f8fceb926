package org.memoryjournal.ui.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.stream.IntStream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.ui.browser.UnsavedEditsQuestion.Choice;
import org.memoryjournal.ui.testing.TestServices;

/** Nothing typed in the memory editor is lost without the user choosing it (view model, no stage). */
class UnsavedEditsTest {
    @TempDir
    Path dir;
    TestServices services;
    BrowserViewModel vm;
    final List<String> asked = new ArrayList<>();
    final List<Consumer<Choice>> answers = new ArrayList<>();
    long tea;
    long coffee;

    @BeforeEach
    void setUp() {
        services = new TestServices(dir);
        vm = new BrowserViewModel(services.memories, services.ui.executor());
        vm.setUnsavedEditsQuestion((described, answer) -> {
            asked.add(described);
            answers.add(answer);
        });
        tea = services.add("I like tea.", MemoryKind.SEMANTIC, 4, 10);
        coffee = services.add("I like coffee.", MemoryKind.SEMANTIC, 4, 20);
        vm.refresh();
    }

    private int rowOf(long id) {
        return IntStream.range(0, vm.rows().size()).filter(i -> vm.rows().get(i).id() == id).findFirst()
                .orElseThrow();
    }

    /** Selects a memory's row as the table does: the kept selection changes, and the editor is asked to show it. */
    private void click(long id) {
        int at = rowOf(id);
        vm.listing().selectionChanged(List.of(id), at);
        vm.selection().select(vm.rows().get(at));
    }

    private long shown() {
        return vm.editor().shownProperty().get().id();
    }

    private void answer(Choice choice) {
        answers.remove(answers.size() - 1).accept(choice);
    }

    @Test
    void clickingAnotherRowWithUnsavedEditsAsksWhatTheyChangedAndKeepEditingSelectsTheEditedRowAgain() {
        click(tea);
        vm.editor().textProperty().set("I like green tea.");
        vm.editor().importanceProperty().set("6");

        click(coffee);

        assertThat(asked).containsExactly("Memory #" + tea + " “I like tea.” has unsaved changes to its text and "
                + "importance.");
        assertThat(shown()).as("nothing moves before the answer").isEqualTo(tea);
        answer(Choice.KEEP_EDITING);
        assertThat(shown()).isEqualTo(tea);
        assertThat(vm.editor().textProperty().get()).isEqualTo("I like green tea.");
        assertThat(vm.editor().importanceProperty().get()).isEqualTo("6");
        assertThat(vm.listing().reselectProperty().get()).as("the table selects the edited row").containsExactly(
                rowOf(tea));
        assertThat(services.memoryRepo.find(tea).orElseThrow().text()).isEqualTo("I like tea.");
    }

    @Test
    void saveWritesTheEditsThenShowsTheOtherMemory() {
        click(tea);
        vm.editor().textProperty().set("I like green tea.");
        click(coffee);

        answer(Choice.SAVE);

        assertThat(services.memoryRepo.find(tea).orElseThrow().text()).isEqualTo("I like green tea.");
        assertThat(shown()).isEqualTo(coffee);
        assertThat(vm.editor().dirtyBinding().get()).isFalse();
        assertThat(vm.rows().get(rowOf(tea)).text()).isEqualTo("I like green tea.");
    }

    @Test
    void discardDropsTheEditsOnlyWhenChosen() {
        click(tea);
        vm.editor().pinnedProperty().set(true);
        click(coffee);

        answer(Choice.DISCARD);

        assertThat(shown()).isEqualTo(coffee);
        assertThat(services.memoryRepo.find(tea).orElseThrow().pinned()).isFalse();
        click(tea);
        assertThat(vm.editor().pinnedProperty().get()).isFalse();
        assertThat(asked).hasSize(1);
    }

    @Test
    void aSaveThatIsRefusedOrFailsKeepsTheEditsAndTheEditedRow() {
        click(tea);
        vm.editor().importanceProperty().set("0");
        click(coffee);
        answer(Choice.SAVE);

        assertThat(shown()).isEqualTo(tea);
        assertThat(vm.editor().importanceErrorProperty().get()).contains("1 to 10");
        assertThat(vm.listing().reselectProperty().get()).containsExactly(rowOf(tea));

        vm.editor().importanceProperty().set("7");
        services.memoryRepo.setFailing(true);
        click(coffee);
        answer(Choice.SAVE);

        assertThat(shown()).isEqualTo(tea);
        assertThat(vm.editor().importanceProperty().get()).isEqualTo("7");
        assertThat(vm.editor().errorProperty().get()).contains("disk full");
    }

    @Test
    void keepEditingAMemoryASearchHidSelectsNoRow() {
        click(tea);
        vm.editor().textProperty().set("I like green tea.");
        vm.filter().searchProperty().set("coffee");
        click(coffee);

        answer(Choice.KEEP_EDITING);

        assertThat(shown()).isEqualTo(tea);
        assertThat(vm.listing().reselectProperty().get()).as("the edited memory has no row to select").isEmpty();
    }

    @Test
    void aChipOrEvidenceLinkAsksToo() {
        click(tea);
        vm.editor().kindProperty().set(MemoryKind.EPISODIC);

        vm.selectMemory(coffee);
        assertThat(asked).containsExactly("Memory #" + tea + " “I like tea.” has unsaved changes to its kind.");
        answer(Choice.KEEP_EDITING);
        assertThat(shown()).isEqualTo(tea);
        assertThat(vm.editor().kindProperty().get()).isEqualTo(MemoryKind.EPISODIC);

        vm.selectMemory(tea);
        assertThat(asked).as("the memory being edited is already shown").hasSize(1);
        vm.selectMemory(coffee);
        answer(Choice.DISCARD);
        assertThat(shown()).isEqualTo(coffee);
        assertThat(vm.selection().focusIndexProperty().get()).isEqualTo(rowOf(coffee));
    }

    @Test
    void closingWaitsForTheAnswerAndStaysOpenWhenTheUserKeepsEditing() {
        AtomicInteger closed = new AtomicInteger();
        vm.settleEdits(closed::incrementAndGet);
        assertThat(closed).as("nothing unsaved: closes at once").hasValue(1);
        click(tea);
        vm.editor().textProperty().set("I like green tea.");

        vm.settleEdits(closed::incrementAndGet);
        answer(Choice.KEEP_EDITING);
        assertThat(closed).hasValue(1);
        vm.settleEdits(closed::incrementAndGet);
        answer(Choice.SAVE);

        assertThat(closed).hasValue(2);
        assertThat(services.memoryRepo.find(tea).orElseThrow().text()).isEqualTo("I like green tea.");
    }

    @Test
    void withoutADialogToAskNothingTypedIsDropped() {
        vm.setUnsavedEditsQuestion(UnsavedEditsQuestion.KEEP_EDITING);
        click(tea);
        vm.editor().textProperty().set("I like green tea.");

        click(coffee);

        assertThat(shown()).isEqualTo(tea);
        assertThat(vm.editor().textProperty().get()).isEqualTo("I like green tea.");
    }

    @Test
    void whileTheQuestionIsOpenAReloadReselectingTheClickedRowDoesNotAskAgain() {
        click(tea);
        vm.editor().textProperty().set("I like green tea.");
        click(coffee);

        vm.refresh();
        vm.selection().select(vm.rows().get(rowOf(coffee)));

        assertThat(asked).hasSize(1);
        answer(Choice.DISCARD);
        assertThat(shown()).isEqualTo(coffee);
    }

    @Test
    void pinningTheEditedMemoryFromTheTableKeepsWhatWasTyped() {
        click(tea);
        vm.editor().textProperty().set("I like green tea.");

        vm.togglePin(vm.rows().get(rowOf(tea)));

        assertThat(services.memoryRepo.find(tea).orElseThrow().pinned()).isTrue();
        assertThat(vm.editor().pinnedProperty().get()).as("follows the store").isTrue();
        assertThat(vm.editor().textProperty().get()).as("kept").isEqualTo("I like green tea.");
        assertThat(vm.editor().changedFields()).containsExactly("text");
    }

    @Test
    void restoringTheEditedSupersededMemoryKeepsWhatWasTyped() {
        long lisbon = services.add("I live in Lisbon now.", MemoryKind.SEMANTIC, 6, 1);
        services.memoryRepo.supersede(tea, lisbon, "Changed.");
        vm.filter().showSupersededProperty().set(true);
        click(tea);
        vm.editor().importanceProperty().set("8");

        vm.editor().restore();

        assertThat(vm.editor().canRestoreBinding().get()).isFalse();
        assertThat(vm.editor().importanceProperty().get()).isEqualTo("8");
        assertThat(vm.editor().dirtyBinding().get()).isTrue();
    }
}
