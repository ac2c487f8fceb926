package org.memoryjournal.ui.browser;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
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

import org.memoryjournal.chat.HandReplacement;
import org.memoryjournal.chat.Insights;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.MemoryText;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.Excerpt;
import org.memoryjournal.ui.TaskExecutor;

/**
 * The detail panel of the selected memory: text, kind, importance and pin, saved together. Only the
 * changed fields are written; a changed text is re-embedded by {@link MemoryService#edit}.
 */
public final class MemoryEditorViewModel {
    private static final int SHOWN_TEXT = 80;
    private final MemoryService memories;
    private final TaskExecutor executor;
    private final Consumer<Memory> saved;
    private final Runnable acting;
    private final Insights insights;
    private final LongConsumer open;
    private final Consumer<Memory> replace;
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
    private final BooleanBinding canMarkReplaced = Bindings.createBooleanBinding(
            () -> shown.get() != null && HandReplacement.replaceable(shown.get()), shown);
    private final BooleanBinding dirty = Bindings.createBooleanBinding(() -> !changedFields().isEmpty(), shown, text,
            kind, importance, pinned);

    /**
     * {@code acting} runs when the user saves or restores (the browser closes its Undo notice then); {@code open}
     * shows another memory (a cited memory of an insight was clicked); {@code replace} asks which memory replaces
     * the shown one ("Replaced by…").
     */
    MemoryEditorViewModel(MemoryService memories, Insights insights, TaskExecutor executor, Consumer<Memory> saved,
                          Runnable acting, LongConsumer open, Consumer<Memory> replace) {
        this.memories = memories;
        this.insights = insights;
        this.executor = executor;
        this.saved = saved;
        this.acting = acting;
        this.open = open;
        this.replace = replace;
    }

    /**
     * Shows a memory. When it is the one shown, changed in the store under unsaved edits (pinned from the table,
     * restored), each field the user changed keeps what they typed and the others follow the store.
     */
    void show(Memory m) {
        Memory before = shown.get();
        if (before != null && before.id() == m.id() && dirty.get()) {
            showDetails(m);
            keepTypedOver(before, m);
        } else {
            load(m);
        }
    }

    /** Shows a memory's stored values in every field (what was typed for it is dropped). */
    private void load(Memory m) {
        showDetails(m);
        text.set(m.text());
        kind.set(m.kind());
        importance.set(Integer.toString(m.importance()));
        pinned.set(m.pinned());
        textError.set("");
        importanceError.set("");
        error.set("");
    }

    private void keepTypedOver(Memory before, Memory now) {
        if (Objects.equals(text.get(), before.text())) {
            text.set(now.text());
        }
        if (kind.get() == before.kind()) {
            kind.set(now.kind());
        }
        if (Objects.equals(importance.get(), Integer.toString(before.importance()))) {
            importance.set(Integer.toString(now.importance()));
        }
        if (pinned.get() == before.pinned()) {
            pinned.set(now.pinned());
        }
    }

    /** The header's, the evidence's, the writer's and the supersession's part of showing a memory. */
    private void showDetails(Memory m) {
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
                    if (shownId() == restored.id()) {
                        show(restored);
                    }
                    saved.accept(restored);
                })
                .onFailure(e -> error.set(e.getMessage())));
    }

    /**
     * Asks which later memory replaces the shown one, which is then kept as superseded (Restore undoes it). Unsaved
     * edits stay in the fields: the memory stays shown.
     */
    public void markReplaced() {
        if (canMarkReplaced.get()) {
            replace.accept(shown.get());
        }
    }

    /** True while a current memory other than an insight is shown (an insight is redrawn by reflection). */
    public BooleanBinding canMarkReplacedBinding() {
        return canMarkReplaced;
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

    /** Which fields differ from the stored memory: "text", "kind", "importance", "pin". */
    List<String> changedFields() {
        Memory m = shown.get();
        List<String> changed = new ArrayList<>();
        if (m != null) {
            if (!m.text().equals(text.get())) {
                changed.add("text");
            }
            if (m.kind() != kind.get()) {
                changed.add("kind");
            }
            if (!Integer.toString(m.importance()).equals(importance.get())) {
                changed.add("importance");
            }
            if (m.pinned() != pinned.get()) {
                changed.add("pin");
            }
        }
        return changed;
    }

    /** E.g. "Memory #12 “I like tea.” has unsaved changes to its text and importance." */
    String describeEdits() {
        Memory m = shown.get();
        if (m == null) {
            return "";
        }
        List<String> fields = changedFields();
        String listed = fields.size() == 1 ? fields.get(0)
                : String.join(", ", fields.subList(0, fields.size() - 1)) + " and " + fields.get(fields.size() - 1);
        return "Memory #" + m.id() + " “" + Excerpt.of(m.text(), SHOWN_TEXT) + "” has unsaved changes to its "
                + listed + ".";
    }

    /** Validates and saves the changed fields; errors appear next to their field. */
    public void save() {
        save(() -> { }, () -> { });
    }

    /**
     * Validates and saves the changed fields, then runs {@code afterSave}; runs {@code notSaved} instead when a field
     * is refused (its error shows next to it) or the store fails (its message shows under the fields).
     */
    void save(Runnable afterSave, Runnable notSaved) {
        Memory m = shown.get();
        if (m == null) {
            notSaved.run();
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
            notSaved.run();
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
                    // The user may have moved on while it was written: the editor shows what it shows now.
                    if (shownId() == updated.id()) {
                        load(updated);
                    }
                    saved.accept(updated);
                    afterSave.run();
                })
                .onFailure(e -> {
                    error.set(e.getMessage());
                    notSaved.run();
                }));
    }

    /** Puts back the stored values. */
    public void revert() {
        Memory m = shown.get();
        if (m != null) {
            load(m);
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
