package org.memoryjournal.memory;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One ranking request.
 *
 * @param query              the query's embedding (same model as the index)
 * @param keywordScores      keyword match by memory id on an absolute scale, 0..1 (the share of the question's
 *                           distinctive words a memory holds, weighted by how rare they are); empty for
 *                           dense-only policies
 * @param policy             how to rank
 * @param now                the time recency is measured at
 * @param includeSuperseded  whether memories replaced by newer ones may be returned
 * @param reading            what the question says about time and significance
 * @param asOfNow            rank the journal as it stood at {@code now} (a question asked then): a memory written
 *                           later is not recalled, a replacement written later had not yet replaced anything
 *                           ({@link #visibleUntil()}), and an access later than {@code now} had not happened
 *                           ({@link MemoryIndex#accessedAfter}); false: every memory, whenever written (a search for
 *                           neighbours)
 */
public record RecallQuery(Embedding query, Map<Long, Double> keywordScores, RetrievalPolicy policy, Instant now,
                          boolean includeSuperseded, QueryReading reading, boolean asOfNow) {

    public RecallQuery {
        Objects.requireNonNull(query, "query");
        keywordScores = Map.copyOf(keywordScores);
        Objects.requireNonNull(policy, "policy");
        Objects.requireNonNull(now, "now");
        Objects.requireNonNull(reading, "reading");
    }

    public RecallQuery(Embedding query, Map<Long, Double> keywordScores, RetrievalPolicy policy, Instant now,
                       boolean includeSuperseded, QueryReading reading) {
        this(query, keywordScores, policy, now, includeSuperseded, reading, false);
    }

    public RecallQuery(Embedding query, Map<Long, Double> keywordScores, RetrievalPolicy policy, Instant now,
                       boolean includeSuperseded) {
        this(query, keywordScores, policy, now, includeSuperseded, QueryReading.plain(""));
    }

    public static RecallQuery dense(Embedding query, RetrievalPolicy policy, Instant now) {
        return new RecallQuery(query, Map.of(), policy, now, false);
    }

    /** The same request with the question's topic words set aside ({@link QueryReading#withoutTopic()}). */
    RecallQuery withoutTopic() {
        return new RecallQuery(query, keywordScores, policy, now, includeSuperseded, reading.withoutTopic(), asOfNow);
    }

    /** The same request, superseded memories included. */
    RecallQuery withSuperseded() {
        return includeSuperseded ? this : new RecallQuery(query, keywordScores, policy, now, true, reading, asOfNow);
    }

    /**
     * The last second of the journal this request sees (epoch seconds): {@code now} when ranking the journal as it
     * stood then ({@link #asOfNow}), the end of time otherwise.
     */
    long visibleUntil() {
        return asOfNow ? now.getEpochSecond() : Long.MAX_VALUE;
    }

    /** The time focus that ranking applies: none when the policy gives time words no weight. */
    Optional<TimeFocus> activeTime() {
        return policy.adjustments().timeBoost() > 0 ? reading.time() : Optional.empty();
    }

    /** The weights for this question ({@link RetrievalPolicy#weightsFor}). */
    Weights weights() {
        return policy.weightsFor(reading);
    }
}
