package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The linear read-out under the importance and detail probes: its text form, its header, and reading a page. */
class LinearProbeTest {

    @Test
    void aDetailProbeReadsBackFromItsTextAndRefusesAnotherProbesText() {
        LinearProbe probe = DetailProbe.fit("test:m", List.of(new float[] {1, 0}, new float[] {0.9f, 0.1f}),
                List.of(new float[] {-1, 0}, new float[] {-0.8f, 0.2f}));

        LinearProbe read = DetailProbe.parse(DetailProbe.serialise(probe));

        assertThat(read.modelId()).isEqualTo("test:m");
        assertThat(read.weights()).containsExactly(probe.weights());
        assertThat(read.bias()).isEqualTo(probe.bias());
        String importance = probe.serialise("# importance probe");
        assertThatThrownBy(() -> DetailProbe.parse(importance)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("Not a detail probe");
        assertThatThrownBy(() -> DetailProbe.fit("test:m", List.of(), List.of(new float[] {1})))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("hold a detail");
    }

    @Test
    void theProbabilityOfAVectorOnAPageIsThatOfTheVectorItself() {
        LinearProbe probe = new LinearProbe("test:m", new double[] {2, -1}, 0.5);
        float[] page = {9, 9, 0.6f, 0.8f, 9};

        double direct = probe.probability(new Embedding("test:m", new float[] {0.6f, 0.8f}));

        assertThat(probe.probability(page, 2)).isEqualTo(direct);
        assertThat(direct).isCloseTo(1 / (1 + Math.exp(-(2 * 0.6 - 0.8 + 0.5))), within(1e-6));
    }
}
