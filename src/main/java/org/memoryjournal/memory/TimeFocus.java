package org.memoryjournal.memory;

import java.time.Instant;
import java.util.Objects;

/**
 * What a question says about time, resolved against the moment it is asked: a window ("yesterday",
 * "in March", "last weekend") whose memories are preferred, or a preference for the newest ("the
 * latest", "my last visit") or the oldest ("the first time") of the memories about the same thing.
 *
 * @param kind   window, latest or earliest
 * @param start  the window's first instant (inclusive); for latest/earliest, {@link Instant#MIN}
 * @param end    the window's end (exclusive); for latest/earliest, {@link Instant#MAX}
 * @param phrase the words of the question that set it ("last weekend"), shown in the score pane
 * @param margin seconds either side of the window that still match, at half strength (people count days
 *               loosely: "two days ago" may be three)
 * @param loose  a vague window ("recently", "lately") rather than a date: for a question with a topic it
 *               prefers the memories about that topic written inside it ({@link #LOOSE_SHARE}), it does not stand
 *               in for the topic
 */
public record TimeFocus(Kind kind, Instant start, Instant end, String phrase, long margin, boolean loose) {
    /**
     * The share of the time boost a vague window gives a memory about the question's topic: a preference, not a
     * bound. "What workshop did I go to recently?" may mean one from five weeks ago when nothing since was about
     * workshops; the full boost would put any later mention of a workshop above it. Enough to put the recent memory
     * first among about equally relevant ones.
     */
    public static final double LOOSE_SHARE = 0.1;

    /** How the question narrows by time. */
    public enum Kind {
        /** Memories written inside [start, end) are preferred. */
        WINDOW,
        /** The newest of the memories about the question is preferred. */
        LATEST,
        /** The oldest of the memories about the question is preferred. */
        EARLIEST
    }

    public TimeFocus {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(end, "end");
        Objects.requireNonNull(phrase, "phrase");
        if (margin < 0) {
            throw new IllegalArgumentException("A time window's margin cannot be negative.");
        }
        if (!start.isBefore(end)) {
            throw new IllegalArgumentException("A time window must end after it starts: " + start + " .. " + end);
        }
    }

    public TimeFocus(Kind kind, Instant start, Instant end, String phrase, long margin) {
        this(kind, start, end, phrase, margin, false);
    }

    public static TimeFocus window(Instant start, Instant end, String phrase) {
        return new TimeFocus(Kind.WINDOW, start, end, phrase, 0);
    }

    /** The same focus, shown as set by other words of the question (the user's own, for words read in English). */
    public TimeFocus withPhrase(String words) {
        return new TimeFocus(kind, start, end, words, margin, loose);
    }

    public TimeFocus withMargin(long seconds) {
        return new TimeFocus(kind, start, end, phrase, seconds, loose);
    }

    /** The same window, read as vague ("recently"): see {@link #loose()}. */
    public TimeFocus loosely() {
        return new TimeFocus(kind, start, end, phrase, margin, true);
    }

    public static TimeFocus latest(String phrase) {
        return new TimeFocus(Kind.LATEST, Instant.MIN, Instant.MAX, phrase, 0);
    }

    public static TimeFocus earliest(String phrase) {
        return new TimeFocus(Kind.EARLIEST, Instant.MIN, Instant.MAX, phrase, 0);
    }

    boolean containsSeconds(long epochSecond) {
        return kind == Kind.WINDOW && epochSecond >= start.getEpochSecond() && epochSecond < end.getEpochSecond();
    }

    /** 1 inside the window, 0.5 within its margin, 0 elsewhere. */
    double match(long epochSecond) {
        if (kind != Kind.WINDOW) {
            return 0;
        }
        if (containsSeconds(epochSecond)) {
            return 1;
        }
        return margin > 0 && epochSecond >= start.getEpochSecond() - margin
                && epochSecond < end.getEpochSecond() + margin ? 0.5 : 0;
    }

    /** A short description for people: {@code "last weekend" (2026-05-30 – 2026-05-31)}. */
    public String describe() {
        if (kind != Kind.WINDOW) {
            return "\"" + phrase + "\" (" + (kind == Kind.LATEST ? "newest first" : "oldest first") + ")";
        }
        String from = start.toString().substring(0, 16).replace('T', ' ');
        String to = end.minusSeconds(1).toString().substring(0, 16).replace('T', ' ');
        return "\"" + phrase + "\" (" + from + " – " + to + " UTC)";
    }
}
