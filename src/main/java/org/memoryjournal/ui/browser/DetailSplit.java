package org.memoryjournal.ui.browser;

import java.util.HashMap;
import java.util.Map;

import javafx.css.PseudoClass;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

/**
 * The table above, and below it whichever shows of the memory's editor and the add form; with neither, the table
 * takes the whole height (the divider goes). The lower pane opens at the height it asks for, but on a short window
 * the editor takes at most half, so the table keeps its rows; the add form may take all but the table's least
 * height, as a new memory matters more then than the rows. A height the user drags a pane to is kept for it;
 * otherwise the pane follows what it shows and the window's height. A taller window makes the table taller.
 */
final class DetailSplit extends SplitPane {
    /** The height the table is given before a pane below it grows past half: its header and about 12 rows. */
    static final double TABLE_ROOM = 320;
    /** The divider's thickness (theme-light.css, #detail-split). */
    private static final double DIVIDER = 5;
    private static final PseudoClass COLLAPSED = PseudoClass.getPseudoClass("collapsed");

    private final Region table;
    private final Region editor;
    private final Region addForm;
    private final StackPane lower;
    private final Map<Region, Double> dragged = new HashMap<>();
    private Region shown;
    private boolean placePending;
    private boolean dragging;

    DetailSplit(Region table, Region editor, Region addForm) {
        this.table = table;
        this.editor = editor;
        this.addForm = addForm;
        this.lower = new StackPane(editor, addForm);
        setId("detail-split");
        setOrientation(Orientation.VERTICAL);
        for (Region pane : new Region[] {editor, addForm}) {
            pane.managedProperty().bind(pane.visibleProperty());
            pane.visibleProperty().addListener(o -> choose());
        }
        getItems().addAll(table, lower);
        SplitPane.setResizableWithParent(lower, false);
        heightProperty().addListener(o -> {
            if (shown != null && !dragged.containsKey(shown)) {
                place();
            }
        });
        addEventFilter(MouseEvent.MOUSE_PRESSED, e -> dragging = onDivider(e.getTarget()));
        addEventFilter(MouseEvent.MOUSE_RELEASED, e -> {
            if (dragging && shown != null) {
                dragged.put(shown, lower.getHeight());
            }
            dragging = false;
        });
        show(paneToShow());
    }

    private static boolean onDivider(Object target) {
        for (Node n = target instanceof Node node ? node : null; n != null; n = n.getParent()) {
            if (n.getStyleClass().contains("split-pane-divider")) {
                return true;
            }
        }
        return false;
    }

    /** The pane below that is visible now (the add form before the editor), or null for none. */
    private Region paneToShow() {
        return addForm.isVisible() ? addForm : editor.isVisible() ? editor : null;
    }

    private void choose() {
        if (paneToShow() != shown) {
            show(paneToShow());
        }
    }

    private void show(Region now) {
        shown = now;
        pseudoClassStateChanged(COLLAPSED, now == null);
        lower.setMinHeight(now == null ? 0 : Region.USE_COMPUTED_SIZE);
        lower.setMaxHeight(now == null ? 0 : Double.MAX_VALUE);
        place();
    }

    /**
     * Places the divider for the pane shown, at once when the split has its size (so that whoever lays it out next,
     * such as the table scrolling to a row, sees the table's new height), else when it is first laid out.
     */
    private void place() {
        double total = getHeight() - snappedTopInset() - snappedBottomInset();
        placePending = total <= 0;
        if (!placePending) {
            // The divider sits across the position: half of it above, half below.
            setDividerPosition(0, shown == null ? 1 : 1 - (lowerHeight(shown, total) + DIVIDER / 2) / total);
        }
        requestLayout();
    }

    @Override
    protected void layoutChildren() {
        if (placePending || wantsOtherHeight()) {
            place();
        }
        super.layoutChildren();
    }

    /**
     * True when the pane shown would now open at another height (another memory, a longer note, an error under a
     * field), and the user has not chosen its height: it follows what it shows. Within the divider's thickness the
     * height is the same.
     */
    private boolean wantsOtherHeight() {
        double total = getHeight() - snappedTopInset() - snappedBottomInset();
        return shown != null && total > 0 && !dragging && !dragged.containsKey(shown)
                && Math.abs(lowerHeight(shown, total) - lower.getHeight()) > DIVIDER;
    }

    /** How tall {@code pane} opens when the split is {@code total} high. */
    private double lowerHeight(Region pane, double total) {
        pane.applyCss(); // a pane shown for the first time has no skins yet, and would ask for a wrong height
        double wanted = dragged.getOrDefault(pane, pane.prefHeight(getWidth()));
        double room = pane == addForm ? total - DIVIDER - table.minHeight(getWidth())
                : Math.max(total / 2, total - TABLE_ROOM) - DIVIDER;
        return Math.max(pane.minHeight(getWidth()), Math.min(wanted, room));
    }
}
