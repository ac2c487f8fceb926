package org.memoryjournal.app.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class ScenarioMarkdownTest {
    @Test
    void theGapBetweenTwoSetsHasNewcombesInterval() {
        // Newcombe (1998), Statistics in Medicine 17:873, example (a): 56/70 against 48/80.
        double[] gap = ScenarioMarkdown.difference(new ScenarioReport.Share(56, 70), new ScenarioReport.Share(48, 80));
        assertThat(gap[0]).isCloseTo(0.0524, within(0.0005));
        assertThat(gap[1]).isCloseTo(0.3339, within(0.0005));
    }

    @Test
    void equalSharesGiveAnIntervalAroundZero() {
        double[] gap = ScenarioMarkdown.difference(new ScenarioReport.Share(52, 60), new ScenarioReport.Share(53, 61));
        assertThat(gap[0]).isNegative();
        assertThat(gap[1]).isPositive();
    }
}
