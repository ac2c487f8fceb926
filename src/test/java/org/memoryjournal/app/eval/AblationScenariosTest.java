package org.memoryjournal.app.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.llm.LocalEmbeddingProvider;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.RetrievalPolicy;

class AblationScenariosTest {

    @TempDir
    Path dir;

    @Test
    void theSuiteCoversTheFourRequiredSituations() {
        assertThat(AblationScenarios.all()).extracting(Scenario::name).containsExactly("changing-preferences",
                "pivotal-vs-small-talk", "standing-instruction", "frequently-used");
        assertThat(AblationScenarios.all()).allSatisfy(s -> assertThat(s.probes()).isNotEmpty());
        assertThat(AblationScenarios.frequentlyUsed().timeline()).filteredOn(e -> e instanceof Scenario.Use).hasSizeGreaterThan(4);
    }

    @Test
    void aScenarioOutOfTimeOrderOrWithAnUnknownExpectationIsRefused() {
        Instant t = Instant.parse("2026-01-01T00:00:00Z");
        var later = new Scenario.Remember("a", t.plusSeconds(60), "a", MemorySource.CHAT);
        var earlier = new Scenario.Remember("b", t, "b", MemorySource.CHAT);
        assertThatThrownBy(() -> new Scenario("x", "", List.of(later, earlier), List.of()))
                .hasMessageContaining("not in time order");
        assertThatThrownBy(() -> new Scenario("x", "", List.of(earlier),
                List.of(new Scenario.Probe(t.plusSeconds(1), "q", "nope")))).hasMessageContaining("unknown memory 'nope'");
        assertThatThrownBy(() -> new Scenario("x", "", List.of(later),
                List.of(new Scenario.Probe(t, "q", "a")))).hasMessageContaining("before the timeline ends");
    }

    /** The smoke test with the real default model: the shipped policy gets every expected memory first. */
    @Test
    void theShippedPolicyPutsEveryExpectedMemoryFirst() {
        try (CachingEmbedder embedder = new CachingEmbedder(new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.BGE_SMALL))) {
            EvalEnvironment env = TestEnvironments.with(embedder, dir);
            AblationReport report = new AblationRunner(env, embedder, line -> { }).run(AblationScenarios.all(),
                    AblationConfig.standard(RetrievalPolicy.defaults()));

            AblationReport.ConfigResult full = report.configs().get(0);
            assertThat(full.name()).isEqualTo("full");
            // Rated by the app's own write path (not by hand), the shipped policy must keep at least 8 of 9.
            assertThat(full.hitAt1()).as(report.markdown()).isGreaterThanOrEqualTo(8 / 9.0);
            assertThat(full.hitAt1()).isGreaterThanOrEqualTo(result(report, "relevance-only").hitAt1());

            AblationReport.ConfigResult noWriteBack = result(report, "no-write-back");
            assertThat(noWriteBack.hitAt1()).isZero();
            assertThat(noWriteBack.wrong()).allSatisfy(p -> assertThat(p.cause()).contains("never written"));
            assertThat(result(report, "relevance-only").hitAt1()).isLessThan(1.0);
            assertThat(result(report, "retrieve-everything").meanPromptTokens()).isGreaterThan(full.meanPromptTokens());
        }
    }

    private static AblationReport.ConfigResult result(AblationReport report, String name) {
        return report.configs().stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }
}
