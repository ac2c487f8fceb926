package org.memoryjournal.ui.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.ui.testing.TestServices;

/** "Replaced by…" in the browser's view model, without the toolkit: the choices, the answer, the notice. */
class ManualReplacementTest {
    @TempDir
    Path dir;
    TestServices services;
    BrowserViewModel vm;
    long plan;
    long moved;
    long lunch;
    final List<ReplacementChoices> asked = new ArrayList<>();

    @BeforeEach
    void setUp() {
        services = new TestServices(dir);
        vm = new BrowserViewModel(services.memories, services.ui.executor());
        services.add("Bought a toothbrush before the dentist", MemoryKind.EPISODIC, 3, 24 * 20);
        plan = services.add("Dentist on 2 April", MemoryKind.EPISODIC, 5, 24 * 10);
        moved = services.add("Dentist moved from 2 to 9 April", MemoryKind.EPISODIC, 5, 24 * 2);
        lunch = services.add("Lunch with Ana", MemoryKind.EPISODIC, 4, 24);
        vm.refresh();
    }

    /** Answers with the first choice whose text holds {@code text}, after searching for it. */
    private ReplacementQuestion picking(String text) {
        return (choices, answer) -> {
            asked.add(choices);
            choices.searchProperty().set(text);
            choices.chosenProperty().set(choices.candidates().stream().findFirst().orElse(null));
            answer.accept(Optional.ofNullable(choices.chosenProperty().get()));
        };
    }

    @Test
    void theChoicesAreTheLaterMemoriesNewestFirstAndASearchNarrowsThem() {
        vm.setReplacementQuestion((choices, answer) -> asked.add(choices));
        vm.selectMemory(plan);

        vm.editor().markReplaced();

        ReplacementChoices choices = asked.get(0);
        assertThat(choices.question()).isEqualTo("Which memory replaces #" + plan + " “Dentist on 2 April”?");
        assertThat(choices.candidates()).extracting(Memory::id).containsExactly(lunch, moved);
        assertThat(choices.canReplaceBinding().get()).isFalse();
        choices.chosenProperty().set(choices.candidates().get(0));
        choices.searchProperty().set("dentist");
        assertThat(choices.candidates()).extracting(Memory::id).containsExactly(moved);
        assertThat(choices.chosenProperty().get()).as("the pick the search hid is dropped").isNull();
        choices.searchProperty().set("zebra");
        assertThat(choices.candidates()).isEmpty();
        assertThat(choices.statusProperty().get()).isEqualTo("No later memory matches “zebra”.");
    }

    @Test
    void theAnswerSupersedesTheShownMemoryAndTheNoticeSaysSo() {
        vm.setReplacementQuestion(picking("dentist"));
        vm.selectMemory(plan);

        vm.editor().markReplaced();

        assertThat(services.memories.find(plan).orElseThrow().supersededBy()).hasValue(moved);
        assertThat(vm.editor().canRestoreBinding().get()).isTrue();
        assertThat(vm.editor().canMarkReplacedBinding().get()).isFalse();
        assertThat(vm.rows().stream().filter(r -> r.id() == plan).findFirst().orElseThrow().superseded()).isTrue();
        assertThat(vm.notice().noticeProperty().get()).isEqualTo("Memory #" + plan + " is marked as replaced by #"
                + moved + "; Restore brings it back.");

        vm.editor().restore();

        assertThat(services.memories.find(plan).orElseThrow().isSuperseded()).isFalse();
        assertThat(vm.editor().canMarkReplacedBinding().get()).isTrue();
    }

    @Test
    void aCancelledQuestionChangesNothingAndTheNewestMemoryHasNoChoices() {
        vm.setReplacementQuestion((choices, answer) -> {
            asked.add(choices);
            answer.accept(Optional.empty());
        });
        vm.selectMemory(lunch);

        vm.editor().markReplaced();

        assertThat(asked.get(0).candidates()).isEmpty();
        assertThat(asked.get(0).statusProperty().get()).startsWith("No later memory can replace it");
        assertThat(services.memories.find(lunch).orElseThrow().isSuperseded()).isFalse();
        assertThat(vm.notice().noticeProperty().get()).isEmpty();
    }
}
