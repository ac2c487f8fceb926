package org.memoryjournal.ui.browser;

import java.util.List;

/**
 * The memories the table has selected, by id, so that a reload (a search, an edit, another process's change)
 * selects them again where they are still listed. The table clears its selection while its rows are replaced;
 * those changes are ignored.
 */
final class KeptSelection {
    private List<Long> ids = List.of();
    private int firstIndex = -1;
    private boolean replacing;

    /** The table's selection changed (by the user, or by a restore). */
    void changed(List<Long> selectedIds, int index) {
        if (!replacing) {
            ids = List.copyOf(selectedIds);
            firstIndex = selectedIds.isEmpty() ? -1 : index;
        }
    }

    /** The page the first selected row was on, to be loaded with a reload's first page (−1 for none). */
    int pageOfFirst(int pageSize) {
        return ids.isEmpty() || firstIndex < 0 ? -1 : firstIndex / pageSize;
    }

    /** Runs {@code replace} (which replaces the rows) and returns where the kept ids are now, first one first. */
    List<Integer> across(Runnable replace, PagedRows rows) {
        replacing = true;
        try {
            replace.run();
        } finally {
            replacing = false;
        }
        // indexOf(long), by id: the list's own indexOf(Object) compares rows.
        return ids.stream().map(id -> rows.indexOf(id.longValue())).filter(i -> i >= 0).toList();
    }

    /** True when {@code id} is selected but the rows, as reloaded, no longer list it (a search or filter hid it). */
    boolean hides(long id, PagedRows rows) {
        return id != 0 && ids.contains(id) && rows.indexOf(id) < 0;
    }

    List<Long> ids() {
        return ids;
    }
}
