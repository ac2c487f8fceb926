package org.memoryjournal.memory;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.PriorityQueue;

import org.memoryjournal.memory.IndexScan.Query;
import org.memoryjournal.memory.IndexScan.Scored;

/**
 * Exact ranking over a candidate pool: the best dense matches, the best keyword matches, when the
 * question names a time, the memories written in that window, and, for a question about what mattered that
 * names no topic ({@link QueryReading#topicless()}), the memories that weigh most by importance and recency.
 * Asked as of a time ({@link RecallQuery#asOfNow}), every source sees the journal as it stood then: memories written
 * later are not candidates, and a replacement written later had not yet replaced anything ({@link Inherited}).
 * Every candidate is scored in double precision; then the adjustments of the policy apply (see {@link Adjustments}):
 * <ul>
 *   <li>with {@link Adjustments#replacedRelevance()}, superseded memories are matched too and pass their relevance
 *       to the live memory that replaced them when it is higher ({@link Inherited}), then are left out unless
 *       asked for;</li>
 *   <li>relevance is on an absolute scale: the model's cosine (with the memory's whole text, or with one of its
 *       passages when that is higher: {@link MemoryParts}, read through {@link PartVectors}) mapped by its
 *       {@link SimilarityScale},
 *       keyword match (0..1) or their convex mix — the same number means the same thing for every
 *       question; for a question about the asker's own life, relevance is the cosine of the question through the
 *       model's {@link QueryAdapter}, on the adapter's scale, without keyword match (the pool is still the plain
 *       question's nearest memories and best keyword matches);</li>
 *   <li>for a question about the asker's own thing ("What did I score on my theory test?"), a memory that gives that
 *       thing to someone else ("Jaden passed his theory test, 44/50") keeps {@link OthersThings#KEPT} of its relevance,
 *       and its breakdown says so;</li>
 *   <li>a time window adds the time boost to the memories written inside it (a vague one, "recently", only
 *       {@link TimeFocus#LOOSE_SHARE} of it, and only to those about the question when it has a topic); "the
 *       latest" / "the first time" add it to the newest / oldest candidate about the question (against the
 *       journal's background too, once it has one: {@link #standsOut}, or naming everyone the question names)
 *       that tells something that happened
 *       (not a plan, not an insight drawn from many: {@link TextCues}); for "the first time", of those that say it
 *       was the first time ({@link TextCues#FIRST}) when any does, superseded memories included (how something
 *       began is history, whatever replaced it later);</li>
 *   <li>for a question about the present, a memory drops just below a newer candidate of its class
 *       (instructions and instructions, facts and events and each other) that says something changed
 *       ({@link ChangeCue}), is about the same thing (their vectors' similarity, on the model's
 *       {@link SimilarityScale}, reaches {@code sameTopic}, or, for a question that asks for a code or a figure, both
 *       hold one: {@link Adjustments#SAME_ANSWER_RELEVANCE}) and the same people ({@link Subjects}), ranks
 *       among the {@link Adjustments#NEWER_WINS_WINDOW} best whatever k is asked for, and is itself about the
 *       question (its own relevance at least {@link Adjustments#REPLACEMENT_RELEVANCE} of the older one's): the
 *       newer statement wins, taking the older one's relevance when that is higher (as a memory superseded on the
 *       write path passes its relevance on), and the older one stays recalled right after it (it loses at most
 *       {@code outdatedPenalty}); for "the latest", the newest memory about the question is the one that
 *       updated it;</li>
 *   <li>a question about what mattered weighs importance by {@code whatMattersImportance}, and relevance less
 *       when it names no topic ({@link RetrievalPolicy#TOPICLESS_RELEVANCE});</li>
 *   <li>a question about how the assistant should behave adds {@code instructionBoost} to standing instructions,
 *       as their fit to the question ({@link ScoreBreakdown#questionFit()}), not as a time match (a question about
 *       what the asker said about something, only to those about it: {@link #ABOUT_THE_QUESTION} of the best
 *       candidate's relevance, or more); a question that
 *       looks a detail up adds {@code detailBoost} times the probability that a memory holds a detail
 *       ({@link DetailProbe}), or, when it says what type of value it wants (a name, a code, a figure:
 *       {@link AnswerType}), {@code detailBoost} to the memories that hold a value of that type the question does
 *       not ({@link AnswerFit}); in a journal with a background, only to the memories that stand out from it as
 *       about the question ({@link #standsOut});</li>
 *   <li>a question about what mattered that names no topic leaves standing instructions and insights out: they
 *       say how to answer and how often something came up, not what happened;</li>
 *   <li>candidates under the relevance floor are dropped, unless they match the time window, are pinned, are
 *       instructions asked for or the question names neither a topic nor a time; when a question about what
 *       mattered keeps none, it is ranked again with its topic words set aside.</li>
 * </ul>
 * Callers hold the index's read lock.
 */
final class PooledRanking {
    /** "About the question" for a vague window: relevance at least this share of the best candidate's. */
    static final double ABOUT_THE_QUESTION = 0.6;
    /**
     * "About the question" for "the latest" / "the first time": relevance at least this share of the best
     * candidate's. Stricter than {@link #ABOUT_THE_QUESTION}, as only one memory gets the time match: "Took Júlia to
     * the dentist, her first time!", 0.70 as relevant as the note on the asker's own check-up, is not the answer to
     * "What did the dentist say at my latest check-up?". Measured with {@code eval scenarios} (0.6, 0.7, 0.75) and
     * {@code eval questions} (0.6, 0.7).
     */
    static final double ABOUT_THE_QUESTION_IN_TIME = 0.7;

    private PooledRanking() {
    }

    static List<Scored> rank(MemoryIndex ix, RecallQuery q) {
        RetrievalPolicy p = q.policy();
        Adjustments adj = p.adjustments();
        Query query = new Query(ix, q);
        Optional<TimeFocus> time = q.activeTime();
        // "When did I first …" asks about how it started, and "what time was the standup back in January?" how
        // things stood then: what a later memory replaced is part of the answer.
        boolean history = q.includeSuperseded() || time.filter(t -> t.kind() == TimeFocus.Kind.EARLIEST
                || endedWindow(t, q.now())).isPresent();
        int[] pooled = pool(ix, history ? q.withSuperseded() : q, time);
        int[] asked = askedThings(q);
        // Which passage each pooled memory's relevance is the match of, by slot, when not its whole text's.
        Map<Integer, Integer> passageOf = new java.util.HashMap<>();
        // And that passage's vector: newer-wins compares what the question found in two memories.
        Map<Integer, float[]> passages = new java.util.HashMap<>();
        Inherited inherited = Inherited.of(ix, pooled, relevance(ix, q, query, pooled, asked, passageOf, passages),
                history,
                adj.replacedRelevance(), q.visibleUntil());
        int[] slots = inherited.slots();
        int m = slots.length;
        double[] rel = inherited.relevance();
        double[] rec = new double[m];
        double[] imp = new double[m];
        for (int i = 0; i < m; i++) {
            rec[i] = IndexScan.exactRecency(ix, q, slots[i]);
            imp[i] = Signals.importance(ix.importance[slots[i]]);
        }
        boolean newerWins = adj.outdatedPenalty() > 0 && !q.reading().asksAboutThePast();
        // Read once: the answer type decides the detail fit and, for a code or a figure, what newer-wins compares.
        Optional<AnswerFit> answer = q.reading().asksForDetail() && adj.detailBoost() > 0
                ? Optional.of(AnswerFit.of(q.reading().keywordText(), adj.detailBoost())) : Optional.empty();
        // Only "the latest" / "the first time" and the detail fit ask which candidates stand out from the journal.
        boolean[] standsOut = answer.isPresent() || time.filter(t -> t.kind() != TimeFocus.Kind.WINDOW).isPresent()
                ? standsOut(ix, slots, rel, adj, query, q.keywordScores()) : everyone(m);
        double[] timeMatch = timeMatch(ix, slots, rel, time, adj, newerWins, !q.reading().asksWhatMatters(),
                standsOut, q.reading().keywordText(), passages);
        FitReason[] fitReason = new FitReason[m];
        double[] fit = questionFit(ix, q, slots, fitReason, answer, standsOut, rel);
        boolean looksUp = !q.reading().asksForInstructions();
        double[] rawRel = rel.clone();
        if (p.normalisation() == Normalisation.MIN_MAX) {
            rel = MinMax.scale(rel);
            rec = MinMax.scale(rec);
            imp = MinMax.scale(imp);
        }
        Weights weights = q.weights();
        int k = IndexScan.wanted(p);
        int[] newer = new int[m];
        java.util.Arrays.fill(newer, -1);
        // Whose relevance each candidate shows: a memory it replaced (on the write path or just below), or its own (0).
        long[] relevanceOf = inherited.from().clone();
        boolean typedFigure = looksUp && answer.filter(AnswerFit::asksForFigure).isPresent();
        NewerWins.Quantities quantities = typedFigure && answer.get().asksForQuantity()
                ? NewerWins.Quantities.of(ix, slots, answer.get(), q.keywordScores()) : null;
        double[] outdated = newerWins ? NewerWins.outdatedPenalties(ix, slots, newer, relevanceOf, weights, rel, rawRel,
                rec, imp, timeMatch, fit, looksUp ? detailHeld(ix, slots, fit, fitReason, passages, adj) : null, adj,
                typedFigure, quantities, passages) : new double[m];
        PriorityQueue<Scored> heap = new PriorityQueue<>(IndexScan.BEST_FIRST.reversed());
        // With a window, the window's memories stand in for relevance; without one, nothing else does.
        boolean topicless = q.reading().topicless();
        boolean noTopicNoWindow = topicless && time.isEmpty();
        for (int i = 0; i < m; i++) {
            int s = slots[i];
            // "Anything big happen lately?": an instruction tells how to answer, and an insight how often something
            // came up, not what happened.
            if (topicless && (ix.kinds[s] == MemoryKind.PROCEDURAL.ordinal() || ix.has(s, TextCues.INSIGHT))) {
                continue;
            }
            // The floor compares raw relevance: min-max scaling would hide how weak a match is.
            boolean kept = rawRel[i] >= adj.relevanceFloor() || timeMatch[i] > 0 || ix.pinned[s]
                    || fit[i] > 0 && q.reading().asksForInstructions()
                    || noTopicNoWindow;
            if (!kept) {
                continue;
            }
            // Replaced by a newer candidate that is recalled: said even when it ranks below it without losing anything.
            long by = newer[i] >= 0 ? ix.ids[slots[newer[i]]] : 0;
            ScoreBreakdown b = ScoreBreakdown.of(weights, rel[i], rec[i], imp[i], timeMatch[i], fit[i], fitReason[i],
                    outdated[i], by);
            if (by != 0) {
                b = b.withLoweredFor(NewerWins.why(ix, slots[newer[i]]));
            }
            if (relevanceOf[i] != 0) {
                b = b.withRelevanceOf(relevanceOf[i]);
            } else {
                if (OthersThings.givesToOthers(ix.othersThings(s), asked)) {
                    b = b.withSomeoneElses();
                }
                if (ix.has(s, TextCues.QUESTION)) {
                    b = b.withAskedOnly();
                }
                if (passageOf.containsKey(s)) {
                    b = b.withPassage(passageOf.get(s));
                }
            }
            heap.add(new Scored(ix.ids[s], s, b));
            if (heap.size() > k) {
                heap.poll();
            }
        }
        if (heap.isEmpty() && q.reading().asksWhatMatters() && !q.reading().topicless()) {
            // "What was the highlight of my month?" with no memory about its words: what mattered, in general.
            return rank(ix, q.withoutTopic());
        }
        List<Scored> out = new ArrayList<>(heap);
        out.sort(IndexScan.BEST_FIRST);
        return out;
    }

    /**
     * Whether the time words name a window that has ended ("back in January", "last week", "yesterday"), not a vague
     * one ("recently") nor one still open ("this month"): the question asks how things stood then, so a memory
     * replaced since is an answer. "LipaFast standup is daily 9am sharp now", replaced in February, answers "what
     * time was the standup back in jan?" (a new-user trial, where it had not been recalled at all).
     */
    private static boolean endedWindow(TimeFocus t, java.time.Instant now) {
        return t.kind() == TimeFocus.Kind.WINDOW && !t.loose() && !t.end().isAfter(now);
    }

    private static int[] pool(MemoryIndex ix, RecallQuery q, Optional<TimeFocus> time) {
        RetrievalPolicy p = q.policy();
        LinkedHashSet<Integer> pool = new LinkedHashSet<>();
        // Superseded memories join the matches too when what finds one finds the memory that replaced it.
        boolean inherit = p.adjustments().replacedRelevance();
        RecallQuery matching = inherit ? q.withSuperseded() : q;
        long seen = q.visibleUntil();
        if (p.relevanceMode() != RelevanceMode.KEYWORD) {
            for (Scored s : IndexScan.boundedDense(ix, matching, new Weights(1, 0, 0), p.candidatePool())) {
                pool.add(s.slot());
            }
        }
        q.keywordScores().entrySet().stream()
                .sorted(Map.Entry.<Long, Double>comparingByValue().reversed()
                        .thenComparing(Map.Entry.comparingByKey()))
                .map(e -> ix.slotOf(e.getKey()))
                .filter(s -> s >= 0 && !ix.writtenAfter(s, seen)
                        && (matching.includeSuperseded() || !ix.supersededAt(s, seen)))
                .limit(p.candidatePool())
                .forEach(pool::add);
        if (inherit) {
            for (int s : List.copyOf(pool)) {
                int live = ix.liveReplacement(s, seen);
                if (live >= 0) {
                    pool.add(live);
                }
            }
        }
        boolean window = time.isPresent() && time.get().kind() == TimeFocus.Kind.WINDOW;
        if (window) {
            pool.addAll(bestInWindow(ix, q, time.get(), p.candidatePool()));
        }
        if (q.reading().topicless()) {
            // Similarity says nothing here: the memories that weigh most by importance and recency join the pool.
            pool.addAll(weightiest(ix, q, window ? time : Optional.empty(), p.candidatePool()));
        }
        return pool.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Each pooled memory's relevance on the absolute scale: the model's calibrated cosine, keyword match, or their
     * mix; for a question the model's adapter answers, the adapted cosine alone; {@link OthersThings#KEPT} of it for
     * a memory that gives one of the {@code asked} things ({@link #askedThings}) to someone else.
     */
    private static double[] relevance(MemoryIndex ix, RecallQuery q, Query query, int[] slots, int[] asked,
                                      Map<Integer, Integer> passageOf, Map<Integer, float[]> passages) {
        RetrievalPolicy p = q.policy();
        double share = switch (p.relevanceMode()) {
            case DENSE -> 0;
            case KEYWORD -> 1;
            case HYBRID -> p.keywordShare();
        };
        SimilarityScale scale = ix.similarityScale();
        Optional<QueryAdapter> adapter = adapterFor(ix, q);
        Query matched = adapter.map(a -> query.adapted(a)).orElse(query);
        if (adapter.isPresent()) {
            // The adapted similarity alone: keyword match pulls towards the notes that share the question's words,
            // which are as often the ones that only mention its topic ("Priya asked who fixed our boiler").
            scale = adapter.get().scale();
            share = 0;
        }
        double[] rel = new double[slots.length];
        Map<Long, float[][]> parts = partsOf(ix, slots);
        for (int i = 0; i < slots.length; i++) {
            float[][] own = parts.get(ix.ids[slots[i]]);
            double whole = IndexScan.exactCosine(ix, matched, slots[i]);
            int passage = bestPassage(matched, own, whole);
            double cos = scale.relevance(passage == 0 ? whole : cosine(matched, own[passage - 1]));
            if (passage > 0) {
                passageOf.put(slots[i], passage);
                passages.put(slots[i], own[passage - 1]);
            }
            double kw = q.keywordScores().getOrDefault(ix.ids[slots[i]], 0.0);
            rel[i] = (1 - share) * cos + share * kw;
            if (OthersThings.givesToOthers(ix.othersThings(slots[i]), asked)) {
                rel[i] *= OthersThings.KEPT;
            }
            if (ix.has(slots[i], TextCues.QUESTION)) {
                rel[i] *= AskedOnly.KEPT;
            }
        }
        return rel;
    }

    private static Map<Long, float[][]> partsOf(MemoryIndex ix, int[] slots) {
        long[] ids = new long[slots.length];
        for (int i = 0; i < slots.length; i++) {
            ids[i] = ix.ids[slots[i]];
        }
        return ix.parts().of(ids);
    }

    /**
     * Which of a memory's passages ({@code parts}, null for none) the question is closest to, counted from 1, when
     * closer than to its whole text ({@code whole}, the cosine with it); 0 when none is.
     */
    private static int bestPassage(Query query, float[][] parts, double whole) {
        int best = 0;
        double bestCosine = whole;
        for (int k = 0; parts != null && k < parts.length; k++) {
            if (parts[k].length == query.raw.length) {
                double c = cosine(query, parts[k]);
                if (c > bestCosine) {
                    best = k + 1;
                    bestCosine = c;
                }
            }
        }
        return best;
    }

    private static double cosine(Query query, float[] v) {
        return Signals.cosineFrom(Signals.dot(query.raw, v, 0, v.length), query.norm, Signals.norm(v, 0, v.length));
    }

    /** The things the question asks about as the asker's own ("my theory test"), when the policy sets others' apart. */
    private static int[] askedThings(RecallQuery q) {
        return q.policy().adjustments().othersApart() ? OthersThings.asked(q.reading().keywordText()) : new int[0];
    }

    /**
     * The model's query adapter, when the policy uses it and the question is one it learned from: about the
     * asker's own life ({@link QueryReading#aboutOwnLife()}), and not about how the assistant should behave (it
     * learned from no such question, and it would hide the instruction the question asks for).
     */
    private static Optional<QueryAdapter> adapterFor(MemoryIndex ix, RecallQuery q) {
        if (!q.policy().adjustments().adaptedQuestions() || !q.reading().aboutOwnLife()
                || q.reading().asksForInstructions()) {
            return Optional.empty();
        }
        return ix.queryAdapter();
    }

    /**
     * The memories (inside the window, when there is one) with the largest importance and recency part of
     * the score, at most {@code limit}.
     */
    private static List<Integer> weightiest(MemoryIndex ix, RecallQuery q, Optional<TimeFocus> window, int limit) {
        Weights w = q.weights();
        return slots(IndexScan.boundedDense(ix, q, new Weights(0, w.recency(), w.importance()), limit,
                window.orElse(null)));
    }

    /** The most relevant memories written inside the window (exact cosine), at most {@code limit}. */
    private static List<Integer> bestInWindow(MemoryIndex ix, RecallQuery q, TimeFocus window, int limit) {
        return slots(IndexScan.boundedDense(ix, q, new Weights(1, 0, 0), limit, window));
    }

    private static List<Integer> slots(List<Scored> scored) {
        return scored.stream().map(Scored::slot).toList();
    }

    /**
     * What each candidate gets for being the kind of memory the question asks for, kept apart from the time match (the
     * score pane must not say it matched the question's time words), with its reason in {@code reason}: a standing
     * instruction, for a question about how the assistant should behave ("What should you call me?"), {@code
     * instructionBoost}; for a question that looks a detail up ("Where's the spare key?"), {@code detailBoost} times
     * the probability that the memory holds a detail rather than only mentioning its topic ({@link DetailProbe}; none
     * for a model without a probe), or, when the question says what type of value it wants ({@link AnswerType}), the
     * answer-type fit ({@link AnswerFit}; for where something is kept, the probe's fit for the memories that say where
     * something is kept: {@link AnswerFit#gatesProbe()}). None for an insight, which sums up many memories and holds no
     * detail of its own, nor, in a journal with a background, for a memory that does not stand out from it as about the
     * question ({@code standsOut}): in a food-cart owner's journal, where every note is somewhat like every question,
     * "Promoted Mai to shop manager, $22/hr. Hired 2 for the counter: Theo + Bree" holds names, and the lift for
     * holding one put it first for "who supplies the chicken?" and "who does my books?". Measured on the two new-user
     * trials: first places 109 → 112 and 109 → 110 of 153 and 151 (top 3 137 → 137 and 131 → 134); with the probe's fit
     * alone kept apart, 109 and 109; at 0.5 of the best 110 and 107, at 0.85 112 and 108; LoCoMo R@10 conv-26 0.749 →
     * 0.752, conv-30/41 0.752 → 0.754 (MRR 0.506 → 0.510, 0.576 → 0.578); the suite and the unseen-author questions
     * (journals too small for a background) unchanged. A value few notes hold (a street address, a blood type: {@link
     * AnswerType#common()}) says by itself that a note may be the answer, and lifts it whether it stands out or not:
     * "SIGNED. 3 Zimmer, Herrfurthstraße 9, 2nd floor, …" did not stand out for "my address for the Anmeldung form" in
     * a journal of flat hunting, work and children.
     */
    private static double[] questionFit(MemoryIndex ix, RecallQuery q, int[] slots, FitReason[] reason,
                                        Optional<AnswerFit> answerFit, boolean[] standsOut, double[] rel) {
        Adjustments adj = q.policy().adjustments();
        double[] fit = new double[slots.length];
        java.util.Arrays.fill(reason, FitReason.NONE);
        boolean saidAbout = q.reading().asksWhatWasSaid();
        if ((q.reading().asksForInstructions() || saidAbout) && adj.instructionBoost() > 0) {
            // "What did I say about money amounts?" may be asking for a note as well: only an instruction about it.
            double about = saidAbout ? ABOUT_THE_QUESTION * best(rel) : Double.NEGATIVE_INFINITY;
            for (int i = 0; i < slots.length; i++) {
                if (ix.kinds[slots[i]] == MemoryKind.PROCEDURAL.ordinal() && rel[i] >= about) {
                    fit[i] = adj.instructionBoost();
                    reason[i] = FitReason.INSTRUCTION;
                }
            }
        } else if (answerFit.isPresent()) {
            Optional<LinearProbe> probe = ix.detailProbe();
            AnswerFit answer = answerFit.get();
            for (int i = 0; i < slots.length; i++) {
                int s = slots[i];
                if (ix.has(s, TextCues.INSIGHT) || !standsOut[i] && answer.needsStandingOut()) {
                    continue;
                }
                if (answer.gatesProbe() && probe.isPresent()) {
                    // The type says which memories may answer, the probe how much each holds the detail.
                    fit[i] = answer.holds(ix.answerValues(s))
                            ? adj.detailBoost() * probe.get().probability(ix.vectorPage(s), ix.offset(s)) : 0;
                    reason[i] = answer.reason();
                } else if (answer.typed()) {
                    fit[i] = answer.fit(ix.answerValues(s));
                    reason[i] = answer.reason();
                } else if (probe.isPresent()) {
                    fit[i] = adj.detailBoost() * probe.get().probability(ix.vectorPage(s), ix.offset(s));
                    reason[i] = FitReason.DETAIL;
                }
            }
        }
        return fit;
    }

    /**
     * How much each candidate holds a detail, for newer-wins' test that a newer note holds one too ({@link
     * NewerWins#replacement}): its detail fit, or, where the question found a passage in it, the probe's reading of
     * that passage when higher. A note of several sentences holds its answer in one of them: "Email from the owner:
     * storm damage, the cottage isn't habitable. Full refund. Nothing else free anywhere, so Easter will be at Nan's
     * instead." reads as holding no detail as a whole (0.17) and as holding one in its last sentence (0.85), and did
     * not replace the booking it cancels for "where are we going for Easter?". The lift itself stays on the whole
     * text: read on the passage, it lifted a new phone number over the new address for "whats my address" (a
     * new-user trial). Measured: {@code eval scenarios} 354 → 355 of 381 (a dev update), four new-user trials 99, 94,
     * 90 and held-out 108 unchanged, {@code eval questions} 941 of 1231 and LoCoMo R@10 0.752 and 0.754 unchanged (MRR
     * 0.506 → 0.503, 0.581 → 0.579).
     */
    private static double[] detailHeld(MemoryIndex ix, int[] slots, double[] fit, FitReason[] reason,
                                       Map<Integer, float[]> passages, Adjustments adj) {
        double[] held = fit.clone();
        Optional<LinearProbe> probe = ix.detailProbe();
        for (int i = 0; i < slots.length && probe.isPresent(); i++) {
            float[] passage = passages.get(slots[i]);
            if (reason[i] == FitReason.DETAIL && passage != null && passage.length == ix.dim()) {
                held[i] = Math.max(held[i], adj.detailBoost() * probe.get().probability(passage, 0));
            }
        }
        return held;
    }

    /**
     * Which candidates are about the question against the journal's background, for "the latest" / "the first
     * time" and for the lift of holding a detail ({@link #questionFit}): in a journal of
     * {@link JournalMean#MEASURED_FROM} memories or more, those whose centred cosine with the question
     * ({@link JournalMean}) is at least {@link Adjustments#QUESTION_STANDS_OUT} of the best candidate's; all of them
     * in a smaller journal. In one voice every note of a journal is somewhat like every question ("valorant is my
     * main game rn" is 0.7 as relevant as "snow day!! tried marvel rivals w jayden" to "when was the first time i
     * played rivals"); set against the journal's other notes it is not. For "the latest" / "the first time",
     * measured on the two new-user trials (109 rather than 107 and 108 first places; at 0.5 of the best, 107 and 110;
     * at 0.85 as at 0.7); the suite, the unseen-author questions and LoCoMo unchanged.
     *
     * <p>A candidate that holds the question's rarer words ({@link Adjustments#KEYWORD_STANDS_OUT} of its keyword
     * match, {@code keywords}) is about it too, however much its vector leans to the journal's voice: "Condominium
     * meeting. After the two break-ins in the garage the gate code changes tomorrow: it will be 7314#." holds "garage"
     * and "code" but did not stand out for "garage code?", and got no lift for holding the new code. Measured: four
     * new-user trials A 101 → 103 ("garage code?", "who do I report to now?"), B 97, C 96, held-out D 109 → 110 of
     * 138, 135, 145, 146, none lost (at 0.75: A 102, B 97, C 96); {@code eval scenarios} 356 of 381 and {@code eval
     * questions} 943 of 1231 unchanged (their journals are too small for a background); LoCoMo R@10 0.752 and 0.754
     * unchanged (MRR 0.503 → 0.504, 0.579 → 0.578).
     */
    private static boolean[] standsOut(MemoryIndex ix, int[] slots, double[] rel, Adjustments adj, Query query,
                                       Map<Long, Double> keywords) {
        boolean[] out = everyone(slots.length);
        JournalMean mean = ix.meanLocked();
        if (mean.count() < JournalMean.MEASURED_FROM || query.norm == 0) {
            return out;
        }
        double[] centred = new double[slots.length];
        double best = Double.NEGATIVE_INFINITY;
        double queryDotMean = mean.dotMean(query.raw, 0);
        for (int i = 0; i < slots.length; i++) {
            int s = slots[i];
            double dot = Signals.dot(query.raw, ix.vectorPage(s), ix.offset(s), ix.dim());
            centred[i] = mean.centred(dot, query.norm, ix.norms[s], queryDotMean,
                    mean.dotMean(ix.vectorPage(s), ix.offset(s)));
            if (rel[i] >= adj.relevanceFloor()) {
                best = Math.max(best, centred[i]);
            }
        }
        for (int i = 0; i < slots.length && best > 0; i++) {
            out[i] = centred[i] >= best * Adjustments.QUESTION_STANDS_OUT
                    || keywords.getOrDefault(ix.ids[slots[i]], 0.0) >= Adjustments.KEYWORD_STANDS_OUT;
        }
        return out;
    }

    /** The highest of the candidates' relevances; negative infinity for none. */
    private static double best(double[] rel) {
        double best = Double.NEGATIVE_INFINITY;
        for (double r : rel) {
            best = Math.max(best, r);
        }
        return best;
    }

    /** Every one of {@code m} candidates: a journal too small to have a background, or a question that asks none. */
    private static boolean[] everyone(int m) {
        boolean[] all = new boolean[m];
        java.util.Arrays.fill(all, true);
        return all;
    }

    private static double[] timeMatch(MemoryIndex ix, int[] slots, double[] rel, Optional<TimeFocus> time,
                                      Adjustments adj, boolean newerWins, boolean topical, boolean[] standsOut,
                                      String words, Map<Integer, float[]> passages) {
        double[] match = new double[slots.length];
        if (time.isEmpty() || slots.length == 0) {
            return match;
        }
        TimeFocus focus = time.get();
        double best = best(rel);
        if (focus.kind() == TimeFocus.Kind.WINDOW) {
            for (int i = 0; i < slots.length; i++) {
                // A vague window on a question with a topic ("What did I paint recently?") prefers the memories
                // about it written inside it, by a share of the boost; the window's other memories do not stand
                // in for the topic.
                if (!focus.loose() || !topical) {
                    match[i] = adj.timeBoost() * focus.match(ix.createdSeconds[slots[i]]);
                } else if (rel[i] >= best * ABOUT_THE_QUESTION) {
                    match[i] = adj.timeBoost() * TimeFocus.LOOSE_SHARE * focus.match(ix.createdSeconds[slots[i]]);
                }
            }
            return match;
        }
        int chosen = -1;
        // "When did I first …": a memory that says it was the first time answers it, before older ones about the
        // same thing that led up to it ("Ordered a sushi kit" before "First go at rolling sushi").
        boolean saysFirst = false;
        // "What's the latest with Tom?": a memory that names everyone the question names is about it, however
        // little its vector stands out from the journal's ("Made up with Tom over coffee, all good again", found
        // trying the app as a new user). Measured: the suite, the questions, LoCoMo and three trials unchanged.
        int[] named = AnswerValues.nameHashes(words);
        for (int i = 0; i < slots.length; i++) {
            // "The last visit", "the first time": something that happened, not a plan or an insight about many.
            boolean about = standsOut[i] || AnswerValues.holdsAll(ix.answerValues(slots[i]), named);
            if (rel[i] < best * ABOUT_THE_QUESTION_IN_TIME || rel[i] < adj.relevanceFloor() || !about
                    || ix.has(slots[i], TextCues.PLAN | TextCues.INSIGHT)) {
                continue;
            }
            boolean first = focus.kind() == TimeFocus.Kind.EARLIEST && ix.has(slots[i], TextCues.FIRST);
            if (chosen < 0 || first && !saysFirst
                    || first == saysFirst && isBetterInTime(ix, slots[i], slots[chosen], focus.kind())) {
                chosen = i;
                saysFirst = first;
            }
        }
        if (chosen >= 0 && focus.kind() == TimeFocus.Kind.LATEST && newerWins) {
            // The newest memory about the question is the one that updated it, when a newer one did.
            int[] all = new int[slots.length];
            for (int i = 0; i < all.length; i++) {
                all[i] = i;
            }
            for (int hops = 0, next; hops < slots.length
                    && (next = NewerWins.replacement(ix, slots, rel, adj, chosen, all, null, false, null,
                    passages)) >= 0;
                 hops++) {
                chosen = next;
            }
        }
        if (chosen >= 0) {
            match[chosen] = adj.timeBoost();
        }
        return match;
    }

    private static boolean isBetterInTime(MemoryIndex ix, int a, int b, TimeFocus.Kind kind) {
        long ca = ix.createdSeconds[a];
        long cb = ix.createdSeconds[b];
        if (ca == cb) {
            return ix.ids[a] < ix.ids[b];
        }
        return kind == TimeFocus.Kind.LATEST ? ca > cb : ca < cb;
    }
}
