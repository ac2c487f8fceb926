package org.memoryjournal.ui.browser;

import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;

import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.TaskExecutor;

/**
 * Which memory the editor shows: the row selected in the table, or a memory asked for by its number (a chip in
 * the chat, an insight's evidence), whose row the table is then asked to select. The pane shows what the table
 * selects, so a memory a reload no longer lists leaves it. Another memory takes the place of unsaved edits only
 * once the user saved or discarded them; when they keep editing, the table selects the edited memory's row again.
 */
public final class MemorySelection {
    private final MemoryService memories;
    private final TaskExecutor executor;
    private final MemoryListing listing;
    private final MemoryEditorViewModel editor;
    private final UnsavedEdits unsaved;
    private final ReadOnlyIntegerWrapper focusIndex = new ReadOnlyIntegerWrapper(this, "focusIndex", -1);

    MemorySelection(MemoryService memories, TaskExecutor executor, MemoryListing listing,
                    MemoryEditorViewModel editor, UnsavedEdits unsaved) {
        this.memories = memories;
        this.executor = executor;
        this.listing = listing;
        this.editor = editor;
        this.unsaved = unsaved;
    }

    /**
     * Shows a row in the editor (a reload re-selecting the memory being edited keeps what was typed). Unsaved edits
     * of another memory are put to the user first.
     */
    public void select(MemoryRowViewModel row) {
        if (row.id() != 0 && row.id() == editor.shownId() && editor.dirtyBinding().get()) {
            return;
        }
        unsaved.beforeLeaving(() -> row.memory().ifPresentOrElse(editor::show, editor::clear),
                () -> listing.selectOnly(editor.shownId()));
    }

    /**
     * Shows a memory by id and asks the table to select its row. Unsaved edits of another memory are put to the
     * user first; when they keep editing, nothing moves.
     */
    public void selectMemory(long id) {
        executor.execute(BackgroundTask.of("Finding memory", u -> memories.find(id)).onSuccess(found -> {
            Runnable show = () -> {
                found.ifPresent(editor::show);
                focusIndex.set(-1);
                focusIndex.set(listing.indexOf(id));
            };
            if (id == editor.shownId()) {
                show.run();
            } else {
                unsaved.beforeLeaving(show, () -> { });
            }
        }));
    }

    /**
     * After a reload: a selected memory the rows no longer list leaves the editor, unless it has unsaved edits,
     * which stay there to be saved or reverted rather than be lost without a word.
     */
    void reloaded() {
        if (listing.hides(editor.shownId()) && !editor.dirtyBinding().get()) {
            editor.clear();
        }
    }

    /** The row the table should select and show; −1 when the memory is not on a loaded page. */
    public ReadOnlyIntegerProperty focusIndexProperty() {
        return focusIndex.getReadOnlyProperty();
    }
}
