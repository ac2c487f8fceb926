package org.memoryjournal.memory;

import java.time.Instant;
import java.time.ZoneId;

/**
 * When a new memory says the same as an existing one. Similar text is not enough: "Ran 5k" on Monday and
 * "Ran 5k" on Thursday are two runs (recurring episodes, which reflection summarises), so when either
 * memory is an event (an episodic memory whose text reports something that happened, {@link EventWords}) they
 * must also fall on the same day in the user's zone, unless both name the date they happened on — a state restated ("I'm lactose intolerant") is a fact
 * whatever kind the classifier gave it; an instruction is only ever
 * the same as an instruction; and two texts naming different numbers or names are different facts
 * ({@link DistinctDetails}). Facts and preferences restated weeks apart are duplicates.
 *
 * @param threshold the position on the model's {@link SimilarityScale} (unclamped: 1 is the model's paraphrase
 *                  level) from which two texts may say the same
 */
public record DuplicateRule(double threshold) {
    /**
     * The model's paraphrase level. Measured with {@code memory-journal eval scenarios} on BGE-small (cosine
     * 0.90 there): of 41 look-alike distinct facts, the most similar one without a differing number or name
     * sits at cosine 0.896; of 42 paraphrase pairs, 38 reach 0.906 or more (see docs/EVALUATION.md). For a model
     * with no measured scale this means identical vectors only.
     */
    public static final DuplicateRule DEFAULT = new DuplicateRule(1.0);

    public DuplicateRule {
        if (!(threshold > 0 && threshold <= 2)) {
            throw new IllegalArgumentException("A duplicate threshold is a position in (0, 2], not " + threshold + ".");
        }
    }

    /** A memory as the rule sees it. */
    public record Side(String text, MemoryKind kind, Instant at) {
    }

    /**
     * @param similarity the two texts' cosine as a position on the model's scale ({@link SimilarityScale#position})
     */
    public boolean sameMemory(double similarity, Side existing, Side incoming, ZoneId zone) {
        if (similarity < threshold || DistinctDetails.differ(existing.text(), incoming.text())) {
            return false;
        }
        if ((existing.kind() == MemoryKind.PROCEDURAL) != (incoming.kind() == MemoryKind.PROCEDURAL)) {
            return false;
        }
        boolean event = (existing.kind() == MemoryKind.EPISODIC || incoming.kind() == MemoryKind.EPISODIC)
                && (EventWords.reportsEvent(existing.text()) || EventWords.reportsEvent(incoming.text()))
                // Two reports naming the same date (their numbers are equal, checked above) are of one dated event.
                && !(EventWords.namesDate(existing.text()) && EventWords.namesDate(incoming.text()));
        return !event || existing.at().atZone(zone).toLocalDate().equals(incoming.at().atZone(zone).toLocalDate());
    }
}
