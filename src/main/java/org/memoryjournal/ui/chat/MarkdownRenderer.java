package org.memoryjournal.ui.chat;

import java.util.List;

import javafx.scene.Node;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.text.Font;
import javafx.scene.text.FontPosture;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

import org.memoryjournal.ui.Styles;

/** Turns {@link Markdown} blocks into selectable-looking {@link TextFlow}s. */
final class MarkdownRenderer {
    private static final double BASE = 14;

    private MarkdownRenderer() {
    }

    static VBox render(String text) {
        VBox box = new VBox(6);
        for (Markdown.Block block : Markdown.parse(text)) {
            box.getChildren().add(render(block));
        }
        return box;
    }

    private static Node render(Markdown.Block block) {
        if (block instanceof Markdown.Paragraph p) {
            return flow(p.spans(), BASE, false);
        }
        if (block instanceof Markdown.Heading h) {
            TextFlow f = flow(h.spans(), BASE + Math.max(0, 4 - h.level()), true);
            f.getStyleClass().add(Styles.HEADING);
            return f;
        }
        if (block instanceof Markdown.ListBlock l) {
            VBox items = new VBox(3);
            int n = 1;
            for (List<Markdown.Span> item : l.items()) {
                Text marker = new Text(l.ordered() ? (n++) + "." : "•");
                marker.setFont(Font.font(BASE));
                HBox row = new HBox(8, marker, flow(item, BASE, false));
                items.getChildren().add(row);
            }
            items.getStyleClass().add(Styles.MARKDOWN_LIST);
            return items;
        }
        Markdown.CodeBlock c = (Markdown.CodeBlock) block;
        Text code = new Text(c.code());
        code.setFont(Font.font("Monospaced", BASE - 1.5));
        TextFlow f = new TextFlow(code);
        f.getStyleClass().add(Styles.CODE_BLOCK);
        return f;
    }

    private static TextFlow flow(List<Markdown.Span> spans, double size, boolean bold) {
        TextFlow flow = new TextFlow();
        flow.setLineSpacing(2);
        for (Markdown.Span s : spans) {
            Text t = new Text(s.text());
            if (s.code()) {
                t.setFont(Font.font("Monospaced", size - 1));
                t.getStyleClass().add(Styles.CODE_INLINE);
            } else {
                t.setFont(Font.font(null, bold || s.bold() ? FontWeight.BOLD : FontWeight.NORMAL,
                        s.italic() ? FontPosture.ITALIC : FontPosture.REGULAR, size));
            }
            flow.getChildren().add(t);
        }
        return flow;
    }
}
