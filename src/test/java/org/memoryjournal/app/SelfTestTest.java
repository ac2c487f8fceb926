package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.LocalEmbeddingProvider;
import org.memoryjournal.memory.Embedding;

/** The self-test's verdicts, on a real journal in a folder of the test's; its process-wide guard is tested in {@link SelfTestProcessTest}. */
class SelfTestTest {
    private static final LocalEmbeddingProvider BGE = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.BGE_SMALL);
    private static final LocalEmbeddingProvider MINILM = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.MINILM);

    @TempDir
    Path dir;

    @AfterAll
    static void closeModels() {
        BGE.close();
        MINILM.close();
    }

    @Test
    void passesWithBothBuiltInModelsAndNoConnection() {
        SelfTest.Outcome outcome = SelfTest.check(NetworkWatch.detached(), dir, new SharedEmbedder(BGE),
                new SharedEmbedder(MINILM));

        assertThat(outcome.passed()).as(outcome.line()).isTrue();
        assertThat(outcome.line()).contains("local:bge-small-en-v1.5-q", "local:all-minilm-l6-v2-q",
                "0 connection attempts");
    }

    @Test
    void failsAndNamesTheTargetWhenAConnectionWasAttempted() {
        NetworkWatch watch = NetworkWatch.detached();
        watch.attempted("djl-telemetry.example:443");

        SelfTest.Outcome outcome = SelfTest.check(watch, dir, new SharedEmbedder(BGE), new SharedEmbedder(MINILM));

        assertThat(outcome.passed()).isFalse();
        assertThat(outcome.line()).isEqualTo("1 connection attempt(s), first to djl-telemetry.example:443");
    }

    @Test
    void failsWhenRecallPutsTheWrongMemoryFirst() {
        // a model that finds the boiler sentence closest to the birthday question
        EmbeddingProvider confused = new FixedEmbedder(Map.of(SelfTest.OTHER, 0, SelfTest.QUESTION, 0, SelfTest.KEPT, 1));

        SelfTest.Outcome outcome = SelfTest.check(NetworkWatch.detached(), dir, confused, new SharedEmbedder(MINILM));

        assertThat(outcome.passed()).isFalse();
        assertThat(outcome.line()).startsWith("recall did not put the birthday first");
    }

    @Test
    void failsWhenTheSecondModelGivesAnEmptyVector() {
        EmbeddingProvider empty = new FixedEmbedder(Map.of()) {
            @Override
            public String modelId() {
                return "local:empty";
            }
        };

        SelfTest.Outcome outcome = SelfTest.check(NetworkWatch.detached(), dir, new SharedEmbedder(BGE), empty);

        assertThat(outcome.passed()).isFalse();
        assertThat(outcome.line()).isEqualTo("local:empty gave an empty vector");
    }

    @Test
    void runsOnlyWhenTheFlagStandsAlone() {
        assertThat(SelfTest.requested(new String[] {"--self-test"})).isTrue();
        assertThat(SelfTest.requested(new String[] {"remember", "--self-test"})).isFalse();
        assertThat(SelfTest.requested(new String[] {})).isFalse();
    }

    /** A model whose vectors are chosen by the test: a unit vector on the axis given per text, zeros otherwise. */
    private static class FixedEmbedder implements EmbeddingProvider {
        private final Map<String, Integer> axes;

        FixedEmbedder(Map<String, Integer> axes) {
            this.axes = axes;
        }

        @Override
        public String modelId() {
            return "test:fixed";
        }

        @Override
        public int dimension() {
            return 4;
        }

        @Override
        public Embedding embed(String text) {
            float[] v = new float[4];
            Integer axis = axes.get(text);
            if (axis != null) {
                v[axis] = 1f;
            }
            return new Embedding(modelId(), v);
        }

        @Override
        public List<Embedding> embedAll(List<String> texts) {
            return texts.stream().map(this::embed).toList();
        }

        @Override
        public void close() {
        }
    }
}
