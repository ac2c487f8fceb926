package org.memoryjournal.ui.browser;

import java.util.function.Consumer;

/**
 * Asks what becomes of the editor's unsaved edits before something else takes their place. The view shows a
 * dialog; tests answer directly. Nothing is dropped until the answer comes.
 */
@FunctionalInterface
public interface UnsavedEditsQuestion {
    /** The answers. */
    enum Choice { SAVE, DISCARD, KEEP_EDITING }

    /**
     * Asks about the edits {@code described} ("Memory #3 “…” has unsaved changes to its text.") and calls
     * {@code answer} once, on the UI thread.
     */
    void ask(String described, Consumer<Choice> answer);

    /** Without a view to ask: nothing typed is dropped. */
    UnsavedEditsQuestion KEEP_EDITING = (described, answer) -> answer.accept(Choice.KEEP_EDITING);
}
