package org.memoryjournal.ui.main;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import javafx.geometry.Rectangle2D;

/**
 * Where the main window goes: the remembered bounds when they are still on a screen, else the default size
 * centred on the primary screen. Either way the size is clamped to the screen's visual bounds (without the
 * task bar), so Send and the status bar are never off-screen.
 */
public final class WindowPlacement {
    public static final double DEFAULT_WIDTH = 1280;
    public static final double DEFAULT_HEIGHT = 820;
    public static final double MIN_WIDTH = 760;
    public static final double MIN_HEIGHT = 480;
    /** How much of a remembered window must be on a screen to restore it there. */
    private static final double VISIBLE = 120;

    private WindowPlacement() {
    }

    /**
     * The bounds for the window.
     *
     * @param remembered  "WxH" or "WxH+X+Y" as saved, if any
     * @param screens     the visual bounds of the screens, the primary first
     */
    public static Rectangle2D place(Optional<String> remembered, List<Rectangle2D> screens) {
        Rectangle2D primary = screens.isEmpty() ? new Rectangle2D(0, 0, DEFAULT_WIDTH, DEFAULT_HEIGHT) : screens.get(0);
        double w = DEFAULT_WIDTH;
        double h = DEFAULT_HEIGHT;
        Double x = null;
        Double y = null;
        if (remembered.isPresent()) {
            try {
                String[] parts = remembered.get().toLowerCase(Locale.ROOT).strip().split("[x+]");
                w = Math.max(MIN_WIDTH, Double.parseDouble(parts[0]));
                h = Math.max(MIN_HEIGHT, Double.parseDouble(parts[1]));
                if (parts.length == 4) {
                    x = Double.parseDouble(parts[2]);
                    y = Double.parseDouble(parts[3]);
                }
            } catch (RuntimeException e) {
                w = DEFAULT_WIDTH; // a damaged entry falls back to the defaults
                h = DEFAULT_HEIGHT;
                x = null;
                y = null;
            }
        }
        if (x != null) {
            Rectangle2D wanted = new Rectangle2D(x, y, w, h);
            for (Rectangle2D screen : screens) {
                if (overlap(wanted, screen) && y >= screen.getMinY() - 1) {
                    return fit(x, y, w, h, screen);
                }
            }
        }
        double cw = Math.min(w, primary.getWidth());
        double ch = Math.min(h, primary.getHeight());
        return new Rectangle2D(primary.getMinX() + (primary.getWidth() - cw) / 2,
                primary.getMinY() + (primary.getHeight() - ch) / 2, cw, ch);
    }

    /** True when a title-bar-sized part of the top of {@code r} is on {@code screen}. */
    private static boolean overlap(Rectangle2D r, Rectangle2D screen) {
        double left = Math.max(r.getMinX(), screen.getMinX());
        double right = Math.min(r.getMaxX(), screen.getMaxX());
        return right - left >= VISIBLE && r.getMinY() < screen.getMaxY() - 40;
    }

    private static Rectangle2D fit(double x, double y, double w, double h, Rectangle2D screen) {
        double cw = Math.min(w, screen.getWidth());
        double ch = Math.min(h, screen.getHeight());
        double cx = Math.min(Math.max(x, screen.getMinX()), screen.getMaxX() - cw);
        double cy = Math.min(Math.max(y, screen.getMinY()), screen.getMaxY() - ch);
        return new Rectangle2D(cx, cy, cw, ch);
    }

    /** The entry to remember: "WxH+X+Y". */
    public static String describe(double x, double y, double w, double h) {
        return String.format(Locale.ROOT, "%.0fx%.0f+%.0f+%.0f", w, h, x, y);
    }
}
