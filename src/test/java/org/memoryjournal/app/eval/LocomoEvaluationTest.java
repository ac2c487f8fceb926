package org.memoryjournal.app.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.RetrievalPolicy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import picocli.CommandLine;

/**
 * The tiny hand-made LoCoMo file under a vocabulary embedder, so every ranking is known by hand.
 * Dense ranking, ties by ascending id (= turn order, D1:1 is id 1 … D2:6 is id 12):
 * <pre>
 * Q1 "Which apple?"          (cat 4) evidence D1:2        D1:2 and D2:2 both cosine 1, D1:2 first → R5 1, R10 1, hit 1, RR 1
 * Q2 "The dog and the fish?" (cat 1) evidence D2:3, D1:4  D2:1 .707, D2:3 .707, D1:4 .5 → ranks 2, 3 → R5 1, R10 1, hit 1, RR 1/2
 * Q3 "When was the egg?"     (cat 2) evidence D2:5, D1:6  no egg anywhere: id order, D1:6 rank 6, D2:5 rank 11
 *                                                         → R5 0, R10 1/2, hit 0, RR 1/6
 * Q4 "A goat?"               (cat 3) evidence D1:5        only its photo caption says goat → rank 1 → all 1
 * Q7 "The boat?"             (cat 4) evidence D1:3, D2:6  D1:3 rank 1, D2:6 (id 12) rank 12 → R5 1/2, R10 1/2, hit 1, RR 1
 * skipped: one category 5, one without evidence
 * overall: R5 3.5/5 = .7, R10 4/5 = .8, hit5 4/5 = .8, MRR (1 + .5 + 1/6 + 1 + 1)/5 = .7333
 * </pre>
 */
class LocomoEvaluationTest {

    @TempDir
    Path dir;

    private LocomoReport run(LocomoEvaluation.Options options, VocabularyEmbedder embedder) throws Exception {
        EvalEnvironment env = TestEnvironments.with(embedder, dir);
        LocomoConfig relevance = LocomoConfig.of("relevance", "dense", RetrievalPolicy.relevanceOnly());
        LocomoConfig classic = LocomoConfig.of("three-signal", "classic", RetrievalPolicy.classic());
        return new LocomoEvaluation(env, new CachingEmbedder(embedder), line -> { })
                .run(LocomoDataset.read(TestEnvironments.tinyLocomo()), List.of(relevance, classic), options);
    }

    @Test
    void scoresMatchTheHandComputedValues() throws Exception {
        LocomoReport report = run(LocomoEvaluation.Options.PREVIEW, new VocabularyEmbedder());

        assertThat(report.questions()).isEqualTo(5);
        assertThat(report.skippedAdversarial()).isEqualTo(1);
        assertThat(report.skippedNoEvidence()).isEqualTo(1);
        RecallMetrics overall = report.configs().get(0).overall();
        assertThat(overall.recallAt5()).isCloseTo(0.7, within(1e-9));
        assertThat(overall.recallAt10()).isCloseTo(0.8, within(1e-9));
        assertThat(overall.hitAt5()).isCloseTo(0.8, within(1e-9));
        assertThat(overall.reciprocalRank()).isCloseTo((1 + 0.5 + 1 / 6.0 + 1 + 1) / 5, within(1e-9));

        var byCategory = report.configs().get(0).byCategory();
        assertThat(byCategory.keySet()).containsExactlyInAnyOrder(1, 2, 3, 4);
        assertThat(byCategory.get(4).questions()).isEqualTo(2);
        assertThat(byCategory.get(4).metrics()).isEqualTo(new RecallMetrics(0.75, 0.75, 1, 1));
        assertThat(byCategory.get(1).metrics()).isEqualTo(new RecallMetrics(1, 1, 1, 0.5));
        assertThat(byCategory.get(2).metrics().recallAt10()).isEqualTo(0.5);
        assertThat(byCategory.get(2).metrics().reciprocalRank()).isCloseTo(1 / 6.0, within(1e-12));
        assertThat(byCategory.get(3).metrics()).isEqualTo(new RecallMetrics(1, 1, 1, 1));
    }

    @Test
    void aFileOfSeveralConversationsLikeLocomo10UsesOneIsolatedStoreEach() throws Exception {
        ObjectMapper json = new ObjectMapper();
        JsonNode one = json.readTree(TestEnvironments.tinyLocomo().toFile()).get(0);
        var two = json.createArrayNode();
        two.add(one.deepCopy());
        two.add(((com.fasterxml.jackson.databind.node.ObjectNode) one.deepCopy()).put("sample_id", "tiny-2"));
        Path file = dir.resolve("two.json");
        json.writeValue(file.toFile(), two);

        EvalEnvironment env = TestEnvironments.with(new VocabularyEmbedder(), dir);
        LocomoReport report = new LocomoEvaluation(env, new CachingEmbedder(new VocabularyEmbedder()), line -> { })
                .run(LocomoDataset.read(file), List.of(LocomoConfig.of("relevance", "dense",
                        RetrievalPolicy.relevanceOnly())), LocomoEvaluation.Options.PREVIEW);

        assertThat(report.conversations()).hasSize(2);
        assertThat(report.questions()).isEqualTo(10);
        RecallMetrics overall = report.configs().get(0).overall();
        // Identical conversations in separate stores score exactly as one does alone.
        assertThat(overall.recallAt10()).isCloseTo(0.8, within(1e-9));
        assertThat(overall.reciprocalRank()).isCloseTo((1 + 0.5 + 1 / 6.0 + 1 + 1) / 5, within(1e-9));
    }

    @Test
    void withoutCaptionsThePhotoTurnIsOnlyFoundByIdOrder() throws Exception {
        LocomoReport report = run(new LocomoEvaluation.Options(false, new TurnText(true, false)),
                new VocabularyEmbedder());
        // Q4: no goat anywhere, D1:5 is fifth in id order.
        assertThat(report.configs().get(0).byCategory().get(3).metrics()).isEqualTo(new RecallMetrics(1, 1, 1, 0.2));
    }

    @Test
    void embedsEachTextOnceAcrossConfigurations() throws Exception {
        VocabularyEmbedder embedder = new VocabularyEmbedder();
        run(LocomoEvaluation.Options.PREVIEW, embedder);
        // 12 turns and 5 questions, plus the importance rater's descriptions once (turns are rated with their vectors).
        assertThat(embedder.texts).isEqualTo(12 + 5
                + org.memoryjournal.llm.SemanticImportanceRater.prototypeCount());
    }

    @Test
    void touchModeGivesEachConfigurationAFreshStoreAndStillScoresDenseRankingTheSame() throws Exception {
        LocomoReport report = run(new LocomoEvaluation.Options(true, TurnText.STANDARD), new VocabularyEmbedder());
        assertThat(report.mode()).isEqualTo("touch");
        assertThat(report.configs().get(0).overall().recallAt10()).isCloseTo(0.8, within(1e-9));
    }

    @Test
    void theTemporaryStoresAreDeleted() throws Exception {
        run(LocomoEvaluation.Options.PREVIEW, new VocabularyEmbedder());
        try (var left = java.nio.file.Files.list(dir)) {
            assertThat(left).isEmpty();
        }
    }

    @Test
    void turnTextPrefixesTheDateAndAppendsTheCaption() throws Exception {
        var turn = LocomoDataset.read(TestEnvironments.tinyLocomo()).conversations().get(0).turns().get(4);
        assertThat(TurnText.STANDARD.format(turn)).isEqualTo("[8 May 2023] Ann: Nothing much [shared a photo: a goat on a hill]");
        assertThat(new TurnText(false, false).format(turn)).isEqualTo("Ann: Nothing much");
    }

    @Test
    void jsonOutputHasTheAgreedShape() throws Exception {
        EvalEnvironment env = TestEnvironments.with(new VocabularyEmbedder(), dir);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = EvalCommand.commandLine(env);
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));

        int status = cl.execute("locomo", TestEnvironments.tinyLocomo().toString(), "--json");

        assertThat(status).isZero();
        JsonNode root = new ObjectMapper().readTree(out.toString());
        assertThat(root.get("conversations").asInt()).isEqualTo(1);
        assertThat(root.get("questions").asInt()).isEqualTo(5);
        assertThat(root.get("mode").asText()).isEqualTo("preview");
        List<String> names = new ArrayList<>();
        root.get("configs").forEach(c -> names.add(c.get("name").asText()));
        assertThat(names).contains("relevance", "keyword", "three-signal", "hybrid", "default");
        JsonNode relevance = root.get("configs").get(0);
        assertThat(relevance.get("recall_at_10").asDouble()).isEqualTo(0.8);
        assertThat(relevance.get("mrr").asDouble()).isEqualTo(0.7333);
        assertThat(relevance.get("by_category").get("4").get("recall_at_5").asDouble()).isEqualTo(0.75);
        assertThat(err.toString()).contains("tiny-1: 12 turns, 5 questions");
    }

    @Test
    void aBrokenFileIsAnErrorNotAStackOfNumbers() throws Exception {
        java.nio.file.Path broken = dir.resolve("broken.json");
        java.nio.file.Files.writeString(broken, "[{");
        CommandLine cl = EvalCommand.commandLine(TestEnvironments.with(new VocabularyEmbedder(), dir));
        StringWriter err = new StringWriter();
        cl.setErr(new PrintWriter(err));
        cl.setExecutionExceptionHandler((ex, c, p) -> {
            c.getErr().println(ex.getMessage());
            return 1;
        });
        assertThat(cl.execute("locomo", broken.toString())).isEqualTo(1);
        assertThat(err.toString()).contains("broken.json is not valid JSON");
    }
}
