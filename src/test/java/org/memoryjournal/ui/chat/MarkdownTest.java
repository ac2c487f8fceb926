package org.memoryjournal.ui.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

class MarkdownTest {

    @Test
    void paragraphsAreSplitOnBlankLines() {
        List<Markdown.Block> blocks = Markdown.parse("First line\nsame paragraph\n\nSecond");

        assertThat(blocks).hasSize(2).allMatch(b -> b instanceof Markdown.Paragraph);
        assertThat(((Markdown.Paragraph) blocks.get(0)).spans().get(0).text()).isEqualTo("First line\nsame paragraph");
    }

    @Test
    void boldItalicAndCodeBecomeStyledSpans() {
        List<Markdown.Span> spans = Markdown.inline("a **bold** and *italic* and `code` end");

        assertThat(spans).extracting(Markdown.Span::text)
                .containsExactly("a ", "bold", " and ", "italic", " and ", "code", " end");
        assertThat(spans.get(1).bold()).isTrue();
        assertThat(spans.get(3).italic()).isTrue();
        assertThat(spans.get(5).code()).isTrue();
    }

    @Test
    void bulletAndNumberedListsAreSeparateBlocks() {
        List<Markdown.Block> blocks = Markdown.parse("Ideas:\n- one\n• two\n1. first\n2) second");

        assertThat(blocks).hasSize(3);
        assertThat(((Markdown.ListBlock) blocks.get(1)).ordered()).isFalse();
        assertThat(((Markdown.ListBlock) blocks.get(1)).items()).hasSize(2);
        assertThat(((Markdown.ListBlock) blocks.get(2)).ordered()).isTrue();
    }

    @Test
    void fencedCodeIsKeptVerbatimEvenWhileStillStreaming() {
        List<Markdown.Block> done = Markdown.parse("```java\nint **x** = 1;\n```\nafter");
        List<Markdown.Block> open = Markdown.parse("```\nstill coming");

        assertThat(((Markdown.CodeBlock) done.get(0)).code()).isEqualTo("int **x** = 1;");
        assertThat(done.get(1)).isInstanceOf(Markdown.Paragraph.class);
        assertThat(((Markdown.CodeBlock) open.get(0)).code()).isEqualTo("still coming");
    }

    @Test
    void headingsKeepTheirLevel() {
        Markdown.Heading h = (Markdown.Heading) Markdown.parse("## Plan").get(0);

        assertThat(h.level()).isEqualTo(2);
        assertThat(h.spans().get(0).text()).isEqualTo("Plan");
    }
}
