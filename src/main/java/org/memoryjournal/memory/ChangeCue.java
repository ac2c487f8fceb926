package org.memoryjournal.memory;

import java.util.regex.Pattern;

/**
 * Whether a memory says that something changed: "sold the Golf", "switched to oat milk", "no longer",
 * "rescheduled", "these days", "instead", "turns out", "as of Monday", "quit", "new job". Only a memory
 * that says so can outdate an older one at ranking time (see {@link Adjustments#outdatedPenalty()}):
 * recent chatter that merely mentions a topic does not bury the durable fact about it.
 */
public final class ChangeCue {
    /** The words and phrases that say something changed. */
    static final String WORDS = "now|nowadays|these days|any ?more|no longer|"
            + "instead|switched|switching|swapped|changed|changing|moved|moving|relocated|sold|selling|"
            + "quit|quitting|stopped|gave up|given up|dropped|replaced|rescheduled|postponed|pushed back|"
            + "brought forward|cancel+ed|cancel+ing|called off|is off|are off|new|newly|started|starting|became|"
            + "turns out|turned out|actually|after all|as of|from now|used to|finally|"
            // "Left my passport in the hotel safe" is forgetting something, not a change ("left my job at" is one).
            + "left(?! (?:my|the|our|his|her|their|a|an) [\\p{L}-]+(?: [\\p{L}-]+)? "
            + "(?:in|on|behind|under|outside|at home)\\b)|leaving|"
            + "retired|ended|broke up|promoted|upgraded|downgraded|went with|going with|decided|"
            + "no more|back to|went back|gone|got rid|instead of|rather than|over|handed over|taking over|"
            + "took over|transferred|updated|different|not .{1,20} but|isn'?t .{1,30} any|prefer|pushed|bumped|"
            + "shifted|only .{1,20} left|down to|up to|went up|went down|free|since|haven'?t|no longer|traded|"
            + "overtaken|overtook|registered|closed|upped|raised|lowered|called it a day|back on|ditched|dumped|"
            + "from (this|next) (term|week|month|year)|from (today|tomorrow|tonight|now on)|"
            + "from (mon|tues|wednes|thurs|fri|satur|sun)day|pay rise|rehomed|moved to|is with|are with|took|taken|cut|"
            + "increased|decreased|reduced|renewed|expired|ended|at last|single again|not .{1,15} any";
    private static final Pattern CHANGE = WordAlternation.compile(WORDS);
    /**
     * The words that say the older state goes on: "Karen's moved onto ward 4 at the QE, still on nights though",
     * "Ally changed the APY again, keeping the emergency fund there", "staying with Elders": such a note adds to the
     * older one, and says no change in the sense of this class. Measured with {@code eval scenarios}: on its 900
     * authored update pairs, the offline update rule wrongly supersedes 40 rather than 51 of the 300 same-topic notes
     * and catches 68 rather than 69 of the 300 updates; at ranking time, the suite gains one case (336 rather than 335
     * of 381), {@code eval questions} loses one (849 rather than 850 of 1231), LoCoMo is unchanged.
     */
    static final String CONTINUES = "still|staying|keeping";
    private static final Pattern CONTINUING = WordAlternation.compile(CONTINUES);

    private ChangeCue() {
    }

    /** Whether the text says that something changed, and not that the older state goes on ({@link #CONTINUES}). */
    public static boolean in(String text) {
        return text != null && CHANGE.matcher(text).find() && !continuing(text);
    }

    /** Whether the text says that something goes on as it was ({@link #CONTINUES}). */
    static boolean continuing(String text) {
        return CONTINUING.matcher(text).find();
    }
}
