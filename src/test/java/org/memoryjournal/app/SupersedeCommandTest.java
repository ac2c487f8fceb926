package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code supersede OLD --by NEW} through the real command line over a real journal. */
class SupersedeCommandTest {
    @TempDir
    Path home;

    private CliHarness.Run run(String... args) {
        return new CliHarness(home).run(args);
    }

    private long remember(String at, String text, String kind) {
        CliHarness.Run r = run("remember", "--kind", kind, "--at", at, text);
        assertThat(r.status()).as(r.err()).isZero();
        return Long.parseLong(r.out().strip());
    }

    private List<Long> recalledFor(String query) throws IOException {
        List<Long> ids = new ArrayList<>();
        run("recall", query, "--no-touch", "--json").json().get("results").forEach(n -> ids.add(n.get("id").asLong()));
        return ids;
    }

    private void assertRefused(String sentence, String... args) {
        CliHarness.Run r = run(args);
        assertThat(r.status()).as(r.out()).isEqualTo(1);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("memory-journal: " + sentence + "\n");
    }

    @Test
    void theOldMemoryIsKeptButNoLongerRecalledInsteadOfTheNewerOne() throws IOException {
        long plan = remember("2026-01-10T08:00:00Z", "dentist appointment on 2 april", "episodic");
        long moved = remember("2026-01-20T08:00:00Z", "the clinic called: my checkup is on 9 april now", "episodic");
        assertThat(recalledFor("april")).as("the update judge did not link them").contains(plan, moved);

        CliHarness.Run r = run("supersede", Long.toString(plan), "--by", Long.toString(moved));

        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).isEqualTo("Memory #" + plan + " is marked as replaced by #" + moved
                + "; it is kept, and no longer recalled.\n");
        assertThat(recalledFor("april")).containsExactly(moved);
        assertThat(run("show", Long.toString(plan), "--json").json().get("superseded_by").asLong()).isEqualTo(moved);
    }

    @Test
    void jsonTellsTheMemoryReplacedAndWhy() throws IOException {
        long plan = remember("2026-01-10T08:00:00Z", "gym on mondays", "semantic");
        long moved = remember("2026-01-20T08:00:00Z", "gym moved to tuesdays", "semantic");

        JsonNode out = run("supersede", Long.toString(plan), "--by", Long.toString(moved), "--json").json();

        assertThat(out.get("id").asLong()).isEqualTo(plan);
        assertThat(out.get("superseded_by").asLong()).isEqualTo(moved);
        assertThat(out.get("supersede_reason").asText()).isEqualTo("Marked as replaced by hand.");
    }

    @Test
    void refusalsAreOneSentenceOnStderrWithExitStatusOneAndChangeNothing() throws IOException {
        long plan = remember("2026-01-10T08:00:00Z", "dentist appointment on 2 april", "episodic");
        long moved = remember("2026-01-20T08:00:00Z", "the clinic called: my checkup is on 9 april now", "episodic");
        long rule = remember("2026-01-25T08:00:00Z", "always remind me of the dentist a day before", "procedural");

        assertRefused("No memory with id 42.", "supersede", Long.toString(plan), "--by", "42");
        assertRefused("Memory #" + plan + " is older than memory #" + moved
                + "; pick the newer memory as the replacement.", "supersede", Long.toString(moved), "--by",
                Long.toString(plan));
        assertRefused("Memory #" + rule + " is an instruction; it can only replace another instruction.",
                "supersede", Long.toString(plan), "--by", Long.toString(rule));
        assertRefused("A memory cannot replace itself; pick a newer memory.", "supersede", Long.toString(plan),
                "--by", Long.toString(plan));
        assertThat(run("list", "--json").json()).extracting(n -> n.get("superseded_by").isNull())
                .containsOnly(true);

        assertThat(run("supersede", Long.toString(plan), "--by", Long.toString(moved)).status()).isZero();
        assertRefused("Memory #" + plan + " is already replaced by memory #" + moved
                + "; restore it first to pick another.", "supersede", Long.toString(plan), "--by", Long.toString(rule));
    }

    @Test
    void withoutTheNewerMemoryItIsAUsageError() {
        CliHarness.Run r = run("supersede", "1");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("--by");
    }
}
