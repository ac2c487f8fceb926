package org.memoryjournal.ui.browser;

import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CopyOnWriteArrayList;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.collections.ObservableList;

import org.memoryjournal.chat.Duplicates;
import org.memoryjournal.chat.HandReplacement;
import org.memoryjournal.chat.Insights;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.TaskExecutor;

/**
 * The memory browser: its parts wired together — the filter and the rows it lists, the memory the editor shows,
 * the add form, delete with Undo and the notice bar — and what a change to a memory means for each of them.
 */
public final class BrowserViewModel {
    private final MemoryService memories;
    private final TaskExecutor executor;
    private final BrowserFilter filter = new BrowserFilter();
    private final BrowserNotice notice = new BrowserNotice();
    private final MemoryListing listing;
    private final MemoryEditorViewModel editor;
    private final UnsavedEdits unsaved;
    private final MemorySelection selection;
    private final MemoryDeletion deletion;
    private final AddMemoryViewModel adder;
    private final ManualReplacement replacement;
    private final List<Runnable> changeListeners = new CopyOnWriteArrayList<>();
    private TaskExecutor duplicatesLane;

    public BrowserViewModel(MemoryService memories, TaskExecutor executor) {
        this.memories = memories;
        this.executor = executor;
        Insights insights = new Insights(memories);
        this.listing = new MemoryListing(memories, executor, filter, notice, this::reloaded);
        this.replacement = new ManualReplacement(memories, executor, notice, this::memoryChanged);
        this.editor = new MemoryEditorViewModel(memories, insights, executor, this::memoryChanged, notice::dismiss,
                this::selectMemory, replacement::start);
        this.unsaved = new UnsavedEdits(editor);
        this.selection = new MemorySelection(memories, executor, listing, editor, unsaved);
        this.deletion = new MemoryDeletion(memories, insights, executor, notice, this::deleted, this::changed);
        this.adder = new AddMemoryViewModel(memories, executor, added -> {
            notice.tell(added.size() == 1 ? "Added a memory." : "Added " + added.size() + " example memories.");
            changed();
        });
    }

    private void reloaded() {
        selection.reloaded();
    }

    /** Reloads the count and the first page (after a chat turn, a filter change, an edit). */
    public void refresh() {
        listing.refresh();
    }

    /** Shows a memory by id (a chip in the chat was clicked) and asks the table to select its row. */
    public void selectMemory(long id) {
        selection.selectMemory(id);
    }

    /** Pins or unpins a memory. */
    public void togglePin(MemoryRowViewModel row) {
        if (row.isLoading()) {
            return;
        }
        notice.dismiss();
        executor.execute(BackgroundTask.of("Pinning", u -> memories.edit(row.id(), Optional.empty(), Optional.empty(),
                        OptionalInt.empty(), Optional.of(!row.pinned())))
                .onSuccess(this::memoryChanged)
                .onFailure(e -> notice.fail(e.getMessage())));
    }

    /**
     * Deletes memories; {@link #undo} puts them back as they were. When some are evidence of insights that are
     * not being deleted, the user is asked first.
     */
    public void delete(List<MemoryRowViewModel> selected) {
        deletion.delete(selected);
    }

    /** Puts back the memories deleted last, with their ids, dates, pins, vectors and links. */
    public void undo() {
        deletion.undo();
    }

    /**
     * "Replaced by…" on a row: asks which later memory replaces it. A row other than the one the editor shows is
     * shown first, once unsaved edits of the shown one are saved or discarded; when the user keeps editing, nothing
     * else happens.
     */
    public void markReplaced(MemoryRowViewModel row) {
        row.memory().filter(HandReplacement::replaceable).ifPresent(m -> {
            if (m.id() == editor.shownId()) {
                editor.markReplaced();
                return;
            }
            unsaved.beforeLeaving(() -> {
                editor.show(m);
                listing.selectOnly(m.id());
                editor.markReplaced();
            }, () -> listing.selectOnly(editor.shownId()));
        });
    }

    /** Who answers "Replaced by…" (the view's dialog). */
    public void setReplacementQuestion(ReplacementQuestion question) {
        replacement.setQuestion(question);
    }

    /** Who answers when deleting evidence of an insight (the view's dialog). */
    public void setInsightQuestion(InsightQuestion question) {
        deletion.setInsightQuestion(question);
    }

    /**
     * Runs {@code then} (the window closes) once the editor's unsaved edits are saved or discarded, at once when
     * there are none; not at all when the user keeps editing.
     */
    public void settleEdits(Runnable then) {
        unsaved.beforeLeaving(then, () -> { });
    }

    /** Who answers when unsaved edits would be dropped (the view's dialog). */
    public void setUnsavedEditsQuestion(UnsavedEditsQuestion question) {
        unsaved.setQuestion(question);
    }

    private void deleted(List<Long> ids) {
        if (editor.shownId() != 0 && ids.contains(editor.shownId())) {
            editor.clear();
        }
        changed();
    }

    private void memoryChanged(Memory m) {
        listing.replace(m);
        if (editor.shownId() == m.id()) {
            editor.show(m);
        }
        changeListeners.forEach(Runnable::run);
    }

    /**
     * A memory changed outside the browser (the chat pane restored it): the list reloads, the editor shows it as it
     * is now if it is open, and the score pane ranks again.
     */
    public void changedElsewhere(Memory m) {
        if (editor.shownId() == m.id()) {
            editor.show(m);
        }
        changed();
    }

    private void changed() {
        refresh();
        changeListeners.forEach(Runnable::run);
    }

    /** A fresh "Find duplicates" dialog model; after a merge the browser says what happened and reloads. */
    public DuplicatesViewModel newDuplicates() {
        if (duplicatesLane == null) {
            // Its own thread: looking over a large journal takes a while and must not hold up browsing.
            duplicatesLane = executor.lane("duplicates");
        }
        return new DuplicatesViewModel(new Duplicates(memories), duplicatesLane, sentence -> {
            if (!sentence.isEmpty()) {
                notice.tell(sentence);
            }
            changed();
        });
    }

    /** Called after the browser changed memories (the score pane re-ranks). */
    public void addChangeListener(Runnable listener) {
        changeListeners.add(listener);
    }

    /** The user's time zone: dates are shown as days there. */
    public ZoneId zone() {
        return memories.zone();
    }

    public BrowserFilter filter() {
        return filter;
    }

    public MemoryListing listing() {
        return listing;
    }

    public MemorySelection selection() {
        return selection;
    }

    public BrowserNotice notice() {
        return notice;
    }

    public MemoryEditorViewModel editor() {
        return editor;
    }

    public AddMemoryViewModel adder() {
        return adder;
    }

    public ObservableList<MemoryRowViewModel> rows() {
        return listing.rows();
    }

    /** How many memories the journal holds (−1 until loaded). */
    public ReadOnlyLongProperty journalSizeProperty() {
        return listing.journalSizeProperty();
    }

    /** True while the count and first page are being loaded. */
    public ReadOnlyBooleanProperty loadingProperty() {
        return listing.loadingProperty();
    }
}
