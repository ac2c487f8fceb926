package org.memoryjournal.llm;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * Decides whether a new memory replaces older ones about the same thing (a moved appointment, a new job,
 * a changed preference) or is new information — including distinct facts that merely look alike (a
 * sister and a brother in Paris), which must never be merged. Never throws: when unsure, it adds.
 */
@FunctionalInterface
public interface UpdateJudge {

    /**
     * An older memory near the new one.
     *
     * @param similarity how close the two are, 0..1 on the model's calibrated relevance scale
     * @param centred    how close the two are against the journal's background ({@code JournalMean}): empty when
     *                   the journal holds too few memories to tell
     */
    record Candidate(long id, String text, Instant at, double similarity, OptionalDouble centred) {
        public Candidate {
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(at, "at");
            Objects.requireNonNull(centred, "centred");
        }
    }

    /** Add as new, or update: the new memory supersedes {@code replaces}, for {@code reason}. */
    record Decision(boolean update, List<Long> replaces, String reason) {
        public static final Decision ADD = new Decision(false, List.of(), "");

        public Decision {
            replaces = List.copyOf(replaces);
            Objects.requireNonNull(reason, "reason");
        }

        public static Decision update(List<Long> replaces, String reason) {
            return replaces.isEmpty() ? ADD : new Decision(true, replaces, reason);
        }
    }

    /** Judges {@code text} (written at {@code at}) against older memories, most similar first. */
    Decision judge(String text, Instant at, List<Candidate> older);

    /** Never updates: every memory is added. */
    UpdateJudge NEVER = (text, at, older) -> Decision.ADD;
}
