package org.memoryjournal.ui.browser;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ObservableList;

import org.memoryjournal.chat.MemoryFilter;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.TaskExecutor;

/**
 * The table's rows: how many memories the filter lets through and the pages of them the table asks for, loaded
 * from the store in the background. The table's selection is kept by id, so that a reload (a search, an edit,
 * another process's change) selects the same memories again where they are still listed.
 */
public final class MemoryListing {
    public static final int PAGE_SIZE = 200;

    private final MemoryService memories;
    private final TaskExecutor executor;
    private final BrowserFilter filter;
    private final BrowserNotice notice;
    private final Runnable reloaded;
    private final PagedRows rows;
    private final KeptSelection kept = new KeptSelection();
    private final ReadOnlyLongWrapper matching = new ReadOnlyLongWrapper(this, "matching", 0);
    private final ReadOnlyLongWrapper journalSize = new ReadOnlyLongWrapper(this, "journalSize", -1);
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(this, "loading", false);
    private final ReadOnlyObjectWrapper<List<Integer>> reselect = new ReadOnlyObjectWrapper<>(this, "reselect",
            List.of());
    private final StringBinding emptyText;
    private int generation;

    /** {@code reloaded} runs after each reload, once the rows are replaced and the selection found again. */
    MemoryListing(MemoryService memories, TaskExecutor executor, BrowserFilter filter, BrowserNotice notice,
                  Runnable reloaded) {
        this.memories = memories;
        this.executor = executor;
        this.filter = filter;
        this.notice = notice;
        this.reloaded = reloaded;
        this.rows = new PagedRows(PAGE_SIZE, this::loadPage);
        this.emptyText = Bindings.createStringBinding(this::describeEmpty, journalSize, filter.searchProperty(),
                loading);
        filter.onChange(this::refresh);
    }

    private String describeEmpty() {
        if (loading.get() && journalSize.get() < 0) {
            return "Loading memories…";
        }
        if (journalSize.get() == 0) {
            return "No memories yet — add one with “+ Add”, or start chatting: what you write is remembered.";
        }
        String s = filter.searchText();
        return s.isEmpty() ? "No memories match these filters." : "No memories match “" + s + "”.";
    }

    /** Reloads the count and the first page (after a chat turn, a filter change, an edit). */
    public void refresh() {
        int gen = ++generation;
        MemoryFilter f = filter.current();
        int keptPage = kept.pageOfFirst(PAGE_SIZE);
        loading.set(true);
        executor.execute(BackgroundTask.of("Loading memories", u -> {
            long total = memories.journalSize();
            long count = memories.count(f);
            Map<Integer, List<MemoryRowViewModel>> pages = new TreeMap<>();
            pages.put(0, rowsOf(memories.list(f, 0, PAGE_SIZE)));
            // The selected row's page and its neighbours (rows may have moved a little), so it is found again.
            for (int p = Math.max(1, keptPage - 1); keptPage > 0 && p <= keptPage + 1 && (long) p * PAGE_SIZE < count;
                 p++) {
                pages.put(p, rowsOf(memories.list(f, p * PAGE_SIZE, PAGE_SIZE)));
            }
            return new Page(total, count, pages, memories.clients());
        }).onSuccess(p -> {
            if (gen != generation) {
                return;
            }
            filter.offerClients(p.clients());
            journalSize.set(p.total());
            matching.set(p.count());
            reselect(kept.across(() -> rows.reset((int) Math.min(Integer.MAX_VALUE, p.count()), p.pages()), rows));
            reloaded.run();
            notice.clearError();
        }).onFailure(e -> notice.fail(e.getMessage())).onFinished(() -> {
            if (gen == generation) {
                loading.set(false);
            }
        }));
    }

    private void loadPage(int page) {
        int gen = generation;
        MemoryFilter f = filter.current();
        executor.execute(BackgroundTask.of("Loading memories", u -> memories.list(f, page * PAGE_SIZE, PAGE_SIZE))
                .onSuccess(list -> {
                    if (gen == generation) {
                        rows.pageLoaded(page, rowsOf(list));
                    }
                })
                .onFailure(e -> {
                    rows.pageFailed(page);
                    notice.fail(e.getMessage());
                }));
    }

    private static List<MemoryRowViewModel> rowsOf(List<Memory> list) {
        return list.stream().map(MemoryRowViewModel::of).toList();
    }

    /** Shows a memory as it is now in its row, if loaded (after an edit or a pin); the selection stays on it. */
    void replace(Memory m) {
        reselect(kept.across(() -> rows.replace(MemoryRowViewModel.of(m)), rows));
    }

    /** The table's selection changed: these memories are selected, the first one at {@code index}. */
    public void selectionChanged(List<Long> ids, int index) {
        kept.changed(ids, index);
    }

    /**
     * The rows (first one first) the table should select: after a reload, where the memories selected before are
     * listed now; after the user kept editing, the edited memory's row, or none when it is not listed. Null between
     * two requests, so that a request for the same rows is one again.
     */
    ReadOnlyObjectProperty<List<Integer>> reselectProperty() {
        return reselect.getReadOnlyProperty();
    }

    private void reselect(List<Integer> at) {
        if (!at.isEmpty()) {
            request(at);
        }
    }

    private void request(List<Integer> at) {
        reselect.set(null);
        reselect.set(at);
    }

    /** Asks the table to select only the memory {@code id}'s row, or no row when it is not listed. */
    void selectOnly(long id) {
        int at = rows.indexOf(id);
        request(at < 0 ? List.of() : List.of(at));
    }

    /** True when the memory {@code id} was selected but the rows, as reloaded, no longer list it. */
    boolean hides(long id) {
        return kept.hides(id, rows);
    }

    /** The index of the memory's row when its page is loaded, or −1. */
    int indexOf(long id) {
        return rows.indexOf(id);
    }

    public ObservableList<MemoryRowViewModel> rows() {
        return rows;
    }

    int loadedPages() {
        return rows.loadedPages();
    }

    /** How many memories match the search and filters. */
    public ReadOnlyLongProperty matchingProperty() {
        return matching.getReadOnlyProperty();
    }

    /** How many memories the journal holds (−1 until loaded). */
    public ReadOnlyLongProperty journalSizeProperty() {
        return journalSize.getReadOnlyProperty();
    }

    /** True while the count and first page are being loaded. */
    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    /** What the empty table says: an empty journal, or nothing matching the search or filters. */
    public StringBinding emptyTextBinding() {
        return emptyText;
    }

    private record Page(long total, long count, Map<Integer, List<MemoryRowViewModel>> pages, List<String> clients) {
    }
}
