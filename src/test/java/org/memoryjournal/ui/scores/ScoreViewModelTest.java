package org.memoryjournal.ui.scores;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.store.MemoryListQuery;
import org.memoryjournal.ui.testing.TestServices;

class ScoreViewModelTest {
    @TempDir
    Path dir;
    TestServices services;
    ScoreViewModel vm;
    long oldRelevant;
    long freshOther;

    @BeforeEach
    void setUp() {
        services = new TestServices(dir);
        services.settings.savePolicy(RetrievalPolicy.classic());
        oldRelevant = services.add("Ana loves botanical gardens and orchids.", MemoryKind.EPISODIC, 5, 24 * 90);
        freshOther = services.add("Walked past the gardens to the bakery for bread.", MemoryKind.EPISODIC, 5, 1);
        services.add("Ana's birthday is in March.", MemoryKind.EPISODIC, 8, 24 * 30);
        vm = new ScoreViewModel(services.memories, services.chat, services.settings, services.ui.executor());
    }

    private Map<Long, Instant> accessTimes() {
        return services.memoryRepo.list(MemoryListQuery.newest(100)).stream()
                .collect(Collectors.toMap(Memory::id, Memory::lastAccessed));
    }

    private List<Long> ranking() {
        return vm.rows().stream().map(ScoreRowViewModel::memoryId).toList();
    }

    @Test
    void showsTheBreakdownForAQuery() {
        vm.show("botanical gardens for Ana", 0);

        assertThat(vm.rows()).hasSize(3);
        ScoreRowViewModel top = vm.rows().get(0);
        assertThat(top.breakdown().total()).isEqualTo(top.breakdown().weightedRelevance()
                + top.breakdown().weightedRecency() + top.breakdown().weightedImportance());
    }

    @Test
    void changingWeightsReranksWithoutTouchingAnyMemory() {
        Map<Long, Instant> before = accessTimes();
        vm.show("botanical gardens orchids", 0);
        assertThat(ranking().get(0)).isEqualTo(freshOther);

        vm.recencyWeightProperty().set(0);

        assertThat(ranking().get(0)).isEqualTo(oldRelevant);
        assertThat(accessTimes()).isEqualTo(before);
    }

    @Test
    void presetsShowRankChangesAgainstTheSavedSettings() {
        vm.show("botanical gardens orchids", 0);
        assertThat(vm.rows()).allMatch(r -> r.changeLabel().isEmpty());

        vm.applyPreset(Preset.RELEVANCE_ONLY);

        ScoreRowViewModel top = vm.rows().get(0);
        assertThat(top.memoryId()).isEqualTo(oldRelevant);
        assertThat(top.changeLabel()).startsWith("↑");
        assertThat(vm.rows()).anyMatch(r -> r.changeLabel().startsWith("↓"));
        assertThat(vm.recencyWeightProperty().get()).isZero();
    }

    @Test
    void slowerDecayLiftsOldMemories() {
        vm.show("botanical gardens orchids", 0);
        int before = ranking().indexOf(oldRelevant);

        vm.decayRateProperty().set(0.99999);

        assertThat(ranking().indexOf(oldRelevant)).isLessThan(before);
        assertThat(vm.halfLifeProperty().get()).contains("years");
    }

    @Test
    void theRecencyCurveFollowsTheDecayRate() {
        vm.decayRateProperty().set(0.995);

        assertThat(vm.halfLifeProperty().get()).isEqualTo("half-life 138 hours".replace("138 hours", "5.8 days"));
        assertThat(vm.curve().get(0).recency()).isEqualTo(1.0);
        assertThat(vm.curve().get(vm.curve().size() - 1).recency()).isLessThan(0.1);
    }

    @Test
    void useTheseWeightsSavesThePolicy() {
        vm.show("gardens", 0);
        vm.relevanceWeightProperty().set(2);
        vm.importanceWeightProperty().set(0.5);

        vm.useTheseWeights();

        assertThat(services.settings.policy().weights().relevance()).isEqualTo(2);
        assertThat(services.settings.policy().weights().importance()).isEqualTo(0.5);
        assertThat(vm.rows()).allMatch(r -> r.changeLabel().isEmpty());
    }

    @Test
    void theQueryItselfIsNotRankedAgainstItself() {
        services.add("Which gardens does Ana like?", MemoryKind.EPISODIC, 5, 0);

        vm.show("Which gardens does Ana like?", 0);

        assertThat(vm.rows()).noneMatch(r -> r.text().equals("Which gardens does Ana like?"));
        assertThat(vm.rows().get(0).rank()).isEqualTo(1);
    }

    @Test
    void anEmptyQueryExplainsWhatToDo() {
        vm.show("", 0);

        assertThat(vm.rows()).isEmpty();
        assertThat(vm.messageProperty().get()).contains("Type a question");
    }

    @Test
    void anAnswerShowsTheRankingThatBuiltItNotAReRankAfterItsTouch() {
        long conversation = services.conversationRepo.create("t", TestServices.NOW).id();
        org.memoryjournal.chat.TurnResult turn = services.chat.send(conversation, "botanical gardens orchids",
                t -> { }, new org.memoryjournal.llm.Cancellation());
        vm.showAnswer(turn.assistantMessage().id(), "botanical gardens orchids", 0);

        assertThat(ranking()).isEqualTo(turn.recalled().stream().map(r -> r.memory().id()).toList());
        assertThat(vm.rows()).extracting(ScoreRowViewModel::breakdown)
                .isEqualTo(turn.recalled().stream().map(org.memoryjournal.memory.Recalled::breakdown).toList());
        assertThat(vm.sourceProperty().get()).startsWith("As used for this answer");

        vm.recencyWeightProperty().set(0);

        assertThat(vm.sourceProperty().get()).startsWith("What-if preview");
    }

    @Test
    void anAnswerWithoutAKeptRankingIsReRankedAndSaysSo() {
        vm.showAnswer(424_242, "botanical gardens orchids", 0);
        assertThat(vm.rows()).isNotEmpty();
        assertThat(vm.sourceProperty().get()).startsWith("Re-ranked now");
    }
}
