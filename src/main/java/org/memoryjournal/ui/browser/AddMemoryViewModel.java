package org.memoryjournal.ui.browser;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Consumer;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.chat.MemoryService.Draft;
import org.memoryjournal.memory.Importance;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.MemoryText;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.TaskExecutor;

/** The "add a memory" form (text, kind, importance, optional date) and the first-run examples. */
public final class AddMemoryViewModel {
    private final MemoryService memories;
    private final TaskExecutor executor;
    private final Consumer<Memory> added;
    private final StringProperty text = new SimpleStringProperty(this, "text", "");
    private final ObjectProperty<MemoryKind> kind = new SimpleObjectProperty<>(this, "kind", MemoryKind.EPISODIC);
    private final StringProperty importance = new SimpleStringProperty(this, "importance", "5");
    private final ObjectProperty<LocalDate> date = new SimpleObjectProperty<>(this, "date");
    private final ReadOnlyStringWrapper textError = new ReadOnlyStringWrapper(this, "textError", "");
    private final ReadOnlyStringWrapper importanceError = new ReadOnlyStringWrapper(this, "importanceError", "");
    private final ReadOnlyStringWrapper dateError = new ReadOnlyStringWrapper(this, "dateError", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");

    AddMemoryViewModel(MemoryService memories, TaskExecutor executor, Consumer<Memory> added) {
        this.memories = memories;
        this.executor = executor;
        this.added = added;
    }

    /** Validates the form; when valid, writes the memory and clears the form. */
    public boolean add() {
        String t;
        boolean ok = true;
        try {
            t = MemoryText.validate(text.get());
            textError.set("");
        } catch (RuntimeException e) {
            textError.set(e.getMessage());
            t = "";
            ok = false;
        }
        OptionalInt imp = parseImportance(importance.get(), importanceError);
        ok &= imp.isPresent();
        Instant now = memories.now();
        ZoneId zone = ZoneId.systemDefault();
        LocalDate day = date.get();
        if (day != null && day.isAfter(LocalDate.ofInstant(now, zone))) {
            dateError.set("The date is in the future; pick today or an earlier day.");
            ok = false;
        } else {
            dateError.set("");
        }
        if (!ok) {
            return false;
        }
        Instant at = day == null || day.equals(LocalDate.ofInstant(now, zone)) ? now
                : day.atTime(12, 0).atZone(zone).toInstant();
        Draft draft = Draft.of(t, MemorySource.MANUAL).withKind(kind.get()).withImportance(imp.getAsInt()).at(at);
        executor.execute(BackgroundTask.of("Adding memory", u -> memories.remember(draft)).onSuccess(m -> {
            text.set("");
            date.set(null);
            error.set("");
            added.accept(m);
        }).onFailure(e -> error.set(e.getMessage())));
        return true;
    }

    /** Adds a few example memories so a new user sees the three signals at work. */
    public void addExamples() {
        Instant now = memories.now();
        List<Draft> examples = List.of(
                Draft.of("I started learning the cello this spring; practice is Tuesday and Thursday evenings.",
                        MemorySource.MANUAL).withKind(MemoryKind.SEMANTIC).withImportance(7)
                        .at(now.minus(60, ChronoUnit.DAYS)),
                Draft.of("My sister Ana's birthday is on 14 March; she loves botanical gardens.",
                        MemorySource.MANUAL).withKind(MemoryKind.SEMANTIC).withImportance(8)
                        .at(now.minus(120, ChronoUnit.DAYS)),
                Draft.of("Had a long walk by the river this morning and felt calmer about the project deadline.",
                        MemorySource.MANUAL).withKind(MemoryKind.EPISODIC).withImportance(4)
                        .at(now.minus(5, ChronoUnit.HOURS)),
                Draft.of("Dinner with Tom on Friday: we talked about moving to Lisbon next year.",
                        MemorySource.MANUAL).withKind(MemoryKind.EPISODIC).withImportance(6)
                        .at(now.minus(9, ChronoUnit.DAYS)),
                Draft.of("Keep answers short and suggest one concrete next step.",
                        MemorySource.MANUAL).withKind(MemoryKind.PROCEDURAL).withImportance(5)
                        .at(now.minus(30, ChronoUnit.DAYS)),
                Draft.of("I'm allergic to peanuts.", MemorySource.MANUAL).withKind(MemoryKind.SEMANTIC)
                        .withImportance(9).at(now.minus(200, ChronoUnit.DAYS)));
        executor.execute(BackgroundTask.of("Adding examples", u -> memories.rememberAll(examples))
                .onSuccess(list -> list.stream().reduce((a, b) -> b).ifPresent(added))
                .onFailure(e -> error.set(e.getMessage())));
    }

    static OptionalInt parseImportance(String value, ReadOnlyStringWrapper errorOut) {
        try {
            int i = Integer.parseInt(value == null ? "" : value.strip());
            if (i >= Importance.MIN && i <= Importance.MAX) {
                errorOut.set("");
                return OptionalInt.of(i);
            }
        } catch (NumberFormatException e) {
            // fall through to the message below
        }
        errorOut.set("Importance is a whole number from 1 to 10.");
        return OptionalInt.empty();
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

    /** The day the memory happened; empty (null) means now. */
    public ObjectProperty<LocalDate> dateProperty() {
        return date;
    }

    public ReadOnlyStringProperty textErrorProperty() {
        return textError.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty importanceErrorProperty() {
        return importanceError.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty dateErrorProperty() {
        return dateError.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }
}
