package org.memoryjournal.app.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.List;

import org.junit.jupiter.api.Test;

class MemoryBudgetTest {
    private static MemoryBench.Result result(double after, double peak) {
        return new MemoryBench.Result(100_000, 420, after, peak, 260, 300, 384, after, List.of("-Xmx384m"));
    }

    @Test
    void withinWhenTheResidentMemoryAfterTheScenarioAndItsPeakAreAtMostTheBudget() {
        MemoryBudget.Verdict v = new MemoryBudget(700).judge(result(650, 700));

        assertThat(v.within()).isTrue();
        assertThat(v.sentence()).startsWith("Within the memory budget of 700 MB")
                .contains("420 MB at start", "650 MB after the scenario", "700 MB at its peak", "260 MB");
    }

    @Test
    void overWhenTheResidentMemoryAfterTheScenarioIsAboveTheBudget() {
        MemoryBudget.Verdict v = new MemoryBudget(700).judge(result(701, 701));

        assertThat(v.within()).isFalse();
        assertThat(v.over()).containsExactly("resident memory after the scenario 701 MB", "peak resident memory 701 MB");
        assertThat(v.sentence()).startsWith("Over the memory budget of 700 MB (resident memory after the scenario 701 MB");
    }

    @Test
    void aPeakAboveTheBudgetIsOverEvenWhenTheEndIsWithin() {
        MemoryBudget.Verdict v = new MemoryBudget(700).judge(result(600, 950));

        assertThat(v.within()).isFalse();
        assertThat(v.over()).containsExactly("peak resident memory 950 MB");
    }

    @Test
    void aFigureThatCouldNotBeReadIsNotWithinTheBudget() {
        MemoryBudget.Verdict v = new MemoryBudget(700).judge(result(Double.NaN, 500));

        assertThat(v.within()).isFalse();
        assertThat(v.over()).hasSize(1);
    }

    @Test
    void theGeneratedSectionCarriesTheMeasuredFiguresFlagsAndVerdict() {
        MemoryBench.Result r = result(650, 690);
        String md = PerformanceReport.memory(r, new MemoryBudget(700).judge(r));

        assertThat(md).contains("## Memory of the app", "100,000-memory journal", "`-Xmx384m`",
                "| 420 | 650 | 690 | 260 | 300 | 700 |", "Within the memory budget of 700 MB");
    }

    @Test
    void aBudgetMustBePositive() {
        assertThatThrownBy(() -> new MemoryBudget(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("positive");
    }

    @Test
    void theScenarioFiguresAreReadBackByName() throws IOException {
        MemoryBench.Result r = MemoryBench.parse(List.of("memories 100000", "turns 5", "searches 4", "rss_start_mb 512",
                "rss_after_mb 640", "rss_peak_mb 690", "heap_live_mb 250", "heap_committed_mb 330", "heap_max_mb 384",
                "rss_after_gc_mb 600"), List.of("-Xmx384m"));

        assertThat(r.memories()).isEqualTo(100_000);
        assertThat(r.rssStart()).isEqualTo(512);
        assertThat(r.rssAfter()).isEqualTo(640);
        assertThat(r.rssPeak()).isEqualTo(690);
        assertThat(r.heapLive()).isEqualTo(250);
        assertThat(r.flags()).containsExactly("-Xmx384m");
    }

    @Test
    void aScenarioThatFailedInTheAppIsReportedWithItsReason() {
        assertThatThrownBy(() -> MemoryBench.parse(List.of("error IllegalStateException: chat turn failed"), List.of()))
                .isInstanceOf(IOException.class).hasMessageContaining("chat turn failed");
    }

    @Test
    void missingFiguresAreNamedNotGuessed() {
        assertThatThrownBy(() -> MemoryBench.parse(List.of("memories 100000", "rss_start_mb 500"), List.of()))
                .isInstanceOf(IOException.class).hasMessageContaining("incomplete");
    }
}
