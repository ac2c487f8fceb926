package org.memoryjournal.ui.browser;

import java.util.Optional;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import org.memoryjournal.chat.Deletion;

/**
 * The bar above the table: a notice ("Deleted 2 memories.") or the last error. A notice lasts until the next one
 * or until the view closes it, and what was deleted can be put back only while its notice shows: Undo must never
 * reach back past something the user has done since.
 */
public final class BrowserNotice {
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice", "");
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo", false);
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private Optional<Deletion> undoable = Optional.empty();

    /** Says {@code message}; nothing can be undone then. */
    void tell(String message) {
        undoable = Optional.empty();
        canUndo.set(false);
        notice.set(message);
    }

    /** Says what was deleted; Undo puts it back while this shows. */
    void deleted(Deletion d) {
        notice.set(d.count() == 1 ? "Deleted 1 memory." : "Deleted " + d.count() + " memories.");
        undoable = d.count() == 0 ? Optional.empty() : Optional.of(d);
        canUndo.set(undoable.isPresent());
    }

    /** What Undo puts back, once: the notice no longer offers it. */
    Optional<Deletion> takeUndoable() {
        Optional<Deletion> taken = undoable;
        undoable = Optional.empty();
        canUndo.set(false);
        return taken;
    }

    /** Shows a failure's message (it stays until the next successful load or until the user closes it). */
    void fail(String message) {
        error.set(message);
    }

    /** Closes the notice; what was deleted can no longer be undone. */
    public void dismiss() {
        undoable = Optional.empty();
        canUndo.set(false);
        notice.set("");
    }

    /** Clears the last error sentence (the user closed it, or a load succeeded). */
    public void clearError() {
        error.set("");
    }

    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }
}
