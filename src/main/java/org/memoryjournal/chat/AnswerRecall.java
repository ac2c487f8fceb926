package org.memoryjournal.chat;

import java.time.Instant;
import java.util.List;
import java.util.Set;

import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.Weights;

/**
 * The memories recalled for one answer with the breakdowns that ranked them at the time, the weights used
 * and the time words applied ("" when none): what the score pane shows for an answer.
 *
 * @param editedSince the memories whose text was edited since: their bars are for the text they had then (and
 *                    their breakdown names no passage, whose sentence the text may no longer hold)
 */
public record AnswerRecall(Instant at, Weights weights, String timeFocus, List<Recalled> recalled,
                           Set<Long> editedSince) {
    public AnswerRecall {
        recalled = List.copyOf(recalled);
        editedSince = Set.copyOf(editedSince);
    }
}
