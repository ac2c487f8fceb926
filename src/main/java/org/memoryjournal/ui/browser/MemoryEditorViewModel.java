package org.memoryjournal.ui.browser;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;
import java.util.function.LongConsumer;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.memoryjournal.chat.Insights;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.MemoryText;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.TaskExecutor;

/**
 * The detail panel of the selected memory: text, kind, importance and pin, saved together. Only the
 * changed fields are written; a changed text is re-embedded by {@link MemoryService#edit}.
 */
public final class MemoryEditorViewModel {
    private final MemoryService memories;
    private final TaskExecutor executor;
    private final Consumer<Memory> saved;
    private final Runnable acting;
    private final Insights insights;
    private final LongConsumer open;
    private final ObservableList<Memory> evidence = FXCollections.observableArrayList();
    private final ObservableList<Memory> readOnlyEvidence = FXCollections.unmodifiableObservableList(evidence);
    private final ReadOnlyStringWrapper client = new ReadOnlyStringWrapper(this, "client", "");
    private final ObjectProperty<Memory> shown = new SimpleObjectProperty<>(this, "shown");
    private final StringProperty text = new SimpleStringProperty(this, "text", "");
    private final ObjectProperty<MemoryKind> kind = new SimpleObjectProperty<>(this, "kind", MemoryKind.EPISODIC);
    private final StringProperty importance = new SimpleStringProperty(this, "importance", "5");
    private final BooleanProperty pinned = new SimpleBooleanProperty(this, "pinned", false);
    private final ReadOnlyStringWrapper textError = new ReadOnlyStringWrapper(this, "textError", "");
    private final ReadOnlyStringWrapper importanceError = new ReadOnlyStringWrapper(this, "importanceError", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final ReadOnlyStringWrapper supersession = new ReadOnlyStringWrapper(this, "supersession", "");
    private final BooleanBinding hasMemory = shown.isNotNull();
    private final BooleanBinding canRestore = Bindings.createBooleanBinding(
            () -> shown.get() != null && shown.get().isSuperseded(), shown);
    private final BooleanBinding dirty = Bindings.createBooleanBinding(this::isDirty, shown, text, kind, importance,
            pinned);

    /**
     * {@code acting} runs when the user saves or restores (the browser closes its Undo notice then); {@code open}
     * shows another memory (a cited memory of an insight was clicked).
     */
    MemoryEditorViewModel(MemoryService memories, Insights insights, TaskExecutor executor, Consumer<Memory> saved,
                          Runnable acting, LongConsumer open) {
        this.memories = memories;
        this.insights = insights;
        this.executor = executor;
        this.saved = saved;
        this.acting = acting;
        this.open = open;
    }

    void show(Memory m) {
        boolean same = shownId() == m.id();
        shown.set(m);
        if (!same) {
            evidence.clear();
            client.set("");
        }
        if (m.source() == MemorySource.REFLECTION) {
            executor.execute(BackgroundTask.of("Loading the insight's evidence", u -> insights.evidenceOf(m.id()))
                    .onSuccess(cited -> {
                        if (shownId() == m.id()) {
                            evidence.setAll(cited);
                        }
                    }));
        }
        if (m.source() == MemorySource.MCP) {
            executor.execute(BackgroundTask.of("Loading who wrote it", u -> memories.clientOf(m.id()))
                    .onSuccess(name -> {
                        if (shownId() == m.id()) {
                            client.set(name.isBlank() ? "Written by an assistant through MCP"
                                    : "Written by " + name + " (an assistant, through MCP)");
                        }
                    }));
        }
        text.set(m.text());
        kind.set(m.kind());
        importance.set(Integer.toString(m.importance()));
        pinned.set(m.pinned());
        textError.set("");
        importanceError.set("");
        error.set("");
        supersession.set("");
        if (m.isSuperseded()) {
            long newer = m.supersededBy().getAsLong();
            supersession.set("Superseded by memory #" + newer + ".");
            executor.execute(BackgroundTask.of("Loading why it was superseded", u -> memories.supersedeReason(m.id()))
                    .onSuccess(reason -> {
                        if (shownId() == m.id() && !reason.isBlank()) {
                            supersession.set("Superseded by memory #" + newer + ": " + reason);
                        }
                    }));
        }
    }

    /** Makes a superseded memory current again: it is recalled again; the newer memory stays as it is. */
    public void restore() {
        Memory m = shown.get();
        if (m == null || !m.isSuperseded()) {
            return;
        }
        acting.run();
        executor.execute(BackgroundTask.of("Restoring memory", u -> memories.restore(m.id()))
                .onSuccess(restored -> {
                    show(restored);
                    saved.accept(restored);
                })
                .onFailure(e -> error.set(e.getMessage())));
    }

    /** "Superseded by memory #12: the meeting moved" while a superseded memory is shown; "" otherwise. */
    public ReadOnlyStringProperty supersessionProperty() {
        return supersession.getReadOnlyProperty();
    }

    public BooleanBinding canRestoreBinding() {
        return canRestore;
    }

    void clear() {
        shown.set(null);
        text.set("");
        evidence.clear();
        client.set("");
    }

    /** The memories the shown insight cites (empty for any other memory). */
    public ObservableList<Memory> evidence() {
        return readOnlyEvidence;
    }

    /** Shows a cited memory in the browser. */
    public void openEvidence(long id) {
        open.accept(id);
    }

    /** "Written by Claude Desktop (an assistant, through MCP)" for a memory an assistant wrote; "" otherwise. */
    public ReadOnlyStringProperty clientProperty() {
        return client.getReadOnlyProperty();
    }

    long shownId() {
        return shown.get() == null ? 0 : shown.get().id();
    }

    private boolean isDirty() {
        Memory m = shown.get();
        return m != null && (!m.text().equals(text.get()) || m.kind() != kind.get()
                || !Integer.toString(m.importance()).equals(importance.get()) || m.pinned() != pinned.get());
    }

    /** Validates and saves the changed fields; errors appear next to their field. */
    public void save() {
        Memory m = shown.get();
        if (m == null) {
            return;
        }
        Optional<String> newText = Optional.empty();
        OptionalInt newImportance = OptionalInt.empty();
        boolean ok = true;
        try {
            String t = MemoryText.validate(text.get());
            textError.set("");
            if (!t.equals(m.text())) {
                newText = Optional.of(t);
            }
        } catch (RuntimeException e) {
            textError.set(e.getMessage());
            ok = false;
        }
        OptionalInt parsed = AddMemoryViewModel.parseImportance(importance.get(), importanceError);
        if (parsed.isEmpty()) {
            ok = false;
        } else if (parsed.getAsInt() != m.importance()) {
            newImportance = parsed;
        }
        if (!ok) {
            return;
        }
        Optional<MemoryKind> newKind = kind.get() == m.kind() ? Optional.empty() : Optional.of(kind.get());
        Optional<Boolean> newPin = pinned.get() == m.pinned() ? Optional.empty() : Optional.of(pinned.get());
        Optional<String> t = newText;
        OptionalInt i = newImportance;
        acting.run();
        executor.execute(BackgroundTask.of(t.isPresent() ? "Re-embedding memory" : "Saving memory",
                        u -> memories.edit(m.id(), t, newKind, i, newPin))
                .onSuccess(updated -> {
                    show(updated);
                    saved.accept(updated);
                })
                .onFailure(e -> error.set(e.getMessage())));
    }

    /** Puts back the stored values. */
    public void revert() {
        Memory m = shown.get();
        if (m != null) {
            show(m);
        }
    }

    public ObjectProperty<Memory> shownProperty() {
        return shown;
    }

    public StringProperty textProperty() {
        return text;
    }

    public ObjectProperty<MemoryKind> kindProperty() {
        return kind;
    }

    public StringProperty importanceProperty() {
        return importance;
    }

    public BooleanProperty pinnedProperty() {
        return pinned;
    }

    public ReadOnlyStringProperty textErrorProperty() {
        return textError.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty importanceErrorProperty() {
        return importanceError.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    public BooleanBinding hasMemoryBinding() {
        return hasMemory;
    }

    public BooleanBinding dirtyBinding() {
        return dirty;
    }
}
