package org.memoryjournal.memory;

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
    /** Not the writer's own words: "I said", "we told them". */
    private static final String NOT_THE_WRITER = "(?<!\\b(?:i|we)\\s)";
    /** A verb of saying, not inside a question about it ("what the specialist says") and not a passive one. */
    private static final String SAYING = NOT_THE_WRITER + "(?<!\\b(?:what|whether|if)\\b[^.!?]{0,40})\\b(?:says|said|"
            + "saying|told|tells|advised|advises|recommends?|recommended|suggests|suggested|reckons|reckoned|thinks|"
            + "diagnosed|according to|explained|confirmed|prescribed|concluded|warned|insists|insisted)\\b"
            + "(?!\\s+by\\b)";
    /** Someone who rang or wrote, then what they said: "Garage rang, it's the alternator", "Agent rang: 385!". */
    private static final String GOT_IN_TOUCH = NOT_THE_WRITER + "\\b(?:rang|phoned|called|texted|emailed|replied)"
            + "(?:\\s+back)?\\s*[,:;—–-]";
    /** Who or what spoke, then a colon, at the note's opening: "Mrs Akhtar: …", "Report's in: …". */
    private static final String SPEAKER_AND_COLON = "^\\W*[^.!?:\\n]{1,40}:\\s";
    private static final Pattern REPORTS = Pattern.compile("(?i)" + SAYING + "|" + GOT_IN_TOUCH + "|"
            + SPEAKER_AND_COLON);

    private ReportedSpeech() {
    }

    static boolean in(String text) {
        return REPORTS.matcher(text).find();
    }
}
