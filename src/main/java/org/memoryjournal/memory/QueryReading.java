package org.memoryjournal.memory;

import java.util.Objects;
import java.util.Optional;

/**
 * What a question says besides its topic: its time words, resolved ({@link TimeFocus}), whether it asks
 * what mattered ("anything big happen lately?", "what's been weighing on me?") rather than about a topic,
 * whether it asks how the assistant should behave ("What should you call me?", "Are you allowed to use
 * emoji?"), whether it asks about the past ("When did I…", "What was…", "in March") rather than the
 * present — only a question about the present prefers the newer of two memories about one thing — and
 * the words left to match by keyword once time and significance words are taken out ("How
 * was last weekend?" matches no memory by the word "weekend"; "anything serious?" none by "serious"), and
 * whether it looks a detail up ("Where's the spare key?", "What's our childminder called?", "How much is the
 * rent?"): then a memory that holds a detail answers it better than one that only mentions the topic
 * ({@link DetailProbe}), and whether it is about the asker's own life: asked in the first person ("Where do we
 * keep the passports?") or naming no one ("wifi password at the rental?", "what's the code for mum's side gate"),
 * not "What did Caroline research?": the questions the {@link QueryAdapter} learned from; and whether it asks what
 * the asker said about something ("what did I say about money amounts?", "did I say anything about currency?"),
 * which a standing instruction about it may answer.
 */
public record QueryReading(Optional<TimeFocus> time, boolean asksWhatMatters, boolean asksForInstructions,
                           boolean asksAboutThePast, String keywordText, boolean asksForDetail,
                           boolean aboutOwnLife, boolean asksWhatWasSaid) {

    public QueryReading {
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(keywordText, "keywordText");
    }

    /** A reading of a question that does not ask what the asker said about something. */
    public QueryReading(Optional<TimeFocus> time, boolean asksWhatMatters, boolean asksForInstructions,
                        boolean asksAboutThePast, String keywordText, boolean asksForDetail, boolean aboutOwnLife) {
        this(time, asksWhatMatters, asksForInstructions, asksAboutThePast, keywordText, asksForDetail, aboutOwnLife,
                false);
    }

    /** A reading of a question not asked in the first person. */
    public QueryReading(Optional<TimeFocus> time, boolean asksWhatMatters, boolean asksForInstructions,
                        boolean asksAboutThePast, String keywordText, boolean asksForDetail) {
        this(time, asksWhatMatters, asksForInstructions, asksAboutThePast, keywordText, asksForDetail, false);
    }

    /** A reading of a question that does not look a detail up. */
    public QueryReading(Optional<TimeFocus> time, boolean asksWhatMatters, boolean asksForInstructions,
                        boolean asksAboutThePast, String keywordText) {
        this(time, asksWhatMatters, asksForInstructions, asksAboutThePast, keywordText, false);
    }

    /**
     * A question about what mattered that names no topic ("What's been weighing on me?", "Any big news this
     * month?"): its similarity to any memory says nothing, so importance and time choose.
     */
    public boolean topicless() {
        return asksWhatMatters && QueryReader.isGeneric(keywordText);
    }

    /** The same question with its topic words set aside: what mattered, in general. */
    public QueryReading withoutTopic() {
        return new QueryReading(time, asksWhatMatters, asksForInstructions, asksAboutThePast, "", asksForDetail,
                aboutOwnLife, asksWhatWasSaid);
    }

    /** A question read for its topic only. */
    public static QueryReading plain(String text) {
        return new QueryReading(Optional.empty(), false, false, false, text == null ? "" : text);
    }
}
