package org.memoryjournal.ui.browser;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.chat.MemoryService.Draft;
import org.memoryjournal.memory.DayWords;
import org.memoryjournal.memory.Importance;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.MemoryText;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.TaskExecutor;

/**
 * The "add a memory" form (text, kind, importance, optional day) and the first-run examples. The day is
 * typed ("yesterday", "3 days ago", "last Tuesday", 2026-03-08) or picked; empty means now. Importance left
 * empty is rated from the text by the app, as {@code remember} without {@code --importance} is. A field's
 * error goes as soon as that field changes. After each save the form starts over: kind and importance back
 * to automatic.
 */
public final class AddMemoryViewModel {
    private final MemoryService memories;
    private final TaskExecutor executor;
    private final ZoneId zone;
    private final Consumer<List<Memory>> added;
    private final StringProperty text = new SimpleStringProperty(this, "text", "");
    private final ObjectProperty<KindChoice> kind = new SimpleObjectProperty<>(this, "kind", KindChoice.AUTOMATIC);
    private final StringProperty importance = new SimpleStringProperty(this, "importance", "");
    private final StringProperty date = new SimpleStringProperty(this, "date", "");
    private final ObjectBinding<LocalDate> day;
    private final ReadOnlyStringWrapper textError = new ReadOnlyStringWrapper(this, "textError", "");
    private final ReadOnlyStringWrapper importanceError = new ReadOnlyStringWrapper(this, "importanceError", "");
    private final ReadOnlyStringWrapper dateError = new ReadOnlyStringWrapper(this, "dateError", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");

    AddMemoryViewModel(MemoryService memories, TaskExecutor executor, Consumer<List<Memory>> added) {
        this.memories = memories;
        this.executor = executor;
        this.zone = memories.zone();
        this.added = added;
        this.day = Bindings.createObjectBinding(() -> dayOf(date.get()).orElse(null), date);
        // An error is about what the field held when Add was pressed: once it is edited, the error is stale.
        text.addListener(o -> textError.set(""));
        importance.addListener(o -> importanceError.set(""));
        date.addListener(o -> dateError.set(""));
    }

    private Optional<LocalDate> dayOf(String typed) {
        return DayWords.parse(typed, ZonedDateTime.ofInstant(memories.now(), zone));
    }

    /** Validates the form; when valid, writes the memory and starts the form over. */
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
        boolean appRates = importance.get() == null || importance.get().isBlank();
        OptionalInt imp = appRates ? OptionalInt.empty() : parseImportance(importance.get(), importanceError);
        ok &= appRates || imp.isPresent();
        Instant now = memories.now();
        LocalDate today = LocalDate.ofInstant(now, zone);
        String typed = date.get() == null ? "" : date.get().strip();
        Optional<LocalDate> picked = typed.isEmpty() ? Optional.of(today) : dayOf(typed);
        if (picked.isEmpty()) {
            dateError.set("“" + typed + "” is not a date I understand. Type a date like " + today.minusDays(3)
                    + ", or today, yesterday, 3 days ago, last Tuesday; leave it empty for now.");
            ok = false;
        } else if (picked.get().isAfter(today)) {
            dateError.set("The date " + picked.get() + " is in the future; pick today or an earlier day.");
            ok = false;
        } else {
            dateError.set("");
        }
        if (!ok) {
            return false;
        }
        LocalDate d = picked.get();
        Instant at = d.equals(today) ? now : d.atTime(12, 0).atZone(zone).toInstant();
        // What is not chosen stays out of the draft: MemoryService rates and classifies it, as for the CLI.
        Draft draft = Draft.of(t, MemorySource.MANUAL).at(at);
        if (imp.isPresent()) {
            draft = draft.withImportance(imp.getAsInt());
        }
        Optional<MemoryKind> chosen = kind.get().kind();
        Draft toWrite = chosen.isPresent() ? draft.withKind(chosen.get()) : draft;
        executor.execute(BackgroundTask.of("Adding memory", u -> memories.remember(toWrite)).onSuccess(m -> {
            startOver();
            added.accept(List.of(m));
        }).onFailure(e -> error.set(e.getMessage())));
        return true;
    }

    private void startOver() {
        text.set("");
        date.set("");
        kind.set(KindChoice.AUTOMATIC);
        importance.set("");
        error.set("");
        textError.set("");
        importanceError.set("");
        dateError.set("");
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
                .onSuccess(added)
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

    /** Automatic (the app's classifier decides) unless a kind is chosen; back to automatic after each save. */
    public ObjectProperty<KindChoice> kindProperty() {
        return kind;
    }

    /** The importance as typed: empty (the default, again after each save) means the app rates it. */
    public StringProperty importanceProperty() {
        return importance;
    }

    /** The day as typed: empty means now. */
    public StringProperty dateProperty() {
        return date;
    }

    /** The day the typed text names, or null while it names none (empty, or not understood). */
    public ObjectBinding<LocalDate> dayBinding() {
        return day;
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
