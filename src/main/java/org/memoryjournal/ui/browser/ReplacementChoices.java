package org.memoryjournal.ui.browser;

import java.util.List;

import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.Excerpt;
import org.memoryjournal.ui.TaskExecutor;

/**
 * What the "Replaced by…" dialog offers: the memories that may replace one memory (current, written after it, of
 * its class), newest first, narrowed by a search text, and the one the user picked. Loaded in the background; an
 * answer to an older search text is dropped when a newer one was asked meanwhile.
 */
public final class ReplacementChoices {
    /** How many memories the dialog lists at most; a search finds older ones. */
    static final int SHOWN = 100;
    private static final int TITLE_TEXT = 80;

    private final MemoryService memories;
    private final TaskExecutor executor;
    private final Memory old;
    private final StringProperty search = new SimpleStringProperty(this, "search", "");
    private final ObservableList<Memory> candidates = FXCollections.observableArrayList();
    private final ObservableList<Memory> readOnlyCandidates = FXCollections.unmodifiableObservableList(candidates);
    private final ObjectProperty<Memory> chosen = new SimpleObjectProperty<>(this, "chosen");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final BooleanBinding canReplace = chosen.isNotNull();
    private int generation;

    ReplacementChoices(MemoryService memories, TaskExecutor executor, Memory old) {
        this.memories = memories;
        this.executor = executor;
        this.old = old;
        search.addListener((o, a, b) -> load());
    }

    /** Loads the memories that fit the search text (the dialog calls it once when it opens). */
    public void load() {
        int gen = ++generation;
        String text = search.get() == null ? "" : search.get().strip();
        status.set("Loading…");
        executor.execute(BackgroundTask.of("Finding later memories",
                        u -> memories.replacementsFor(old.id(), text, SHOWN))
                .onSuccess(found -> {
                    if (gen == generation) {
                        show(found, text);
                    }
                })
                .onFailure(e -> {
                    if (gen == generation) {
                        candidates.clear();
                        status.set(e.getMessage());
                    }
                }));
    }

    private void show(List<Memory> found, String text) {
        Memory picked = chosen.get();
        candidates.setAll(found);
        if (picked != null && !found.contains(picked)) {
            chosen.set(null);
        }
        if (!found.isEmpty()) {
            status.set(found.size() == SHOWN ? "The newest " + SHOWN + " shown; search to find others." : "");
        } else if (text.isEmpty()) {
            status.set("No later memory can replace it: only a current memory written after it, and an instruction"
                    + " only by an instruction.");
        } else {
            status.set("No later memory matches “" + text + "”.");
        }
    }

    /** E.g. "Which memory replaces #3 “Dentist on 2 April”?" */
    public String question() {
        return "Which memory replaces #" + old.id() + " “" + Excerpt.of(old.text(), TITLE_TEXT) + "”?";
    }

    /** The memory being replaced. */
    public Memory old() {
        return old;
    }

    /** The text the candidates are narrowed by; every change loads them again. */
    public StringProperty searchProperty() {
        return search;
    }

    /** The memories that may replace it, newest first. */
    public ObservableList<Memory> candidates() {
        return readOnlyCandidates;
    }

    /** The memory the user picked, or null. */
    public ObjectProperty<Memory> chosenProperty() {
        return chosen;
    }

    /** "Loading…", why nothing is listed, or "" while the list speaks for itself. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public BooleanBinding canReplaceBinding() {
        return canReplace;
    }
}
