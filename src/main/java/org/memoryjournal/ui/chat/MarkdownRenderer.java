package org.memoryjournal.ui.chat;

import java.util.ArrayList;
import java.util.List;

import javafx.geometry.HPos;
import javafx.scene.Node;
import javafx.scene.control.Separator;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.BulletList;
import org.commonmark.node.Code;
import org.commonmark.node.Emphasis;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Link;
import org.commonmark.node.ListItem;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.ThematicBreak;
import org.commonmark.parser.Parser;

/**
 * Shows a chat reply's Markdown: commonmark-java parses it (CommonMark plus GFM tables), and this class
 * only maps the nodes to JavaFX — paragraphs and headings to {@link TextFlow}s, lists (nested, numbered
 * from their start) to rows with a marker, code blocks, block quotes and tables to styled panes. Every
 * piece of text is a {@link Text} with style classes (colour, weight and font come from the stylesheet),
 * so both themes style replies from one place. A stream still running may end inside a code fence: the
 * parser then runs the block to the end, which is what the reader expects.
 */
final class MarkdownRenderer {
    /** Style classes of the rendered nodes (defined in {@code chat.css}). */
    static final String MARKDOWN = "mj-markdown";
    static final String TEXT = "text";
    static final String STRONG = "mj-strong";
    static final String EMPHASIS = "mj-emphasis";
    static final String LINK = "mj-link";
    static final String PARAGRAPH = "mj-paragraph";
    static final String LIST = "mj-list";
    static final String LIST_MARKER = "mj-list-marker";
    static final String QUOTE = "mj-block-quote";
    static final String TABLE = "mj-table";
    static final String TABLE_HEADER = "mj-table-header";
    static final String TABLE_CELL = "mj-table-cell";

    private static final Parser PARSER = Parser.builder().extensions(List.of(TablesExtension.create())).build();

    private MarkdownRenderer() {
    }

    static VBox render(String markdown) {
        VBox box = blocks(PARSER.parse(markdown));
        box.getStyleClass().add(MARKDOWN);
        return box;
    }

    private static VBox blocks(org.commonmark.node.Node parent) {
        VBox box = new VBox(6);
        for (org.commonmark.node.Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
            Node shown = block(n);
            if (shown != null) {
                box.getChildren().add(shown);
            }
        }
        return box;
    }

    private static Node block(org.commonmark.node.Node n) {
        if (n instanceof Paragraph) {
            return paragraph(n, PARAGRAPH);
        }
        if (n instanceof Heading h) {
            TextFlow f = paragraph(h, org.memoryjournal.ui.Styles.HEADING);
            f.getStyleClass().add("mj-heading-" + Math.min(3, h.getLevel()));
            return f;
        }
        if (n instanceof BulletList || n instanceof OrderedList) {
            return list((org.commonmark.node.ListBlock) n);
        }
        if (n instanceof FencedCodeBlock c) {
            return code(c.getLiteral());
        }
        if (n instanceof IndentedCodeBlock c) {
            return code(c.getLiteral());
        }
        if (n instanceof BlockQuote q) {
            VBox quote = blocks(q);
            quote.getStyleClass().add(QUOTE);
            return quote;
        }
        if (n instanceof TableBlock t) {
            return table(t);
        }
        if (n instanceof ThematicBreak) {
            return new Separator();
        }
        if (n instanceof HtmlBlock h) {
            return new TextFlow(text(h.getLiteral().strip()));
        }
        return null;
    }

    private static TextFlow paragraph(org.commonmark.node.Node n, String styleClass) {
        TextFlow flow = new TextFlow();
        flow.getStyleClass().add(styleClass);
        flow.setLineSpacing(2);
        inlines(n, List.of(), flow.getChildren());
        return flow;
    }

    private static Node list(org.commonmark.node.ListBlock list) {
        VBox items = new VBox(3);
        items.getStyleClass().add(LIST);
        int number = list instanceof OrderedList o && o.getMarkerStartNumber() != null ? o.getMarkerStartNumber() : 1;
        for (org.commonmark.node.Node item = list.getFirstChild(); item != null; item = item.getNext()) {
            if (!(item instanceof ListItem)) {
                continue;
            }
            Text marker = text(list instanceof OrderedList ? (number++) + "." : "•");
            marker.getStyleClass().add(LIST_MARKER);
            VBox content = blocks(item);
            content.setSpacing(3);
            HBox.setHgrow(content, Priority.ALWAYS);
            HBox row = new HBox(8, marker, content);
            items.getChildren().add(row);
        }
        return items;
    }

    private static Node code(String literal) {
        String code = literal.endsWith("\n") ? literal.substring(0, literal.length() - 1) : literal;
        Text t = text(code);
        t.getStyleClass().add("mj-code");
        TextFlow f = new TextFlow(t);
        f.getStyleClass().add(org.memoryjournal.ui.Styles.CODE_BLOCK);
        return f;
    }

    private static Node table(TableBlock table) {
        GridPane grid = new GridPane();
        grid.getStyleClass().add(TABLE);
        int row = 0;
        int columns = 0;
        for (org.commonmark.node.Node section = table.getFirstChild(); section != null; section = section.getNext()) {
            for (org.commonmark.node.Node r = section.getFirstChild(); r != null; r = r.getNext()) {
                if (!(r instanceof TableRow)) {
                    continue;
                }
                int col = 0;
                for (org.commonmark.node.Node c = r.getFirstChild(); c != null; c = c.getNext()) {
                    if (c instanceof TableCell cell) {
                        TextFlow f = paragraph(cell, TABLE_CELL);
                        if (cell.isHeader()) {
                            f.getStyleClass().add(TABLE_HEADER);
                            f.getChildren().forEach(t -> t.getStyleClass().add(STRONG));
                        }
                        grid.add(f, col++, row);
                    }
                }
                columns = Math.max(columns, col);
                row++;
            }
        }
        for (int i = 0; i < columns; i++) {
            ColumnConstraints cc = new ColumnConstraints();
            cc.setHalignment(HPos.LEFT);
            grid.getColumnConstraints().add(cc);
        }
        return grid;
    }

    /** Adds the inline children of {@code parent} as Texts carrying the classes of their enclosing styles. */
    private static void inlines(org.commonmark.node.Node parent, List<String> styles, List<Node> out) {
        for (org.commonmark.node.Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof org.commonmark.node.Text t) {
                out.add(styled(t.getLiteral(), styles));
            } else if (n instanceof Code c) {
                out.add(styled(c.getLiteral(), with(styles, org.memoryjournal.ui.Styles.CODE_INLINE)));
            } else if (n instanceof StrongEmphasis) {
                inlines(n, with(styles, STRONG), out);
            } else if (n instanceof Emphasis) {
                inlines(n, with(styles, EMPHASIS), out);
            } else if (n instanceof Link link) {
                int from = out.size();
                inlines(n, with(styles, LINK), out);
                Tooltip tip = new Tooltip(link.getDestination());
                out.subList(from, out.size()).forEach(t -> Tooltip.install(t, tip));
            } else if (n instanceof Image) {
                inlines(n, styles, out);
            } else if (n instanceof SoftLineBreak) {
                out.add(styled(" ", styles));
            } else if (n instanceof HardLineBreak) {
                out.add(styled("\n", styles));
            } else if (n instanceof HtmlInline h) {
                out.add(styled(h.getLiteral(), styles));
            } else {
                inlines(n, styles, out);
            }
        }
    }

    private static List<String> with(List<String> styles, String more) {
        List<String> all = new ArrayList<>(styles);
        all.add(more);
        return all;
    }

    private static Text styled(String literal, List<String> styles) {
        Text t = text(literal);
        t.getStyleClass().addAll(styles);
        return t;
    }

    private static Text text(String literal) {
        Text t = new Text(literal);
        t.getStyleClass().add(TEXT);
        return t;
    }
}
