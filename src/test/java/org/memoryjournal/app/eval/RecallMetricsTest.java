package org.memoryjournal.app.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

class RecallMetricsTest {

    private static final List<String> RANKED = List.of("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k");

    @Test
    void firstEvidenceAtTopScoresOne() {
        RecallMetrics m = RecallMetrics.score(RANKED, Set.of("a"));
        assertThat(m).isEqualTo(new RecallMetrics(1, 1, 1, 1));
    }

    @Test
    void evidenceBetweenFiveAndTenCountsOnlyForRecallAtTen() {
        RecallMetrics m = RecallMetrics.score(RANKED, Set.of("f", "k"));
        assertThat(m.recallAt5()).isZero();
        assertThat(m.recallAt10()).isEqualTo(0.5);
        assertThat(m.hitAt5()).isZero();
        assertThat(m.reciprocalRank()).isCloseTo(1 / 6.0, within(1e-12));
    }

    @Test
    void recallIsTheShareOfEvidenceFoundAndMrrUsesTheFirstOne() {
        RecallMetrics m = RecallMetrics.score(RANKED, Set.of("c", "e", "i", "z"));
        assertThat(m.recallAt5()).isEqualTo(0.5);
        assertThat(m.recallAt10()).isEqualTo(0.75);
        assertThat(m.hitAt5()).isEqualTo(1);
        assertThat(m.reciprocalRank()).isCloseTo(1 / 3.0, within(1e-12));
    }

    @Test
    void nothingFoundScoresZeroAndShortRankingsAreFine() {
        assertThat(RecallMetrics.score(List.of("x"), Set.of("a"))).isEqualTo(new RecallMetrics(0, 0, 0, 0));
        assertThat(RecallMetrics.score(List.of(), Set.of("a"))).isEqualTo(new RecallMetrics(0, 0, 0, 0));
    }

    @Test
    void questionsWithoutEvidenceAreRefused() {
        assertThatThrownBy(() -> RecallMetrics.score(RANKED, Set.of())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void meanAveragesEachScore() {
        RecallMetrics mean = RecallMetrics.mean(List.of(new RecallMetrics(1, 1, 1, 1), new RecallMetrics(0, 0.5, 0, 0.25)));
        assertThat(mean).isEqualTo(new RecallMetrics(0.5, 0.75, 0.5, 0.625));
        assertThat(RecallMetrics.mean(List.of())).isEqualTo(new RecallMetrics(0, 0, 0, 0));
    }
}
