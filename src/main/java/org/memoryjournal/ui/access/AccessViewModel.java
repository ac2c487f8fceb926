package org.memoryjournal.ui.access;

import java.time.ZoneId;
import java.util.List;
import java.util.Set;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;

import org.memoryjournal.chat.AccessService;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.TaskExecutor;

/**
 * The Access view's state: other assistants' calls on the journal, newest first (client, tool, query, the
 * memories returned or written, time), the clients the user switched off, and restoring a memory an
 * assistant forgot.
 */
public final class AccessViewModel {
    static final int SHOWN = 500;

    private final AccessService access;
    private final TaskExecutor executor;
    private final ZoneId zone;
    private final ObservableList<AccessRowViewModel> rows = FXCollections.observableArrayList();
    private final ObservableSet<String> switchedOff = FXCollections.observableSet();
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final List<Runnable> restoredListeners = new java.util.concurrent.CopyOnWriteArrayList<>();

    public AccessViewModel(AccessService access, TaskExecutor executor, ZoneId zone) {
        this.access = access;
        this.executor = executor;
        this.zone = zone;
    }

    private record Snapshot(List<AccessRowViewModel> rows, Set<String> off) {
    }

    /** Reloads the log and the switched-off clients (on opening, and when another process logged a call). */
    public void refresh() {
        executor.execute(BackgroundTask.of("Loading assistants' access", u -> new Snapshot(
                access.recent(SHOWN).stream().map(e -> AccessRowViewModel.of(e, zone)).toList(), access.switchedOff()))
                .onSuccess(s -> {
                    rows.setAll(s.rows());
                    switchedOff.retainAll(s.off());
                    switchedOff.addAll(s.off());
                    error.set("");
                })
                .onFailure(e -> error.set(e.getMessage())));
    }

    /** Switches a client off (its next calls are refused) or allows it again. */
    public void setSwitchedOff(String client, boolean off) {
        executor.execute(BackgroundTask.run("Saving", () -> access.setSwitchedOff(client, off))
                .onSuccess(v -> {
                    notice.set(off ? client + " is switched off: its calls are refused from now on."
                            : client + " may use the journal again.");
                    refresh();
                })
                .onFailure(e -> error.set(e.getMessage())));
    }

    /** Writes back the memory a forget call removed. */
    public void restore(AccessRowViewModel row) {
        if (!row.forgot()) {
            return;
        }
        long id = row.entry().memoryIds().get(0);
        executor.execute(BackgroundTask.of("Restoring", u -> access.restore(id))
                .onSuccess(m -> {
                    notice.set("Memory #" + id + " is back, as memory #" + m.id() + ".");
                    restoredListeners.forEach(Runnable::run);
                })
                .onFailure(e -> error.set(e.getMessage())));
    }

    /** Called (with the executor's results) after a memory was restored, e.g. to reload the memory browser. */
    public void onRestored(Runnable listener) {
        restoredListeners.add(listener);
    }

    public ObservableList<AccessRowViewModel> rows() {
        return rows;
    }

    public ObservableSet<String> switchedOff() {
        return switchedOff;
    }

    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }
}
