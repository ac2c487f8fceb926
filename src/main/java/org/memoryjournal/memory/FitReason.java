package org.memoryjournal.memory;

/**
 * Why a memory fits the question beyond its words ({@link ScoreBreakdown#questionFit()}), so that the score pane
 * and the command line can say which reason applied rather than one phrase for all.
 */
public enum FitReason {
    /** No fit was added. */
    NONE(""),
    /** A standing instruction, for a question about how the assistant should behave. */
    INSTRUCTION("a standing instruction, which the question asks for"),
    /** A memory that holds a detail, for a question that looks one up ({@link DetailProbe}). */
    DETAIL("holds a detail, which the question looks up"),
    /** A memory that names someone or something the question does not, for a question that asks for a name. */
    NAME_ANSWER("holds a name, which the question asks for"),
    /** A memory that holds a code the question does not, for a question that asks for a code or number. */
    CODE_ANSWER("holds a code or number, which the question asks for"),
    /** A memory that holds a figure the question does not, for a question that asks for an amount or count. */
    FIGURE_ANSWER("holds a figure, which the question asks for"),
    /** A memory that says a day, a date or a time of day, for a question that asks when something is. */
    DATE_ANSWER("says a day, a date or a time, which the question asks for"),
    /** A memory that holds a blood type, for a question that asks for one. */
    BLOOD_TYPE_ANSWER("holds a blood type, which the question asks for"),
    /** A memory that holds a street address, for a question that asks for an address. */
    ADDRESS_ANSWER("holds a street address, which the question asks for"),
    /** A memory that says where something is kept, for a question that asks where it is. */
    STORED_ANSWER("says where something is kept, which the question asks"),
    /** A memory that reports what someone said, for a question that asks what someone said, advised or found. */
    SAID_ANSWER("reports what someone said, which the question asks"),
    /** A fit stored before its reason was (an older answer's ranking). */
    UNSTATED("the kind of memory the question asks for");

    private final String description;

    FitReason(String description) {
        this.description = description;
    }

    /** The reason in words ("holds a detail, which the question looks up"); empty for {@link #NONE}. */
    public String description() {
        return description;
    }
}
