package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

/**
 * A question about the asker's own life is matched through the index model's query adapter; any other question,
 * an index without an adapter, another model's adapter, or a policy with it off, by the plain similarity. Here a
 * hand-made adapter turns the question (1, 0, 0) into (1, 0, 1): memory 1 repeats the question (0.9, 0.436, 0),
 * memory 2 answers it (0.8, 0, 0.6).
 */
class AdaptedQuestionTest {
    private static final String MODEL = "test:adapted";
    private static final Instant NOW = Instant.parse("2026-06-10T12:00:00Z");
    private static final RetrievalPolicy POLICY = RetrievalPolicy.defaults().withTokenBudget(0).withTopK(5)
            .withRelevance(RelevanceMode.DENSE, 0, 30);
    /** A's first column is (0, 0, 1): q + A q adds the question's first part to the third axis. */
    private static final QueryAdapter ADAPTER = new QueryAdapter(MODEL, 3,
            new float[] {0, 0, 0, 0, 0, 0, 1, 0, 0}, new SimilarityScale(0.2, 1.0));

    private static MemoryIndex index(String model, Optional<QueryAdapter> adapter) {
        MemoryIndex ix = new MemoryIndex(model, 3, Optional.empty(), () -> adapter);
        ix.putAll(List.of(entry(1, model, new float[] {0.9f, 0.436f, 0}),
                entry(2, model, new float[] {0.8f, 0, 0.6f})));
        return ix;
    }

    private static IndexEntry entry(long id, String model, float[] v) {
        Instant at = NOW.minusSeconds(86_400L * id);
        return new IndexEntry(id, new Embedding(model, v), MemoryKind.EPISODIC, 3, at, false, 0, 40, at, 0);
    }

    private static RecallQuery question(String model, boolean ownLife, boolean instructions, RetrievalPolicy p) {
        return question(model, ownLife, instructions, p, Map.of());
    }

    private static RecallQuery question(String model, boolean ownLife, boolean instructions, RetrievalPolicy p,
                                        Map<Long, Double> keywordScores) {
        return new RecallQuery(new Embedding(model, new float[] {1, 0, 0}), keywordScores, p, NOW, false,
                new QueryReading(Optional.empty(), false, instructions, false, "where is it", false, ownLife));
    }

    private static List<Long> ids(List<Ranked> ranked) {
        return ranked.stream().map(Ranked::id).toList();
    }

    @Test
    void aQuestionAboutTheAskersOwnLifeIsMatchedThroughTheAdapterOnItsScale() {
        List<Ranked> ranked = index(MODEL, Optional.of(ADAPTER)).rank(question(MODEL, true, false, POLICY));

        assertThat(ids(ranked)).containsExactly(2L, 1L);
        // cos((1, 0, 1), (0.8, 0, 0.6)) = 1.4 / √2, on the adapter's scale (0.2 … 1.0)
        double cos = 1.4 / Math.sqrt(2);
        assertThat(ranked.get(0).breakdown().relevance()).isCloseTo((cos - 0.2) / 0.8, within(1e-6));
    }

    @Test
    void otherQuestionsAndIndexesUseThePlainSimilarity() {
        MemoryIndex adapted = index(MODEL, Optional.of(ADAPTER));

        assertThat(ids(adapted.rank(question(MODEL, false, false, POLICY))))
                .as("asked about someone else").containsExactly(1L, 2L);
        assertThat(ids(adapted.rank(question(MODEL, true, true, POLICY))))
                .as("asked how the assistant should behave").containsExactly(1L, 2L);
        RetrievalPolicy off = POLICY.withAdjustments(POLICY.adjustments().withAdaptedQuestions(false));
        assertThat(ids(adapted.rank(question(MODEL, true, false, off)))).as("the policy turns it off")
                .containsExactly(1L, 2L);
        assertThat(ids(index(MODEL, Optional.empty()).rank(question(MODEL, true, false, POLICY))))
                .as("no adapter").containsExactly(1L, 2L);
        assertThat(ids(index("test:other", Optional.of(ADAPTER)).rank(question("test:other", true, false, POLICY))))
                .as("another model's adapter").containsExactly(1L, 2L);
    }

    @Test
    void thePlainRelevanceStaysOnTheModelsScale() {
        List<Ranked> ranked = index(MODEL, Optional.of(ADAPTER)).rank(question(MODEL, false, false, POLICY));

        assertThat(ranked.get(0).breakdown().relevance()).isCloseTo(0.9 / Math.sqrt(0.81 + 0.436 * 0.436),
                within(1e-6));
    }

    /**
     * Memory 1 holds every word of the question (keyword match 1), memory 2 none: a hybrid policy mixes that in for
     * a plain question, but an adapted one is matched by the adapted similarity alone.
     */
    @Test
    void anAdaptedQuestionLeavesKeywordMatchOut() {
        RetrievalPolicy hybrid = POLICY.withRelevance(RelevanceMode.HYBRID, 0.3, 30);
        MemoryIndex ix = index(MODEL, Optional.of(ADAPTER));
        Map<Long, Double> keywords = Map.of(1L, 1.0);

        List<Ranked> adapted = ix.rank(question(MODEL, true, false, hybrid, keywords));
        assertThat(ids(adapted)).containsExactly(2L, 1L);
        assertThat(adapted.get(0).breakdown().relevance()).isCloseTo((1.4 / Math.sqrt(2) - 0.2) / 0.8, within(1e-6));

        List<Ranked> plain = ix.rank(question(MODEL, false, false, hybrid, keywords));
        double cos1 = 0.9 / Math.sqrt(0.81 + 0.436 * 0.436);
        assertThat(ids(plain)).containsExactly(1L, 2L);
        assertThat(plain.get(0).breakdown().relevance()).isCloseTo(0.7 * cos1 + 0.3, within(1e-6));
    }
}
