package org.memoryjournal.ui.browser;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;

import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.NewMemory;
import org.memoryjournal.store.MemoryListQuery;
import org.memoryjournal.store.MemoryListQuery.SortField;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.TaskExecutor;

/**
 * The memory browser: a paged, server-side sorted and filtered view of the memory stream, the
 * selected memory's editor, the add form, and delete with Undo.
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
    private final BooleanProperty showSuperseded = new SimpleBooleanProperty(this, "showSuperseded", false);
    private final ObjectProperty<SortField> sortField = new SimpleObjectProperty<>(this, "sort", SortField.CREATED);
    private final BooleanProperty descending = new SimpleBooleanProperty(this, "descending", true);
    private final ReadOnlyLongWrapper matching = new ReadOnlyLongWrapper(this, "matching", 0);
    private final ReadOnlyLongWrapper journalSize = new ReadOnlyLongWrapper(this, "journalSize", -1);
    private final ReadOnlyIntegerWrapper focusIndex = new ReadOnlyIntegerWrapper(this, "focusIndex", -1);
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice", "");
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo", false);
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final MemoryEditorViewModel editor;
    private final AddMemoryViewModel adder;
    private final List<Runnable> changeListeners = new CopyOnWriteArrayList<>();
    private List<Memory> lastDeleted = List.of();
    private int generation;
    private boolean batching;

    public BrowserViewModel(MemoryService memories, TaskExecutor executor) {
        this.memories = memories;
        this.executor = executor;
        this.rows = new PagedRows(PAGE_SIZE, this::loadPage);
        this.editor = new MemoryEditorViewModel(memories, executor, this::memoryChanged);
        this.adder = new AddMemoryViewModel(memories, executor, m -> {
            notice.set("Added a memory.");
            canUndo.set(false);
            changed();
        });
        javafx.beans.InvalidationListener reload = o -> {
            if (!batching) {
                refresh();
            }
        };
        search.addListener(reload);
        kindFilter.addListener(reload);
        showSuperseded.addListener(reload);
        sortField.addListener(reload);
        descending.addListener(reload);
    }

    /** The current query without paging. */
    public MemoryListQuery query() {
        return new MemoryListQuery(Optional.empty(), kindFilter.get().kind(), showSuperseded.get(),
                sortField.get(), descending.get(), 0, PAGE_SIZE).withSearch(search.get());
    }

    /** Reloads the count and the first page (after a chat turn, a filter change, an edit). */
    public void refresh() {
        int gen = ++generation;
        MemoryListQuery q = query();
        executor.execute(BackgroundTask.of("Loading memories", u -> {
            long total = memories.repository().count(MemoryListQuery.newest(0).withSuperseded(true));
            long count = memories.repository().count(q);
            List<Memory> first = memories.repository().list(q.page(0, PAGE_SIZE));
            return new Page(total, count, first);
        }).onSuccess(p -> {
            if (gen != generation) {
                return;
            }
            journalSize.set(p.total());
            matching.set(p.count());
            rows.reset((int) Math.min(Integer.MAX_VALUE, p.count()), p.rows().stream().map(MemoryRowViewModel::of).toList());
            error.set("");
        }).onFailure(e -> error.set(e.getMessage())));
    }

    private void loadPage(int page) {
        int gen = generation;
        MemoryListQuery q = query().page(page * PAGE_SIZE, PAGE_SIZE);
        executor.execute(BackgroundTask.of("Loading memories", u -> memories.repository().list(q))
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

    /** Shows a row in the editor. */
    public void select(MemoryRowViewModel row) {
        row.memory().ifPresentOrElse(editor::show, editor::clear);
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
        executor.execute(BackgroundTask.of("Pinning", u -> memories.edit(row.id(), Optional.empty(), Optional.empty(),
                        java.util.OptionalInt.empty(), Optional.of(!row.pinned())))
                .onSuccess(this::memoryChanged)
                .onFailure(e -> error.set(e.getMessage())));
    }

    /** Deletes memories; {@link #undo} puts them back with their old fields. */
    public void delete(List<MemoryRowViewModel> selected) {
        List<Memory> gone = selected.stream().flatMap(r -> r.memory().stream()).toList();
        if (gone.isEmpty()) {
            return;
        }
        List<Long> ids = gone.stream().map(Memory::id).toList();
        executor.execute(BackgroundTask.of("Deleting", u -> memories.forget(ids)).onSuccess(n -> {
            lastDeleted = gone;
            canUndo.set(true);
            notice.set(n == 1 ? "Deleted 1 memory." : "Deleted " + n + " memories.");
            if (editor.shownId() != 0 && ids.contains(editor.shownId())) {
                editor.clear();
            }
            changed();
        }).onFailure(e -> error.set(e.getMessage())));
    }

    /** Restores the memories deleted last: same text, kind, importance, dates, source, pin and vector. */
    public void undo() {
        List<Memory> restore = lastDeleted;
        if (restore.isEmpty()) {
            return;
        }
        executor.execute(BackgroundTask.of("Restoring", u -> {
            List<NewMemory> again = restore.stream().map(m -> new NewMemory(m.text(), m.kind(), m.createdAt(),
                    m.importance(), m.embedding(), m.source(), m.pinned())).toList();
            List<Memory> added = memories.repository().addAll(again);
            Map<Instant, List<Long>> byAccess = new TreeMap<>();
            for (int i = 0; i < added.size(); i++) {
                byAccess.computeIfAbsent(restore.get(i).lastAccessed(), k -> new ArrayList<>()).add(added.get(i).id());
            }
            byAccess.forEach((when, ids) -> memories.repository().touch(ids, when));
            return added.size();
        }).onSuccess(n -> {
            lastDeleted = List.of();
            canUndo.set(false);
            notice.set(n == 1 ? "Restored 1 memory." : "Restored " + n + " memories.");
            changed();
        }).onFailure(e -> error.set(e.getMessage())));
    }

    public void dismissNotice() {
        notice.set("");
    }

    private void memoryChanged(Memory m) {
        rows.replace(MemoryRowViewModel.of(m));
        if (editor.shownId() == m.id()) {
            editor.show(m);
        }
        changeListeners.forEach(Runnable::run);
    }

    private void changed() {
        refresh();
        changeListeners.forEach(Runnable::run);
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

    public BooleanProperty showSupersededProperty() {
        return showSuperseded;
    }

    public ObjectProperty<SortField> sortFieldProperty() {
        return sortField;
    }

    public BooleanProperty descendingProperty() {
        return descending;
    }

    /** Sets sort field and direction with one reload. */
    public void sortBy(SortField field, boolean desc) {
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

    private record Page(long total, long count, List<Memory> rows) {
    }
}
