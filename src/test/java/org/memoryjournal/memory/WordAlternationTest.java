package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.Test;

/** Grouping the alternatives by first letter changes how fast a cue is found, never what is found. */
class WordAlternationTest {

    /** Every string of the evaluation's case files (memory texts, questions, keys): a varied corpus of thousands. */
    private static List<String> corpus() throws IOException {
        List<String> out = new ArrayList<>();
        ObjectMapper json = new ObjectMapper();
        for (String file : List.of("scenarios-dev", "scenarios-heldout", "scenarios-second", "update-pairs",
                "lookalike-pairs", "paraphrase-pairs", "importance-labels", "kind-labels")) {
            try (InputStream in = WordAlternationTest.class.getResourceAsStream(
                    "/org/memoryjournal/app/eval/" + file + ".json")) {
                assertThat(in).as(file).isNotNull();
                collect(json.readTree(in), out);
            }
        }
        return out;
    }

    private static void collect(JsonNode node, List<String> out) {
        if (node.isTextual() && node.asText().length() > 3) {
            out.add(node.asText());
        }
        node.forEach(child -> collect(child, out));
    }

    private static List<String> matches(Pattern p, String text) {
        List<String> found = new ArrayList<>();
        Matcher m = p.matcher(text);
        while (m.find()) {
            found.add(m.start() + ":" + m.group(1));
        }
        return found;
    }

    @Test
    void theGroupedPatternsFindExactlyWhatThePlainOnesFind() throws IOException {
        Pattern plainChange = Pattern.compile("(?i)\\b(" + ChangeCue.WORDS + ")\\b");
        Pattern plainRelation = Pattern.compile("(?i)\\b(" + Subjects.RELATIONS + ")s?\\b");
        Pattern groupedChange = WordAlternation.compile(ChangeCue.WORDS);
        Pattern groupedRelation = WordAlternation.compile(Subjects.RELATIONS, "s?");
        List<String> texts = corpus();
        assertThat(texts).hasSizeGreaterThan(1_000);
        int withChange = 0;
        for (String t : texts) {
            assertThat(matches(groupedChange, t)).as(t).isEqualTo(matches(plainChange, t));
            assertThat(matches(groupedRelation, t)).as(t).isEqualTo(matches(plainRelation, t));
            withChange += ChangeCue.in(t) ? 1 : 0;
        }
        // The corpus exercises both answers, many times.
        assertThat(withChange).isGreaterThan(200).isLessThan(texts.size() - 200);
    }

    @Test
    void alternativesAreSplitOnlyAtTheTopLevel() {
        assertThat(WordAlternation.topLevel("a|from (this|next) week|x\\|y|left(?! (?:my|the) car)"))
                .containsExactly("a", "from (this|next) week", "x\\|y", "left(?! (?:my|the) car)");
        assertThat(WordAlternation.byFirstLetter("new|moved|now"))
                .isEqualTo("(?=[mM])(?:moved)|(?=[nN])(?:new|now)");
    }

    @Test
    void anAlternativeThatDoesNotStartWithALetterIsRefused() {
        assertThatThrownBy(() -> WordAlternation.compile("new|(re)?moved"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("(re)?moved");
    }
}
