package org.memoryjournal.chat;

import java.time.Instant;
import java.util.List;

import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.Weights;

/**
 * The memories recalled for one answer with the breakdowns that ranked them at the time, the weights used
 * and the time words applied ("" when none): what the score pane shows for an answer.
 */
public record AnswerRecall(Instant at, Weights weights, String timeFocus, List<Recalled> recalled) {
    public AnswerRecall {
        recalled = List.copyOf(recalled);
    }
}
