package org.memoryjournal.ui.chat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A deliberately small Markdown reader for chat replies: paragraphs, headings, bullet and numbered
 * lists, fenced code blocks, and inline {@code **bold**}, {@code *italic*}, {@code _italic_} and
 * {@code `code`}. Anything else is kept as plain text. Pure: no JavaFX, so it is tested directly.
 */
public final class Markdown {
    private static final Pattern BULLET = Pattern.compile("^\\s*[-*+•]\\s+(.*)$");
    private static final Pattern NUMBERED = Pattern.compile("^\\s*\\d+[.)]\\s+(.*)$");
    private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s+(.*)$");
    private static final Pattern INLINE = Pattern.compile("\\*\\*(.+?)\\*\\*|`([^`]+)`|\\*(?!\\s)(.+?)\\*|\\b_(.+?)_\\b");

    /** A run of text with one style. */
    public record Span(String text, boolean bold, boolean italic, boolean code) {
        public static Span plain(String text) {
            return new Span(text, false, false, false);
        }
    }

    /** One block of a rendered message. */
    public sealed interface Block permits Paragraph, Heading, ListBlock, CodeBlock {
    }

    public record Paragraph(List<Span> spans) implements Block {
    }

    public record Heading(int level, List<Span> spans) implements Block {
    }

    public record ListBlock(boolean ordered, List<List<Span>> items) implements Block {
    }

    public record CodeBlock(String code) implements Block {
    }

    private Markdown() {
    }

    /** Splits a message into blocks; an unterminated code fence (a stream still running) runs to the end. */
    public static List<Block> parse(String text) {
        List<Block> blocks = new ArrayList<>();
        String[] lines = text.replace("\r\n", "\n").split("\n", -1);
        StringBuilder paragraph = new StringBuilder();
        List<List<Span>> items = new ArrayList<>();
        boolean ordered = false;
        int i = 0;
        while (i < lines.length) {
            String line = lines[i];
            if (line.strip().startsWith("```")) {
                flushParagraph(blocks, paragraph);
                flushList(blocks, items, ordered);
                StringBuilder code = new StringBuilder();
                i++;
                while (i < lines.length && !lines[i].strip().startsWith("```")) {
                    if (code.length() > 0) {
                        code.append('\n');
                    }
                    code.append(lines[i]);
                    i++;
                }
                blocks.add(new CodeBlock(code.toString()));
                i++;
                continue;
            }
            Matcher bullet = BULLET.matcher(line);
            Matcher numbered = NUMBERED.matcher(line);
            Matcher heading = HEADING.matcher(line);
            if (bullet.matches() || numbered.matches()) {
                flushParagraph(blocks, paragraph);
                boolean isOrdered = !bullet.matches();
                if (!items.isEmpty() && isOrdered != ordered) {
                    flushList(blocks, items, ordered);
                }
                ordered = isOrdered;
                items.add(inline(isOrdered ? numbered.group(1) : bullet.group(1)));
            } else if (heading.matches()) {
                flushParagraph(blocks, paragraph);
                flushList(blocks, items, ordered);
                blocks.add(new Heading(heading.group(1).length(), inline(heading.group(2))));
            } else if (line.isBlank()) {
                flushParagraph(blocks, paragraph);
                flushList(blocks, items, ordered);
            } else {
                flushList(blocks, items, ordered);
                if (paragraph.length() > 0) {
                    paragraph.append('\n');
                }
                paragraph.append(line);
            }
            i++;
        }
        flushParagraph(blocks, paragraph);
        flushList(blocks, items, ordered);
        return blocks;
    }

    /** Splits one line into styled spans. */
    public static List<Span> inline(String text) {
        List<Span> spans = new ArrayList<>();
        Matcher m = INLINE.matcher(text);
        int at = 0;
        while (m.find()) {
            if (m.start() > at) {
                spans.add(Span.plain(text.substring(at, m.start())));
            }
            if (m.group(1) != null) {
                for (Span inner : inline(m.group(1))) {
                    spans.add(new Span(inner.text(), true, inner.italic(), inner.code()));
                }
            } else if (m.group(2) != null) {
                spans.add(new Span(m.group(2), false, false, true));
            } else {
                String italic = m.group(3) != null ? m.group(3) : m.group(4);
                spans.add(new Span(italic, false, true, false));
            }
            at = m.end();
        }
        if (at < text.length()) {
            spans.add(Span.plain(text.substring(at)));
        }
        return spans;
    }

    private static void flushParagraph(List<Block> blocks, StringBuilder paragraph) {
        if (paragraph.length() > 0) {
            blocks.add(new Paragraph(inline(paragraph.toString())));
            paragraph.setLength(0);
        }
    }

    private static void flushList(List<Block> blocks, List<List<Span>> items, boolean ordered) {
        if (!items.isEmpty()) {
            blocks.add(new ListBlock(ordered, List.copyOf(items)));
            items.clear();
        }
    }
}
