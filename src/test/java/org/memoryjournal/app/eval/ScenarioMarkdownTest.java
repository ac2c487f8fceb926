package org.memoryjournal.app.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.memoryjournal.memory.RetrievalPolicy;

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

    /** A case of this set and class, passed or missed. */
    private static ScenarioReport.CaseResult result(String set, String questionClass, int i, boolean passed) {
        Instant at = Instant.parse("2026-01-01T00:00:00Z");
        PersonalSuite.Case c = new PersonalSuite.Case(set, set + i, questionClass, ZoneOffset.UTC,
                List.of(new PersonalSuite.Entry("a", at, "A"), new PersonalSuite.Entry("b", at, "B")),
                at.plusSeconds(60), "q", "a", List.of(), Map.of(), List.of());
        return new ScenarioReport.CaseResult(c, Optional.of(passed ? "a" : "b"), List.of(), true, List.of(), Map.of(),
                "");
    }

    @Test
    void aSetWrittenForOneClassIsComparedWithDevsCasesOfThatClass() {
        List<ScenarioReport.CaseResult> results = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            results.add(result("dev", "durable", i, i < 5)); // dev durable 5/10
            results.add(result("dev", "instruction", 10 + i, true)); // dev instruction 10/10
            results.add(result("third", "durable", 20 + i, i < 5)); // third durable 5/10
        }
        ScenarioConfig shipped = new ScenarioConfig("default", "", RetrievalPolicy.defaults(), true);
        ScenarioReport r = new ScenarioReport("test:model", List.of(shipped), Map.of("default", results), List.of(),
                List.of(), new ScenarioReport.ImportanceResult(Map.of()),
                new ScenarioReport.KindResult(List.of(), List.of()), new ScenarioReport.DuplicateResult(
                new ScenarioReport.Share(1, 1), new ScenarioReport.Share(0, 1), new ScenarioReport.Share(0, 1)));

        String text = ScenarioMarkdown.conclusions(r);

        // Against all of dev (15/20) the durable-only set would look like a gap the mechanisms fitted.
        assertThat(text).contains("- Dev (durable) 0.50 (5/10, ").contains("against third 0.50 (5/10, ")
                .contains("dev +0.00").contains("no clear sign of fitting the dev sentences");
    }
}
