package org.memoryjournal.memory;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a text reports what someone said, for a question that asks what someone said, advised or found
 * ({@link AnswerType#SAID}): a verb of saying ("the vet says it's a lipoma", "Dr Lim told me to take it with food",
 * "the surveyor reckons two grand"), someone who rang or wrote with news ("Garage rang, it's the alternator",
 * "Strata emailed: entry code is now 4821#"), or a note that opens with who or what spoke and a colon ("Mrs Akhtar:
 * reading two levels above", "Baggage desk: it's sitting in Singapore", "Colonoscopy results: mild colitis"). Not
 * the writer's own words ("I said no", "we told them"), not a question about what someone says ("wife wants to know
 * what the heart specialist says"), not a passive "recommended by". English only.
 *
 * <p>Read from the authored notes ({@code eval questions}): of the notes that answer a question read as asking what
 * someone said, 70 of 83 (the authors the app never saw) and 35 of 59 (those it is trained on); of the notes written
 * beside them on the same topic, 26 of 249 and 27 of 177; of all their notes, 1,762 of 11,316 (16%), so a report
 * lifts only a note that stands out as about the question ({@link AnswerType#common()}).
 */
final class ReportedSpeech {
    /** A verb of saying, not a passive one ("recommended by"). */
    private static final Pattern SAYING = Pattern.compile("(?i)\\b(?:says|said|saying|told|tells|advised|advises|"
            + "recommends?|recommended|suggests|suggested|reckons|reckoned|thinks|diagnosed|according to|explained|"
            + "confirmed|prescribed|concluded|warned|insists|insisted)\\b(?!\\s+by\\b)");
    /** Someone who rang or wrote, then what they said: "Garage rang, it's the alternator", "Agent rang: 385!". */
    private static final Pattern GOT_IN_TOUCH = Pattern.compile("(?i)\\b(?:rang|phoned|called|texted|emailed|"
            + "replied)(?:\\s+back)?\\s*[,:;—–-]");
    /** Who or what spoke, then a colon, at the note's opening: "Mrs Akhtar: …", "Report's in: …". */
    private static final Pattern SPEAKER_AND_COLON = Pattern.compile("^\\W*[^.!?:\\n]{1,40}:\\s");
    /** The writer's own words, just before the verb: "I said", "we told them". */
    private static final Pattern THE_WRITER = Pattern.compile("(?i)\\b(?:i|we)\\s$");
    /** How far after "what" a verb is still in the question about it. */
    private static final int ASKED_REACH = 40;
    /** A question about what was said, shortly before the verb: "wants to know what the specialist says". */
    private static final Pattern ASKED_ABOUT = Pattern.compile("(?i)\\b(?:what|whether|if)\\b[^.!?]{0,"
            + ASKED_REACH + "}$");
    /** How far before a verb those two are looked for: "whether", a space and the reach after it. */
    private static final int LOOK_BACK = "whether ".length() + ASKED_REACH;

    private ReportedSpeech() {
    }

    static boolean in(String text) {
        return SPEAKER_AND_COLON.matcher(text).find() || reported(SAYING, text, true)
                || reported(GOT_IN_TOUCH, text, false);
    }

    /**
     * Whether {@code verb} occurs in {@code text} not as the writer's own words and, when {@code notAskedAbout}, not
     * in a question about what was said. The words before it are read where it is found, not at every character.
     */
    private static boolean reported(Pattern verb, String text, boolean notAskedAbout) {
        Matcher m = verb.matcher(text);
        while (m.find()) {
            int from = Math.max(0, m.start() - LOOK_BACK);
            if (!before(THE_WRITER, text, from, m.start())
                    && !(notAskedAbout && before(ASKED_ABOUT, text, from, m.start()))) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code p} matches {@code text} ending at {@code end}, starting no earlier than {@code from}. */
    private static boolean before(Pattern p, String text, int from, int end) {
        return p.matcher(text).region(from, end).useTransparentBounds(true).find();
    }
}
