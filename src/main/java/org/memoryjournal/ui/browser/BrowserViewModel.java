package org.memoryjournal.ui.browser;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.memoryjournal.chat.Deletion;
import org.memoryjournal.chat.Duplicates;
import org.memoryjournal.chat.Insights;
import org.memoryjournal.chat.MemoryFilter;
import org.memoryjournal.chat.MemoryFilter.Sort;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.TaskExecutor;

/**
 * The memory browser: a paged, server-side sorted and filtered view of the memory stream, the
 * selected memory's editor, the add form, and delete with Undo. The notice ("Deleted 2 memories.")
 * lasts until the next change or until the view dismisses it; Undo works only while it shows.
 */
public final class BrowserViewModel {
    public static final int PAGE_SIZE = 200;

    /** The kind filter's choices. */
    public enum KindFilter {
        ALL, EPISODIC, SEMANTIC, PROCEDURAL;

        Optional<MemoryKind> kind() {
            return this == ALL ? Optional.empty() : Optional.of(MemoryKind.valueOf(name()));
        }
    }

    private final MemoryService memories;
    private final TaskExecutor executor;
    private final PagedRows rows;
    private final StringProperty search = new SimpleStringProperty(this, "search", "");
    private final ObjectProperty<KindFilter> kindFilter = new SimpleObjectProperty<>(this, "kind", KindFilter.ALL);
    private final ObjectProperty<SourceChoice> sourceFilter = new SimpleObjectProperty<>(this, "source",
            SourceChoice.ALL);
    private final ObservableList<SourceChoice> sourceChoices = FXCollections.observableArrayList(
            SourceChoice.all(List.of()));
    private final BooleanProperty showSuperseded = new SimpleBooleanProperty(this, "showSuperseded", false);
    private final ObjectProperty<Sort> sortField = new SimpleObjectProperty<>(this, "sort", Sort.CREATED);
    private final BooleanProperty descending = new SimpleBooleanProperty(this, "descending", true);
    private final ReadOnlyLongWrapper matching = new ReadOnlyLongWrapper(this, "matching", 0);
    private final ReadOnlyLongWrapper journalSize = new ReadOnlyLongWrapper(this, "journalSize", -1);
    private final ReadOnlyIntegerWrapper focusIndex = new ReadOnlyIntegerWrapper(this, "focusIndex", -1);
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice", "");
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo", false);
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(this, "loading", false);
    private final StringBinding emptyText;
    private final MemoryEditorViewModel editor;
    private final AddMemoryViewModel adder;
    private final List<Runnable> changeListeners = new CopyOnWriteArrayList<>();
    private final KeptSelection kept = new KeptSelection();
    private final Insights insights;
    private InsightQuestion insightQuestion = InsightQuestion.CANCEL;
    private final ReadOnlyObjectWrapper<List<Integer>> reselect = new ReadOnlyObjectWrapper<>(this, "reselect",
            List.of());
    private Optional<Deletion> lastDeleted = Optional.empty();
    private TaskExecutor duplicatesLane;
    private int generation;
    private boolean batching;

    public BrowserViewModel(MemoryService memories, TaskExecutor executor) {
        this.memories = memories;
        this.executor = executor;
        this.rows = new PagedRows(PAGE_SIZE, this::loadPage);
        this.insights = new Insights(memories);
        this.editor = new MemoryEditorViewModel(memories, insights, executor, this::memoryChanged, this::dismissNotice,
                this::selectMemory);
        this.adder = new AddMemoryViewModel(memories, executor, added -> {
            tell(added.size() == 1 ? "Added a memory." : "Added " + added.size() + " example memories.");
            changed();
        });
        this.emptyText = Bindings.createStringBinding(this::describeEmpty, journalSize, search, loading);
        javafx.beans.InvalidationListener reload = o -> {
            if (!batching) {
                refresh();
            }
        };
        search.addListener(reload);
        kindFilter.addListener(reload);
        sourceFilter.addListener(reload);
        showSuperseded.addListener(reload);
        sortField.addListener(reload);
        descending.addListener(reload);
    }

    private String describeEmpty() {
        if (loading.get() && journalSize.get() < 0) {
            return "Loading memories…";
        }
        if (journalSize.get() == 0) {
            return "No memories yet — add one with “+ Add”, or start chatting: what you write is remembered.";
        }
        String s = search.get() == null ? "" : search.get().strip();
        return s.isEmpty() ? "No memories match these filters." : "No memories match “" + s + "”.";
    }

    /** What the browser shows: search, kind, superseded and order. */
    public MemoryFilter filter() {
        SourceChoice origin = sourceFilter.get() == null ? SourceChoice.ALL : sourceFilter.get();
        return new MemoryFilter(search.get(), kindFilter.get().kind(), showSuperseded.get(), sortField.get(),
                descending.get(), origin.source(), origin.client());
    }

    /** Reloads the count and the first page (after a chat turn, a filter change, an edit). */
    public void refresh() {
        int gen = ++generation;
        MemoryFilter f = filter();
        int keptPage = kept.pageOfFirst(PAGE_SIZE);
        loading.set(true);
        executor.execute(BackgroundTask.of("Loading memories", u -> {
            long total = memories.journalSize();
            long count = memories.count(f);
            Map<Integer, List<MemoryRowViewModel>> pages = new TreeMap<>();
            pages.put(0, rowsOf(memories.list(f, 0, PAGE_SIZE)));
            // The selected row's page and its neighbours (rows may have moved a little), so it is found again.
            for (int p = Math.max(1, keptPage - 1); keptPage > 0 && p <= keptPage + 1 && (long) p * PAGE_SIZE < count; p++) {
                pages.put(p, rowsOf(memories.list(f, p * PAGE_SIZE, PAGE_SIZE)));
            }
            return new Page(total, count, pages, memories.clients());
        }).onSuccess(p -> {
            if (gen != generation) {
                return;
            }
            List<SourceChoice> choices = SourceChoice.all(p.clients());
            if (!choices.equals(sourceChoices)) {
                sourceChoices.setAll(choices);
            }
            journalSize.set(p.total());
            matching.set(p.count());
            reselect(kept.across(() -> rows.reset((int) Math.min(Integer.MAX_VALUE, p.count()), p.pages()), rows));
            // The pane shows what the table selects: a memory no longer listed goes, unless it has unsaved edits,
            // which stay there to be saved or reverted rather than be lost without a word.
            if (kept.hides(editor.shownId(), rows) && !editor.dirtyBinding().get()) {
                editor.clear();
            }
            error.set("");
        }).onFailure(e -> error.set(e.getMessage())).onFinished(() -> {
            if (gen == generation) {
                loading.set(false);
            }
        }));
    }

    private void loadPage(int page) {
        int gen = generation;
        MemoryFilter f = filter();
        executor.execute(BackgroundTask.of("Loading memories", u -> memories.list(f, page * PAGE_SIZE, PAGE_SIZE))
                .onSuccess(list -> {
                    if (gen == generation) {
                        rows.pageLoaded(page, list.stream().map(MemoryRowViewModel::of).toList());
                    }
                })
                .onFailure(e -> {
                    rows.pageFailed(page);
                    error.set(e.getMessage());
                }));
    }

    /** Shows a row in the editor (a reload re-selecting the memory being edited keeps what was typed). */
    public void select(MemoryRowViewModel row) {
        if (row.id() != 0 && row.id() == editor.shownId() && editor.dirtyBinding().get()) {
            return;
        }
        row.memory().ifPresentOrElse(editor::show, editor::clear);
    }

    /** The table's selection changed: these memories are selected, the first one at {@code index}. */
    public void selectionChanged(List<Long> ids, int index) {
        kept.changed(ids, index);
    }

    /** After a reload: the rows (first one first) where the memories selected before are listed now. */
    public ReadOnlyObjectProperty<List<Integer>> reselectProperty() {
        return reselect.getReadOnlyProperty();
    }

    private void reselect(List<Integer> at) {
        if (!at.isEmpty()) {
            reselect.set(List.of());
            reselect.set(at);
        }
    }

    private static List<MemoryRowViewModel> rowsOf(List<Memory> list) {
        return list.stream().map(MemoryRowViewModel::of).toList();
    }

    /** Shows a memory by id (a chip in the chat was clicked) and asks the table to select its row. */
    public void selectMemory(long id) {
        executor.execute(BackgroundTask.of("Finding memory", u -> memories.find(id)).onSuccess(found -> {
            found.ifPresent(editor::show);
            focusIndex.set(-1);
            focusIndex.set(rows.indexOf(id));
        }));
    }

    /** Pins or unpins a memory. */
    public void togglePin(MemoryRowViewModel row) {
        if (row.isLoading()) {
            return;
        }
        dismissNotice();
        executor.execute(BackgroundTask.of("Pinning", u -> memories.edit(row.id(), Optional.empty(), Optional.empty(),
                        java.util.OptionalInt.empty(), Optional.of(!row.pinned())))
                .onSuccess(this::memoryChanged)
                .onFailure(e -> error.set(e.getMessage())));
    }

    /**
     * Deletes memories; {@link #undo} puts them back as they were, ids and links included. When some are evidence
     * of insights that are not being deleted, the user is asked first: keep the insights, delete them too, or
     * cancel.
     */
    public void delete(List<MemoryRowViewModel> selected) {
        List<Long> ids = selected.stream().flatMap(r -> r.memory().stream()).map(Memory::id).toList();
        if (ids.isEmpty()) {
            return;
        }
        dismissNotice();
        executor.execute(BackgroundTask.of("Deleting", u -> insights.citing(ids)).onSuccess(citing -> {
            if (citing.isEmpty()) {
                deleteNow(ids);
                return;
            }
            insightQuestion.ask(EvidenceQuestion.of(ids, citing), citing, choice -> {
                switch (choice) {
                    case KEEP_INSIGHTS -> deleteNow(ids);
                    case DELETE_INSIGHTS_TOO -> deleteNow(java.util.stream.Stream.concat(ids.stream(),
                            citing.stream().map(Memory::id)).toList());
                    case CANCEL -> { }
                }
            });
        }).onFailure(e -> error.set(e.getMessage())));
    }

    /** Who answers when deleting evidence of an insight (the view's dialog). */
    public void setInsightQuestion(InsightQuestion question) {
        this.insightQuestion = question;
    }

    private void deleteNow(List<Long> ids) {
        executor.execute(BackgroundTask.of("Deleting", u -> memories.delete(ids)).onSuccess(d -> {
            notice.set(d.count() == 1 ? "Deleted 1 memory." : "Deleted " + d.count() + " memories.");
            lastDeleted = d.count() == 0 ? Optional.empty() : Optional.of(d);
            canUndo.set(lastDeleted.isPresent());
            if (editor.shownId() != 0 && ids.contains(editor.shownId())) {
                editor.clear();
            }
            changed();
        }).onFailure(e -> error.set(e.getMessage())));
    }

    /** Puts back the memories deleted last, with their ids, dates, pins, vectors and links. */
    public void undo() {
        Optional<Deletion> restore = lastDeleted;
        if (restore.isEmpty()) {
            return;
        }
        lastDeleted = Optional.empty();
        canUndo.set(false);
        executor.execute(BackgroundTask.of("Restoring", u -> memories.undo(restore.get())).onSuccess(back -> {
            tell(back.size() == 1 ? "Restored 1 memory." : "Restored " + back.size() + " memories.");
            changed();
        }).onFailure(e -> error.set(e.getMessage())));
    }

    /** Closes the notice; what was deleted can no longer be undone. */
    public void dismissNotice() {
        lastDeleted = Optional.empty();
        canUndo.set(false);
        notice.set("");
    }

    /** Clears the last error sentence (the user closed it). */
    public void clearError() {
        error.set("");
    }

    /** The user's time zone: dates are shown as days there. */
    public java.time.ZoneId zone() {
        return memories.zone();
    }

    private void tell(String message) {
        lastDeleted = Optional.empty();
        canUndo.set(false);
        notice.set(message);
    }

    private void memoryChanged(Memory m) {
        reselect(kept.across(() -> rows.replace(MemoryRowViewModel.of(m)), rows));
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
                tell(sentence);
            }
            changed();
        });
    }

    /** Called after the browser changed memories (the score pane re-ranks). */
    public void addChangeListener(Runnable listener) {
        changeListeners.add(listener);
    }

    public ObservableList<MemoryRowViewModel> rows() {
        return rows;
    }

    int loadedPages() {
        return rows.loadedPages();
    }

    public MemoryEditorViewModel editor() {
        return editor;
    }

    public AddMemoryViewModel adder() {
        return adder;
    }

    public StringProperty searchProperty() {
        return search;
    }

    public ObjectProperty<KindFilter> kindFilterProperty() {
        return kindFilter;
    }

    /** Which source (or assistant) the table shows. */
    public ObjectProperty<SourceChoice> sourceFilterProperty() {
        return sourceFilter;
    }

    /** The source filter's choices: all, each source, each assistant that wrote memories. */
    public ObservableList<SourceChoice> sourceChoices() {
        return sourceChoices;
    }

    public BooleanProperty showSupersededProperty() {
        return showSuperseded;
    }

    public ObjectProperty<Sort> sortFieldProperty() {
        return sortField;
    }

    public BooleanProperty descendingProperty() {
        return descending;
    }

    /** Sets sort field and direction with one reload. */
    public void sortBy(Sort field, boolean desc) {
        if (field == sortField.get() && desc == descending.get()) {
            return;
        }
        batching = true;
        descending.set(desc);
        sortField.set(field);
        batching = false;
        refresh();
    }

    /** How many memories match the search and filters. */
    public ReadOnlyLongProperty matchingProperty() {
        return matching.getReadOnlyProperty();
    }

    /** How many memories the journal holds (−1 until loaded). */
    public ReadOnlyLongProperty journalSizeProperty() {
        return journalSize.getReadOnlyProperty();
    }

    /** What the empty table says: an empty journal, or nothing matching the search or filters. */
    public StringBinding emptyTextBinding() {
        return emptyText;
    }

    /** True while the count and first page are being loaded. */
    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    /** The row the table should select and show; −1 when the memory is not on a loaded page. */
    public ReadOnlyIntegerProperty focusIndexProperty() {
        return focusIndex.getReadOnlyProperty();
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

    private record Page(long total, long count, Map<Integer, List<MemoryRowViewModel>> pages, List<String> clients) {
    }
}
