package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.memoryjournal.memory.DetailProbe;
import org.memoryjournal.memory.LinearProbe;

/** A model's shipped part: read once, none when missing, and a damaged one strict or left out as asked. */
class ModelResourcesTest {
    private static final String BGE = "local:bge-small-en-v1.5-q";

    private static ModelResources<LinearProbe> damaged() {
        return new ModelResources<>("detail probe", DetailProbe.class, DetailProbe::resourceName, text -> {
            throw new IllegalArgumentException("Not a detail probe: it starts with a header.");
        }, LinearProbe::modelId);
    }

    @Test
    void aDamagedPartIsAnErrorWithASentenceOrLeftOutWhenReadDuringARecall() {
        assertThatThrownBy(() -> damaged().forModel(BGE)).hasMessage("Not a detail probe: it starts with a header.");
        assertThat(damaged().forModelOrNone(BGE)).isEmpty();
    }

    @Test
    void aPartWrittenForAnotherModelIsRefused() {
        ModelResources<LinearProbe> wrongModel = new ModelResources<>("detail probe", DetailProbe.class,
                id -> DetailProbe.resourceName(BGE), DetailProbe::parse, LinearProbe::modelId);

        assertThatThrownBy(() -> wrongModel.forModel("local:other")).hasMessageContaining("is for " + BGE);
        assertThat(wrongModel.forModelOrNone("local:other")).isEmpty();
    }

    @Test
    void aMissingPartIsNoneAndAShippedOneIsReadOnce() {
        ModelResources<LinearProbe> probes = new ModelResources<>("detail probe", DetailProbe.class,
                DetailProbe::resourceName, DetailProbe::parse, LinearProbe::modelId);

        assertThat(probes.forModel("ollama:nomic-embed-text")).isEmpty();
        assertThat(probes.forModel(BGE).orElseThrow()).isSameAs(probes.forModelOrNone(BGE).orElseThrow());
    }
}
