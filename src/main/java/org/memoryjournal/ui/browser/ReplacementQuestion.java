package org.memoryjournal.ui.browser;

import java.util.Optional;
import java.util.function.Consumer;

import org.memoryjournal.memory.Memory;

/**
 * Asks which memory replaces another ("Replaced by…"). The view shows a dialog over the choices; tests answer
 * directly. Nothing changes until the answer comes.
 */
@FunctionalInterface
public interface ReplacementQuestion {
    /** Offers {@code choices} and calls {@code answer} once, on the UI thread: the memory picked, or empty. */
    void ask(ReplacementChoices choices, Consumer<Optional<Memory>> answer);

    /** Without a view to ask: nothing is replaced. */
    ReplacementQuestion CANCEL = (choices, answer) -> answer.accept(Optional.empty());
}
