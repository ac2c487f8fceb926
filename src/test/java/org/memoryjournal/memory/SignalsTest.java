package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.time.Instant;

import org.junit.jupiter.api.Test;

class SignalsTest {
    private static final Instant NOW = Instant.parse("2026-01-31T09:00:00Z");

    @Test
    void recencyIsOneAtZeroHours() {
        assertThat(Signals.recency(0.995, NOW, NOW)).isEqualTo(1.0);
    }

    @Test
    void recencyDecaysPerHour() {
        assertThat(Signals.recency(0.995, NOW.minusSeconds(3600), NOW)).isCloseTo(0.995, within(1e-12));
        assertThat(Signals.recency(0.995, NOW.minusSeconds(7200), NOW)).isCloseTo(0.990025, within(1e-12));
    }

    @Test
    void recencyOfFutureAccessClampsToOne() {
        assertThat(Signals.recency(0.995, NOW.plusSeconds(86_400), NOW)).isEqualTo(1.0);
    }

    @Test
    void durableDecayKeepsAYearOldPreferenceAboveNinetyPercent() {
        Instant aYearAgo = NOW.minusSeconds(365L * 24 * 3600);
        assertThat(Signals.recency(DecayRates.DURABLE, aYearAgo, NOW)).isGreaterThanOrEqualTo(0.9);
        assertThat(Signals.recency(DecayRates.CLASSIC, aYearAgo, NOW)).isLessThan(1e-10);
    }

    @Test
    void importanceIsTenthsClamped() {
        assertThat(Signals.importance(7)).isEqualTo(0.7);
        assertThat(Signals.importance(10)).isEqualTo(1.0);
        assertThat(Signals.importance(15)).isEqualTo(1.0);
        assertThat(Signals.importance(-3)).isEqualTo(0.0);
    }

    @Test
    void cosineOfIdenticalIsOneAndOrthogonalIsZero() {
        assertThat(Signals.cosine(new float[] {1, 2, 3}, new float[] {1, 2, 3})).isCloseTo(1.0, within(1e-12));
        assertThat(Signals.cosine(new float[] {1, 0}, new float[] {0, 5})).isEqualTo(0.0);
        assertThat(Signals.cosine(new float[] {1, 0}, new float[] {-2, 0})).isCloseTo(-1.0, within(1e-12));
    }

    @Test
    void cosineWithZeroNormVectorIsZero() {
        assertThat(Signals.cosine(new float[] {0, 0, 0}, new float[] {1, 2, 3})).isEqualTo(0.0);
    }

    @Test
    void cosineRefusesDifferentDimensions() {
        assertThatThrownBy(() -> Signals.cosine(new float[] {1, 0}, new float[] {1, 0, 0}))
                .isInstanceOf(IncompatibleEmbeddingException.class)
                .hasMessageContaining("dimensions");
    }

    @Test
    void cosineRefusesDifferentModels() {
        Embedding a = new Embedding("local:a", new float[] {1, 0});
        Embedding b = new Embedding("ollama:b", new float[] {1, 0});
        assertThatThrownBy(() -> Signals.cosine(a, b))
                .isInstanceOf(IncompatibleEmbeddingException.class)
                .hasMessageContaining("different embedding models");
    }

    @Test
    void scoreIsWeightedSum() {
        assertThat(Weights.EQUAL.total(0.8, 0.9, 0.7)).isCloseTo(2.4, within(1e-12));
        assertThat(new Weights(2, 0, 1).total(0.8, 0.9, 0.7)).isCloseTo(2.3, within(1e-12));
        assertThat(ScoreBreakdown.of(Weights.EQUAL, 0.8, 0.9, 0.7).total()).isCloseTo(2.4, within(1e-12));
    }

    @Test
    void weightsParseAndRejectNonsense() {
        assertThat(Weights.parse("1, 0.5,0")).isEqualTo(new Weights(1, 0.5, 0));
        assertThatThrownBy(() -> Weights.parse("1,2")).hasMessageContaining("three numbers");
        assertThatThrownBy(() -> Weights.parse("1,x,2")).hasMessageContaining("three numbers");
        assertThatThrownBy(() -> new Weights(-1, 0, 0)).hasMessageContaining("≥ 0");
    }

    @Test
    void decayRatesAreValidatedAndHaveHalfLives() {
        assertThatThrownBy(() -> DecayRates.flat(1.5)).hasMessageContaining("(0, 1]");
        assertThatThrownBy(() -> DecayRates.flat(0)).hasMessageContaining("(0, 1]");
        assertThat(DecayRates.halfLifeHours(0.995)).isCloseTo(138.3, within(0.1));
        assertThat(DecayRates.halfLifeHours(1.0)).isInfinite();
        assertThat(DecayRates.rateForHalfLife(24)).isCloseTo(Math.pow(0.5, 1 / 24.0), within(1e-15));
        assertThat(DecayRates.CLASSIC_BY_KIND.forKind(MemoryKind.EPISODIC)).isEqualTo(0.995);
    }

    @Test
    void minMaxScalesToUnitRangeAndEqualValuesToHalf() {
        assertThat(MinMax.scale(new double[] {2, 4, 3})).containsExactly(0.0, 1.0, 0.5);
        assertThat(MinMax.scale(new double[] {7, 7})).containsExactly(0.5, 0.5);
        assertThat(MinMax.scale(new double[0])).isEmpty();
    }
}
