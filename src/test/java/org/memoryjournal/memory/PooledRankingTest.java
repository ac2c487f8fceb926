package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** The adjustments of the default policy, on small hand-made indexes (raw cosine: the model is unknown). */
class PooledRankingTest {
    private static final String MODEL = "test:model";
    private static final Instant NOW = Instant.parse("2026-06-10T12:00:00Z");
    private static final RetrievalPolicy POLICY = RetrievalPolicy.defaults().withTokenBudget(0).withTopK(5);
    /** The default, whose ranking-time newer-wins is on (see EVALUATION.md). */
    private static final RetrievalPolicy NEWER_WINS = POLICY;

    private static Embedding vec(float... v) {
        return new Embedding(MODEL, v);
    }

    private static IndexEntry entry(long id, Embedding e, MemoryKind kind, int importance, Instant created,
                                    boolean statesChange) {
        return new IndexEntry(id, e, kind, importance, created, false, 0, 40, created,
                statesChange ? TextCues.CHANGE : 0);
    }

    private static Instant daysAgo(int days) {
        return NOW.minusSeconds(days * 86_400L);
    }

    private static List<Long> ids(List<Ranked> ranked) {
        return ranked.stream().map(Ranked::id).toList();
    }

    private static MemoryIndex index(IndexEntry... entries) {
        MemoryIndex ix = new MemoryIndex(MODEL, 3);
        ix.putAll(List.of(entries));
        return ix;
    }

    /**
     * A question along the first axis, with or without being about what mattered, whose topic words are
     * {@code words}.
     */
    private static RecallQuery asked(boolean whatMatters, String words) {
        return new RecallQuery(vec(1, 0, 0), Map.of(), POLICY, NOW, false,
                new QueryReading(java.util.Optional.empty(), whatMatters, false, false, words));
    }

    /** Relevance is the raw cosine (no keyword share): the numbers below are the vectors' own. */
    private static final RetrievalPolicy DENSE = POLICY.withRelevance(RelevanceMode.DENSE, 0, POLICY.candidatePool());

    /** A memory superseded by {@code replacedBy}. */
    private static IndexEntry replaced(long id, Embedding e, Instant created, long replacedBy) {
        return new IndexEntry(id, e, MemoryKind.SEMANTIC, 5, created, false, replacedBy, 40, created, 0);
    }

    /** Memory 1 along the first axis, superseded by memory 2, which says it changed and lies along the second. */
    private static MemoryIndex replacedAndItsReplacement() {
        return index(
                replaced(1, vec(1, 0, 0), daysAgo(200), 2),
                entry(2, vec(0, 1, 0), MemoryKind.EPISODIC, 5, daysAgo(60), true));
    }

    /** These memories ranked, by the default policy, for a question along the first axis. */
    private static List<Ranked> rankedAlongFirstAxis(IndexEntry... entries) {
        return index(entries).rank(RecallQuery.dense(vec(1, 0, 0), NEWER_WINS, NOW));
    }

    private static Ranked byId(List<Ranked> ranked, long id) {
        return ranked.stream().filter(r -> r.id() == id).findFirst().orElseThrow();
    }

    @Test
    void aReplacementIsFoundByWhatFindsTheMemoryItReplaced() {
        // "I drive a Golf" (superseded) and "Sold the Golf, cycling everywhere now", worded far from the question.
        MemoryIndex ix = index(
                replaced(1, vec(1, 0, 0), daysAgo(200), 2),
                entry(2, vec(0, 1, 0), MemoryKind.EPISODIC, 5, daysAgo(60), true),
                entry(3, vec(0.6f, 0.8f, 0), MemoryKind.EPISODIC, 5, daysAgo(5), false));
        List<Ranked> r = ix.rank(RecallQuery.dense(vec(1, 0, 0), DENSE, NOW));
        assertThat(ids(r)).startsWith(2L, 3L).doesNotContain(1L);
        assertThat(r.get(0).breakdown().relevance()).isEqualTo(1.0, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(r.get(0).breakdown().relevanceOf()).isEqualTo(1);
        assertThat(byId(r, 3).breakdown().relevanceOf()).isZero();
    }

    @Test
    void withReplacedRelevanceOffAReplacementHasOnlyItsOwn() {
        MemoryIndex ix = index(
                replaced(1, vec(1, 0, 0), daysAgo(200), 2),
                entry(2, vec(0.3f, 0.954f, 0), MemoryKind.EPISODIC, 5, daysAgo(60), true));
        RetrievalPolicy off = DENSE.withAdjustments(DENSE.adjustments().withReplacedRelevance(false));
        List<Ranked> r = ix.rank(RecallQuery.dense(vec(1, 0, 0), off, NOW));
        assertThat(ids(r)).containsExactly(2L);
        assertThat(r.get(0).breakdown().relevance()).isEqualTo(0.3, org.assertj.core.api.Assertions.within(1e-3));
        assertThat(r.get(0).breakdown().relevanceOf()).isZero();
        assertThat(ix.rank(RecallQuery.dense(vec(1, 0, 0), DENSE, NOW)).get(0).breakdown().relevanceOf()).isEqualTo(1);
    }

    @Test
    void aReplacementKeepsItsOwnRelevanceWhenThatIsHigher() {
        MemoryIndex ix = index(
                replaced(1, vec(0.6f, 0.8f, 0), daysAgo(200), 2),
                entry(2, vec(1, 0, 0), MemoryKind.EPISODIC, 5, daysAgo(60), true));
        Ranked top = ix.rank(RecallQuery.dense(vec(1, 0, 0), DENSE, NOW)).get(0);
        assertThat(top.id()).isEqualTo(2);
        assertThat(top.breakdown().relevance()).isEqualTo(1.0, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(top.breakdown().relevanceOf()).isZero();
    }

    @Test
    void relevancePassesAlongAChainOfReplacementsToItsLiveEnd() {
        MemoryIndex ix = index(
                replaced(1, vec(1, 0, 0), daysAgo(300), 2),
                replaced(2, vec(0, 1, 0), daysAgo(200), 3),
                entry(3, vec(0, 0, 1), MemoryKind.EPISODIC, 5, daysAgo(10), true));
        List<Ranked> r = ix.rank(RecallQuery.dense(vec(1, 0, 0), POLICY, NOW));
        assertThat(ids(r)).containsExactly(3L);
        assertThat(r.get(0).breakdown().relevanceOf()).isEqualTo(1);
    }

    @Test
    void aSupersededMemoryWhoseReplacementIsGoneOrLoopsPassesNothingOn() {
        // Its replacement is not in the index (deleted, or of another model): nothing takes its relevance.
        MemoryIndex gone = index(
                replaced(1, vec(1, 0, 0), daysAgo(200), 99),
                entry(3, vec(0, 1, 0), MemoryKind.EPISODIC, 5, daysAgo(5), false));
        assertThat(gone.rank(RecallQuery.dense(vec(1, 0, 0), POLICY, NOW))).isEmpty();
        // Two memories marked as replacing each other (a damaged file): neither is live, nothing is passed on.
        MemoryIndex loop = index(
                replaced(1, vec(1, 0, 0), daysAgo(200), 2),
                replaced(2, vec(0, 1, 0), daysAgo(100), 1));
        assertThat(loop.liveReplacement(loop.slotOf(1), Long.MAX_VALUE)).isEqualTo(-1);
        assertThat(loop.rank(RecallQuery.dense(vec(1, 0, 0), POLICY, NOW))).isEmpty();
    }

    /** A question asked at {@code at} of the journal as it stood then, or of every memory whenever written. */
    private static RecallQuery askedAt(Instant at, RetrievalPolicy policy, boolean asOfNow) {
        return new RecallQuery(vec(1, 0, 0), Map.of(), policy, at, false, QueryReading.plain(""), asOfNow);
    }

    @Test
    void askedAsOfAPastTimeAMemoryWrittenLaterIsNotRecalled() {
        MemoryIndex ix = index(
                entry(1, vec(1, 0, 0), MemoryKind.EPISODIC, 5, daysAgo(30), false),
                entry(2, vec(0.9f, 0.1f, 0), MemoryKind.EPISODIC, 9, daysAgo(10), false));
        Instant between = daysAgo(20);
        for (RetrievalPolicy p : List.of(POLICY, RetrievalPolicy.relevanceOnly().withTokenBudget(0),
                RetrievalPolicy.relevanceOnly().withTokenBudget(0).withNormalisation(Normalisation.MIN_MAX))) {
            assertThat(ids(ix.rank(askedAt(between, p, true)))).as(p.name()).containsExactly(1L);
            // A search for neighbours sees every memory, whenever written.
            assertThat(ids(ix.rank(askedAt(between, p, false)))).as(p.name()).containsExactlyInAnyOrder(1L, 2L);
        }
        assertThat(ids(ix.rank(askedAt(daysAgo(40), POLICY, true)))).isEmpty();
    }

    @Test
    void askedAsOfAPastTimeAReplacementWrittenLaterHadNotYetReplacedAnything() {
        // 1 was replaced by 2 (day 100), and 2 by 3 (day 10).
        MemoryIndex ix = index(
                replaced(1, vec(1, 0, 0), daysAgo(200), 2),
                new IndexEntry(2, vec(0.8f, 0.6f, 0), MemoryKind.SEMANTIC, 5, daysAgo(100), false, 3, 40,
                        daysAgo(100), TextCues.CHANGE),
                entry(3, vec(0.6f, 0.8f, 0), MemoryKind.SEMANTIC, 5, daysAgo(10), true));
        assertThat(ix.liveReplacement(ix.slotOf(1), ix.createdSeconds[ix.slotOf(2)])).isEqualTo(ix.slotOf(2));
        assertThat(ix.liveReplacement(ix.slotOf(1), Long.MAX_VALUE)).isEqualTo(ix.slotOf(3));
        assertThat(ix.liveReplacement(ix.slotOf(1), ix.createdSeconds[ix.slotOf(2)] - 1)).isEqualTo(-1);

        // Before 2 was written, 1 is live and answers for itself.
        List<Ranked> early = ix.rank(askedAt(daysAgo(150), DENSE, true));
        assertThat(ids(early)).containsExactly(1L);
        assertThat(early.get(0).breakdown().relevanceOf()).isZero();
        // Between 2 and 3, 2 is the live end of the chain and takes 1's relevance.
        List<Ranked> middle = ix.rank(askedAt(daysAgo(50), DENSE, true));
        assertThat(ids(middle)).containsExactly(2L);
        assertThat(middle.get(0).breakdown().relevanceOf()).isEqualTo(1);
        assertThat(middle.get(0).breakdown().relevance()).isCloseTo(1.0, within(1e-6));
        // Today, 3 is.
        assertThat(ids(ix.rank(askedAt(NOW, DENSE, true)))).containsExactly(3L);
    }

    @Test
    void aRestoredMemoryIsLiveAgainAndPassesNothingOn() {
        MemoryIndex ix = replacedAndItsReplacement();
        assertThat(ix.liveReplacement(ix.slotOf(1), Long.MAX_VALUE)).isEqualTo(ix.slotOf(2));
        ix.put(replaced(1, vec(1, 0, 0), daysAgo(200), 0)); // restored in the browser
        assertThat(ix.liveReplacement(ix.slotOf(1), Long.MAX_VALUE)).isEqualTo(-1);
        List<Ranked> r = ix.rank(RecallQuery.dense(vec(1, 0, 0), DENSE, NOW));
        assertThat(ids(r)).containsExactly(1L);
        assertThat(r.get(0).breakdown().relevanceOf()).isZero();
        // Deleting the replacement leaves a superseded memory with nowhere to pass its relevance.
        ix.put(replaced(1, vec(1, 0, 0), daysAgo(200), 2));
        ix.remove(2);
        assertThat(ix.liveReplacement(ix.slotOf(1), Long.MAX_VALUE)).isEqualTo(-1);
        assertThat(ix.rank(RecallQuery.dense(vec(1, 0, 0), DENSE, NOW))).isEmpty();
    }

    @Test
    void askedForSupersededMemoriesTooTheReplacedOneIsRankedWithItsOwnRelevance() {
        MemoryIndex ix = replacedAndItsReplacement();
        List<Ranked> r = ix.rank(new RecallQuery(vec(1, 0, 0), Map.of(), POLICY, NOW, true));
        assertThat(ids(r)).containsExactlyInAnyOrder(1L, 2L);
        assertThat(byId(r, 1).breakdown().relevanceOf()).isZero();
        assertThat(byId(r, 2).breakdown().relevanceOf()).isEqualTo(1);
        assertThat(byId(r, 2).breakdown().relevance()).isEqualTo(byId(r, 1).breakdown().relevance());
    }

    @Test
    void aKeywordMatchOfTheReplacedMemoryPassesToo() {
        // Keyword mode: only the superseded memory holds the question's word.
        RetrievalPolicy keyword = POLICY.withRelevance(RelevanceMode.KEYWORD, 1, POLICY.candidatePool());
        MemoryIndex ix = index(
                replaced(1, vec(0, 0, 1), daysAgo(200), 2),
                entry(2, vec(0, 1, 0), MemoryKind.EPISODIC, 5, daysAgo(60), true));
        List<Ranked> r = ix.rank(new RecallQuery(vec(1, 0, 0), Map.of(1L, 0.8), keyword, NOW, false));
        assertThat(ids(r)).containsExactly(2L);
        assertThat(r.get(0).breakdown().relevance()).isEqualTo(0.8);
    }

    @Test
    void aMemoryInTheQuestionsWindowComesFirstAndSaysSo() {
        MemoryIndex ix = index(
                entry(1, vec(1, 0, 0), MemoryKind.EPISODIC, 5, daysAgo(1), false),
                entry(2, vec(0.9f, 0.1f, 0), MemoryKind.EPISODIC, 5, daysAgo(30), false));
        TimeFocus lastMonth = TimeFocus.window(daysAgo(40), daysAgo(20), "last month");
        RecallQuery q = new RecallQuery(vec(1, 0, 0), Map.of(), POLICY, NOW, false,
                new QueryReading(java.util.Optional.of(lastMonth), false, false, true, "x"));
        List<Ranked> r = ix.rank(q);
        assertThat(ids(r)).startsWith(2L);
        assertThat(r.get(0).breakdown().timeMatch()).isEqualTo(1.0);
        assertThat(r.get(1).breakdown().timeMatch()).isZero();
    }

    @Test
    void aMemoryOfTheWindowIsFoundEvenWhenItIsNotAmongTheBestMatches() {
        IndexEntry[] entries = new IndexEntry[60];
        for (int i = 0; i < 59; i++) {
            entries[i] = entry(i + 1, vec(1, 0.01f * i, 0), MemoryKind.EPISODIC, 5, daysAgo(100 + i), false);
        }
        entries[59] = entry(100, vec(0, 0, 1), MemoryKind.EPISODIC, 5, daysAgo(1), false);
        MemoryIndex ix = index(entries);
        TimeFocus yesterday = TimeFocus.window(daysAgo(2), daysAgo(0), "yesterday");
        RetrievalPolicy noFloor = POLICY.withAdjustments(POLICY.adjustments().withRelevanceFloor(0));
        RecallQuery q = new RecallQuery(vec(1, 0, 0), Map.of(), noFloor, NOW, false,
                new QueryReading(java.util.Optional.of(yesterday), true, false, true, ""));
        assertThat(ids(ix.rank(q))).startsWith(100L);
    }

    @Test
    void aNewerMemoryThatSaysItChangedOutdatesTheOlderOne() {
        MemoryIndex ix = index(
                entry(1, vec(1, 0, 0), MemoryKind.SEMANTIC, 5, daysAgo(200), false),
                entry(2, vec(0.8f, 0.6f, 0), MemoryKind.EPISODIC, 5, daysAgo(10), true));
        List<Ranked> r = ix.rank(RecallQuery.dense(vec(1, 0, 0), NEWER_WINS, NOW));
        assertThat(ids(r)).containsExactly(2L, 1L);
        Ranked old = r.get(1);
        assertThat(old.breakdown().outdated()).isPositive().isLessThanOrEqualTo(NEWER_WINS.adjustments()
                .outdatedPenalty());
        assertThat(old.breakdown().outdatedBy()).isEqualTo(2L);
        assertThat(old.breakdown().loweredFor()).isEqualTo(LoweredFor.NEWER);
        // It loses just enough to end below its replacement, so it stays recalled right after it.
        assertThat(r.get(0).breakdown().total() - old.breakdown().total())
                .isCloseTo(ScoreBreakdown.JUST_BELOW, org.assertj.core.data.Offset.offset(1e-9));
    }

    /**
     * Two notes far apart as wholes (each says more than what was asked) whose passages that the question found are
     * alike: the newer one, which says it changed, outdates the older. Without passages the wholes decide: nothing.
     */
    @Test
    void aNewerMemoryWhosePassageChangesTheOlderOnesOutdatesIt() {
        IndexEntry older = entry(1, vec(0.6f, 0.8f, 0), MemoryKind.SEMANTIC, 5, daysAgo(200), false);
        IndexEntry newer = entry(2, vec(0.6f, -0.8f, 0), MemoryKind.EPISODIC, 5, daysAgo(10), true);
        RecallQuery q = RecallQuery.dense(vec(1, 0, 0), NEWER_WINS, NOW);
        MemoryIndex wholes = index(older, newer);
        MemoryIndex withPassages = index(older, newer);
        withPassages.readPartsFrom(ids -> Map.of(1L, new float[][] {{0.98f, 0.2f, 0}},
                2L, new float[][] {{0.98f, -0.2f, 0}}));

        assertThat(byId(wholes.rank(q), 1).breakdown().outdatedBy()).as("apart as wholes").isZero();
        List<Ranked> r = withPassages.rank(q);
        assertThat(ids(r)).containsExactly(2L, 1L);
        assertThat(byId(r, 1).breakdown().outdatedBy()).isEqualTo(2L);
    }

    /**
     * {@code notes} in a journal of {@link JournalMean#MEASURED_FROM} more notes in one voice: each along the first
     * axis, with a random lean on the other three.
     */
    private static MemoryIndex inOneVoice(long seed, IndexEntry... notes) {
        java.util.Random rnd = new java.util.Random(seed);
        List<IndexEntry> journal = new java.util.ArrayList<>(List.of(notes));
        for (int i = 0; i < JournalMean.MEASURED_FROM; i++) {
            journal.add(new IndexEntry(10 + i, new Embedding(MODEL, new float[] {1, 0.4f * (float) rnd.nextGaussian(),
                    0.4f * (float) rnd.nextGaussian(), 0.4f * (float) rnd.nextGaussian()}), MemoryKind.EPISODIC, 5,
                    daysAgo(100 + i), false, 0, 40, daysAgo(100 + i), 0));
        }
        MemoryIndex ix = new MemoryIndex(MODEL, 4);
        ix.putAll(journal);
        return ix;
    }

    @Test
    void inAJournalOfOneVoiceANewerChangeAlikeOnlyInThatVoiceOutdatesNothing() {
        // Two notes that share the journal's voice (the first axis) and nothing else: close in raw cosine (0.86),
        // apart once the journal's mean is taken away.
        IndexEntry old = new IndexEntry(1, new Embedding(MODEL, new float[] {1, 0.4f, 0, 0}), MemoryKind.EPISODIC, 5,
                daysAgo(90), false, 0, 40, daysAgo(90), 0);
        IndexEntry changed = new IndexEntry(2, new Embedding(MODEL, new float[] {1, 0, 0.4f, 0}), MemoryKind.EPISODIC,
                5, daysAgo(5), false, 0, 40, daysAgo(5), TextCues.CHANGE);
        RecallQuery q = RecallQuery.dense(new Embedding(MODEL, new float[] {1, 0.2f, 0.2f, 0}), NEWER_WINS, NOW);
        MemoryIndex small = new MemoryIndex(MODEL, 4);
        small.putAll(List.of(old, changed));
        MemoryIndex whole = inOneVoice(17, old, changed);

        assertThat(byId(small.rank(q), 1).breakdown().outdatedBy()).as("too few notes to tell: similarity decides")
                .isEqualTo(2L);
        assertThat(byId(whole.rank(q), 1).breakdown().outdatedBy()).isZero();
    }

    @Test
    void askedForACodeANewerNoteWithAFigureOutdatesItOnlyWhenItStandsOutFromTheJournal() {
        // Two answers to "what's the crime reference number?" are about the same thing however unlike they are; in
        // a journal with a background, only when they are closer than its notes usually are.
        String theft = "Bike stolen from the shed overnight. Crime reference 4471 9902.";
        String train = "Swapped to the 7:40 train, 130 people on the platform.";
        IndexEntry stolen = new IndexEntry(1, new Embedding(MODEL, new float[] {1, 0.4f, 0, 0}), MemoryKind.EPISODIC,
                5, daysAgo(90), false, 0, 40, daysAgo(90), TextCues.of(theft), AnswerValues.of(theft));
        IndexEntry swapped = new IndexEntry(2, new Embedding(MODEL, new float[] {1, 0, 0.4f, 0}), MemoryKind.EPISODIC,
                5, daysAgo(5), false, 0, 40, daysAgo(5), TextCues.of(train), AnswerValues.of(train));
        RecallQuery q = new RecallQuery(new Embedding(MODEL, new float[] {1, 0.3f, 0.05f, 0}), Map.of(), NEWER_WINS,
                NOW, false, new QueryReading(java.util.Optional.empty(), false, false, false,
                        "what's the crime reference number", true));
        MemoryIndex small = new MemoryIndex(MODEL, 4);
        small.putAll(List.of(stolen, swapped));
        MemoryIndex whole = inOneVoice(23, stolen, swapped);

        assertThat(byId(small.rank(q), 1).breakdown().outdatedBy()).as("too few notes to tell").isEqualTo(2L);
        List<Ranked> r = whole.rank(q);
        assertThat(ids(r)).startsWith(1L);
        assertThat(byId(r, 1).breakdown().outdatedBy()).isZero();
    }

    @Test
    void askedForACodeANewerChangedCodeHoldingTheQuestionsRarerWordsOutdatesTheOldOneHoweverItsVectorLeans() {
        // "Fuel tank padlock combo 4471" and "Changed the fuel padlock to 0918. The contractor's lad saw the old one."
        // are apart against the journal's background (the second leans to other things); both answer "fuel padlock
        // number", and the newer says it changed.
        String old = "Fuel tank padlock combo 4471. Lorraine knows it too.";
        String changed = "Changed the fuel padlock to 0918. The fencing contractor's lad saw the old one.";
        MemoryIndex whole = inOneVoice(23, note(1, vec(1, 0.4f, 0, 0), daysAgo(90), old),
                note(2, vec(1, 0, 0.4f, 0), daysAgo(5), changed));

        List<Ranked> rarerWords = whole.rank(asked("fuel padlock number", Map.of(1L, 0.6, 2L, 0.6)));
        List<Ranked> fewer = whole.rank(asked("fuel padlock number", Map.of(1L, 0.6, 2L, 0.4)));

        assertThat(TextCues.of(changed) & TextCues.CHANGE).as("says it changed").isNotZero();
        assertThat(byId(rarerWords, 1).breakdown().outdatedBy()).isEqualTo(2L);
        assertThat(ids(rarerWords)).startsWith(2L);
        assertThat(byId(fewer, 1).breakdown().outdatedBy()).as("not about the question: apart as the journal has them")
                .isZero();
    }

    @Test
    void askedWhenTwoNotesThatSayADayAreNotTwoAnswersToItAsTwoThatHoldACodeAre() {
        // "booked my LEA for 18/11" and a newer change that holds a day and a code, apart against the journal's
        // background: asked when, the day lifts both but they stay apart; asked for the code, they are two answers.
        String old = "booked my LEA (licensed electricians assessment) for 18/11, ref 4471. gotta pass this";
        String moved = "Yoga moved to Monday nights, new door code 0918, so I'll have to pick between yoga and the LEA";
        MemoryIndex whole = inOneVoice(23, note(1, vec(1, 0.4f, 0, 0), daysAgo(90), old),
                note(2, vec(1, 0, 0.4f, 0), daysAgo(5), moved));
        Map<Long, Double> keywords = Map.of(1L, 0.6, 2L, 0.6);

        List<Ranked> when = whole.rank(asked("when is my LEA", keywords));
        List<Ranked> code = whole.rank(asked("what's the LEA code", keywords));

        assertThat(TextCues.of(moved) & TextCues.CHANGE).as("says it changed").isNotZero();
        assertThat(List.of(byId(when, 1), byId(when, 2))).allSatisfy(r -> assertThat(r.breakdown().fitReason())
                .isEqualTo(FitReason.DATE_ANSWER));
        assertThat(byId(when, 1).breakdown().outdatedBy()).isZero();
        assertThat(byId(code, 1).breakdown().outdatedBy()).isEqualTo(2L);
    }

    /** {@code question}, along the first axis and towards the older note; {@code keywords}: its keyword match. */
    private static RecallQuery asked(String question, Map<Long, Double> keywords) {
        return new RecallQuery(new Embedding(MODEL, new float[] {1, 0.3f, 0.05f, 0}), keywords, NEWER_WINS, NOW,
                false, new QueryReading(java.util.Optional.empty(), false, false, false, question, true));
    }


    /** A note whose values and cues are read from its text, as the index reads them. */
    private static IndexEntry note(long id, Embedding e, Instant created, String text) {
        return new IndexEntry(id, e, MemoryKind.EPISODIC, 5, created, false, 0, 40, created, TextCues.of(text),
                AnswerValues.of(text));
    }

    /** A question that looks a detail up, along the first axis; {@code keywords}: the memories sharing its words. */
    private static RecallQuery detailQuestion(String text, Map<Long, Double> keywords) {
        return new RecallQuery(vec(1, 0, 0), keywords, NEWER_WINS, NOW, false,
                new QueryReading(java.util.Optional.empty(), false, false, false, text, true));
    }

    @Test
    void askedHowManyANewerNoteGivingTheCountOutdatesTheOlderOneWithoutAChangeWord() {
        String first = "First tooth!! bottom front, Maya = 1 tooth";
        String six = "Maya 6 teeth, and first steps to Nisha";
        MemoryIndex ix = index(note(1, vec(1, 0.1f, 0), daysAgo(200), first),
                note(2, vec(0.95f, 0.2f, 0.1f), daysAgo(20), six));

        List<Ranked> r = ix.rank(detailQuestion("how many teeth has maya got", Map.of(1L, 1.0, 2L, 1.0)));

        assertThat(TextCues.of(six) & TextCues.CHANGE).as("no change word").isZero();
        assertThat(ids(r)).startsWith(2L);
        assertThat(byId(r, 1).breakdown().outdatedBy()).isEqualTo(2L);
        assertThat(byId(r, 1).breakdown().loweredFor()).isEqualTo(LoweredFor.NEWER_VALUE);
    }

    @Test
    void askedHowMuchANewerFigureWithoutTheQuestionsWordsOutdatesNothing() {
        MemoryIndex ix = index(note(1, vec(1, 0.1f, 0), daysAgo(30), "My gym membership costs 35 pounds a month."),
                note(2, vec(0.97f, 0.15f, 0.05f), daysAgo(29), "My phone contract costs 35 pounds a month."));

        List<Ranked> gym = ix.rank(detailQuestion("how much is the gym", Map.of(1L, 1.0)));
        List<Ranked> bothWords = ix.rank(detailQuestion("how much is the gym", Map.of(1L, 1.0, 2L, 1.0)));

        assertThat(ids(gym)).startsWith(1L);
        assertThat(byId(gym, 1).breakdown().outdatedBy()).isZero();
        assertThat(byId(bothWords, 1).breakdown().outdatedBy()).as("what keeps them apart is the question's word")
                .isEqualTo(2L);
    }

    @Test
    void askedForACodeANewerFigureWithoutAChangeWordOutdatesNothing() {
        MemoryIndex ix = index(note(1, vec(1, 0.1f, 0), daysAgo(400), "Home wifi password tortuga-naranja-88."),
                note(2, vec(0.97f, 0.15f, 0.05f), daysAgo(5), "Speed test on the wifi says 180 Mbps."));

        Ranked password = byId(ix.rank(detailQuestion("what's the password for our home wifi",
                Map.of(1L, 1.0, 2L, 1.0))), 1);

        assertThat(password.breakdown().outdatedBy()).isZero();
        assertThat(password.breakdown().outdated()).isZero();
    }

    /**
     * Two notes that hold names the question does not: the staffing note (2) is the closer match in raw cosine (the
     * journal's voice), the supplier note (1) the one about the question once the journal's mean is taken away.
     */
    private static final String SUPPLIER = "Chicken thighs: Draper Valley through Sysco, delivery Fridays.";
    private static final String STAFFING = "Promoted Mai to shop manager. Hired Theo and Bree for the counter.";
    private static final IndexEntry CHICKEN = new IndexEntry(1, vec(1, 0.8f, 0, 0), MemoryKind.EPISODIC, 5,
            daysAgo(20), false, 0, 40, daysAgo(20), TextCues.of(SUPPLIER), AnswerValues.of(SUPPLIER));
    private static final IndexEntry HIRED = new IndexEntry(2, vec(1, 0.05f, 0, 0.15f), MemoryKind.EPISODIC, 5,
            daysAgo(10), false, 0, 40, daysAgo(10), TextCues.of(STAFFING), AnswerValues.of(STAFFING));

    /** "Who supplies the chicken?", with {@code keywords}: the memories sharing its words. */
    private static RecallQuery whoSupplies(Map<Long, Double> keywords) {
        return new RecallQuery(vec(1, 0.3f, 0.05f, 0), keywords, POLICY, NOW, false,
                new QueryReading(java.util.Optional.empty(), false, false, false, "who supplies the chicken", true));
    }

    @Test
    void askedForANameOnlyANoteThatStandsOutFromTheJournalAsAboutTheQuestionIsLiftedForHoldingOne() {
        RecallQuery q = whoSupplies(Map.of());
        MemoryIndex small = new MemoryIndex(MODEL, 4);
        small.putAll(List.of(CHICKEN, HIRED));
        MemoryIndex whole = inOneVoice(29, CHICKEN, HIRED);

        List<Ranked> alone = small.rank(q);
        assertThat(ids(alone)).as("too few notes to tell: both are lifted, likeness decides").startsWith(2L);
        assertThat(byId(alone, 2).breakdown().fitReason()).isEqualTo(FitReason.NAME_ANSWER);
        List<Ranked> r = whole.rank(q);
        assertThat(ids(r)).startsWith(1L);
        assertThat(byId(r, 1).breakdown().questionFit()).isPositive();
        assertThat(byId(r, 1).breakdown().fitReason()).isEqualTo(FitReason.NAME_ANSWER);
        assertThat(byId(r, 2).breakdown().questionFit()).isZero();
        assertThat(byId(r, 2).breakdown().fitReason()).isEqualTo(FitReason.NONE);
    }

    /**
     * A note that holds the question's rarer words is about it, however much its vector leans to the journal's voice:
     * with a keyword match of 0.6 the staffing note is lifted for holding a name, with 0.4 it is not.
     */
    @Test
    void aNoteHoldingTheQuestionsRarerWordsStandsOutHoweverItsVectorLeans() {
        MemoryIndex whole = inOneVoice(29, CHICKEN, HIRED);

        Ranked rarerHalf = byId(whole.rank(whoSupplies(Map.of(2L, 0.6))), 2);
        Ranked fewer = byId(whole.rank(whoSupplies(Map.of(2L, 0.4))), 2);

        assertThat(rarerHalf.breakdown().fitReason()).isEqualTo(FitReason.NAME_ANSWER);
        assertThat(rarerHalf.breakdown().questionFit()).isPositive();
        assertThat(fewer.breakdown().questionFit()).isZero();
        assertThat(fewer.breakdown().fitReason()).isEqualTo(FitReason.NONE);
    }

    @Test
    void aNewerMemoryAboutSomeoneElseOutdatesNothing() {
        // "Dad's new number is 0433 918 406" then "Josh changed his number again": alike, not the same person.
        IndexEntry dad = new IndexEntry(1, vec(1, 0, 0), MemoryKind.EPISODIC, 5, daysAgo(30), false, 0, 40,
                daysAgo(30), TextCues.of("Dad sorted a new SIM, his number is 0433 918 406"));
        IndexEntry josh = new IndexEntry(2, vec(0.9f, 0.436f, 0), MemoryKind.EPISODIC, 5, daysAgo(3), false, 0,
                40, daysAgo(3), TextCues.of("Josh changed his number again, 0450 227 861"));
        IndexEntry dadAgain = new IndexEntry(3, vec(0.9f, 0, 0.436f), MemoryKind.EPISODIC, 5, daysAgo(2), false,
                0, 40, daysAgo(2), TextCues.of("Dad changed his number again, it's 0433 000 111 now"));
        List<Ranked> r = index(dad, josh).rank(RecallQuery.dense(vec(1, 0, 0), NEWER_WINS, NOW));
        assertThat(ids(r)).containsExactly(1L, 2L);
        assertThat(r.get(0).breakdown().outdated()).isZero();
        // The newer memory about Dad does replace it.
        List<Ranked> updated = index(dad, josh, dadAgain).rank(RecallQuery.dense(vec(1, 0, 0), NEWER_WINS, NOW));
        assertThat(updated.stream().filter(x -> x.id() == 1).findFirst().orElseThrow().breakdown().outdatedBy())
                .isEqualTo(3L);
    }

    @Test
    void aReplacementTakesTheRelevanceOfTheMemoryItOutdatesAndSoRanksAboveWhatOutscoredItAlone() {
        // "When's my Spanish class?": the old "Mondays 6pm" matches best, the move to Thursday matches less than an
        // unrelated memory that mentions Monday; the move answers what the old one was found for.
        IndexEntry[] memories = {
            entry(1, vec(1, 0, 0), MemoryKind.EPISODIC, 5, daysAgo(200), false),
            entry(2, vec(0.6f, 0.8f, 0), MemoryKind.EPISODIC, 5, daysAgo(10), true),
            entry(3, vec(0.8f, 0, 0.6f), MemoryKind.EPISODIC, 5, daysAgo(100), false)};

        List<Ranked> r = rankedAlongFirstAxis(memories);

        assertThat(ids(r)).containsExactly(2L, 1L, 3L);
        assertThat(r.get(0).breakdown().relevance()).isEqualTo(r.get(1).breakdown().relevance());
        assertThat(r.get(0).breakdown().relevanceOf()).isEqualTo(1L);
        assertThat(r.get(1).breakdown().outdatedBy()).isEqualTo(2L);
        assertThat(r.get(2).breakdown().relevanceOf()).isZero();
        assertThat(r.get(2).breakdown().outdatedBy()).isZero();
        // Without newer-wins the signals alone rank the old statement first and the move last.
        RecallQuery plain = RecallQuery.dense(vec(1, 0, 0),
                POLICY.withAdjustments(POLICY.adjustments().withOutdatedPenalty(0)), NOW);
        assertThat(ids(index(memories).rank(plain))).containsExactly(1L, 3L, 2L);
    }

    @Test
    void relevancePassesAlongAChainOfChangesFromTheOldestAndEachSaysWhatReplacedIt() {
        // 1 → 2 → 3: the third is about the same thing as the second, not close enough to the first to replace it
        // (and itself relevant enough to the question to replace the second: Adjustments.REPLACEMENT_RELEVANCE).
        List<Ranked> r = rankedAlongFirstAxis(
                entry(1, vec(1, 0, 0), MemoryKind.EPISODIC, 5, daysAgo(200), false),
                entry(2, vec(0.8f, 0.6f, 0), MemoryKind.EPISODIC, 5, daysAgo(100), true),
                entry(3, vec(0.45f, 0.893f, 0), MemoryKind.EPISODIC, 5, daysAgo(10), true));

        assertThat(ids(r)).containsExactly(3L, 2L, 1L);
        assertThat(byId(r, 3).breakdown().relevanceOf()).isEqualTo(1L);
        assertThat(byId(r, 3).breakdown().relevance()).isEqualTo(byId(r, 1).breakdown().relevance());
        assertThat(byId(r, 2).breakdown().outdatedBy()).isEqualTo(3L);
        assertThat(byId(r, 1).breakdown().outdatedBy()).isEqualTo(2L);
    }

    @Test
    void aReplacementMoreRelevantThanWhatItOutdatesKeepsItsOwnAndTheOldOneStillSaysWhatReplacedIt() {
        List<Ranked> r = rankedAlongFirstAxis(
                entry(1, vec(0.8f, 0.6f, 0), MemoryKind.EPISODIC, 5, daysAgo(200), false),
                entry(2, vec(1, 0, 0), MemoryKind.EPISODIC, 5, daysAgo(10), true));

        assertThat(ids(r)).containsExactly(2L, 1L);
        assertThat(r.get(0).breakdown().relevanceOf()).isZero();
        assertThat(r.get(1).breakdown().outdated()).isZero();
        assertThat(r.get(1).breakdown().outdatedBy()).isEqualTo(2L);
    }

    @Test
    void anOutdatedMemoryDropsOnlyBelowItsReplacementNotBelowEverythingElse() {
        MemoryIndex ix = index(
                entry(1, vec(1, 0, 0), MemoryKind.SEMANTIC, 5, daysAgo(200), false),
                entry(2, vec(0.8f, 0.6f, 0), MemoryKind.EPISODIC, 5, daysAgo(10), true),
                entry(3, vec(0.6f, 0, 0.8f), MemoryKind.EPISODIC, 5, daysAgo(100), false));
        List<Ranked> r = ix.rank(RecallQuery.dense(vec(1, 0, 0), NEWER_WINS, NOW));
        assertThat(ids(r)).containsExactly(2L, 1L, 3L);
        assertThat(r.get(2).breakdown().outdated()).isZero();
    }

    @Test
    void aNewerMemoryFarLessAboutTheQuestionThanTheOneItWouldReplaceOutdatesNothing() {
        // "What's the number plate on my car?": "Picked up the Mazda, plate 1XR 7TB", then "Mazda's service, needed
        // new tyres", alike and newer, but a third as much about the question.
        IndexEntry plate = entry(1, vec(0.8f, 0.6f, 0), MemoryKind.EPISODIC, 5, daysAgo(400), false);
        IndexEntry service = entry(2, vec(0.25f, 0.8f, 0.5454f), MemoryKind.EPISODIC, 5, daysAgo(20), true);
        List<Ranked> r = index(plate, service).rank(RecallQuery.dense(vec(1, 0, 0), NEWER_WINS, NOW));
        assertThat(ids(r)).containsExactly(1L, 2L);
        assertThat(r.get(0).breakdown().outdatedBy()).isZero();
        assertThat(r.get(1).breakdown().relevanceOf()).isZero();
        // One at least 40% as much about it ("Sold the Mazda, I cycle now") still does.
        IndexEntry sold = entry(3, vec(0.4f, 0.75f, 0.527f), MemoryKind.EPISODIC, 5, daysAgo(20), true);
        List<Ranked> updated = index(plate, sold).rank(RecallQuery.dense(vec(1, 0, 0), NEWER_WINS, NOW));
        assertThat(ids(updated)).containsExactly(3L, 1L);
        assertThat(updated.get(1).breakdown().outdatedBy()).isEqualTo(3L);
        assertThat(0.4 / 0.8).isGreaterThanOrEqualTo(Adjustments.REPLACEMENT_RELEVANCE)
                .isGreaterThan(0.25 / 0.8);
    }

    @Test
    void aQuestionAskedBeforeKeepsPartOfItsRelevanceAndTheNoteThatAnswersItRanksFirst() {
        // "What does Ana love?" after the chat wrote back "What does my sister Ana love?": the old question is the
        // closest match there is, and holds no answer.
        IndexEntry asked = new IndexEntry(1, vec(1, 0, 0), MemoryKind.EPISODIC, 5, daysAgo(1), false, 0, 40,
                daysAgo(1), TextCues.of("What does my sister Ana love?"));
        IndexEntry answer = new IndexEntry(2, vec(0.8f, 0.6f, 0), MemoryKind.SEMANTIC, 5, daysAgo(30), false, 0, 40,
                daysAgo(30), TextCues.of("My sister Ana loves orchids, she grows them on her balcony."));

        List<Ranked> r = index(asked, answer).rank(new RecallQuery(vec(1, 0, 0), Map.of(), DENSE, NOW, false,
                new QueryReading(java.util.Optional.empty(), false, false, false, "What does Ana love?")));

        assertThat(ids(r)).containsExactly(2L, 1L);
        assertThat(r.get(1).breakdown().relevance()).isCloseTo(AskedOnly.KEPT, within(1e-9));
        assertThat(r.get(1).breakdown().askedOnly()).isTrue();
        assertThat(r.get(0).breakdown().askedOnly()).isFalse();
        assertThat(r.get(0).breakdown().relevance()).isCloseTo(0.8, within(1e-6));
    }

    @Test
    void aMemoryAboutSomeoneElsesThingKeepsPartOfItsRelevanceForAQuestionAboutTheAskersOwn() {
        // "What did I score on my theory test?": Jaden's result reads closer to the question than the asker's own.
        String question = "What did I score on my theory test?";
        IndexEntry jaden = new IndexEntry(1, vec(1, 0, 0), MemoryKind.EPISODIC, 5, daysAgo(3), false, 0, 40,
                daysAgo(3), TextCues.of("Jaden passed his theory test, 44/50"));
        IndexEntry mine = new IndexEntry(2, vec(0.8f, 0.6f, 0), MemoryKind.EPISODIC, 5, daysAgo(3), false, 0, 40,
                daysAgo(3), TextCues.of("Passed my theory test!! 47/50, first try"));
        RecallQuery q = new RecallQuery(vec(1, 0, 0), Map.of(), DENSE, NOW, false,
                new QueryReading(java.util.Optional.empty(), false, false, true, question));

        List<Ranked> r = index(jaden, mine).rank(q);

        assertThat(ids(r)).containsExactly(2L, 1L);
        assertThat(r.get(1).breakdown().relevance()).isCloseTo(OthersThings.KEPT, within(1e-9));
        assertThat(r.get(1).breakdown().someoneElses()).isTrue();
        assertThat(r.get(0).breakdown().someoneElses()).isFalse();
        // Switched off, or asked about Jaden's, the closer match wins.
        RecallQuery off = new RecallQuery(vec(1, 0, 0), Map.of(),
                DENSE.withAdjustments(DENSE.adjustments().withOthersApart(false)), NOW, false, q.reading());
        assertThat(ids(index(jaden, mine).rank(off))).containsExactly(1L, 2L);
        RecallQuery his = new RecallQuery(vec(1, 0, 0), Map.of(), DENSE, NOW, false,
                new QueryReading(java.util.Optional.empty(), false, false, true, "What did Jaden score on his test?"));
        assertThat(index(jaden, mine).rank(his).get(0).breakdown().someoneElses()).isFalse();
    }

    @Test
    void aNewerMemoryBelowTheComparedWindowOutdatesNothing() {
        List<IndexEntry> entries = new java.util.ArrayList<>(List.of(
                entry(1, vec(1, 0, 0), MemoryKind.SEMANTIC, 5, daysAgo(200), false),
                entry(3, vec(0.6f, 0.8f, 0), MemoryKind.EPISODIC, 5, daysAgo(10), true)));
        // Closer to the question than the change, about something else.
        for (int i = 0; i < Adjustments.NEWER_WINS_WINDOW; i++) {
            entries.add(entry(10 + i, vec(0.8f, 0, 0.6f), MemoryKind.EPISODIC, 5, daysAgo(150), false));
        }
        MemoryIndex ix = index(entries.toArray(IndexEntry[]::new));
        List<Ranked> r = ix.rank(RecallQuery.dense(vec(1, 0, 0), NEWER_WINS.withTopK(20), NOW));
        assertThat(r.get(0).id()).isEqualTo(1L);
        assertThat(r.get(0).breakdown().outdated()).isZero();
        assertThat(ids(r).indexOf(3L)).isGreaterThan(Adjustments.NEWER_WINS_WINDOW);
    }

    @Test
    void whetherANewerMemoryOutdatesAnOlderOneDoesNotDependOnK() {
        MemoryIndex ix = index(
                entry(1, vec(1, 0, 0), MemoryKind.SEMANTIC, 5, daysAgo(200), false),
                entry(2, vec(0.95f, 0.05f, 0), MemoryKind.EPISODIC, 5, daysAgo(150), false),
                entry(3, vec(0.6f, 0.8f, 0), MemoryKind.EPISODIC, 5, daysAgo(10), true));
        List<Long> three = ids(ix.rank(RecallQuery.dense(vec(1, 0, 0), NEWER_WINS.withTopK(3), NOW)));
        assertThat(three.indexOf(3L)).isLessThan(three.indexOf(1L));
        for (int k = 1; k <= 2; k++) {
            assertThat(ids(ix.rank(RecallQuery.dense(vec(1, 0, 0), NEWER_WINS.withTopK(k), NOW)))).as("k = " + k)
                    .isEqualTo(three.subList(0, k));
        }
    }

    @Test
    void anEpisodeNeverOutdatesAStandingInstruction() {
        MemoryIndex ix = index(
                entry(1, vec(1, 0, 0), MemoryKind.PROCEDURAL, 5, daysAgo(200), false),
                entry(2, vec(0.8f, 0.6f, 0), MemoryKind.EPISODIC, 5, daysAgo(5), true),
                entry(3, vec(0.7f, 0, 0.714f), MemoryKind.PROCEDURAL, 5, daysAgo(20), true));
        List<Ranked> r = ix.rank(RecallQuery.dense(vec(1, 0, 0), NEWER_WINS, NOW));
        Ranked instruction = r.stream().filter(x -> x.id() == 1).findFirst().orElseThrow();
        // Only the newer instruction can replace it; the episode about the same thing cannot.
        assertThat(instruction.breakdown().outdatedBy()).isEqualTo(3L);
        assertThat(ids(r).indexOf(3L)).isLessThan(ids(r).indexOf(1L));
    }

    @Test
    void anInsightOutdatesNoneOfTheMemoriesItSumsUp() {
        // "Regularly, 3 times …; usually: 'moved to Friedrichstraße …'": a summary, not a change.
        MemoryIndex ix = index(
                entry(1, vec(1, 0, 0), MemoryKind.EPISODIC, 5, daysAgo(200), false),
                new IndexEntry(2, vec(0.8f, 0.6f, 0), MemoryKind.SEMANTIC, 5, daysAgo(1), false, 0, 40,
                        daysAgo(1), TextCues.CHANGE | TextCues.INSIGHT));
        List<Ranked> r = ix.rank(RecallQuery.dense(vec(1, 0, 0), NEWER_WINS, NOW));
        assertThat(r.stream().filter(x -> x.id() == 1).findFirst().orElseThrow().breakdown().outdated()).isZero();
    }

    @Test
    void aQuestionTypedInTheChatNeitherOutdatesNorIsOutdated() {
        // "How is Tom doing these days?" says "these days" about nothing that changed.
        long askedCues = TextCues.CHANGE | Integer.toUnsignedLong(TextCues.QUESTION);
        MemoryIndex asksLater = index(
                entry(1, vec(1, 0, 0), MemoryKind.EPISODIC, 5, daysAgo(200), false),
                new IndexEntry(2, vec(0.96f, 0.28f, 0), MemoryKind.EPISODIC, 5, daysAgo(1), false, 0, 40,
                        daysAgo(1), askedCues));
        List<Ranked> later = asksLater.rank(RecallQuery.dense(vec(1, 0, 0), NEWER_WINS, NOW));
        assertThat(byId(later, 1).breakdown().outdatedBy()).isZero();
        assertThat(byId(later, 2).breakdown().relevanceOf()).isZero();
        assertThat(ids(later)).containsExactly(1L, 2L);
        MemoryIndex askedFirst = index(
                new IndexEntry(1, vec(1, 0, 0), MemoryKind.EPISODIC, 5, daysAgo(200), false, 0, 40,
                        daysAgo(200), askedCues),
                entry(2, vec(0.8f, 0.6f, 0), MemoryKind.EPISODIC, 5, daysAgo(1), true));
        assertThat(byId(askedFirst.rank(RecallQuery.dense(vec(1, 0, 0), NEWER_WINS, NOW)), 1).breakdown()
                .outdatedBy()).isZero();
    }

    @Test
    void theLatestAboutAThingIsTheMemoryThatUpdatedIt() {
        // "Am I still vegetarian?": the old statement is the closest match, the update says it changed.
        MemoryIndex ix = index(
                entry(1, vec(1, 0, 0), MemoryKind.SEMANTIC, 5, daysAgo(200), false),
                entry(2, vec(0.55f, 0.835f, 0), MemoryKind.EPISODIC, 5, daysAgo(10), true));
        RecallQuery still = new RecallQuery(vec(1, 0, 0), Map.of(), NEWER_WINS, NOW, false,
                new QueryReading(java.util.Optional.of(TimeFocus.latest("still")), false, false, false, ""));
        List<Ranked> r = ix.rank(still);
        assertThat(ids(r)).startsWith(2L);
        assertThat(r.get(0).breakdown().timeMatch()).isEqualTo(NEWER_WINS.adjustments().timeBoost());
        RecallQuery withoutNewerWins = new RecallQuery(vec(1, 0, 0), Map.of(),
                POLICY.withAdjustments(POLICY.adjustments().withOutdatedPenalty(0)), NOW, false, still.reading());
        assertThat(ids(ix.rank(withoutNewerWins))).startsWith(1L);
    }

    @Test
    void theLatestIsTheNewestMemoryCloselyAboutTheQuestionNotOneOnlyPartlyAboutIt() {
        // "What did the dentist say at my latest check-up?": "Took Júlia to the dentist, her first time!" is newer
        // and about a dentist, but only 0.65 as close as the asker's own check-up.
        IndexEntry checkUp = entry(1, vec(1, 0, 0), MemoryKind.EPISODIC, 5, daysAgo(100), false);
        IndexEntry julia = entry(2, vec(0.65f, 0.76f, 0), MemoryKind.EPISODIC, 5, daysAgo(10), false);
        RecallQuery latest = new RecallQuery(vec(1, 0, 0), Map.of(), DENSE, NOW, false,
                new QueryReading(java.util.Optional.of(TimeFocus.latest("latest")), false, false, false, ""));
        List<Ranked> r = index(checkUp, julia).rank(latest);
        assertThat(ids(r)).startsWith(1L);
        assertThat(byId(r, 1).breakdown().timeMatch()).isEqualTo(DENSE.adjustments().timeBoost());
        assertThat(byId(r, 2).breakdown().timeMatch()).isZero();
        // A newer one closely about it is the latest.
        IndexEntry nextCheckUp = entry(3, vec(0.75f, 0.66f, 0), MemoryKind.EPISODIC, 5, daysAgo(5), false);
        assertThat(ids(index(checkUp, julia, nextCheckUp).rank(latest))).startsWith(3L);
        assertThat(0.75).isGreaterThanOrEqualTo(PooledRanking.ABOUT_THE_QUESTION_IN_TIME).isGreaterThan(0.65);
    }

    /** These memories ranked for a question along the first axis asking when something first happened. */
    private static List<Ranked> rankedWhenFirst(IndexEntry... entries) {
        return index(entries).rank(new RecallQuery(vec(1, 0, 0), Map.of(), POLICY, NOW, false,
                new QueryReading(java.util.Optional.of(TimeFocus.earliest("first")), false, false, true, "")));
    }

    private static IndexEntry said(long id, Embedding e, int daysAgo, String text) {
        return new IndexEntry(id, e, MemoryKind.EPISODIC, 2, daysAgo(daysAgo), false, 0, 40, daysAgo(daysAgo),
                TextCues.of(text));
    }

    @Test
    void whenDidIFirstIsAnsweredByTheMemoryThatSaysItWasTheFirstTimeNotByWhatLedUpToIt() {
        List<Ranked> r = rankedWhenFirst(
                said(1, vec(0.9f, 0.436f, 0), 120, "Bella up four times last night. Running on fumes."),
                said(2, vec(1, 0, 0), 90, "Bella slept 11pm to 6am!!! First full night ever."),
                said(3, vec(0.95f, 0, 0.312f), 60, "Another full night from Bella. Don't jinx it."));

        assertThat(ids(r)).startsWith(2L);
        assertThat(byId(r, 2).breakdown().timeMatch()).isEqualTo(POLICY.adjustments().timeBoost());
        assertThat(byId(r, 1).breakdown().timeMatch()).isZero();
    }

    @Test
    void withNoMemorySayingItWasTheFirstTheOldestAboutTheQuestionIsTheFirst() {
        List<Ranked> r = rankedWhenFirst(
                said(1, vec(0.9f, 0.436f, 0), 120, "Bella up four times last night. Running on fumes."),
                said(2, vec(1, 0, 0), 90, "Bella slept 11pm to 6am, a full night."),
                said(3, vec(0.1f, 0.995f, 0), 150, "First time the car failed its MOT."));

        // Memory 3 says "first time" but is not about the question: the oldest one about it is chosen.
        assertThat(ids(r)).startsWith(1L);
        assertThat(byId(r, 1).breakdown().timeMatch()).isEqualTo(POLICY.adjustments().timeBoost());
    }

    @Test
    void inAJournalOfOneVoiceTheFirstTimeIsTheOldestMemoryThatStandsOutFromItsBackground() {
        // Every note leans along the journal's voice (the first axis); the question is about the third.
        IndexEntry valorant = said(1, vec(1, 0.4f, 0), 120, "valorant is my main game rn, hardstuck silver");
        IndexEntry rivals = said(2, vec(1, 0, 0.8f), 90, "snow day, tried the new game with jay, 7 hrs straight");
        List<IndexEntry> journal = new java.util.ArrayList<>(List.of(valorant, rivals));
        for (int i = 0; i < JournalMean.MEASURED_FROM; i++) {
            journal.add(said(10 + i, vec(1, 0.3f, -0.1f), 60 - i, "school, homework, the usual"));
        }
        RecallQuery first = new RecallQuery(vec(1, 0, 0.6f), Map.of(), POLICY, NOW, false,
                new QueryReading(java.util.Optional.of(TimeFocus.earliest("first")), false, false, true, ""));

        List<Ranked> r = index(journal.toArray(IndexEntry[]::new)).rank(first);

        // The valorant note is 0.8 as like the question as the right one, and older; against the background it
        // is not about it.
        assertThat(ids(r)).startsWith(2L);
        assertThat(byId(r, 2).breakdown().timeMatch()).isEqualTo(POLICY.adjustments().timeBoost());
        assertThat(r.stream().filter(x -> x.breakdown().timeMatch() > 0)).hasSize(1);
        // In a journal too small to tell its background, likeness alone decides, and the older note is chosen.
        List<Ranked> small = index(valorant, rivals).rank(first);
        assertThat(byId(small, 1).breakdown().timeMatch()).isEqualTo(POLICY.adjustments().timeBoost());
    }

    @Test
    void theLatestWithSomeoneIsTheNewestMemoryAboutTheQuestionThatNamesThemEvenOneThatDoesNotStandOut() {
        // "What's the latest with Tom?": the make-up is newer than the fight and names Tom, but its vector leans the
        // journal's way, so against the background it does not stand out as about the question.
        IndexEntry fight = named(1, vec(1, 0, 0.8f), 10, "Had a big fight with Tom about money.");
        IndexEntry madeUp = named(2, vec(1, 0.4f, 0), 5, "Made up with Tom over coffee, all good again.");
        IndexEntry farOff = named(3, vec(0.2f, 1, 0), 1, "Tom's band played the Crown, loud as ever.");
        List<IndexEntry> journal = new java.util.ArrayList<>(List.of(fight, madeUp, farOff));
        for (int i = 0; i < JournalMean.MEASURED_FROM; i++) {
            journal.add(named(10 + i, vec(1, 0.3f, -0.1f), 60 - i, "Work, gym, the usual."));
        }
        MemoryIndex ix = index(journal.toArray(IndexEntry[]::new));

        List<Ranked> r = ix.rank(latestAsked("What's the latest with Tom?"));
        assertThat(ids(r)).startsWith(2L);
        assertThat(byId(r, 2).breakdown().timeMatch()).isEqualTo(POLICY.adjustments().timeBoost());
        assertThat(r.stream().filter(x -> x.breakdown().timeMatch() > 0)).hasSize(1);
        // Naming no one, the question goes by what stands out: the fight.
        List<Ranked> unnamed = ix.rank(latestAsked("What's the latest with my mate?"));
        assertThat(byId(unnamed, 1).breakdown().timeMatch()).isEqualTo(POLICY.adjustments().timeBoost());
    }

    private static IndexEntry named(long id, Embedding e, int daysAgo, String text) {
        return new IndexEntry(id, e, MemoryKind.EPISODIC, 2, daysAgo(daysAgo), false, 0, 40, daysAgo(daysAgo),
                TextCues.of(text), AnswerValues.of(text));
    }

    private static RecallQuery latestAsked(String words) {
        return new RecallQuery(vec(1, 0, 0.6f), Map.of(), POLICY, NOW, false,
                new QueryReading(java.util.Optional.of(TimeFocus.latest("latest")), false, false, false, words));
    }

    @Test
    void whenDidIFirstFindsTheFirstTimeEvenWhenALaterMemoryReplacedIt() {
        // "First go at rolling sushi" was superseded by "way better this time" when written; it is still how it began.
        IndexEntry firstGo = new IndexEntry(1, vec(1, 0, 0), MemoryKind.EPISODIC, 2, daysAgo(90), false, 2, 40,
                daysAgo(90), TextCues.of("First go at rolling sushi at home. Rice was mush."));
        List<Ranked> r = rankedWhenFirst(
                said(3, vec(0.9f, 0.436f, 0), 120, "Ordered a sushi kit, bamboo mat, rice vinegar, the lot."),
                firstGo,
                said(2, vec(0.95f, 0.312f, 0), 30, "Valentine's sushi night, way better this time."));

        assertThat(ids(r)).startsWith(1L);
        assertThat(byId(r, 1).breakdown().timeMatch()).isEqualTo(POLICY.adjustments().timeBoost());
        // For a question about the present it stays hidden behind the memory that replaced it.
        assertThat(ids(rankedAlongFirstAxis(said(3, vec(0.9f, 0.436f, 0), 120, "Ordered a sushi kit."), firstGo,
                said(2, vec(0.95f, 0.312f, 0), 30, "Valentine's sushi night, way better this time."))))
                .doesNotContain(1L);
    }

    /** A question along the first axis about the past, with a window from start to end, vague ("recently") if loose. */
    private static RecallQuery askedAbout(Instant start, Instant end, boolean loose) {
        TimeFocus window = new TimeFocus(TimeFocus.Kind.WINDOW, start, end, "back in january", 0, loose);
        return new RecallQuery(vec(1, 0, 0), Map.of(), POLICY, NOW, false,
                new QueryReading(java.util.Optional.of(window), false, false, true, "standup"));
    }

    @Test
    void aWindowThatHasEndedSeesTheMemoryReplacedSinceAsItStoodThen() {
        // "Standup is daily 9am now" (day 280), replaced on day 250 by a note that has nothing in the window.
        MemoryIndex ix = index(
                replaced(1, vec(1, 0, 0), daysAgo(280), 2),
                entry(2, vec(0.6f, 0.8f, 0), MemoryKind.EPISODIC, 2, daysAgo(250), true),
                entry(3, vec(0.3f, 0.954f, 0), MemoryKind.EPISODIC, 2, daysAgo(275), false));
        List<Ranked> then = ix.rank(askedAbout(daysAgo(290), daysAgo(260), false));
        assertThat(ids(then)).startsWith(1L);
        assertThat(byId(then, 1).breakdown().timeMatch()).isPositive();
        // A window still open, or a vague one ("recently"), asks about now: the replaced memory stays hidden.
        assertThat(ids(ix.rank(askedAbout(daysAgo(290), NOW.plusSeconds(86_400), false)))).doesNotContain(1L);
        assertThat(ids(ix.rank(askedAbout(daysAgo(290), daysAgo(260), true)))).doesNotContain(1L);
    }

    @Test
    void aQuestionAboutThePastDoesNotPreferTheNewerMemory() {
        MemoryIndex ix = index(
                entry(1, vec(1, 0, 0), MemoryKind.SEMANTIC, 5, daysAgo(200), false),
                entry(2, vec(0.8f, 0.6f, 0), MemoryKind.EPISODIC, 5, daysAgo(10), true));
        RecallQuery past = new RecallQuery(vec(1, 0, 0), Map.of(), NEWER_WINS, NOW, false,
                new QueryReading(java.util.Optional.empty(), false, false, true, ""));
        List<Ranked> r = ix.rank(past);
        assertThat(ids(r)).containsExactly(1L, 2L);
        assertThat(r.get(0).breakdown().outdated()).isZero();
    }

    @Test
    void recentChatterThatStatesNoChangeDoesNotBuryADurableFact() {
        MemoryIndex ix = index(
                entry(1, vec(1, 0, 0), MemoryKind.SEMANTIC, 5, daysAgo(200), false),
                entry(2, vec(0.8f, 0.6f, 0), MemoryKind.EPISODIC, 5, daysAgo(10), false));
        List<Ranked> r = ix.rank(RecallQuery.dense(vec(1, 0, 0), NEWER_WINS, NOW));
        assertThat(ids(r)).containsExactly(1L, 2L);
        assertThat(r.get(0).breakdown().outdated()).isZero();
    }

    @Test
    void aPinnedMemoryIsNeverOutdated() {
        MemoryIndex ix = index(
                new IndexEntry(1, vec(1, 0, 0), MemoryKind.SEMANTIC, 5, daysAgo(200), true, 0, 40, daysAgo(200), 0),
                entry(2, vec(0.8f, 0.6f, 0), MemoryKind.EPISODIC, 5, daysAgo(10), true));
        assertThat(ix.rank(RecallQuery.dense(vec(1, 0, 0), NEWER_WINS, NOW)).stream()
                .filter(x -> x.id() == 1).findFirst().orElseThrow().breakdown().outdated()).isZero();
    }

    @Test
    void unrelatedMemoriesStayUnderTheFloorAndAreNotRecalled() {
        MemoryIndex ix = index(
                entry(1, vec(1, 0, 0), MemoryKind.EPISODIC, 9, daysAgo(1), false),
                entry(2, vec(0, 1, 0), MemoryKind.EPISODIC, 9, daysAgo(1), false));
        assertThat(ids(ix.rank(RecallQuery.dense(vec(0, 0, 1), POLICY, NOW)))).isEmpty();
        assertThat(ids(ix.rank(RecallQuery.dense(vec(0.1f, 0, 1), POLICY, NOW)))).isEmpty();
        assertThat(ids(ix.rank(RecallQuery.dense(vec(1, 0, 0.2f), POLICY, NOW)))).containsExactly(1L);
    }

    @Test
    void keywordMatchIsAbsoluteSoAWeakMatchStaysWeak() {
        MemoryIndex ix = index(entry(1, vec(0, 1, 0), MemoryKind.EPISODIC, 5, daysAgo(1), false));
        RetrievalPolicy keyword = POLICY.withRelevance(RelevanceMode.KEYWORD, 1, 30)
                .withAdjustments(POLICY.adjustments().withRelevanceFloor(0));
        List<Ranked> r = ix.rank(new RecallQuery(vec(1, 0, 0), Map.of(1L, 0.2), keyword, NOW, false));
        assertThat(r.get(0).breakdown().relevance()).isEqualTo(0.2);
    }

    @Test
    void aQuestionAboutWhatMatteredWeighsImportanceMore() {
        MemoryIndex ix = index(
                entry(1, vec(1, 0.3f, 0), MemoryKind.EPISODIC, 2, daysAgo(2), false),
                entry(2, vec(0.5f, 1, 0), MemoryKind.EPISODIC, 9, daysAgo(2), false));
        RecallQuery plain = new RecallQuery(vec(1, 0.2f, 0), Map.of(), POLICY, NOW, false,
                new QueryReading(java.util.Optional.empty(), false, false, false, ""));
        RecallQuery matters = new RecallQuery(vec(1, 0.2f, 0), Map.of(), POLICY, NOW, false,
                new QueryReading(java.util.Optional.empty(), true, false, false, ""));
        assertThat(ids(ix.rank(plain))).startsWith(1L);
        List<Ranked> r = ix.rank(matters);
        assertThat(ids(r)).startsWith(2L);
        assertThat(r.get(0).breakdown().weightedImportance())
                .isEqualTo(0.9 * POLICY.adjustments().whatMattersImportance());
    }

    @Test
    void aQuestionAboutWhatMatteredWithNoTopicFindsThePivotalMemoryTheQuestionDoesNotResemble() {
        IndexEntry[] entries = new IndexEntry[61];
        for (int i = 0; i < 60; i++) {
            // mundane memories that resemble the wording of the question more than the pivotal one does
            entries[i] = entry(i + 1, vec(0.2f, 0.01f * i, 1), MemoryKind.EPISODIC, 3, daysAgo(3 + i), false);
        }
        entries[60] = entry(100, vec(0, 0, 1), MemoryKind.EPISODIC, 9, daysAgo(20), false);
        MemoryIndex ix = index(entries);
        RecallQuery weighing = asked(true, "What's been on me?");

        assertThat(weighing.reading().topicless()).isTrue();
        List<Ranked> r = ix.rank(weighing);
        assertThat(ids(r)).startsWith(100L);
        assertThat(r.get(0).breakdown().relevance()).isLessThan(POLICY.adjustments().relevanceFloor());
    }

    @Test
    void aQuestionAboutWhatMatteredWithNoTopicWeighsRelevanceLessThanImportance() {
        // "Highlights of the spring?": "A spring miracle: no fillings" (7) shares a word with it, "We got the keys"
        // (9) none; the word it shares does not make the dentist the highlight.
        MemoryIndex ix = index(
                entry(1, vec(1, 0.2f, 0), MemoryKind.EPISODIC, 7, daysAgo(3), false),
                entry(2, vec(0.2f, 0, 1), MemoryKind.EPISODIC, 9, daysAgo(3), false));
        RecallQuery highlights = asked(true, "What were of the?");

        assertThat(highlights.reading().topicless()).isTrue();
        List<Ranked> r = ix.rank(highlights);
        assertThat(ids(r)).startsWith(2L);
        ScoreBreakdown keys = r.get(0).breakdown();
        assertThat(keys.weightedRelevance()).isCloseTo(
                keys.relevance() * POLICY.weights().relevance() * RetrievalPolicy.TOPICLESS_RELEVANCE, within(1e-9));
        // Naming a topic, the same question keeps relevance at full weight, and the memory about it wins.
        List<Ranked> topical = ix.rank(asked(true, "dentist"));
        assertThat(ids(topical)).startsWith(1L);
        ScoreBreakdown dentist = topical.get(0).breakdown();
        assertThat(dentist.weightedRelevance()).isCloseTo(dentist.relevance() * POLICY.weights().relevance(),
                within(1e-9));
    }

    @Test
    void aQuestionAboutWhatMatteredWithNoTopicLeavesStandingInstructionsOut() {
        // "Always answer me in French", rated high and written yesterday, is not something that happened.
        MemoryIndex ix = index(
                entry(1, vec(0, 1, 0), MemoryKind.PROCEDURAL, 9, daysAgo(1), false),
                entry(2, vec(0, 0, 1), MemoryKind.EPISODIC, 8, daysAgo(4), false),
                entry(3, vec(0, 0.5f, 1), MemoryKind.EPISODIC, 2, daysAgo(2), false));
        RecallQuery weighing = asked(true, "anything happen?");

        assertThat(weighing.reading().topicless()).isTrue();
        assertThat(ids(ix.rank(weighing))).containsExactly(2L, 3L);
        // Asked about its topic, the instruction is recalled as ever.
        assertThat(ids(ix.rank(RecallQuery.dense(vec(0, 1, 0), DENSE, NOW)))).startsWith(1L);
    }

    @Test
    void aQuestionAboutWhatMatteredWithNoTopicLeavesInsightsOut() {
        // "Regularly, 3 times …; usually: 'michi has kidney disease'", as weighty as its weightiest memory and newer:
        // it says how often something came up, not what happened.
        MemoryIndex ix = index(
                new IndexEntry(1, vec(0, 1, 0), MemoryKind.SEMANTIC, 10, daysAgo(1), false, 0, 40, daysAgo(1),
                        TextCues.INSIGHT),
                entry(2, vec(0, 0, 1), MemoryKind.EPISODIC, 9, daysAgo(4), false),
                entry(3, vec(0, 0.5f, 1), MemoryKind.EPISODIC, 2, daysAgo(2), false));
        RecallQuery weighing = asked(true, "anything happen?");

        assertThat(weighing.reading().topicless()).isTrue();
        assertThat(ids(ix.rank(weighing))).containsExactly(2L, 3L);
        // Asked about its topic ("How often does michi go to the vet?"), the insight is recalled as ever.
        assertThat(ids(ix.rank(RecallQuery.dense(vec(0, 1, 0), DENSE, NOW)))).startsWith(1L);
    }

    @Test
    void aQuestionAboutWhatMatteredThatNamesATopicKeepsTheFloor() {
        MemoryIndex ix = index(
                entry(1, vec(1, 0.2f, 0), MemoryKind.EPISODIC, 3, daysAgo(3), false),
                entry(2, vec(0, 0, 1), MemoryKind.EPISODIC, 9, daysAgo(3), false));
        RecallQuery aboutGrandpa = asked(true, "Any news for Grandpa?");

        assertThat(aboutGrandpa.reading().topicless()).isFalse();
        assertThat(ids(ix.rank(aboutGrandpa))).containsExactly(1L);
    }

    @Test
    void aQuestionAboutWhatMatteredWhoseWordsMatchNothingIsAnsweredByWhatMattered() {
        // "What was the highlight of the trip?" when nothing is about the trip: not an empty answer.
        MemoryIndex ix = index(
                entry(1, vec(0, 1, 0), MemoryKind.EPISODIC, 3, daysAgo(3), false),
                entry(2, vec(0, 0, 1), MemoryKind.EPISODIC, 9, daysAgo(3), false));
        RecallQuery highlight = asked(true, "trip");
        assertThat(highlight.reading().topicless()).isFalse();
        assertThat(ids(ix.rank(highlight))).startsWith(2L);
        // A question about a topic that is not about what mattered still finds nothing.
        RecallQuery topical = asked(false, "trip");
        assertThat(ix.rank(topical)).isEmpty();
    }

    @Test
    void aTopiclessQuestionAboutAWindowWeighsTheWindowsMemoriesByImportanceNotResemblance() {
        IndexEntry[] entries = new IndexEntry[41];
        for (int i = 0; i < 40; i++) {
            entries[i] = entry(i + 1, vec(0.2f, 0.01f * i, 1), MemoryKind.EPISODIC, 3, daysAgo(5 + i % 10), false);
        }
        entries[40] = entry(100, vec(0, 0, 1), MemoryKind.EPISODIC, 9, daysAgo(8), false);
        MemoryIndex ix = index(entries);
        TimeFocus lastWeeks = TimeFocus.window(daysAgo(15), daysAgo(4), "the last two weeks");
        RecallQuery big = new RecallQuery(vec(1, 0, 0), Map.of(), POLICY, NOW, false,
                new QueryReading(java.util.Optional.of(lastWeeks), true, false, true, "Anything happen?"));

        assertThat(ids(ix.rank(big))).startsWith(100L);
    }

    @Test
    void aQuestionAboutHowToBehavePrefersStandingInstructions() {
        MemoryIndex ix = index(
                entry(1, vec(1, 0.1f, 0), MemoryKind.EPISODIC, 5, daysAgo(2), false),
                entry(2, vec(1, 0.6f, 0), MemoryKind.PROCEDURAL, 5, daysAgo(2), false));
        RecallQuery q = new RecallQuery(vec(1, 0, 0), Map.of(), POLICY, NOW, false,
                new QueryReading(java.util.Optional.empty(), false, true, false, ""));
        List<Ranked> r = ix.rank(q);
        assertThat(ids(r)).startsWith(2L);
        // Its own part of the score, not a time match: the question named no time.
        ScoreBreakdown instruction = r.get(0).breakdown();
        assertThat(instruction.questionFit()).isEqualTo(POLICY.adjustments().instructionBoost());
        assertThat(instruction.timeMatch()).isZero();
        assertThat(instruction.total()).isCloseTo(instruction.weightedRelevance() + instruction.weightedRecency()
                + instruction.weightedImportance() + instruction.questionFit(), within(1e-9));
        assertThat(instruction.fitReason()).isEqualTo(FitReason.INSTRUCTION);
        assertThat(byId(r, 1).breakdown().questionFit()).isZero();
        assertThat(byId(r, 1).breakdown().fitReason()).isEqualTo(FitReason.NONE);
    }

    /**
     * "What did I say about money amounts?" may ask for a note as well as an instruction: only the instructions about
     * it (memory 2, 0.86 as relevant as the closest note) get the instruction boost, not every one (memory 3, 0.45).
     */
    @Test
    void aQuestionAboutWhatTheAskerSaidLiftsOnlyTheInstructionsAboutIt() {
        MemoryIndex ix = index(
                entry(1, vec(1, 0.1f, 0), MemoryKind.EPISODIC, 5, daysAgo(2), false),
                entry(2, vec(1, 0.6f, 0), MemoryKind.PROCEDURAL, 5, daysAgo(2), false),
                entry(3, vec(0.5f, 1, 0), MemoryKind.PROCEDURAL, 5, daysAgo(2), false));
        List<Ranked> r = ix.rank(saidAbout(false, true));
        assertThat(ids(r)).containsExactly(2L, 1L, 3L);
        assertThat(r.get(0).breakdown().questionFit()).isEqualTo(POLICY.adjustments().instructionBoost());
        assertThat(r.get(0).breakdown().fitReason()).isEqualTo(FitReason.INSTRUCTION);
        assertThat(byId(r, 3).breakdown().questionFit()).isZero();
        // Read as neither, the closest note comes first; read as asking for the rules, every instruction is lifted.
        assertThat(ids(ix.rank(saidAbout(false, false)))).startsWith(1L);
        assertThat(byId(ix.rank(saidAbout(true, false)), 3).breakdown().questionFit())
                .isEqualTo(POLICY.adjustments().instructionBoost());
    }

    private static RecallQuery saidAbout(boolean asksForInstructions, boolean asksWhatWasSaid) {
        return new RecallQuery(vec(1, 0, 0), Map.of(), POLICY, NOW, false, new QueryReading(java.util.Optional.empty(),
                false, asksForInstructions, true, "what did I say about money amounts", false, true, asksWhatWasSaid));
    }

    @Test
    void theBudgetSkipsAnOversizedMemoryInsteadOfStopping() {
        MemoryIndex ix = new MemoryIndex(MODEL, 3);
        ix.put(new IndexEntry(1, vec(1, 0, 0), MemoryKind.EPISODIC, 9, NOW, false, 0, 40_000, NOW, 0));
        ix.put(new IndexEntry(2, vec(1, 0.1f, 0), MemoryKind.EPISODIC, 5, NOW, false, 0, 400, NOW, 0));
        ix.put(new IndexEntry(3, vec(1, 0.2f, 0), MemoryKind.EPISODIC, 5, NOW, false, 0, 400, NOW, 0));
        List<Ranked> r = ix.rank(RecallQuery.dense(vec(1, 0, 0), POLICY.withTokenBudget(500), NOW));
        assertThat(ids(r)).containsExactly(2L, 3L);
        assertThat(r.get(0).rank()).isEqualTo(1);
    }

    @Test
    void aVagueWindowNarrowsTheMemoriesAboutTheTopicButDoesNotStandInForIt() {
        // "What did I paint recently?": nothing about painting in the last fortnight, chatter that is.
        MemoryIndex ix = index(
                entry(1, vec(1, 0, 0), MemoryKind.EPISODIC, 5, daysAgo(40), false),
                entry(2, vec(0.3f, 0.954f, 0), MemoryKind.EPISODIC, 5, daysAgo(2), false));
        TimeFocus recently = TimeFocus.window(daysAgo(14), NOW, "recently").loosely();
        List<Ranked> r = ix.rank(about("paint", recently, false));
        assertThat(ids(r)).startsWith(1L);
        assertThat(r.stream().filter(x -> x.id() == 2).findFirst().orElseThrow().breakdown().timeMatch()).isZero();
        // A date is not vague: the memory written inside it comes first.
        assertThat(ids(ix.rank(about("paint", TimeFocus.window(daysAgo(14), NOW, "this fortnight"), false))))
                .startsWith(2L);
        // Nor is a question without a topic: "Anything happen recently?" is answered by the window.
        assertThat(ids(ix.rank(about("", recently, true)))).startsWith(2L);
    }

    /** A question along (1, 0, 0) about {@code topic} in the past, with these time words. */
    private static RecallQuery about(String topic, TimeFocus time, boolean whatMattered) {
        return new RecallQuery(vec(1, 0, 0), Map.of(), POLICY, NOW, false,
                new QueryReading(java.util.Optional.of(time), whatMattered, false, true, topic));
    }

    @Test
    void aVagueWindowPrefersTheRecentMemoryAboutTheTopicWithoutBuryingTheOneItMeant() {
        // "What workshop did I go to recently?": the workshop five weeks ago, and a passing mention of workshops
        // three days ago that is less about it. "Recently" is a preference, not a bound.
        MemoryIndex ix = index(
                entry(1, vec(1, 0, 0), MemoryKind.EPISODIC, 5, daysAgo(35), false),
                entry(2, vec(0.75f, 0.661f, 0), MemoryKind.EPISODIC, 5, daysAgo(3), false));
        TimeFocus recently = TimeFocus.window(daysAgo(14), NOW, "recently").loosely();
        List<Ranked> r = ix.rank(about("workshop", recently, false));
        assertThat(ids(r)).containsExactly(1L, 2L);
        ScoreBreakdown mention = r.get(1).breakdown();
        assertThat(mention.timeMatch()).as("the recent mention is about the topic, inside the window")
                .isEqualTo(POLICY.adjustments().timeBoost() * TimeFocus.LOOSE_SHARE, within(1e-9));
        assertThat(r.get(0).breakdown().timeMatch()).isZero();
        // Between two memories as much about it, the one inside the window comes first.
        MemoryIndex even = index(
                entry(1, vec(1, 0, 0), MemoryKind.EPISODIC, 5, daysAgo(35), false),
                entry(2, vec(0.999f, 0.045f, 0), MemoryKind.EPISODIC, 2, daysAgo(3), false));
        assertThat(ids(even.rank(about("workshop", recently, false)))).startsWith(2L);
    }
}
