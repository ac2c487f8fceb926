package org.memoryjournal.ui.browser;

import java.util.List;
import java.util.function.Consumer;

import org.memoryjournal.memory.Memory;

/**
 * Asks what becomes of insights whose evidence is about to be deleted. The view shows a dialog; tests answer
 * directly. Nothing is deleted until the answer comes.
 */
@FunctionalInterface
public interface InsightQuestion {
    /** The answers. */
    enum Choice { KEEP_INSIGHTS, DELETE_INSIGHTS_TOO, CANCEL }

    /** Asks {@code question} about {@code insights} and calls {@code answer} once, on the UI thread. */
    void ask(String question, List<Memory> insights, Consumer<Choice> answer);

    /** Without a view to ask: deletes nothing. */
    InsightQuestion CANCEL = (question, insights, answer) -> answer.accept(Choice.CANCEL);
}
