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
    void nothingRelatedSaysSoAndAnEmptyJournalSaysItIsEmpty() {
        services.settings.savePolicy(RetrievalPolicy.defaults());
        vm = new ScoreViewModel(services.memories, services.chat, services.settings, services.ui.executor());
        vm.show("quantum chromodynamics lattice", 0);
        assertThat(vm.rows()).isEmpty();
        assertThat(vm.messageProperty().get()).isEqualTo("No memory is related closely enough to that question.");

        TestServices empty = new TestServices(dir.resolve("empty"));
        ScoreViewModel emptyVm = new ScoreViewModel(empty.memories, empty.chat, empty.settings, empty.ui.executor());
        emptyVm.show("botanical gardens", 0);
        assertThat(emptyVm.rows()).isEmpty();
        assertThat(emptyVm.messageProperty().get()).isEqualTo("No memories to rank yet.");
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

    @Test
    void asOfAPastMomentRanksTheJournalAsItStoodWithRecencyCountedUpToThenAndTouchesNothing() {
        Map<Long, Instant> before = accessTimes();
        RetrievalPolicy saved = services.settings.policy();
        vm.show("botanical gardens orchids", 0);
        assertThat(ranking().get(0)).isEqualTo(freshOther);

        vm.asOfProperty().set("2025-12-10 10:00"); // an hour after the orchids were written, 90 days ago
        vm.rerank();

        assertThat(ranking().get(0)).isEqualTo(oldRelevant);
        // The bakery walk was written yesterday: the journal as it stood then did not hold it.
        assertThat(ranking()).doesNotContain(freshOther);
        assertThat(vm.rows().get(0).breakdown().recency()).isCloseTo(0.995, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(vm.sourceProperty().get())
                .startsWith("What-if preview with these weights, ranked as of Wed 10 Dec 2025, 10:00; nothing is touched");
        assertThat(vm.asOfBannerProperty().get()).startsWith("As of Wed 10 Dec 2025, 10:00: the journal as it stood "
                + "then (memories written later are left out)");
        assertThat(vm.asOfErrorProperty().get()).isEmpty();
        assertThat(accessTimes()).isEqualTo(before);
        assertThat(services.settings.policy()).isEqualTo(saved);
    }

    @Test
    void timeWordsInTheQuestionAreReadFromTheAsOfDay() {
        vm.show("what happened yesterday", 0);
        assertThat(vm.sourceProperty().get()).contains("2026-03-09 00:00");

        vm.asOfProperty().set("2025-12-11 12:00");
        vm.rerank();

        assertThat(vm.sourceProperty().get()).contains("time words applied: \"yesterday\" (2025-12-10 00:00")
                .doesNotContain("2026-03-09");
    }

    @Test
    void theAsOfFieldTakesTheBrowsersDayWordsWithAnOptionalTime() {
        vm.show("gardens", 0);
        String[][] cases = {
            {"yesterday", "As of Mon 9 Mar 2026, 23:59"},
            {"3 days ago 18:30", "As of Sat 7 Mar 2026, 18:30"},
            {"last Monday at 7:05", "As of Mon 9 Mar 2026, 07:05"},
            {"2026-03-01T08:15:00Z", "As of Sun 1 Mar 2026, 08:15"},
            {"2026-03-01", "As of Sun 1 Mar 2026, 23:59"},
        };
        for (String[] c : cases) {
            vm.asOfProperty().set(c[0]);
            vm.rerank();
            assertThat(vm.asOfBannerProperty().get()).as(c[0]).startsWith(c[1] + ":");
            assertThat(vm.rows()).as(c[0]).isNotEmpty();
        }
    }

    @Test
    void anAsOfTheFieldCannotReadSaysWhyAndRanksNothingUntilItIsFixed() {
        vm.show("gardens", 0);
        String[][] cases = {
            {"next blursday", "“next blursday” is not a date I understand. Type a date like 2026-03-07"},
            {"2027-01-01", "“2027-01-01” is in the future (Fri 1 Jan 2027, 23:59)"},
            {"yesterday 25:00", "“yesterday 25:00” is not a date I understand"},
            {"1850-01-01", "“1850-01-01” is before 1900"},
        };
        for (String[] c : cases) {
            vm.asOfProperty().set(c[0]);
            vm.rerank();
            assertThat(vm.asOfErrorProperty().get()).as(c[0]).startsWith(c[1]);
            assertThat(vm.rows()).as(c[0]).isEmpty();
            assertThat(vm.asOfBannerProperty().get()).as(c[0]).isEmpty();
            assertThat(vm.sourceProperty().get()).as(c[0]).isEmpty();
        }

        vm.rankNow();

        assertThat(vm.asOfErrorProperty().get()).isEmpty();
        assertThat(vm.asOfProperty().get()).isEmpty();
        assertThat(vm.rows()).isNotEmpty();
        assertThat(vm.sourceProperty().get()).startsWith("What-if preview with these weights, ranked now");
        assertThat(vm.asOfBannerProperty().get()).isEmpty();
    }

    @Test
    void anAnswersKeptRankingPutsItsOwnMomentInTheAsOfField() {
        long conversation = services.conversationRepo.create("t", TestServices.NOW).id();
        org.memoryjournal.chat.TurnResult turn = services.chat.send(conversation, "botanical gardens orchids",
                t -> { }, new org.memoryjournal.llm.Cancellation());
        vm.asOfProperty().set("2025-12-10 10:00");
        vm.show("gardens", 0);
        assertThat(vm.asOfBannerProperty().get()).isNotEmpty();

        vm.showAnswer(turn.assistantMessage().id(), "botanical gardens orchids", 0);

        assertThat(vm.sourceProperty().get()).startsWith("As used for this answer");
        assertThat(vm.asOfBannerProperty().get()).isEmpty();
        // The field shows the moment of the ranking on screen, not the date typed before.
        assertThat(vm.asOfProperty().get()).isEqualTo(TestServices.NOW.toString());
        vm.recencyWeightProperty().set(0.5); // a what-if from here ranks as of the answer, and says so
        assertThat(vm.sourceProperty().get()).contains("ranked as of Tue 10 Mar 2026, 09:00");
    }

    @Test
    void anAnswersMomentIsShownToTheSecondAndRanksAgainFromThere() {
        TestServices at = new TestServices(dir.resolve("fraction"), java.time.Clock.fixed(
                TestServices.NOW.plusNanos(808_731_604), java.time.ZoneOffset.UTC));
        at.add("Ana loves botanical gardens and orchids.", MemoryKind.EPISODIC, 5, 24);
        ScoreViewModel shown = new ScoreViewModel(at.memories, at.chat, at.settings, at.ui.executor());
        long conversation = at.conversationRepo.create("t", TestServices.NOW).id();
        org.memoryjournal.chat.TurnResult turn = at.chat.send(conversation, "botanical gardens orchids",
                t -> { }, new org.memoryjournal.llm.Cancellation());

        shown.showAnswer(turn.assistantMessage().id(), "botanical gardens orchids", 0);

        assertThat(shown.asOfProperty().get()).isEqualTo("2026-03-10T09:00:00Z");
        shown.rerank();
        assertThat(shown.asOfErrorProperty().get()).isEmpty();
        assertThat(shown.rows()).isNotEmpty();
        assertThat(shown.sourceProperty().get()).contains("ranked as of Tue 10 Mar 2026, 09:00");
    }
}
