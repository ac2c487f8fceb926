package org.memoryjournal.memory;

/**
 * Why a memory was ranked just below another recalled one ({@link ScoreBreakdown#outdatedBy()}), so that the score
 * pane and the command line say which reason applied.
 */
public enum LoweredFor {
    /** Not lowered. */
    NONE,
    /** A newer memory about the same thing, one that says it changed, was also recalled. */
    NEWER,
    /**
     * The question asks for an amount, a count, a size or a time, and a newer memory about the same thing that gives
     * one was also recalled; no word in it says it changed ("Maya 6 teeth" after "Maya = 1 tooth").
     */
    NEWER_VALUE,
    /**
     * This is an insight, and a memory it was drawn from was also recalled: the memory holds what happened, the
     * insight only how often ("Regularly, 4 times since October; usually: …" is no answer to "Which doctor is my GP?").
     */
    SOURCE
}
