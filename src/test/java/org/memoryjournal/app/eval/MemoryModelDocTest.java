package org.memoryjournal.app.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.DecayRates;

class MemoryModelDocTest {

    @Test
    void theCommittedDefaultsAreTheCodesDefaults() {
        String committed = new MemoryModelDoc(Path.of("docs")).section("defaults", true);
        assertThat(committed)
                .as("docs/MEMORY-MODEL.md is stale: run `memory-journal eval memory-model --write-docs`")
                .isEqualTo(MemoryModelDoc.defaultsSection());
    }

    @Test
    void theCommittedExampleCameFromARun() {
        String example = new MemoryModelDoc(Path.of("docs")).section("example", true);
        assertThat(example).startsWith("Run by `memory-journal eval memory-model --write-docs`")
                .contains("[system]", "[user]");
        for (String question : MemoryModelExample.QUESTIONS) {
            assertThat(example).contains("**\"" + question + "\"**");
        }
    }

    @Test
    void writingASectionKeepsTheProseAndTheOtherSections(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve(MemoryModelDoc.FILE), "# Title\n\nProse.\n\n<!-- BEGIN defaults -->\nold\n"
                + "<!-- END defaults -->\n\nMore prose.\n\n<!-- BEGIN example -->\nkept\n<!-- END example -->\n");
        MemoryModelDoc doc = new MemoryModelDoc(dir);

        doc.writeSection("defaults", "new table");

        String text = Files.readString(dir.resolve(MemoryModelDoc.FILE));
        assertThat(text).isEqualTo("# Title\n\nProse.\n\n<!-- BEGIN defaults -->\nnew table\n<!-- END defaults -->\n\n"
                + "More prose.\n\n<!-- BEGIN example -->\nkept\n<!-- END example -->\n");
        assertThat(doc.section("example", true)).isEqualTo("kept\n");
    }

    @Test
    void aMissingSectionIsAClearErrorAndChangesNothing(@TempDir Path dir) throws IOException {
        Path file = dir.resolve(MemoryModelDoc.FILE);
        Files.writeString(file, "# Only prose\n");
        MemoryModelDoc doc = new MemoryModelDoc(dir);

        assertThatThrownBy(() -> doc.writeSection("defaults", "x"))
                .hasMessageContaining("has no section 'defaults'");
        assertThat(Files.readString(file)).isEqualTo("# Only prose\n");
        assertThat(doc.section("defaults", false)).isEmpty();
    }

    @Test
    void halfLivesReadAsAPersonWouldSayThem() {
        assertThat(MemoryModelDoc.halfLife(1.0)).isEqualTo("none (never decays)");
        assertThat(MemoryModelDoc.halfLife(DecayRates.rateForHalfLife(180 * 24))).isEqualTo("180 days");
        assertThat(MemoryModelDoc.halfLife(DecayRates.rateForHalfLife(8 * 365 * 24))).isEqualTo("about 8 years");
        assertThat(MemoryModelDoc.halfLife(DecayRates.rateForHalfLife(10))).isEqualTo("10 hours");
    }
}
