package org.memoryjournal.app.eval;

import java.util.List;

import org.memoryjournal.memory.DecayRates;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.Weights;

/**
 * One way of running the scenarios: a retrieval policy and what of the chat loop is switched on.
 *
 * @param touch        timeline look-ups touch what they use (recency from last access)
 * @param writeBack    memories the chat loop writes (user turns, extracted facts) exist
 * @param retrieveAll  return every memory instead of the top k (report the prompt it would cost)
 */
public record AblationConfig(String name, String description, RetrievalPolicy policy, boolean touch,
                             boolean writeBack, boolean retrieveAll) {

    /** The experiments of the ablation table, each one change from the shipped policy. */
    public static List<AblationConfig> standard(RetrievalPolicy shipped) {
        Weights w = shipped.weights();
        return List.of(
                new AblationConfig("full", "the shipped default policy, touch on, write-back on", shipped,
                        true, true, false),
                new AblationConfig("relevance-only", "the shipped relevance signal alone (recency and importance "
                        + "weights 0)", shipped.withWeights(new Weights(w.relevance(), 0, 0)), true, true, false),
                new AblationConfig("no-recency", "no decay (every rate 1.0, recency always 1)",
                        shipped.withDecay(DecayRates.flat(1.0)), true, true, false),
                new AblationConfig("no-importance", "importance weight 0",
                        shipped.withWeights(new Weights(w.relevance(), w.recency(), 0)), true, true, false),
                new AblationConfig("no-touch", "look-ups do not touch: recency from creation", shipped,
                        false, true, false),
                new AblationConfig("flat-decay", "the episodic decay rate for every kind",
                        shipped.withDecay(DecayRates.flat(shipped.decay().episodic())), true, true, false),
                new AblationConfig("no-write-back", "the chat loop stores nothing: chat turns and facts absent",
                        shipped, true, false, false),
                new AblationConfig("retrieve-everything", "k = every memory, no relevance floor (ranking as full)",
                        shipped.withAdjustments(shipped.adjustments().withRelevanceFloor(0)), true, true, true));
    }
}
