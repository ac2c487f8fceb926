package org.memoryjournal.memory;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a text only asks: it holds a question, and every sentence of three words or more in it is one ("What does
 * my sister Ana love?", "Hi! Where did I put the spare key?"). Such a memory, usually a question the user asked in
 * the chat (every turn is written back), holds what was asked, not the answer; asked again in other words, it was the
 * closest match there is and ranked above the note that answers it. Ranking keeps {@link #KEPT} of its relevance
 * (the recall index keeps the fact as {@link TextCues#QUESTION}).
 */
public final class AskedOnly {
    /**
     * The share of its match a memory that only asks keeps as relevance. Measured: {@code eval questions} 908 → 910
     * of 1231, the suite unchanged (348 of 381), LoCoMo unchanged (conv-26 0.749, conv-30/41 0.752).
     */
    public static final double KEPT = 0.5;

    /** A sentence and what ends it. */
    private static final Pattern SENTENCE = Pattern.compile("[^.!?\\n]+[.!?]*");
    private static final int WORDS_OF_A_SENTENCE = 3;

    private AskedOnly() {
    }

    /** Whether {@code text} only asks (see the class comment). */
    public static boolean in(String text) {
        if (text == null || text.indexOf('?') < 0) {
            return false;
        }
        Matcher m = SENTENCE.matcher(text);
        while (m.find()) {
            String sentence = m.group().strip();
            if (!sentence.endsWith("?") && sentence.split("\\s+").length >= WORDS_OF_A_SENTENCE) {
                return false;
            }
        }
        return true;
    }
}
