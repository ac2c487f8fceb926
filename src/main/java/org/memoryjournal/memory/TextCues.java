package org.memoryjournal.memory;

import java.util.regex.Pattern;

/**
 * What a memory's text says besides its topic, as bits the recall index keeps (the text itself stays in the
 * journal file): whether it says something changed ({@link ChangeCue}), whether it is a plan rather than
 * something that happened ("Booked the next check-up for August", "Must get up to see Grandma before the
 * holidays"), whether it says it was the first time ("First full night ever", "never done this before"), who it is
 * about ({@link Subjects#signature}, above {@link #SUBJECTS_SHIFT}), whether it only asks ({@link #QUESTION}, the top
 * bit of the lower half: {@link AskedOnly}) and what it gives to someone else ({@link OthersThings#signature}, above
 * {@link #OTHERS_SHIFT}). Stored in the journal's {@code states_change} column as {@link #CHANGE} | {@link #PLAN} |
 * {@link #FIRST} | {@link #QUESTION} | the two signatures; {@link #INSIGHT} comes from the memory's source, not from
 * its text. When what this reads changes, a schema step clears the column (steps 8 to 11, 15 and 16 did) and the
 * cues are worked out again from the text.
 */
public final class TextCues {
    /** The text says something changed. */
    public static final int CHANGE = 1;
    /** The text, from its first words, is an intention or a booking for later. */
    public static final int PLAN = 2;
    /** The memory is an insight drawn by reflection from others, not something that happened. */
    public static final int INSIGHT = 4;
    /** The text says that what it tells happened for the first time. */
    public static final int FIRST = 8;
    /** The text only asks: every sentence of it is a question ({@link AskedOnly}). */
    public static final int QUESTION = 1 << 31;
    /** Where the {@link Subjects#signature} starts. */
    public static final int SUBJECTS_SHIFT = 4;
    /** Where the {@link OthersThings#signature} starts: it ends below the sign bit, so that cues are never negative. */
    public static final int OTHERS_SHIFT = 32;

    /**
     * An intention or booking in the opening words: the memory is about what is to come. A memory that tells
     * what happened and only ends with a plan ("Dentist: two fillings, back next month") is not one.
     */
    private static final Pattern PLAN_OPENING = Pattern.compile("(?i)^\\W*(?:(?:i|we|i'?ve|we'?ve|i'?m|we'?re|"
            + "really|still|so|ok|okay|note to self:?)(?:\\s+|(?=['’]ll\\b)))*(?:must|need to|needs to|have to|"
            + "got to|gotta|going to|gonna|plan(?:ning)? to|planning|want to|hoping to|hope to|intend to|will|"
            + "['’]ll|shall|"
            + "should|booked|book|scheduled|signed up for|registered for|put (?:my|our) names? down)\\b");

    /**
     * The text says it was the first time: "first time", "first ever", "first full night ever", "for the first
     * time", "first go at", "never done this before". A first of something else in passing ("my first green")
     * is one too; the ranking only reads it among memories about the question. A return is none: "first time since
     * the wrist", "first time in years" (found trying the app as a new user: it was the first climb for "first time
     * i went climbing?").
     */
    private static final Pattern FIRST_TIME = Pattern.compile("(?i)\\bfirst(?:[\\s-]+(?:time|ever|go|attempt|try)\\b"
            + "(?!\\s+(?:since|in (?:ages|years|months|weeks|a while|a long time|forever|\\d+|two|three|four|five|six)"
            + "\\b))"
            + "|\\b[^.!?\\n]{0,30}?\\bever\\b)|\\bnever (?:done|been|tried|had|seen|made) "
            + "[^.!?\\n]{0,30}?\\bbefore\\b");

    private TextCues() {
    }

    /**
     * The bits the text itself gives: {@link #CHANGE}, {@link #PLAN}, {@link #FIRST}, its subjects' signature and
     * the signature of what it gives to someone else.
     */
    public static long of(String text) {
        if (text == null) {
            return 0;
        }
        int flags = (ChangeCue.in(text) ? CHANGE : 0) | (PLAN_OPENING.matcher(text).find() ? PLAN : 0)
                | (FIRST_TIME.matcher(text).find() ? FIRST : 0) | Subjects.signature(text) << SUBJECTS_SHIFT
                | (AskedOnly.in(text) ? QUESTION : 0);
        return Integer.toUnsignedLong(flags) | (long) OthersThings.signature(text) << OTHERS_SHIFT;
    }

    /** The subjects' signature within stored cue bits. */
    public static int subjects(long cues) {
        return ((int) cues >>> SUBJECTS_SHIFT) & (1 << Subjects.BITS) - 1;
    }

    /** The signature of what the text gives to someone else, within stored cue bits. */
    public static int othersThings(long cues) {
        return (int) (cues >>> OTHERS_SHIFT);
    }
}
