package org.memoryjournal.ui.browser;

import java.util.ArrayList;
import java.util.List;

import javafx.collections.ListChangeListener;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;

import org.memoryjournal.ui.Styles;

/**
 * The browser's filters in one menu, for a narrow pane where the kind buttons, the source list and the superseded
 * toggle would take three lines above the table: the same choices, and a label that counts those in use
 * ("Filters · 2") so a filtered table never passes for the whole journal.
 */
final class FilterMenu extends MenuButton {
    private final BrowserFilter filter;
    private final ToggleGroup kinds = new ToggleGroup();
    private final ToggleGroup sources = new ToggleGroup();
    private final CheckMenuItem superseded = new CheckMenuItem("Show superseded memories");
    private final List<MenuItem> sourceItems = new ArrayList<>();

    FilterMenu(BrowserFilter filter) {
        this.filter = filter;
        setId("filter-menu");
        setMinWidth(Region.USE_PREF_SIZE);
        superseded.setId("filter-menu-superseded");
        for (BrowserFilter.KindFilter k : BrowserFilter.KindFilter.values()) {
            RadioMenuItem item = new RadioMenuItem(KindNames.filterLabel(k));
            item.setToggleGroup(kinds);
            item.setUserData(k);
            item.setOnAction(e -> filter.kindProperty().set(k));
            getItems().add(item);
        }
        getItems().addAll(new SeparatorMenuItem(), new SeparatorMenuItem(), superseded);
        superseded.selectedProperty().bindBidirectional(filter.showSupersededProperty());
        filter.sourceChoices().addListener((ListChangeListener<SourceChoice>) c -> listSources());
        filter.kindProperty().addListener(o -> update());
        filter.sourceProperty().addListener(o -> update());
        filter.showSupersededProperty().addListener(o -> update());
        listSources();
    }

    /** The source choices, between the two separators (assistants come and go as they write memories). */
    private void listSources() {
        getItems().removeAll(sourceItems);
        sourceItems.clear();
        for (SourceChoice choice : filter.sourceChoices()) {
            RadioMenuItem item = new RadioMenuItem(choice.label());
            item.setToggleGroup(sources);
            item.setUserData(choice);
            item.setOnAction(e -> filter.sourceProperty().set(choice));
            sourceItems.add(item);
        }
        getItems().addAll(BrowserFilter.KindFilter.values().length + 1, sourceItems);
        update();
    }

    /** Ticks the choices in use and counts them in the label. */
    private void update() {
        kinds.getToggles().forEach(t -> t.setSelected(t.getUserData() == filter.kindProperty().get()));
        SourceChoice source = filter.sourceProperty().get() == null ? SourceChoice.ALL : filter.sourceProperty().get();
        sources.getToggles().forEach(t -> t.setSelected(source.equals(t.getUserData())));
        List<String> used = new ArrayList<>();
        if (filter.kindProperty().get() != BrowserFilter.KindFilter.ALL) {
            used.add(KindNames.filterLabel(filter.kindProperty().get()));
        }
        if (!source.equals(SourceChoice.ALL)) {
            used.add(source.label());
        }
        if (filter.showSupersededProperty().get()) {
            used.add("superseded shown");
        }
        setText(used.isEmpty() ? "Filters" : "Filters · " + used.size());
        getStyleClass().remove(Styles.ACCENT_BUTTON);
        if (!used.isEmpty()) {
            getStyleClass().add(Styles.ACCENT_BUTTON);
        }
        setTooltip(new Tooltip(used.isEmpty() ? "Kind, source and superseded memories: all shown"
                : "Showing: " + String.join(", ", used)));
    }
}
