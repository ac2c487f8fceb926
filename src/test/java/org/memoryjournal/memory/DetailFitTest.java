package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

/**
 * A question that looks a detail up lifts the memories that hold one, by the detail probe of the index's model;
 * here a hand-made probe: a vector leaning along the third axis holds a detail (p = σ(8·z − 4)).
 */
class DetailFitTest {
    private static final String MODEL = "test:detail";
    private static final Instant NOW = Instant.parse("2026-06-10T12:00:00Z");
    private static final RetrievalPolicy POLICY = RetrievalPolicy.defaults().withTokenBudget(0).withTopK(5)
            .withRelevance(RelevanceMode.DENSE, 0, 30);

    private static IndexEntry entry(long id, String model, float[] v, int cues) {
        Instant at = NOW.minusSeconds(86_400L * id);
        return new IndexEntry(id, new Embedding(model, v), MemoryKind.EPISODIC, 3, at, false, 0, 40, at, cues);
    }

    private static final LinearProbe PROBE = new LinearProbe(MODEL, new double[] {0, 0, 8}, -4);

    /** Memory 1 only mentions the topic and is the closer match; memory 2 holds the detail. */
    private static MemoryIndex mentionAndDetail(String model, int detailCues) {
        return mentionAndDetail(model, detailCues, Optional.of(PROBE));
    }

    private static MemoryIndex mentionAndDetail(String model, int detailCues, Optional<LinearProbe> probe) {
        MemoryIndex ix = new MemoryIndex(model, 3, probe);
        ix.putAll(List.of(
                entry(1, model, new float[] {0.9f, 0.436f, 0}, 0),
                entry(2, model, new float[] {0.8f, 0, 0.6f}, detailCues)));
        return ix;
    }

    private static RecallQuery question(String model, boolean looksUpADetail, RetrievalPolicy policy) {
        return new RecallQuery(new Embedding(model, new float[] {1, 0, 0}), Map.of(), policy, NOW, false,
                new QueryReading(Optional.empty(), false, false, false, "where is it", looksUpADetail));
    }

    private static List<Long> ids(List<Ranked> ranked) {
        return ranked.stream().map(Ranked::id).toList();
    }

    @Test
    void aQuestionThatLooksADetailUpPutsTheMemoryHoldingItFirstAndSaysWhy() {
        List<Ranked> ranked = mentionAndDetail(MODEL, 0).rank(question(MODEL, true, POLICY));

        assertThat(ids(ranked)).containsExactly(2L, 1L);
        double p = 1 / (1 + Math.exp(-(8 * 0.6 - 4)));
        assertThat(ranked.get(0).breakdown().questionFit()).isCloseTo(0.2 * p, within(1e-6));
        assertThat(ranked.get(0).breakdown().fitReason()).isEqualTo(FitReason.DETAIL);
        assertThat(ranked.get(1).breakdown().questionFit()).isLessThan(0.01);
        assertThat(ranked.get(0).breakdown().timeMatch()).isZero();
    }

    @Test
    void anyOtherQuestionRanksByTheSignalsAlone() {
        List<Ranked> ranked = mentionAndDetail(MODEL, 0).rank(question(MODEL, false, POLICY));

        assertThat(ids(ranked)).containsExactly(1L, 2L);
        assertThat(ranked).allSatisfy(r -> {
            assertThat(r.breakdown().questionFit()).isZero();
            assertThat(r.breakdown().fitReason()).isEqualTo(FitReason.NONE);
        });
    }

    @Test
    void noLiftWithTheBoostOffWithoutAProbeWithAnotherModelsProbeOrForAnInsight() {
        RetrievalPolicy off = POLICY.withAdjustments(POLICY.adjustments().withDetailBoost(0));
        assertThat(ids(mentionAndDetail(MODEL, 0).rank(question(MODEL, true, off)))).containsExactly(1L, 2L);
        assertThat(ids(mentionAndDetail(MODEL, 0, Optional.empty()).rank(question(MODEL, true, POLICY))))
                .containsExactly(1L, 2L);
        // A probe reads one model's vectors: an index of another model, or of another dimension, does not use it.
        assertThat(ids(mentionAndDetail("test:other", 0).rank(question("test:other", true, POLICY))))
                .containsExactly(1L, 2L);
        LinearProbe wide = new LinearProbe(MODEL, new double[] {0, 0, 8, 0}, -4);
        assertThat(ids(mentionAndDetail(MODEL, 0, Optional.of(wide)).rank(question(MODEL, true, POLICY))))
                .containsExactly(1L, 2L);
        // An insight sums up many memories: it holds no detail of its own, whatever its vector.
        List<Ranked> insight = mentionAndDetail(MODEL, TextCues.INSIGHT).rank(question(MODEL, true, POLICY));
        assertThat(ids(insight)).containsExactly(1L, 2L);
        assertThat(insight).allSatisfy(r -> assertThat(r.breakdown().questionFit()).isLessThan(0.01));
    }

    @Test
    void aDetailDoesNotLiftAMemoryOverTheRelevanceFloor() {
        MemoryIndex ix = new MemoryIndex(MODEL, 3, Optional.of(PROBE));
        // Unrelated to the question (cosine 0.05), but it holds a detail of something else.
        ix.putAll(List.of(entry(1, MODEL, new float[] {0.05f, 0, 0.9987f}, 0)));

        assertThat(ix.rank(question(MODEL, true, POLICY))).isEmpty();
    }

    /**
     * Newer-wins for a question that looks a detail up: memory 1, a day old, says something changed and is about the
     * same thing as memory 2 (cosine 0.72), two days old, which holds the detail. A newer note that only mentions the
     * topic does not replace it; a newer one that holds a detail of its own does.
     */
    @Test
    void aNewerNoteThatOnlyMentionsTheTopicDoesNotReplaceTheOneHoldingTheDetail() {
        MemoryIndex mention = new MemoryIndex(MODEL, 3, Optional.of(PROBE));
        mention.putAll(List.of(entry(1, MODEL, new float[] {0.9f, 0.436f, 0}, TextCues.CHANGE),
                entry(2, MODEL, new float[] {0.8f, 0, 0.6f}, 0)));

        List<Ranked> kept = mention.rank(question(MODEL, true, POLICY));
        assertThat(ids(kept)).containsExactly(2L, 1L);
        assertThat(kept).allSatisfy(r -> assertThat(r.breakdown().outdatedBy()).isZero());
        // Asked without looking a detail up, the newer note that says something changed still wins.
        List<Ranked> plain = mention.rank(question(MODEL, false, POLICY));
        assertThat(ids(plain)).containsExactly(1L, 2L);
        assertThat(plain.get(1).breakdown().outdatedBy()).isEqualTo(1L);

        MemoryIndex newDetail = new MemoryIndex(MODEL, 3, Optional.of(PROBE));
        newDetail.putAll(List.of(entry(1, MODEL, new float[] {0.75f, 0.2f, 0.63f}, TextCues.CHANGE),
                entry(2, MODEL, new float[] {0.8f, 0, 0.6f}, 0)));
        List<Ranked> replaced = newDetail.rank(question(MODEL, true, POLICY));
        assertThat(ids(replaced)).containsExactly(1L, 2L);
        assertThat(replaced.get(1).breakdown().outdatedBy()).isEqualTo(1L);
    }

    /**
     * A newer note of several sentences holds its detail in the passage the question found, not in its whole text:
     * memory 1, a day old, says something changed; as a whole it holds no detail (p = 0.02) and is only somewhat like
     * the question (0.6), but its passage is the closest match (0.8) and holds one (p = 0.69), as memory 2, two days
     * old, does as a whole. It replaces memory 2; read on its whole text alone it would not.
     */
    @Test
    void aNewerNoteHoldingTheDetailInThePassageTheQuestionFoundReplacesTheOlderOne() {
        MemoryIndex ix = new MemoryIndex(MODEL, 3, Optional.of(PROBE));
        ix.putAll(List.of(entry(1, MODEL, new float[] {0.6f, 0.8f, 0}, TextCues.CHANGE),
                entry(2, MODEL, new float[] {0.8f, 0, 0.6f}, 0)));
        ix.readPartsFrom(ids -> Map.of(1L, new float[][] {{0.8f, 0, 0.6f}}));

        List<Ranked> ranked = ix.rank(question(MODEL, true, POLICY));

        assertThat(ids(ranked)).containsExactly(1L, 2L);
        assertThat(ranked.get(1).breakdown().outdatedBy()).isEqualTo(1L);
        // The lift for holding a detail stays the whole text's: the score pane says what the memory holds as a whole.
        assertThat(ranked.get(0).breakdown().questionFit()).isLessThan(ranked.get(1).breakdown().questionFit());
    }

    private static IndexEntry note(long id, float[] v, String text) {
        Instant at = NOW.minusSeconds(86_400L * id);
        return new IndexEntry(id, new Embedding(MODEL, v), MemoryKind.EPISODIC, 3, at, false, 0, text.length(), at, 0,
                AnswerValues.of(text));
    }

    private static final String WHERE_KEPT = "where did I put the passports";

    private static RecallQuery whereKept() {
        return new RecallQuery(new Embedding(MODEL, new float[] {1, 0, 0}), Map.of(), POLICY, NOW, false,
                new QueryReading(Optional.empty(), false, false, false, WHERE_KEPT, true));
    }

    /**
     * "Where did I put …?": only a memory that says where something is kept may get the detail lift, by the probe's
     * reading. Memory 1, a day old and equally close, holds a detail by the probe (p = 0.69) but says nowhere; memory
     * 2 says where the passports are (p = 0.46). With the probe alone the newer one was lifted more.
     */
    @Test
    void aQuestionAskingWhereSomethingIsKeptLiftsOnlyTheMemoriesThatSayWhereByTheProbe() {
        MemoryIndex ix = new MemoryIndex(MODEL, 3, Optional.of(PROBE));
        ix.putAll(List.of(note(1, new float[] {0.8f, 0, 0.6f}, "Passport renewal posted, photos were 12 pounds"),
                note(2, new float[] {0.8f, 0.36f, 0.48f}, "Passports are in the safe now")));

        List<Ranked> ranked = ix.rank(whereKept());

        assertThat(ids(ranked)).containsExactly(2L, 1L);
        assertThat(ranked.get(0).breakdown().questionFit()).isCloseTo(0.2 / (1 + Math.exp(-(8 * 0.48 - 4))),
                within(1e-6));
        assertThat(ranked.get(0).breakdown().fitReason()).isEqualTo(FitReason.STORED_ANSWER);
        assertThat(ranked.get(1).breakdown().questionFit()).isZero();
    }

    /**
     * Two memories that both say where something is: the probe still tells the one that holds the detail (memory 2,
     * p = 0.69) from the one that only mentions where it once was (memory 1, a day old, p = 0.02); the type alone
     * would lift both alike and leave the newer one first. Without a probe, the type lifts each by the whole boost.
     */
    @Test
    void whereSomethingIsKeptDoesNotReplaceTheProbeButWithoutOneLiftsByTheWholeBoost() {
        List<IndexEntry> both = List.of(
                note(1, new float[] {0.8f, 0.6f, 0}, "Gave Ava her own key, lost it already? No, it was in her bag"),
                note(2, new float[] {0.8f, 0, 0.6f}, "Spare key is inside the fake rock by the side door"));
        MemoryIndex probed = new MemoryIndex(MODEL, 3, Optional.of(PROBE));
        probed.putAll(both);
        assertThat(ids(probed.rank(whereKept()))).containsExactly(2L, 1L);

        MemoryIndex unprobed = new MemoryIndex(MODEL, 3, Optional.empty());
        unprobed.putAll(both);
        List<Ranked> ranked = unprobed.rank(whereKept());
        assertThat(ids(ranked)).containsExactly(1L, 2L);
        assertThat(ranked).allSatisfy(r -> {
            assertThat(r.breakdown().questionFit()).isEqualTo(0.2);
            assertThat(r.breakdown().fitReason()).isEqualTo(FitReason.STORED_ANSWER);
        });
    }
}
