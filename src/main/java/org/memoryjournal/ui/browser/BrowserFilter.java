package org.memoryjournal.ui.browser;

import java.util.List;
import java.util.Optional;

import javafx.beans.InvalidationListener;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.memoryjournal.chat.MemoryFilter;
import org.memoryjournal.chat.MemoryFilter.Sort;
import org.memoryjournal.memory.MemoryKind;

/**
 * What the table lists: the search, the kind, source and superseded filters and the order, read by the store as
 * one {@link MemoryFilter}. Each change asks for one reload; a new sort sets field and direction together so it
 * asks once, not twice.
 */
public final class BrowserFilter {
    /** The kind filter's choices. */
    public enum KindFilter {
        ALL, EPISODIC, SEMANTIC, PROCEDURAL;

        Optional<MemoryKind> kind() {
            return this == ALL ? Optional.empty() : Optional.of(MemoryKind.valueOf(name()));
        }
    }

    private final StringProperty search = new SimpleStringProperty(this, "search", "");
    private final ObjectProperty<KindFilter> kind = new SimpleObjectProperty<>(this, "kind", KindFilter.ALL);
    private final ObjectProperty<SourceChoice> source = new SimpleObjectProperty<>(this, "source", SourceChoice.ALL);
    private final ObservableList<SourceChoice> sourceChoices = FXCollections.observableArrayList(
            SourceChoice.all(List.of()));
    private final BooleanProperty showSuperseded = new SimpleBooleanProperty(this, "showSuperseded", false);
    private final ObjectProperty<Sort> sortField = new SimpleObjectProperty<>(this, "sort", Sort.CREATED);
    private final BooleanProperty descending = new SimpleBooleanProperty(this, "descending", true);
    private Runnable reload = () -> { };
    private boolean batching;

    BrowserFilter() {
        InvalidationListener changed = o -> {
            if (!batching) {
                reload.run();
            }
        };
        search.addListener(changed);
        kind.addListener(changed);
        source.addListener(changed);
        showSuperseded.addListener(changed);
        sortField.addListener(changed);
        descending.addListener(changed);
    }

    /** Who reloads the rows when the filter changes. */
    void onChange(Runnable action) {
        this.reload = action;
    }

    /** The filter as the store reads it. */
    public MemoryFilter current() {
        SourceChoice origin = source.get() == null ? SourceChoice.ALL : source.get();
        return new MemoryFilter(search.get(), kind.get().kind(), showSuperseded.get(), sortField.get(),
                descending.get(), origin.source(), origin.client());
    }

    /** The search as typed, without surrounding blanks ("" for none). */
    String searchText() {
        return search.get() == null ? "" : search.get().strip();
    }

    /** Offers a choice for each assistant that wrote memories (the list is left alone when it is the same). */
    void offerClients(List<String> clients) {
        List<SourceChoice> choices = SourceChoice.all(clients);
        if (!choices.equals(sourceChoices)) {
            sourceChoices.setAll(choices);
        }
    }

    /** Sets sort field and direction with one reload. */
    public void sortBy(Sort field, boolean desc) {
        if (field == sortField.get() && desc == descending.get()) {
            return;
        }
        batching = true;
        descending.set(desc);
        sortField.set(field);
        batching = false;
        reload.run();
    }

    public StringProperty searchProperty() {
        return search;
    }

    public ObjectProperty<KindFilter> kindProperty() {
        return kind;
    }

    /** Which source (or assistant) the table shows. */
    public ObjectProperty<SourceChoice> sourceProperty() {
        return source;
    }

    /** The source filter's choices: all, each source, each assistant that wrote memories. */
    public ObservableList<SourceChoice> sourceChoices() {
        return sourceChoices;
    }

    public BooleanProperty showSupersededProperty() {
        return showSuperseded;
    }

    public ObjectProperty<Sort> sortFieldProperty() {
        return sortField;
    }

    public BooleanProperty descendingProperty() {
        return descending;
    }
}
