package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class MemoryIndexTest {
    private static final String MODEL = "test:model";
    private static final Instant NOW = Instant.parse("2026-03-01T12:00:00Z");

    private static Embedding vec(float... v) {
        return new Embedding(MODEL, v);
    }

    private static IndexEntry entry(long id, Embedding e, MemoryKind kind, int importance, Instant lastAccessed) {
        return new IndexEntry(id, e, kind, importance, lastAccessed, false, 0, 40);
    }

    private static List<IndexEntry> randomEntries(Random rnd, int n, int dim, boolean withTies) {
        List<IndexEntry> out = new ArrayList<>();
        float[] shared = randomVector(rnd, dim);
        for (int i = 0; i < n; i++) {
            float[] v = withTies && i % 7 == 0 ? shared.clone() : randomVector(rnd, dim);
            if (i % 997 == 0) {
                v = new float[dim];
            }
            Instant last = withTies && i % 7 == 0 ? NOW.minusSeconds(3600)
                    : NOW.minusSeconds(rnd.nextInt(90 * 24 * 3600)).plusNanos(rnd.nextInt(1_000_000_000));
            int importance = withTies && i % 7 == 0 ? 5 : 1 + rnd.nextInt(10);
            MemoryKind kind = MemoryKind.values()[rnd.nextInt(3)];
            out.add(new IndexEntry(i + 1L, new Embedding(MODEL, v), kind, importance, last, i % 13 == 0,
                    i % 11 == 0 ? 1 : 0, 20 + rnd.nextInt(400)));
        }
        return out;
    }

    private static float[] randomVector(Random rnd, int dim) {
        float[] v = new float[dim];
        for (int j = 0; j < dim; j++) {
            v[j] = (float) rnd.nextGaussian();
        }
        return v;
    }

    private static MemoryIndex indexOf(List<IndexEntry> entries, int dim) {
        MemoryIndex ix = new MemoryIndex(MODEL, dim);
        ix.putAll(entries);
        return ix;
    }

    private static void assertSameAsReference(List<IndexEntry> entries, MemoryIndex ix, RecallQuery q) {
        List<ReferenceRanker.Row> expected = ReferenceRanker.rank(entries, q);
        List<Ranked> actual = ix.rank(q);
        assertThat(actual).extracting(Ranked::id).containsExactlyElementsOf(
                expected.stream().map(ReferenceRanker.Row::id).toList());
        for (int i = 0; i < actual.size(); i++) {
            assertThat(actual.get(i).rank()).isEqualTo(i + 1);
            assertThat(actual.get(i).breakdown().total()).isEqualTo(expected.get(i).total());
            assertThat(actual.get(i).breakdown().relevance()).isEqualTo(expected.get(i).relevance());
            assertThat(actual.get(i).breakdown().recency()).isEqualTo(expected.get(i).recency());
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 10, 50})
    void boundedRankingEqualsTheDoublePrecisionReference(int k) {
        Random rnd = new Random(42 + k);
        List<IndexEntry> entries = randomEntries(rnd, 3_000, 64, true);
        MemoryIndex ix = indexOf(entries, 64);
        for (Weights w : List.of(Weights.EQUAL, new Weights(1, 0, 0), new Weights(1, 0.2, 0.1), new Weights(0, 1, 1))) {
            for (int t = 0; t < 5; t++) {
                RetrievalPolicy p = RetrievalPolicy.classic().withWeights(w).withTopK(k);
                RecallQuery q = new RecallQuery(vec(randomVector(rnd, 64)), Map.of(), p, NOW, t % 2 == 0);
                assertSameAsReference(entries, ix, q);
            }
        }
    }

    @Test
    void largeIndexScannedInParallelEqualsTheReference() {
        Random rnd = new Random(7);
        List<IndexEntry> entries = randomEntries(rnd, 40_000, 384, false);
        MemoryIndex ix = indexOf(entries, 384);
        for (int t = 0; t < 3; t++) {
            RetrievalPolicy p = RetrievalPolicy.classic().withWeights(new Weights(1, 0.3, 0.2)).withTopK(10);
            assertSameAsReference(entries, ix, new RecallQuery(vec(randomVector(rnd, 384)), Map.of(), p, NOW, false));
        }
    }

    @Test
    void queryNearAStoredVectorStillRanksExactly() {
        Random rnd = new Random(3);
        List<IndexEntry> entries = randomEntries(rnd, 2_000, 32, false);
        MemoryIndex ix = indexOf(entries, 32);
        float[] near = entries.get(100).embedding().vector();
        near[0] += 1e-4f;
        RetrievalPolicy p = RetrievalPolicy.classic().withWeights(new Weights(1, 0, 0)).withTopK(3);
        assertSameAsReference(entries, ix, new RecallQuery(vec(near), Map.of(), p, NOW, true));
    }

    @Test
    void zeroQueryVectorGivesZeroRelevanceAndStillRanks() {
        Random rnd = new Random(5);
        List<IndexEntry> entries = randomEntries(rnd, 500, 16, true);
        MemoryIndex ix = indexOf(entries, 16);
        RecallQuery q = new RecallQuery(vec(new float[16]), Map.of(), RetrievalPolicy.classic(), NOW, false);
        assertSameAsReference(entries, ix, q);
        assertThat(ix.rank(q)).allSatisfy(r -> assertThat(r.breakdown().relevance()).isZero());
    }

    @Test
    void minMaxRankingEqualsTheReference() {
        Random rnd = new Random(11);
        List<IndexEntry> entries = randomEntries(rnd, 2_500, 48, true);
        MemoryIndex ix = indexOf(entries, 48);
        RetrievalPolicy p = RetrievalPolicy.classic().withNormalisation(Normalisation.MIN_MAX).withTopK(10);
        for (int t = 0; t < 4; t++) {
            assertSameAsReference(entries, ix, new RecallQuery(vec(randomVector(rnd, 48)), Map.of(), p, NOW, false));
        }
    }

    @Test
    void minMaxOfAllEqualSignalsIsOneHalf() {
        List<IndexEntry> entries = List.of(entry(1, vec(1, 0), MemoryKind.EPISODIC, 5, NOW),
                entry(2, vec(1, 0), MemoryKind.EPISODIC, 5, NOW));
        MemoryIndex ix = indexOf(entries, 2);
        RetrievalPolicy p = RetrievalPolicy.classic().withNormalisation(Normalisation.MIN_MAX);
        List<Ranked> r = ix.rank(RecallQuery.dense(vec(1, 0), p, NOW));
        assertThat(r).extracting(Ranked::id).containsExactly(1L, 2L);
        assertThat(r.get(0).breakdown().relevance()).isEqualTo(0.5);
        assertThat(r.get(0).breakdown().recency()).isEqualTo(0.5);
        assertThat(r.get(0).breakdown().total()).isEqualTo(1.5);
    }

    @Test
    void classicCaseReturnsTheImportantRecentMemory() {
        Embedding same = vec(0.3f, 0.4f, 0.5f);
        MemoryIndex ix = indexOf(List.of(
                entry(1, same, MemoryKind.EPISODIC, 1, NOW.minusSeconds(1_000_000)),
                entry(2, same, MemoryKind.EPISODIC, 8, NOW.minusSeconds(10))), 3);
        List<Ranked> top = ix.rank(RecallQuery.dense(same, RetrievalPolicy.classic().withTopK(1), NOW));
        assertThat(top).extracting(Ranked::id).containsExactly(2L);
        ScoreBreakdown b = top.get(0).breakdown();
        assertThat(b.relevance()).isCloseTo(1.0, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(b.importance()).isEqualTo(0.8);
        assertThat(b.weightedRecency()).isEqualTo(b.recency());
    }

    @Test
    void emptyIndexGivesEmptyResultAndKBeyondSizeGivesAllRanked() {
        MemoryIndex empty = new MemoryIndex(MODEL, 2);
        assertThat(empty.rank(RecallQuery.dense(vec(1, 0), RetrievalPolicy.classic(), NOW))).isEmpty();
        MemoryIndex two = indexOf(List.of(entry(1, vec(1, 0), MemoryKind.EPISODIC, 1, NOW),
                entry(2, vec(0, 1), MemoryKind.EPISODIC, 1, NOW)), 2);
        assertThat(two.rank(RecallQuery.dense(vec(0, 1), RetrievalPolicy.classic().withTopK(50), NOW)))
                .extracting(Ranked::id, Ranked::rank).containsExactly(
                        org.assertj.core.groups.Tuple.tuple(2L, 1), org.assertj.core.groups.Tuple.tuple(1L, 2));
    }

    @Test
    void tiesAreBrokenByAscendingId() {
        MemoryIndex ix = indexOf(List.of(entry(9, vec(1, 0), MemoryKind.EPISODIC, 5, NOW),
                entry(3, vec(1, 0), MemoryKind.EPISODIC, 5, NOW),
                entry(5, vec(1, 0), MemoryKind.EPISODIC, 5, NOW)), 2);
        assertThat(ix.rank(RecallQuery.dense(vec(1, 0), RetrievalPolicy.classic(), NOW)))
                .extracting(Ranked::id).containsExactly(3L, 5L, 9L);
    }

    @Test
    void supersededMemoriesAreExcludedUnlessAsked() {
        MemoryIndex ix = new MemoryIndex(MODEL, 2);
        ix.put(entry(1, vec(1, 0), MemoryKind.SEMANTIC, 5, NOW));
        ix.put(new IndexEntry(2, vec(1, 0), MemoryKind.SEMANTIC, 9, NOW, false, 1, 10));
        RetrievalPolicy p = RetrievalPolicy.classic();
        assertThat(ix.rank(RecallQuery.dense(vec(1, 0), p, NOW))).extracting(Ranked::id).containsExactly(1L);
        assertThat(ix.rank(new RecallQuery(vec(1, 0), Map.of(), p, NOW, true)))
                .extracting(Ranked::id).containsExactly(2L, 1L);
    }

    @Test
    void tokenBudgetStopsAddingMemories() {
        MemoryIndex ix = new MemoryIndex(MODEL, 2);
        ix.put(new IndexEntry(1, vec(1, 0), MemoryKind.EPISODIC, 9, NOW, false, 0, 400));
        ix.put(new IndexEntry(2, vec(1, 0.1f), MemoryKind.EPISODIC, 5, NOW, false, 0, 400));
        ix.put(new IndexEntry(3, vec(1, 0.2f), MemoryKind.EPISODIC, 1, NOW, false, 0, 40));
        RetrievalPolicy p = RetrievalPolicy.classic().withTokenBudget(MemoryText.estimateTokens(400) + 5);
        assertThat(ix.rank(RecallQuery.dense(vec(1, 0), p, NOW))).extracting(Ranked::id).containsExactly(1L);
    }

    @Test
    void touchMovesLastAccessAndRemoveForgets() {
        MemoryIndex ix = new MemoryIndex(MODEL, 2);
        ix.put(entry(1, vec(1, 0), MemoryKind.EPISODIC, 5, NOW.minusSeconds(36_000)));
        ix.put(entry(2, vec(0.9f, 0.1f), MemoryKind.EPISODIC, 5, NOW.minusSeconds(36_000)));
        ix.put(entry(3, vec(0, 1), MemoryKind.EPISODIC, 5, NOW));
        ix.touch(new long[] {2, 99}, NOW);
        List<Ranked> r = ix.rank(RecallQuery.dense(vec(1, 0), RetrievalPolicy.classic().withTopK(3), NOW));
        assertThat(r.get(0).id()).isEqualTo(2L);
        assertThat(r.get(0).breakdown().recency()).isEqualTo(1.0);
        // A touch at an earlier moment (a recall as of the day before) leaves the later access where it is.
        ix.touch(new long[] {2}, NOW.minusSeconds(86_400));
        assertThat(ix.rank(RecallQuery.dense(vec(1, 0), RetrievalPolicy.classic().withTopK(3), NOW)).get(0)
                .breakdown().recency()).isEqualTo(1.0);
        ix.remove(2);
        ix.remove(42);
        assertThat(ix.size()).isEqualTo(2);
        assertThat(ix.rank(RecallQuery.dense(vec(1, 0), RetrievalPolicy.classic(), NOW)))
                .extracting(Ranked::id).containsExactly(1L, 3L);
    }

    @Test
    void asOfAMomentRecencyCountsFromCreationOnlyForAnAccessAfterIt() {
        MemoryIndex ix = new MemoryIndex(MODEL, 2);
        Instant created = NOW.minusSeconds(10 * 86_400);
        // 1 last accessed at the moment asked, 2 a nanosecond after it, 3 a day after: only 2 and 3 had not happened.
        ix.put(new IndexEntry(1, vec(1, 0), MemoryKind.EPISODIC, 5, NOW, false, 0, 40, created, 0));
        ix.put(new IndexEntry(2, vec(1, 0), MemoryKind.EPISODIC, 5, NOW.plusNanos(1), false, 0, 40, created, 0));
        ix.put(new IndexEntry(3, vec(1, 0), MemoryKind.EPISODIC, 5, NOW.plusSeconds(86_400), false, 0, 40, created,
                0));
        RetrievalPolicy p = RetrievalPolicy.classic().withTopK(3);
        RecallQuery asOf = new RecallQuery(vec(1, 0), Map.of(), p, NOW, false, QueryReading.plain(""), true);
        Map<Long, Double> recency = new HashMap<>();
        ix.rank(asOf).forEach(r -> recency.put(r.id(), r.breakdown().recency()));

        assertThat(recency.get(1L)).isEqualTo(1.0);
        double fromCreation = Math.pow(p.decay().forKind(MemoryKind.EPISODIC), 10 * 24);
        assertThat(recency.get(2L)).isCloseTo(fromCreation, within(1e-9));
        assertThat(recency.get(3L)).isCloseTo(fromCreation, within(1e-9));
        // Asked a day later, every access had happened.
        ix.rank(new RecallQuery(vec(1, 0), Map.of(), p, NOW.plusSeconds(86_400), false, QueryReading.plain(""), true))
                .forEach(r -> assertThat(r.breakdown().recency()).isGreaterThan(0.85));
    }

    @Test
    void putReplacesAnExistingMemory() {
        MemoryIndex ix = new MemoryIndex(MODEL, 2);
        ix.put(entry(1, vec(1, 0), MemoryKind.EPISODIC, 5, NOW));
        ix.put(entry(1, vec(0, 1), MemoryKind.EPISODIC, 5, NOW));
        assertThat(ix.size()).isEqualTo(1);
        assertThat(ix.rank(RecallQuery.dense(vec(0, 1), RetrievalPolicy.relevanceOnly(), NOW)).get(0)
                .breakdown().relevance()).isCloseTo(1.0, org.assertj.core.api.Assertions.within(1e-9));
    }

    @Test
    void otherModelOrDimensionIsRefused() {
        MemoryIndex ix = new MemoryIndex(MODEL, 2);
        assertThatThrownBy(() -> ix.put(entry(1, new Embedding("other", new float[] {1, 0}), MemoryKind.EPISODIC, 1, NOW)))
                .isInstanceOf(IncompatibleEmbeddingException.class).hasMessageContaining("re-embed");
        assertThatThrownBy(() -> ix.put(entry(1, vec(1, 0, 0), MemoryKind.EPISODIC, 1, NOW)))
                .isInstanceOf(IncompatibleEmbeddingException.class).hasMessageContaining("dimensions");
        assertThatThrownBy(() -> ix.rank(RecallQuery.dense(vec(1, 0, 0), RetrievalPolicy.classic(), NOW)))
                .isInstanceOf(IncompatibleEmbeddingException.class);
    }

    @Test
    void hybridMixesCosineAndAbsoluteKeywordScores() {
        MemoryIndex ix = new MemoryIndex(MODEL, 2);
        ix.put(entry(1, vec(1, 0), MemoryKind.EPISODIC, 5, NOW));
        ix.put(entry(2, vec(0.6f, 0.8f), MemoryKind.EPISODIC, 5, NOW));
        ix.put(entry(3, vec(0, 1), MemoryKind.EPISODIC, 5, NOW));
        RetrievalPolicy p = RetrievalPolicy.relevanceOnly().withRelevance(RelevanceMode.HYBRID, 0.5, 10).withTopK(3);
        List<Ranked> r = ix.rank(new RecallQuery(vec(1, 0), Map.of(3L, 1.0, 2L, 0.25), p, NOW, false));
        // cosine 1, 0.6, 0; keyword (already on 0..1) 0, 0.25, 1; mixed 0.5, 0.425, 0.5 — no rescaling
        assertThat(r).extracting(Ranked::id).containsExactly(1L, 3L, 2L);
        assertThat(r.get(2).breakdown().relevance()).isCloseTo(0.425, org.assertj.core.api.Assertions.within(1e-6));
    }

    @Test
    void keywordModeRanksOnlyKeywordMatches() {
        MemoryIndex ix = new MemoryIndex(MODEL, 2);
        ix.put(entry(1, vec(1, 0), MemoryKind.EPISODIC, 5, NOW));
        ix.put(entry(2, vec(0, 1), MemoryKind.EPISODIC, 5, NOW));
        RetrievalPolicy p = RetrievalPolicy.keywordOnly();
        assertThat(ix.rank(new RecallQuery(vec(1, 0), Map.of(2L, 3.0), p, NOW, false)))
                .extracting(Ranked::id).containsExactly(2L);
        assertThat(ix.rank(new RecallQuery(vec(1, 0), Map.of(), p, NOW, false))).isEmpty();
    }

    @Test
    void itKnowsWhichMemoriesAreInsights() {
        MemoryIndex ix = new MemoryIndex(MODEL, 2);
        ix.put(new IndexEntry(1, vec(1, 0), MemoryKind.SEMANTIC, 5, NOW, false, 0, 40, NOW, TextCues.INSIGHT));
        ix.put(new IndexEntry(2, vec(0, 1), MemoryKind.EPISODIC, 5, NOW, false, 0, 40, NOW, TextCues.PLAN));

        assertThat(ix.isInsight(1)).isTrue();
        assertThat(ix.isInsight(2)).as("other cues are not an insight").isFalse();
        assertThat(ix.isInsight(3)).as("not in the index").isFalse();
    }
}
