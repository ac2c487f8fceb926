package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** An insight ranks just below the best-ranked memory it was drawn from, when both are recalled. */
class SourcesFirstTest {
    private static final Weights W = new Weights(1, 0.03, 0.1);

    private static Ranked ranked(long id, int rank, double relevance) {
        return new Ranked(id, rank, ScoreBreakdown.of(W, relevance, 1.0, 0.5));
    }

    private static List<Long> ids(List<Ranked> r) {
        return r.stream().map(Ranked::id).toList();
    }

    @Test
    void anInsightMovesJustBelowItsBestRankedSourceAndSaysWhy() {
        // 9 is an insight drawn from 3 and 4; 7 is unrelated.
        List<Ranked> before = List.of(ranked(9, 1, 0.8), ranked(7, 2, 0.7), ranked(4, 3, 0.6), ranked(3, 4, 0.5));
        List<Ranked> after = SourcesFirst.order(before, Map.of(9L, List.of(3L, 4L)));

        assertThat(ids(after)).containsExactly(7L, 4L, 9L, 3L);
        assertThat(after).extracting(Ranked::rank).containsExactly(1, 2, 3, 4);
        ScoreBreakdown insight = after.get(2).breakdown();
        assertThat(insight.loweredFor()).isEqualTo(LoweredFor.SOURCE);
        assertThat(insight.outdatedBy()).isEqualTo(4);
        assertThat(insight.total()).isLessThan(after.get(1).breakdown().total())
                .isGreaterThan(after.get(3).breakdown().total());
        // What it lost is what the breakdown subtracts: the bars still add up to the total.
        assertThat(insight.weightedRelevance() + insight.weightedRecency() + insight.weightedImportance()
                + insight.timeMatch() + insight.questionFit() - insight.outdated()).isCloseTo(insight.total(),
                within(1e-12));
        // The others keep their own breakdowns.
        assertThat(after.get(0).breakdown()).isEqualTo(before.get(1).breakdown());
    }

    @Test
    void anInsightWhoseSourcesWereNotRecalledOrRankLowerAlreadyStaysWhereItIs() {
        List<Ranked> before = List.of(ranked(4, 1, 0.8), ranked(9, 2, 0.7), ranked(7, 3, 0.6));
        assertThat(SourcesFirst.order(before, Map.of(9L, List.of(4L)))).isEqualTo(before);
        assertThat(SourcesFirst.order(before, Map.of(9L, List.of(100L)))).isEqualTo(before);
        assertThat(SourcesFirst.order(before, Map.of())).isEqualTo(before);
    }

    @Test
    void aSourceRankedBelowTheFirstFiveLeavesTheInsightWhereItIs() {
        List<Ranked> before = List.of(ranked(9, 1, 0.9), ranked(1, 2, 0.8), ranked(2, 3, 0.7), ranked(5, 4, 0.6),
                ranked(6, 5, 0.5), ranked(3, 6, 0.4));
        assertThat(SourcesFirst.WITHIN).isEqualTo(5);
        assertThat(SourcesFirst.order(before, Map.of(9L, List.of(3L)))).isEqualTo(before);
        assertThat(ids(SourcesFirst.order(before, Map.of(9L, List.of(6L))))).containsExactly(1L, 2L, 5L, 6L, 9L, 3L);
    }

    @Test
    void twoInsightsOverTheSameSourceBothEndBelowIt() {
        List<Ranked> before = List.of(ranked(8, 1, 0.9), ranked(9, 2, 0.8), ranked(3, 3, 0.5));
        List<Ranked> after = SourcesFirst.order(before, Map.of(8L, List.of(3L), 9L, List.of(3L)));

        assertThat(after.get(0).id()).isEqualTo(3L);
        assertThat(ids(after)).containsExactlyInAnyOrder(3L, 8L, 9L);
        assertThat(after.subList(1, 3)).allSatisfy(r -> {
            assertThat(r.breakdown().loweredFor()).isEqualTo(LoweredFor.SOURCE);
            assertThat(r.breakdown().outdatedBy()).isEqualTo(3L);
        });
    }
}
