package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.memoryjournal.memory.LinearProbe;

/** The detail probes ship for both local models, and a model without one ranks without the detail fit. */
class DetailProbeResourceTest {

    @Test
    void bothLocalModelsHaveAProbeOfTheirDimension() {
        for (String model : new String[] {"local:bge-small-en-v1.5-q", "local:all-minilm-l6-v2-q"}) {
            LinearProbe probe = DetailProbeResource.forModel(model).orElseThrow();
            assertThat(probe.modelId()).isEqualTo(model);
            assertThat(probe.dimension()).isEqualTo(384);
            assertThat(DetailProbeResource.forModel(model).orElseThrow()).as("read once").isSameAs(probe);
        }
    }

    @Test
    void aModelWithoutAProbeHasNone() {
        assertThat(DetailProbeResource.forModel("ollama:nomic-embed-text")).isEmpty();
    }
}
