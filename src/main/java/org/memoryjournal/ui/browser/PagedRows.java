package org.memoryjournal.ui.browser;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;

import javafx.collections.ObservableListBase;

/**
 * The table's items: a list as long as the query's result that holds only the pages asked for.
 * {@link #get} of a row whose page is missing returns a placeholder and asks for the page; when it
 * arrives the rows are replaced, so the table virtualises 100,000 rows while loading a few hundred.
 */
final class PagedRows extends ObservableListBase<MemoryRowViewModel> {
    private static final int MAX_PAGES = 25;

    private final int pageSize;
    private final IntConsumer requestPage;
    private final Map<Integer, List<MemoryRowViewModel>> pages = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, List<MemoryRowViewModel>> eldest) {
            return size() > MAX_PAGES;
        }
    };
    private final java.util.Set<Integer> requested = new java.util.HashSet<>();
    private int size;

    PagedRows(int pageSize, IntConsumer requestPage) {
        this.pageSize = pageSize;
        this.requestPage = requestPage;
    }

    @Override
    public MemoryRowViewModel get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
        int page = index / pageSize;
        List<MemoryRowViewModel> rows = pages.get(page);
        if (rows == null && requested.add(page)) {
            requestPage.accept(page);
            rows = pages.get(page);
        }
        if (rows == null || index % pageSize >= rows.size()) {
            return MemoryRowViewModel.loading();
        }
        return rows.get(index % pageSize);
    }

    @Override
    public int size() {
        return size;
    }

    /** Starts over with a new result size and its first page. */
    void reset(int newSize, List<MemoryRowViewModel> firstPage) {
        reset(newSize, Map.of(0, firstPage));
    }

    /** Starts over with a new result size and the pages already loaded (page number → rows). */
    void reset(int newSize, Map<Integer, List<MemoryRowViewModel>> loaded) {
        int oldSize = size;
        pages.clear();
        requested.clear();
        size = newSize;
        if (newSize > 0) {
            loaded.forEach((page, rows) -> {
                pages.put(page, List.copyOf(rows));
                requested.add(page);
            });
        }
        beginChange();
        if (oldSize > 0) {
            nextRemove(0, Collections.nCopies(oldSize, MemoryRowViewModel.loading()));
        }
        if (newSize > 0) {
            nextAdd(0, newSize);
        }
        endChange();
    }

    /** Stores a loaded page and tells the table its rows changed. */
    void pageLoaded(int page, List<MemoryRowViewModel> rows) {
        pages.put(page, List.copyOf(rows));
        int from = page * pageSize;
        int to = Math.min(size, from + rows.size());
        if (from < to) {
            beginChange();
            nextReplace(from, to, Collections.nCopies(to - from, MemoryRowViewModel.loading()));
            endChange();
        }
    }

    /** Forgets a page whose load failed so a later scroll asks again. */
    void pageFailed(int page) {
        requested.remove(page);
    }

    /** Replaces one loaded row (after an edit or a pin). */
    void replace(MemoryRowViewModel row) {
        for (Map.Entry<Integer, List<MemoryRowViewModel>> e : pages.entrySet()) {
            List<MemoryRowViewModel> rows = e.getValue();
            for (int i = 0; i < rows.size(); i++) {
                if (rows.get(i).id() == row.id()) {
                    MemoryRowViewModel[] copy = rows.toArray(new MemoryRowViewModel[0]);
                    MemoryRowViewModel old = copy[i];
                    copy[i] = row;
                    e.setValue(List.of(copy));
                    int at = e.getKey() * pageSize + i;
                    beginChange();
                    nextSet(at, old);
                    endChange();
                    return;
                }
            }
        }
    }

    /** The index of a loaded row, or -1. */
    int indexOf(long id) {
        for (Map.Entry<Integer, List<MemoryRowViewModel>> e : pages.entrySet()) {
            List<MemoryRowViewModel> rows = e.getValue();
            for (int i = 0; i < rows.size(); i++) {
                if (rows.get(i).id() == id) {
                    return e.getKey() * pageSize + i;
                }
            }
        }
        return -1;
    }

    int loadedPages() {
        return pages.size();
    }
}
