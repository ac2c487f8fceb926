package org.memoryjournal.app.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.LocalEmbeddingProvider;

import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The personal-memory suite: the shipped files are complete, and the shipped write path and policy, with
 * the real BGE model, keep answering every class — a regression in any mechanism fails here, not in a
 * user's journal. The thresholds are a guard below the measured figures (docs/EVALUATION.md), not targets.
 */
class PersonalSuiteTest {
    @TempDir
    Path dir;

    @Test
    void theShippedSuiteHasEnoughCasesInEveryClassAndSet() {
        PersonalSuite suite = PersonalSuite.load();
        assertThat(suite.cases()).hasSizeGreaterThanOrEqualTo(60);
        for (String set : PersonalSuite.SETS) {
            // The later sets cover the five classes of the issue; pattern questions are the suite's own addition;
            // "third" and "blind3" were written for durable facts alone, the class that did worst on fresh data.
            boolean firstSets = set.equals("dev") || set.equals("heldout");
            boolean durableOnly = set.equals("third") || set.equals("blind3");
            for (String c : firstSets ? PersonalSuite.CLASSES
                    : durableOnly ? List.of("durable") : PersonalSuite.CLASSES.subList(0, 5)) {
                assertThat(suite.cases().stream().filter(x -> x.set().equals(set) && x.questionClass().equals(c)))
                        .as(set + "/" + c).hasSizeGreaterThanOrEqualTo(9);
            }
        }
        assertThat(suite.lookalikes()).hasSizeGreaterThanOrEqualTo(40);
        assertThat(suite.paraphrases()).hasSizeGreaterThanOrEqualTo(40);
        assertThat(suite.cases()).filteredOn(c -> c.questionClass().equals("pattern"))
                .allMatch(c -> c.pattern().size() >= 3 && c.memories().size() > c.pattern().size());
        assertThat(suite.updates()).hasSizeGreaterThanOrEqualTo(20);
        assertThat(suite.importance()).hasSizeGreaterThanOrEqualTo(100);
        assertThat(suite.kinds()).hasSizeGreaterThanOrEqualTo(60);
        assertThat(suite.onlySet("heldout").cases()).allMatch(c -> c.set().equals("heldout"));
        assertThat(suite.onlySet("blind").cases()).hasSizeGreaterThanOrEqualTo(50)
                .allMatch(c -> c.set().equals("blind"));
        assertThat(suite.onlySet("blind2").cases()).hasSizeGreaterThanOrEqualTo(50);
        assertThat(suite.onlySet("second").cases()).hasSizeGreaterThanOrEqualTo(100);
        assertThat(suite.onlySet("third").cases()).hasSize(30).allMatch(c -> c.questionClass().equals("durable"));
        assertThat(suite.onlySet("blind3").cases()).hasSize(30).allMatch(c -> c.questionClass().equals("durable"));
        assertThat(PersonalSuite.SETS).filteredOn(PersonalSuite::sealed).containsExactly("blind", "blind2", "blind3");
        assertThatThrownBy(() -> suite.onlySet("test")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aCaseNamingAnUnknownMemoryIsRefused() throws Exception {
        var node = new ObjectMapper().readTree("""
                {"id": "x", "class": "time", "now": "2026-01-02T00:00:00Z", "question": "q", "expected": "nope",
                 "memories": [{"key": "a", "at": "2026-01-01T00:00:00Z", "text": "t"}]}""");
        assertThatThrownBy(() -> PersonalSuite.parseCase("dev", node)).hasMessageContaining("unknown memory key nope");
    }

    @Test
    void theShippedPolicyAnswersEveryClassAndNeverMergesLookAlikes() {
        EmbeddingProvider bge = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.BGE_SMALL);
        try (CachingEmbedder embedder = new CachingEmbedder(bge)) {
            ScenarioReport report = new ScenarioRunner(TestEnvironments.with(embedder, dir), embedder, line -> { })
                    .run(PersonalSuite.load(), ScenarioConfig.standard().subList(0, 1));
            for (String c : PersonalSuite.CLASSES) {
                assertThat(report.accuracy("default", null, c).value()).as(c).isGreaterThanOrEqualTo(0.5);
            }
            // Floors a little under the generated figures (docs/EVALUATION.md), so a regression fails the build.
            assertThat(report.accuracy("default", null, null).value()).isGreaterThanOrEqualTo(0.76);
            assertThat(report.accuracy("default", "blind", null).value()).isGreaterThanOrEqualTo(0.65);
            assertThat(report.accuracy("default", "blind2", null).value()).isGreaterThanOrEqualTo(0.70);
            assertThat(report.accuracy("default", null, "salience").value()).isGreaterThanOrEqualTo(0.72);
            assertThat(report.accuracy("default", null, "update").value()).isGreaterThanOrEqualTo(0.55);
            assertThat(report.accuracy("default", null, "instruction").value()).isGreaterThanOrEqualTo(0.95);
            assertThat(report.falseSupersedes().hits()).isZero();
            assertThat(report.duplicates().lookalikesMerged().hits()).isZero();
            assertThat(report.duplicates().updatesMerged().hits()).isZero();
            assertThat(report.duplicates().paraphrasesCaught().value()).isGreaterThanOrEqualTo(0.9);
            assertThat(report.insightsRecalled("default").hits()).isPositive();
            assertThat(report.lookalikeFirst().value()).isGreaterThanOrEqualTo(0.9);
            assertThat(report.importance().auc("pivotal", "mundane")).isGreaterThan(0.85);
            String md = ScenarioMarkdown.of(report);
            assertThat(md).contains("| default | all |").contains("look-alike distinct facts wrongly superseded");
            // Every set the run scored is described where it came from, not only the ones the text once named.
            assertThat(PersonalSuite.SETS).allSatisfy(set -> assertThat(md).contains("`" + set + "`, "
                    + PersonalSuite.SET_ORIGINS.get(set)));
            // The sealed sets' misses are counted but never listed, so nobody tunes on them case by case.
            List<String> sealedMisses = report.results().get("default").stream()
                    .filter(x -> PersonalSuite.sealed(x.c().set()) && !x.passed())
                    .map(x -> x.c().set() + "/" + x.c().id()).toList();
            assertThat(sealedMisses).isNotEmpty().allSatisfy(id -> assertThat(md).doesNotContain(id));
            assertThat(md).contains("| default | blind |");
            assertThat(ScenariosCommand.toJson(report).get("configs").get(0).get("overall").asDouble())
                    .isEqualTo(report.accuracy("default", null, null).value());
            assertThat(List.of(ScenariosCommand.table(report).split("\n"))).anyMatch(l -> l.startsWith("default"));
        }
    }
}
