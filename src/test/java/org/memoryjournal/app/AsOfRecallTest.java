package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A recall as of an earlier moment ({@code recall --now}) sees the journal as it stood then, accesses included: a
 * memory recalled (touched) after that moment had not been, so its recency is counted from when it was written,
 * and its last access shows that time. The journal is a real SQLite file, driven through the real command line.
 */
class AsOfRecallTest {
    /** Episodic memories' half-life in the shipped default policy. */
    private static final double HALF_LIFE_DAYS = 180;

    @TempDir
    Path home;

    @Test
    void anAccessAfterTheAsOfMomentIsNotUsedForRecency() throws IOException {
        CliHarness cli = new CliHarness(home);
        cli.remember("I live in Lisbon now", "--kind", "episodic", "--at", "2026-01-01T00:00:00Z");
        assertThat(cli.run("recall", "Where do I live now?", "--now", "2026-01-30T00:00:00Z").status()).isZero();

        JsonNode asOf = only(cli.run("recall", "Where do I live now?", "--now", "2026-01-10T00:00:00Z", "--no-touch",
                "--json").json());

        assertThat(asOf.get("last_accessed").asText()).isEqualTo("2026-01-01T00:00:00Z");
        assertThat(asOf.get("recency").asDouble()).isCloseTo(Math.pow(0.5, 9 / HALF_LIFE_DAYS), within(1e-4));
        JsonNode later = only(cli.run("recall", "Where do I live now?", "--now", "2026-01-31T00:00:00Z", "--no-touch",
                "--json").json());
        assertThat(later.get("last_accessed").asText()).as("a recall after the access counts from it")
                .isEqualTo("2026-01-30T00:00:00Z");
        assertThat(later.get("recency").asDouble()).isCloseTo(Math.pow(0.5, 1 / HALF_LIFE_DAYS), within(1e-4));
    }

    private static JsonNode only(JsonNode recall) {
        assertThat(recall.get("results")).hasSize(1);
        return recall.get("results").get(0);
    }
}
