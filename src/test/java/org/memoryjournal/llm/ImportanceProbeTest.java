package org.memoryjournal.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.memoryjournal.memory.Embedding;

/** Fitting, reading back and applying the linear importance probe, and the probes shipped for the local models. */
class ImportanceProbeTest {
    private static final String MODEL = "test:probe";

    /** Unit vectors leaning towards +x (pivotal) or -x (mundane), with noise in three other directions. */
    private static List<float[]> leaning(int n, float sign, long seed) {
        Random random = new Random(seed);
        List<float[]> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            float[] v = {sign * (0.5f + random.nextFloat()), random.nextFloat() - 0.5f, random.nextFloat() - 0.5f,
                    random.nextFloat() - 0.5f};
            double norm = 0;
            for (float x : v) {
                norm += x * x;
            }
            for (int k = 0; k < v.length; k++) {
                v[k] /= (float) Math.sqrt(norm);
            }
            out.add(v);
        }
        return out;
    }

    private static Embedding vector(float... v) {
        return new Embedding(MODEL, v);
    }

    @Test
    void aFittedProbeSeparatesWhatItWasShownAndRatesOnTheOneToTenScale() {
        ImportanceProbe probe = ImportanceProbe.fit(MODEL, leaning(40, 1, 1), leaning(40, -1, 2));

        assertThat(probe.pivotal(vector(1, 0, 0, 0))).isGreaterThan(0.9);
        assertThat(probe.pivotal(vector(-1, 0, 0, 0))).isLessThan(0.1);
        assertThat(probe.rating(vector(1, 0, 0, 0))).isGreaterThanOrEqualTo(9);
        assertThat(probe.rating(vector(-1, 0, 0, 0))).isLessThanOrEqualTo(2);
        for (float[] v : leaning(20, 1, 3)) {
            assertThat(probe.rating(vector(v))).isBetween(1, 10);
        }
    }

    @Test
    void fittingTwiceGivesTheSameWeights() {
        ImportanceProbe a = ImportanceProbe.fit(MODEL, leaning(30, 1, 5), leaning(30, -1, 6));
        ImportanceProbe b = ImportanceProbe.fit(MODEL, leaning(30, 1, 5), leaning(30, -1, 6));

        assertThat(a.weights()).containsExactly(b.weights());
        assertThat(a.bias()).isEqualTo(b.bias());
    }

    @Test
    void fittingNeedsBothLabelsAndOneDimension() {
        assertThatThrownBy(() -> ImportanceProbe.fit(MODEL, List.of(), leaning(3, -1, 1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("pivotal and mundane");
        assertThatThrownBy(() -> ImportanceProbe.fit(MODEL, List.of(new float[] {1, 0}), List.of(new float[] {0, 1, 0})))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("dimension");
    }

    @Test
    void itsTextFormReadsBackToTheSameProbe() {
        ImportanceProbe probe = ImportanceProbe.fit(MODEL, leaning(10, 1, 7), leaning(10, -1, 8));

        ImportanceProbe read = ImportanceProbe.parse(probe.serialise());

        assertThat(read.modelId()).isEqualTo(MODEL);
        assertThat(read.weights()).containsExactly(probe.weights());
        assertThat(read.bias()).isEqualTo(probe.bias());
    }

    @Test
    void aDamagedTextIsRefusedWithASentence() {
        assertThatThrownBy(() -> ImportanceProbe.parse("hello"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Not an importance probe");
        String probe = ImportanceProbe.fit(MODEL, leaning(5, 1, 1), leaning(5, -1, 2)).serialise();
        assertThatThrownBy(() -> ImportanceProbe.parse(probe + "not-a-number\n"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a number");
        assertThatThrownBy(() -> new ImportanceProbe(MODEL, new double[] {Double.NaN}, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("finite");
    }

    @Test
    void itReadsOnlyItsOwnModelsVectors() {
        ImportanceProbe probe = new ImportanceProbe(MODEL, new double[] {1, 0, 0, 0}, 0);

        assertThatThrownBy(() -> probe.pivotal(new Embedding("other:model", new float[] {1, 0, 0, 0})))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("other:model");
        assertThatThrownBy(() -> probe.pivotal(vector(1, 0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("4 dimensions");
    }

    @Test
    void bothLocalModelsShipAProbeOfTheirDimensionAndOtherModelsHaveNone() {
        for (LocalEmbeddingProvider.Model model : LocalEmbeddingProvider.Model.values()) {
            ImportanceProbe probe = ImportanceProbe.bundled(model.id()).orElseThrow();
            assertThat(probe.modelId()).isEqualTo(model.id());
            assertThat(probe.weights()).hasSize(model.dimension());
        }
        assertThat(ImportanceProbe.bundled("ollama:nomic-embed-text")).isEmpty();
        assertThat(ImportanceProbe.resourceName("local:bge-small-en-v1.5-q"))
                .isEqualTo("importance-probe-local-bge-small-en-v1.5-q.txt");
    }
}
