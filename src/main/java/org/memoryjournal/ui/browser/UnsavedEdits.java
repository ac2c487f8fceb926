package org.memoryjournal.ui.browser;

/**
 * Nothing typed in the memory editor is lost without the user choosing it: before another memory takes its place
 * (a click on another row, a chip in the chat, the window closing), unsaved edits are put to the user — save
 * them, discard them, or keep editing.
 */
final class UnsavedEdits {
    private final MemoryEditorViewModel editor;
    private UnsavedEditsQuestion question = UnsavedEditsQuestion.KEEP_EDITING;
    private boolean asking;

    UnsavedEdits(MemoryEditorViewModel editor) {
        this.editor = editor;
    }

    /**
     * Runs {@code leave} at once when nothing is unsaved. Otherwise asks, then runs {@code leave} once the edits
     * are saved or discarded, or {@code stay} when the user keeps editing or the save is refused or fails (its
     * message shows in the editor). While the question is open other requests are dropped: the answer is about
     * the first (a reload re-selecting rows meanwhile must not ask again).
     */
    void beforeLeaving(Runnable leave, Runnable stay) {
        if (!editor.dirtyBinding().get()) {
            leave.run();
            return;
        }
        if (asking) {
            return;
        }
        asking = true;
        question.ask(editor.describeEdits(), choice -> {
            asking = false;
            switch (choice) {
                case SAVE -> editor.save(leave, stay);
                case DISCARD -> {
                    editor.revert();
                    leave.run();
                }
                case KEEP_EDITING -> stay.run();
            }
        });
    }

    /** Who answers (the view's dialog). */
    void setQuestion(UnsavedEditsQuestion question) {
        this.question = question;
    }
}
