package org.memoryjournal.ui.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Paint;
import javafx.scene.paint.RadialGradient;
import javafx.scene.paint.Stop;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * What a person would see wrong on a scene: text whose colour is too close to the colour behind it (WCAG AA:
 * 4.5:1, 3:1 for large text) and labels cut short with an ellipsis. Only what is on screen counts: visible,
 * not disabled, inside the scene and inside every clipping ancestor. Call on the FX thread.
 */
public final class VisualAudit {
    /** WCAG AA for body text. */
    public static final double BODY = 4.5;
    /** WCAG AA for large text (18pt, or 14pt bold). */
    public static final double LARGE = 3.0;

    private VisualAudit() {
    }

    /** One text with too little contrast. */
    public record ContrastFailure(String where, String text, Color fill, Color background, double ratio,
                                  double required) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%s \"%s\": %s on %s = %.2f:1 (needs %.1f:1)", where, shorten(text),
                    hex(fill), hex(background), ratio, required);
        }
    }

    /** One label showing less than its text. */
    public record Truncation(String where, String text, String shown, java.util.Set<String> ancestors) {
        @Override
        public String toString() {
            return where + " \"" + shorten(text) + "\" shows \"" + shorten(shown) + "\"";
        }
    }

    /** Every visible text node of {@code scene} below the contrast it needs. */
    public static List<ContrastFailure> contrast(Scene scene) {
        List<ContrastFailure> out = new ArrayList<>();
        for (Node n : visibleNodes(scene)) {
            if (n instanceof Text t && t.getText() != null && !t.getText().isBlank()) {
                Color background = backgroundBehind(t);
                double required = isLarge(t.getFont()) ? LARGE : BODY;
                double worst = Double.MAX_VALUE;
                Color worstFill = Color.BLACK;
                for (Color fill : colours(t.getFill())) {
                    Color solid = over(fill, background);
                    double ratio = ratio(solid, background);
                    if (ratio < worst) {
                        worst = ratio;
                        worstFill = solid;
                    }
                }
                if (worst < required) {
                    out.add(new ContrastFailure(describe(t), t.getText(), worstFill, background, worst, required));
                }
            }
        }
        return out;
    }

    /** One control drawn past the edge of the container it belongs in (and cut off by what is around it). */
    public record Overflow(String where, String text, double past) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%s \"%s\" reaches %.0f px past its container", where, shorten(text),
                    past);
        }
    }

    /**
     * Every visible labeled control inside a node of style class {@code container} (a chat bubble) that reaches past
     * that node's right or bottom edge by more than a pixel: a chip wider than its bubble is cut off mid-word, and no
     * ellipsis shows it.
     */
    public static List<Overflow> overflow(Scene scene, String container) {
        List<Overflow> out = new ArrayList<>();
        for (Node n : visibleNodes(scene)) {
            if (n instanceof Labeled l && l.getText() != null && !l.getText().isBlank()) {
                for (Parent p = l.getParent(); p != null; p = p.getParent()) {
                    if (p.getStyleClass().contains(container)) {
                        Bounds mine = l.localToScene(l.getLayoutBounds());
                        Bounds theirs = p.localToScene(p.getLayoutBounds());
                        double past = Math.max(mine.getMaxX() - theirs.getMaxX(), mine.getMaxY() - theirs.getMaxY());
                        if (past > 1) {
                            out.add(new Overflow(describe(l), l.getText(), past));
                        }
                        break;
                    }
                }
            }
        }
        return out;
    }

    /** Every visible labeled control whose displayed text differs from its text (an ellipsis or a cut). */
    public static List<Truncation> truncation(Scene scene) {
        List<Truncation> out = new ArrayList<>();
        for (Node n : visibleNodes(scene)) {
            if (n instanceof Labeled l && l.getText() != null && !l.getText().isBlank()) {
                String shown = displayed(l);
                if (shown != null && !shown.equals(l.getText())) {
                    out.add(new Truncation(describe(l), l.getText(), shown, ancestors(l)));
                }
            }
        }
        return out;
    }

    /** The text a person sees on {@code l} (its skin's text, which may end in an ellipsis). */
    public static String shownText(Labeled l) {
        return displayed(l);
    }

    /** The relative luminance of a colour (0 black, 1 white). */
    public static double luminanceOf(Color c) {
        return luminance(c);
    }

    /** The text the skin of {@code l} draws, or null when it draws none (e.g. graphic only). */
    static String displayed(Labeled l) {
        for (Node child : l.getChildrenUnmodifiable()) {
            if (child instanceof Text t && child.getStyleClass().contains("text")) {
                return t.getText();
            }
        }
        return null;
    }

    /** The contrast ratio of two opaque colours (WCAG 2 definition). */
    public static double ratio(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    static double luminance(Color c) {
        return 0.2126 * channel(c.getRed()) + 0.7152 * channel(c.getGreen()) + 0.0722 * channel(c.getBlue());
    }

    private static double channel(double v) {
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }

    static boolean isLarge(Font f) {
        boolean bold = f.getStyle().toLowerCase(Locale.ROOT).contains("bold");
        return f.getSize() >= 24 || (bold && f.getSize() >= 18.66);
    }

    /** The colour painted behind {@code node}: the first non-transparent background fill up the tree. */
    public static Color backgroundBehind(Node node) {
        for (Parent p = node.getParent(); p != null; p = p.getParent()) {
            if (p instanceof Region r) {
                Color c = topFill(r.getBackground());
                if (c != null) {
                    return c.getOpacity() >= 0.999 ? c : over(c, backgroundBehind(p));
                }
            }
        }
        Scene scene = node.getScene();
        Paint fill = scene == null ? null : scene.getFill();
        return fill instanceof Color c && c.getOpacity() > 0 ? over(c, Color.WHITE) : Color.WHITE;
    }

    private static Color topFill(Background b) {
        if (b == null) {
            return null;
        }
        List<BackgroundFill> fills = b.getFills();
        for (int i = fills.size() - 1; i >= 0; i--) {
            List<Color> cs = colours(fills.get(i).getFill());
            if (!cs.isEmpty() && cs.stream().anyMatch(c -> c.getOpacity() > 0.01)) {
                return average(cs);
            }
        }
        return null;
    }

    private static List<Color> colours(Paint p) {
        if (p instanceof Color c) {
            return List.of(c);
        }
        List<Stop> stops = p instanceof LinearGradient lg ? lg.getStops()
                : p instanceof RadialGradient rg ? rg.getStops() : List.of();
        return stops.stream().map(Stop::getColor).toList();
    }

    private static Color average(List<Color> cs) {
        double r = 0;
        double g = 0;
        double b = 0;
        double a = 0;
        for (Color c : cs) {
            r += c.getRed();
            g += c.getGreen();
            b += c.getBlue();
            a += c.getOpacity();
        }
        int n = cs.size();
        return new Color(r / n, g / n, b / n, a / n);
    }

    /** {@code top} painted over the opaque {@code bottom}. */
    static Color over(Color top, Color bottom) {
        double a = top.getOpacity();
        return new Color(top.getRed() * a + bottom.getRed() * (1 - a), top.getGreen() * a + bottom.getGreen() * (1 - a),
                top.getBlue() * a + bottom.getBlue() * (1 - a), 1);
    }

    /** Nodes a person can see: visible up to the root, enabled, with their bounds on screen and unclipped. */
    static List<Node> visibleNodes(Scene scene) {
        List<Node> out = new ArrayList<>();
        collect(scene.getRoot(), scene, out);
        return out;
    }

    private static void collect(Node n, Scene scene, List<Node> out) {
        if (!n.isVisible() || n.getOpacity() < 0.05 || n.isDisabled()) {
            return;
        }
        if (onScreen(n, scene)) {
            out.add(n);
        }
        if (n instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                collect(child, scene, out);
            }
        }
    }

    private static boolean onScreen(Node n, Scene scene) {
        Bounds b = n.localToScene(n.getBoundsInLocal());
        if (b.getWidth() <= 0 || b.getHeight() <= 0) {
            return false;
        }
        double minX = Math.max(0, b.getMinX());
        double minY = Math.max(0, b.getMinY());
        double maxX = Math.min(scene.getWidth(), b.getMaxX());
        double maxY = Math.min(scene.getHeight(), b.getMaxY());
        for (Parent p = n.getParent(); p != null; p = p.getParent()) {
            Node clip = p.getClip();
            if (clip != null) {
                Bounds c = p.localToScene(clip.getBoundsInParent());
                minX = Math.max(minX, c.getMinX());
                minY = Math.max(minY, c.getMinY());
                maxX = Math.min(maxX, c.getMaxX());
                maxY = Math.min(maxY, c.getMaxY());
            }
        }
        // at least half a line of it shows
        return maxX - minX > 2 && maxY - minY > Math.min(6, b.getHeight() / 2);
    }

    /** The ids ("#id") and class names of {@code n} and its ancestors. */
    static java.util.Set<String> ancestors(Node n) {
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        for (Node p = n; p != null; p = p.getParent()) {
            if (p.getId() != null) {
                out.add("#" + p.getId());
            }
            out.add(p.getClass().getSimpleName());
        }
        return out;
    }

    /** A path of ids and style classes a reader can find the node by. */
    public static String describe(Node n) {
        StringBuilder sb = new StringBuilder();
        int depth = 0;
        for (Node p = n; p != null && depth < 6; p = p.getParent(), depth++) {
            String name = p.getId() != null ? "#" + p.getId()
                    : p.getStyleClass().isEmpty() ? p.getClass().getSimpleName() : "." + p.getStyleClass().get(0);
            sb.insert(0, depth == 0 ? name : name + " > ");
            if (p.getId() != null && depth > 0) {
                break;
            }
        }
        return sb.toString();
    }

    static String hex(Color c) {
        return String.format(Locale.ROOT, "#%02x%02x%02x", Math.round(c.getRed() * 255), Math.round(c.getGreen() * 255),
                Math.round(c.getBlue() * 255));
    }

    private static String shorten(String s) {
        String one = s.replace('\n', ' ');
        return one.length() > 40 ? one.substring(0, 40) + "…" : one;
    }
}
