package org.memoryjournal.memory;

import java.util.Optional;

/**
 * The question fit of a memory for a question that looks a detail up. When the question says what type of value it
 * wants ({@link AnswerType}: a name, a code, a figure), a memory that holds a value of that type the question does not
 * ({@link AnswerValues}) gets the whole detail boost and one that holds none gets nothing. The type replaces the
 * {@link DetailProbe}'s probability rather than adding to it: the probe reads the vector, not the question, and gives
 * about as much to newer chatter with any figure in it ("ran 12km before work") as to the old note that holds the
 * code ("bike lock code 3958"), so it cannot tell them apart; the type can. Measured with {@code eval scenarios}
 * (336 of 381 without it): replacing the probe's fit 341, taking the larger of the two 337, adding 0.1 or 0.2 to
 * the probe's fit 339 each. A question of no type keeps the probe's fit (none for a model without a probe); the answer
 * type needs no probe. {@code detailBoost} 0 turns both off.
 */
final class AnswerFit {
    private final Optional<AnswerType> type;
    private final AnswerValues.Asked asked;
    private final double boost;

    private AnswerFit(Optional<AnswerType> type, AnswerValues.Asked asked, double boost) {
        this.type = type;
        this.asked = asked;
        this.boost = boost;
    }

    /** The fit for {@code question} (its words left to match), whose detail boost is {@code boost}. */
    static AnswerFit of(String question, double boost) {
        Optional<AnswerType> t = AnswerType.askedBy(question);
        return new AnswerFit(t, t.isPresent() ? AnswerValues.Asked.of(question) : null, boost);
    }

    /**
     * Whether the question asks for a code or a figure, whose two holders answer it alike
     * ({@link Adjustments#SAME_ANSWER_RELEVANCE}).
     */
    boolean asksForFigure() {
        return type.filter(t -> t == AnswerType.CODE || t == AnswerType.QUANTITY).isPresent();
    }

    /** Whether the question asks for an amount, a count, a size or a time of day. */
    boolean asksForQuantity() {
        return type.filter(t -> t == AnswerType.QUANTITY).isPresent();
    }

    /**
     * Whether a memory must stand out from the journal's background as about the question to get the fit: for a
     * question of no type, or of a type whose values most notes hold ({@link AnswerType#common()}).
     */
    boolean needsStandingOut() {
        return type.map(AnswerType::common).orElse(true);
    }

    /** Whether the question says what type of value it wants; if not, the probe's fit stands. */
    boolean typed() {
        return type.isPresent();
    }

    /**
     * Whether the type only says which memories may answer, and the probe how much each holds a detail: where something
     * is kept ({@link AnswerType#STORED}). "Gave Ava her own house key, she's lost it already? No, it was in her
     * backpack" says where a key was as much as "Spare house key is inside the fake rock by the garage side door"
     * does; the probe tells the one that is kept there from the one that was once found there.
     */
    boolean gatesProbe() {
        return type.map(AnswerType::gatesProbe).orElse(false);
    }

    /** Whether a memory holding {@code values} holds a value of the type the question asks for. */
    boolean holds(long values) {
        return AnswerValues.holdsNew(values, type.orElseThrow(), asked);
    }

    /** The fit of a memory holding {@code values}, for a question that says what type of value it wants. */
    double fit(long values) {
        return holds(values) ? boost : 0;
    }

    /** Why a memory that holds such a value fits, for a question that says what type of value it wants. */
    FitReason reason() {
        return type.orElseThrow().reason();
    }
}
