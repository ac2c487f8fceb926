package org.memoryjournal.ui.browser;

import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;

/**
 * A vertical scroll pane as tall as its content is at the width it has. A plain scroll pane asks its content
 * for its height at no particular width, which for wrapping content (a flow of fields, wrapped labels) is the
 * height at some other width: a gap under the content, or a scroll bar where none is needed.
 */
final class FittingScroll extends ScrollPane {
    FittingScroll(Node content) {
        super(content);
        setFitToWidth(true);
        setHbarPolicy(ScrollBarPolicy.NEVER);
    }

    /** Its height depends on its width, so a parent asking for its height says at which width. */
    @Override
    public Orientation getContentBias() {
        return Orientation.HORIZONTAL;
    }

    @Override
    protected double computePrefHeight(double width) {
        Node content = getContent();
        double w = width > 0 ? width : getWidth();
        if (content == null || w <= 0) {
            return super.computePrefHeight(width);
        }
        Insets in = getInsets();
        return content.prefHeight(Math.max(0, w - in.getLeft() - in.getRight())) + in.getTop() + in.getBottom();
    }
}
