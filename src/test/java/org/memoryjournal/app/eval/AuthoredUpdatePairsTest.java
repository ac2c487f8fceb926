package org.memoryjournal.app.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.app.eval.AuthoredUpdatePairs.Note;
import org.memoryjournal.llm.LocalEmbeddingProvider;

class AuthoredUpdatePairsTest {
    private static LocalEmbeddingProvider bge;

    @TempDir
    Path root;

    @BeforeAll
    static void model() {
        bge = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.BGE_SMALL);
    }

    @AfterAll
    static void close() {
        bge.close();
    }

    @Test
    void theShippedPairsComeFromManyAuthorsWithEveryLabelWellRepresented() {
        List<Note> notes = AuthoredUpdatePairs.load();
        Map<String, Long> byLabel = notes.stream().collect(Collectors.groupingBy(Note::label, Collectors.counting()));
        assertThat(byLabel.keySet()).containsExactlyInAnyOrderElementsOf(AuthoredUpdatePairs.LABELS);
        assertThat(byLabel.values()).allMatch(n -> n >= 100);
        assertThat(notes.stream().map(Note::author).distinct().count()).isGreaterThanOrEqualTo(8);
        assertThat(notes.stream().map(n -> n.older() + "|" + n.newer()).distinct().count()).isEqualTo(notes.size());
    }

    @Test
    void aPairWithAnUnknownLabelOrAMissingNoteIsRefusedWithASentence() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        assertThatThrownBy(() -> AuthoredUpdatePairs.parse(mapper.readTree(
                "{\"pairs\":[{\"author\":\"X\",\"label\":\"maybe\",\"older\":\"a\",\"newer\":\"b\"}]}")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Unknown pair label 'maybe'");
        assertThatThrownBy(() -> AuthoredUpdatePairs.parse(mapper.readTree(
                "{\"pairs\":[{\"author\":\"X\",\"label\":\"update\",\"older\":\" \",\"newer\":\"b\"}]}")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("older and a newer note");
    }

    @Test
    void theWritePathSupersedesTheUpdateAndKeepsTheLookAlikesAndTheSameTopicNote() {
        List<Note> notes = List.of(
                new Note("T", "update", "My manager is Hélène Roux.",
                        "Hélène left on Friday. Dev Mistry is my manager as of Monday."),
                new Note("T", "look-alike", "My PCP is Dr. Nguyen at ARC Far West",
                        "Sam's PCP is Dr. Nguyen at ARC South 1st - different Dr Nguyen lol"),
                new Note("T", "look-alike", "My sister lives in Paris.", "My brother lives in Paris now."),
                new Note("U", "same-topic", "I drive a Golf.", "Washed the Golf, it's great."));
        ScenarioRunner runner = new ScenarioRunner(TestEnvironments.with(bge, root), bge, line -> { });
        AuthoredUpdatePairs.Result r = runner.authoredPairs(notes, ScenarioConfig.standard().get(0));
        assertThat(r.of("update")).isEqualTo(new ScenarioReport.Share(1, 1));
        assertThat(r.of("look-alike")).isEqualTo(new ScenarioReport.Share(0, 2));
        assertThat(r.of("same-topic")).isEqualTo(new ScenarioReport.Share(0, 1));
        assertThat(r.authors()).isEqualTo(2);
        assertThat(r.markdownRows()).contains("4 pairs by 2 authors who never saw the app")
                .contains("look-alike distinct facts wrongly superseded | 0.00 (0/2");
    }

    @Test
    void withoutPairsTheReportHasNoRowsForThem() {
        assertThat(AuthoredUpdatePairs.Result.NONE.markdownRows()).isEmpty();
        assertThat(AuthoredUpdatePairs.tally(List.of(), List.of()).pairs()).isZero();
        assertThatThrownBy(() -> AuthoredUpdatePairs.tally(List.of(new Note("A", "update", "a", "b")), List.of()))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
