package org.memoryjournal.memory;

/**
 * How ranking accounts for time and change, on top of the three weighted signals.
 *
 * @param timeBoost        added to a memory that matches the question's time words: written inside its
 *                         window ("yesterday"), or the newest ("the latest") / oldest ("the first time") of
 *                         the memories about the question. 0 turns time words off.
 * @param outdatedPenalty  the most a memory loses when a newer memory of its class about the same thing, one
 *                         that says something changed, is also recalled: it drops just below that memory, so
 *                         the newer of two statements about one subject wins. 0 turns it off.
 * @param sameTopic        the cosine between two memories at or above which they are about the same thing
 * @param relevanceFloor   memories less relevant than this are not recalled unless they match the question's
 *                         time window or are pinned; 0 keeps everything
 * @param whatMattersImportance the importance weight for a question about what mattered ("anything big
 *                         happen lately?"), when larger than the policy's; 0 leaves the weights alone
 * @param instructionBoost added to standing instructions (procedural memories) when the question asks how
 *                         the assistant should behave ("What should you call me?")
 * @param detailBoost      for a question that looks a detail up ("Where's the spare key?", "What's our childminder
 *                         called?"), added to a memory times the probability that it holds a detail rather than only
 *                         mentioning its topic ({@link DetailProbe}), or, when the question says what type of
 *                         value it wants, added to the memories that hold one it does not ({@link AnswerFit});
 *                         0 turns both off
 * @param replacedRelevance whether a superseded memory's relevance passes to the live memory that replaced it
 *                         ("Sold the Golf, cycling everywhere now" found by "What car do I drive?" as the "I drive a
 *                         Golf" it replaced would be)
 * @param adaptedQuestions whether a question a person asks about their own life is matched through the model's
 *                         {@link QueryAdapter}, when it has one
 * @param othersApart      whether, for a question about the asker's own thing ("my theory test"), a memory that gives
 *                         that thing to someone else ("Jaden passed his theory test") keeps only
 *                         {@link OthersThings#KEPT} of its relevance
 */
public record Adjustments(double timeBoost, double outdatedPenalty, double sameTopic, double relevanceFloor,
                          double whatMattersImportance, double instructionBoost, double detailBoost,
                          boolean replacedRelevance, boolean adaptedQuestions, boolean othersApart) {
    /**
     * Newer-wins: a newer memory replaces an older one for a question only when its own relevance is at least this
     * share of the older one's. "Mazda's 100k service, needed new rear tyres" says something new about the car, but
     * is no answer to "What's the number plate on my car?", which finds the note with the plate 2.7 times as strongly.
     * Measured with {@code eval scenarios} and {@code eval questions} (0, 0.4, 0.5, 0.6 and 0.7 tried).
     */
    public static final double REPLACEMENT_RELEVANCE = 0.4;

    /**
     * Newer-wins for a question that asks for a code or a figure ({@link AnswerType}): when the older memory and a
     * newer one that says something changed both hold a value of that type, and the newer one is at least this share
     * as relevant to the question, they give two answers to it and are about the same thing whatever the similarity
     * of their whole texts ("Signed the lease, $1,950 a month" and "N1 notice from the landlord, going up to $2,010
     * from April" are far apart as texts). Not for a name: any capitalised word is one, and "Client workshop in
     * Birmingham ran over" is no answer to who one works for. Measured with {@code eval scenarios} (342 → 343 of 381;
     * with names too, 340) and {@code eval questions} (unchanged).
     */
    public static final double SAME_ANSWER_RELEVANCE = 0.6;

    /**
     * How many of the best candidates newer-wins compares, whatever k the caller asked for, so that a larger k does not
     * reorder the first memories (it had compared 3k with a token budget, k without). Measured at 10, 15 and 20:
     * {@code eval scenarios} 348 of 381 at each; LoCoMo MRR conv-26 0.498 / 0.491 / 0.477 and conv-30/41
     * 0.570 / 0.556 / 0.558 (R@10 0.749 / 0.747 / 0.746 and 0.752 / 0.752 / 0.760).
     */
    public static final int NEWER_WINS_WINDOW = 10;
    /**
     * In a journal of {@link JournalMean#MEASURED_FROM} or more memories, how much closer than its background (centred
     * cosine, {@link JournalMean}) a newer memory must be to replace an older one at ranking time, the code-or-figure
     * path included. Chosen on the second new-user trial: 0.2 and 0.3 gave 101 and 105 of its 153 first places.
     */
    public static final double NEWER_STANDS_OUT = 0.3;
    /**
     * In a journal of {@link JournalMean#MEASURED_FROM} or more memories, which candidates count as about the question
     * for "the latest" / "the first time" and for the lift of holding a detail: those whose centred cosine with the
     * question is at least this share of the best candidate's (see {@code PooledRanking.standsOut}).
     */
    public static final double QUESTION_STANDS_OUT = 0.7;
    /**
     * A candidate also counts as about the question when it holds words carrying at least this share of the
     * question's information (its keyword match, {@code RecallQuery#keywordScores}): the rarer half of "who's my
     * manager", "fuel padlock number", "garage code?" (see {@code PooledRanking.standsOut}).
     */
    public static final double KEYWORD_STANDS_OUT = 0.5;

    /** No adjustments: the plain weighted sum (the classic preset). */
    public static final Adjustments NONE = new Adjustments(0, 0, 1, 0, 0, 0, 0, false, false, false);

    /**
     * The numeric adjustments, with a replaced memory's relevance passed on, questions adapted and someone else's
     * things set apart.
     */
    public Adjustments(double timeBoost, double outdatedPenalty, double sameTopic, double relevanceFloor,
                       double whatMattersImportance, double instructionBoost, double detailBoost) {
        this(timeBoost, outdatedPenalty, sameTopic, relevanceFloor, whatMattersImportance, instructionBoost,
                detailBoost, true, true, true);
    }

    public Adjustments {
        check(timeBoost, 0, 10, "time boost");
        check(outdatedPenalty, 0, 10, "outdated penalty");
        check(sameTopic, -1, 1, "same-topic similarity");
        check(relevanceFloor, 0, 1, "relevance floor");
        check(whatMattersImportance, 0, 10, "importance weight for what mattered");
        check(instructionBoost, 0, 10, "instruction boost");
        check(detailBoost, 0, 10, "detail boost");
    }

    private static void check(double v, double min, double max, String what) {
        if (!(v >= min && v <= max)) {
            throw new IllegalArgumentException("The " + what + " must be between " + min + " and " + max + ", not "
                    + v + ".");
        }
    }

    /** True when any adjustment is on (ranking then scores a candidate pool exactly). */
    public boolean any() {
        return timeBoost > 0 || outdatedPenalty > 0 || relevanceFloor > 0 || whatMattersImportance > 0
                || instructionBoost > 0 || detailBoost > 0 || replacedRelevance
                || adaptedQuestions || othersApart;
    }

    public Adjustments withTimeBoost(double v) {
        return new Adjustments(v, outdatedPenalty, sameTopic, relevanceFloor, whatMattersImportance,
                instructionBoost, detailBoost, replacedRelevance, adaptedQuestions, othersApart);
    }

    public Adjustments withOutdatedPenalty(double v) {
        return new Adjustments(timeBoost, v, sameTopic, relevanceFloor, whatMattersImportance,
                instructionBoost, detailBoost, replacedRelevance, adaptedQuestions, othersApart);
    }

    public Adjustments withSameTopic(double v) {
        return new Adjustments(timeBoost, outdatedPenalty, v, relevanceFloor, whatMattersImportance,
                instructionBoost, detailBoost, replacedRelevance, adaptedQuestions, othersApart);
    }

    public Adjustments withRelevanceFloor(double v) {
        return new Adjustments(timeBoost, outdatedPenalty, sameTopic, v, whatMattersImportance,
                instructionBoost, detailBoost, replacedRelevance, adaptedQuestions, othersApart);
    }

    public Adjustments withWhatMattersImportance(double v) {
        return new Adjustments(timeBoost, outdatedPenalty, sameTopic, relevanceFloor, v,
                instructionBoost, detailBoost, replacedRelevance, adaptedQuestions, othersApart);
    }

    public Adjustments withReplacedRelevance(boolean on) {
        return new Adjustments(timeBoost, outdatedPenalty, sameTopic, relevanceFloor, whatMattersImportance,
                instructionBoost, detailBoost, on, adaptedQuestions, othersApart);
    }

    public Adjustments withInstructionBoost(double v) {
        return new Adjustments(timeBoost, outdatedPenalty, sameTopic, relevanceFloor, whatMattersImportance,
                v, detailBoost, replacedRelevance, adaptedQuestions, othersApart);
    }

    public Adjustments withDetailBoost(double v) {
        return new Adjustments(timeBoost, outdatedPenalty, sameTopic, relevanceFloor, whatMattersImportance,
                instructionBoost, v, replacedRelevance, adaptedQuestions, othersApart);
    }

    public Adjustments withAdaptedQuestions(boolean on) {
        return new Adjustments(timeBoost, outdatedPenalty, sameTopic, relevanceFloor, whatMattersImportance,
                instructionBoost, detailBoost, replacedRelevance, on, othersApart);
    }

    public Adjustments withOthersApart(boolean on) {
        return new Adjustments(timeBoost, outdatedPenalty, sameTopic, relevanceFloor, whatMattersImportance,
                instructionBoost, detailBoost, replacedRelevance, adaptedQuestions, on);
    }
}
