package org.memoryjournal.app.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.RetrievalPolicy;

/** The runner's mechanics with a vocabulary embedder, where relevance ties are exact. */
class AblationRunnerTest {
    private static final Instant T0 = Instant.parse("2026-01-01T12:00:00Z");

    @TempDir
    Path dir;

    /** Two memories equally about apples; the second one is used (found through "cat"), then apples are asked about. */
    private static Scenario usedApple() {
        return new Scenario("used", "", List.of(
                new Scenario.Remember("first", T0, "An apple pie for the dog.", MemorySource.CHAT),
                new Scenario.Remember("second", T0, "An apple crumble for the cat.", MemorySource.CHAT),
                new Scenario.Remember("note", T0, "A boat trip.", MemorySource.MANUAL),
                new Scenario.Use(T0.plusSeconds(86_400 * 30), "the cat"),
                new Scenario.Use(T0.plusSeconds(86_400 * 60), "the cat")),
                List.of(new Scenario.Probe(T0.plusSeconds(86_400 * 61), "an apple", "second")));
    }

    private AblationReport run(Scenario s) {
        VocabularyEmbedder embedder = new VocabularyEmbedder();
        // Dense relevance only, so the vocabulary embedder decides relevance exactly.
        RetrievalPolicy dense = RetrievalPolicy.defaults().withRelevance(org.memoryjournal.memory.RelevanceMode.DENSE, 0, 30);
        return new AblationRunner(TestEnvironments.with(embedder, dir), new CachingEmbedder(embedder), l -> { })
                .run(List.of(s), AblationConfig.standard(dense));
    }

    private static AblationReport.ProbeResult probe(AblationReport r, String config) {
        return r.configs().stream().filter(c -> c.name().equals(config)).findFirst().orElseThrow().probes().get(0);
    }

    @Test
    void touchMakesTheUsedMemoryWinATieAndWithoutTouchTheOlderIdWins() {
        AblationReport r = run(usedApple());

        assertThat(probe(r, "full").hitAt(1)).isTrue();
        AblationReport.ProbeResult noTouch = probe(r, "no-touch");
        assertThat(noTouch.hitAt(1)).isFalse();
        assertThat(noTouch.firstKey()).contains("first");
        // Equal relevance, equal recency, equal importance: nothing beats the expected memory by a signal.
        assertThat(noTouch.expected().orElseThrow().rank()).isEqualTo(2);
        assertThat(probe(r, "no-recency").hitAt(1)).isFalse();
    }

    @Test
    void withoutWriteBackChatMemoriesAreAbsentAndTheUnrelatedManualOneIsNotRecalled() {
        AblationReport.ProbeResult p = probe(run(usedApple()), "no-write-back");
        assertThat(p.expectedStored()).isFalse();
        // "A boat trip." shares nothing with "an apple": under the relevance floor, nothing comes first.
        assertThat(p.firstKey()).isEmpty();
        assertThat(p.cause()).isEqualTo("expected memory never written (no write-back)");
    }

    @Test
    void retrieveEverythingPaysForEveryMemory() {
        AblationReport r = run(usedApple());
        int all = probe(r, "retrieve-everything").promptTokens();
        assertThat(all).isEqualTo(org.memoryjournal.memory.MemoryText.estimateTokens("An apple pie for the dog.".length())
                + org.memoryjournal.memory.MemoryText.estimateTokens("An apple crumble for the cat.".length())
                + org.memoryjournal.memory.MemoryText.estimateTokens("A boat trip.".length()));
    }

    @Test
    void theCauseIsTheWeightedSignalThatDiffersMost() {
        AblationReport.ProbeResult p = probe(run(usedApple()), "no-touch");
        // Both were created together and never touched: all signals equal, relevance reported with +0.
        assertThat(p.cause()).isEqualTo("relevance (+0.000)");
        Optional<String> markdownLine = run(usedApple()).markdown().lines()
                .filter(l -> l.startsWith("| no-touch | used")).findFirst();
        assertThat(markdownLine).isPresent();
    }
}
