package org.memoryjournal.app.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LocomoDatasetTest {

    @Test
    void readsSessionsTurnsAndQuestionsOfTheTinyFile() throws Exception {
        LocomoDataset data = LocomoDataset.read(TestEnvironments.tinyLocomo());

        assertThat(data.conversations()).hasSize(1);
        LocomoDataset.Conversation c = data.conversations().get(0);
        assertThat(c.sampleId()).isEqualTo("tiny-1");
        assertThat(c.speakerA()).isEqualTo("Ann");
        assertThat(c.sessions()).extracting(LocomoDataset.Session::number).containsExactly(1, 2);
        assertThat(c.turns()).hasSize(12);
        assertThat(c.turns().get(0).time()).isEqualTo(Instant.parse("2023-05-08T13:56:00Z"));
        assertThat(c.turns().get(4).imageCaption()).contains("a goat on a hill");
        assertThat(c.lastSessionTime()).isEqualTo(Instant.parse("2023-06-09T10:00:00Z"));
        assertThat(c.questions()).hasSize(7);
        assertThat(c.questions().get(2).answer()).isEqualTo("2023");
        assertThat(c.questions().get(4).answer()).isEqualTo("none");
        assertThat(c.questions().get(4).category()).isEqualTo(5);
    }

    @Test
    void splitsEvidenceListsWrittenInOneString() throws Exception {
        LocomoDataset data = LocomoDataset.read(TestEnvironments.tinyLocomo());
        assertThat(data.conversations().get(0).questions().get(6).evidence()).isEqualTo(Set.of("D1:3", "D2:6"));
    }

    @Test
    void toleratesMissingOptionalFields() {
        String json = "[{\"conversation\": {\"session_1_date_time\": \"9:05 AM on 1 January, 2024\","
                + " \"session_1\": [{\"dia_id\": \"D1:1\", \"text\": \"hi\"}, {\"speaker\": \"X\"}]},"
                + " \"qa\": [{\"question\": \"q?\"}, {\"answer\": \"no question\"}]}]";
        LocomoDataset data = LocomoDataset.parse(json, "inline");
        LocomoDataset.Conversation c = data.conversations().get(0);
        assertThat(c.sampleId()).isEqualTo("sample-1");
        assertThat(c.turns()).singleElement().satisfies(t -> {
            assertThat(t.speaker()).isEqualTo("Someone");
            assertThat(t.imageCaption()).isEqualTo(Optional.empty());
        });
        assertThat(c.questions()).singleElement().satisfies(q -> {
            assertThat(q.evidence()).isEmpty();
            assertThat(q.category()).isZero();
        });
    }

    @Test
    void parsesSessionTimes() {
        assertThat(LocomoDataset.parseSessionTime("1:56 pm on 8 May, 2023")).contains(Instant.parse("2023-05-08T13:56:00Z"));
        assertThat(LocomoDataset.parseSessionTime("12:09 am on 13 September, 2023"))
                .contains(Instant.parse("2023-09-13T00:09:00Z"));
        assertThat(LocomoDataset.parseSessionTime("yesterday")).isEmpty();
    }

    @Test
    void brokenJsonNamesTheFileAndThePlace() {
        assertThatThrownBy(() -> LocomoDataset.parse("[{\"conversation\": ", "broken.json"))
                .isInstanceOf(LocomoFormatException.class)
                .hasMessageContaining("broken.json is not valid JSON (line 1");
    }

    @Test
    void somethingThatIsNotLocomoIsRefused() {
        assertThatThrownBy(() -> LocomoDataset.parse("{\"hello\": 1}", "other.json"))
                .isInstanceOf(LocomoFormatException.class).hasMessageContaining("other.json is not LoCoMo data");
        assertThatThrownBy(() -> LocomoDataset.parse("[]", "empty.json"))
                .isInstanceOf(LocomoFormatException.class).hasMessageContaining("holds no samples");
        assertThatThrownBy(() -> LocomoDataset.parse("", "blank.json"))
                .isInstanceOf(LocomoFormatException.class).hasMessageContaining("blank.json is empty");
        assertThatThrownBy(() -> LocomoDataset.parse("[{\"sample_id\": \"s\", \"conversation\": {}}]", "x.json"))
                .isInstanceOf(LocomoFormatException.class).hasMessageContaining("sample s").hasMessageContaining("no session_N");
    }

    @Test
    void aSessionWithoutAReadableDateIsRefused() {
        String json = "[{\"sample_id\": \"s\", \"conversation\": {\"session_1_date_time\": \"sometime\","
                + " \"session_1\": []}}]";
        assertThatThrownBy(() -> LocomoDataset.parse(json, "x.json"))
                .isInstanceOf(LocomoFormatException.class)
                .hasMessageContaining("cannot read the time \"sometime\" of session 1");
    }

    @Test
    void aMissingFileSaysSo(@TempDir Path dir) {
        assertThatThrownBy(() -> LocomoDataset.read(dir.resolve("nope.json")))
                .isInstanceOf(LocomoFormatException.class).hasMessageContaining("Cannot read");
    }
}
