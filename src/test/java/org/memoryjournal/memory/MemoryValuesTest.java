package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;

import org.junit.jupiter.api.Test;

class MemoryValuesTest {
    private static final Embedding E = new Embedding("test:m", new float[] {1, 0});

    @Test
    void blankTextIsRefused() {
        assertThatThrownBy(() -> new NewMemory("  \n ", MemoryKind.EPISODIC, Instant.EPOCH, 3, E, MemorySource.MANUAL))
                .isInstanceOf(InvalidMemoryException.class).hasMessageContaining("empty");
    }

    @Test
    void textOverTheLimitIsRefusedWithItsSize() {
        String big = "x".repeat(MemoryText.MAX_BYTES + 1);
        assertThatThrownBy(() -> new NewMemory(big, MemoryKind.EPISODIC, Instant.EPOCH, 3, E, MemorySource.MANUAL))
                .isInstanceOf(InvalidMemoryException.class).hasMessageContaining("64 KiB");
    }

    @Test
    void textAtTheLimitCountsUtf8Bytes() {
        String multiByte = "é".repeat(MemoryText.MAX_BYTES / 2);
        assertThat(MemoryText.validate(multiByte)).hasSize(MemoryText.MAX_BYTES / 2);
        assertThatThrownBy(() -> MemoryText.validate(multiByte + "é")).isInstanceOf(InvalidMemoryException.class);
    }

    @Test
    void textIsStripped() {
        assertThat(new NewMemory("  hi  ", MemoryKind.EPISODIC, Instant.EPOCH, 3, E, MemorySource.MANUAL).text())
                .isEqualTo("hi");
    }

    @Test
    void importanceOutsideOneToTenIsRefused() {
        assertThatThrownBy(() -> new NewMemory("a", MemoryKind.EPISODIC, Instant.EPOCH, 0, E, MemorySource.MANUAL))
                .hasMessageContaining("between 1 and 10");
        assertThatThrownBy(() -> new NewMemory("a", MemoryKind.EPISODIC, Instant.EPOCH, 11, E, MemorySource.MANUAL))
                .hasMessageContaining("between 1 and 10");
        assertThat(Importance.clamp(42)).isEqualTo(10);
    }

    @Test
    void nonFiniteVectorValuesAreRefused() {
        assertThatThrownBy(() -> new Embedding("m", new float[] {1, Float.NaN}))
                .isInstanceOf(InvalidMemoryException.class).hasMessageContaining("not a finite number");
        assertThatThrownBy(() -> new Embedding("m", new float[] {Float.POSITIVE_INFINITY}))
                .isInstanceOf(InvalidMemoryException.class);
        assertThatThrownBy(() -> new Embedding("m", new float[0])).isInstanceOf(InvalidMemoryException.class);
    }

    @Test
    void embeddingIsACopy() {
        float[] v = {1, 2};
        Embedding e = new Embedding("m", v);
        v[0] = 9;
        e.vector()[1] = 9;
        assertThat(e.vector()).containsExactly(1, 2);
    }

    @Test
    void kindsAndSourcesParseCaseInsensitively() {
        assertThat(MemoryKind.parse("Semantic")).isEqualTo(MemoryKind.SEMANTIC);
        assertThat(MemorySource.parse("FACT")).isEqualTo(MemorySource.FACT);
        assertThatThrownBy(() -> MemoryKind.parse("dream")).hasMessageContaining("episodic, semantic or procedural");
    }

    @Test
    void policyRefusesNonsense() {
        RetrievalPolicy p = RetrievalPolicy.classic();
        assertThatThrownBy(() -> p.withTopK(0)).hasMessageContaining("at least 1");
        assertThatThrownBy(() -> p.withTokenBudget(-1)).hasMessageContaining("negative");
        assertThatThrownBy(() -> p.withRelevance(RelevanceMode.HYBRID, 1.5, 10)).hasMessageContaining("keyword share");
    }

    @Test
    void classicPresetKeepsTheSeedValues() {
        RetrievalPolicy c = RetrievalPolicy.classic();
        assertThat(c.weights()).isEqualTo(Weights.EQUAL);
        assertThat(c.decay().episodic()).isEqualTo(0.995);
        assertThat(c.topK()).isEqualTo(5);
        assertThat(c.normalisation()).isEqualTo(Normalisation.BOUNDED);
        assertThat(c.relevanceMode()).isEqualTo(RelevanceMode.DENSE);
    }

    @Test
    void pinnedMemoriesDoNotDecay() {
        assertThat(RetrievalPolicy.classic().decayFor(MemoryKind.EPISODIC, true)).isEqualTo(1.0);
        assertThat(RetrievalPolicy.classic().decayFor(MemoryKind.EPISODIC, false)).isEqualTo(0.995);
    }
}
