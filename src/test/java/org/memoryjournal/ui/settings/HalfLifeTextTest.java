package org.memoryjournal.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.memoryjournal.memory.DecayRates;
import org.memoryjournal.memory.RetrievalPolicy;

class HalfLifeTextTest {

    @Test
    void theShippedRatesReadAsDays() {
        DecayRates d = RetrievalPolicy.defaults().decay();
        assertThat(HalfLifeText.of(d.episodic())).isEqualTo("180");
        assertThat(HalfLifeText.of(d.semantic())).isEqualTo("2888");
        assertThat(HalfLifeText.of(d.procedural())).isEqualTo("never");
    }

    @Test
    void aTypedHalfLifeReadsInWordsWithALongerUnit() {
        assertThat(HalfLifeText.inWords("2888.1")).isEqualTo("2,888 days (about 7.9 years)");
        assertThat(HalfLifeText.inWords("180")).isEqualTo("180 days (about 6 months)");
        assertThat(HalfLifeText.inWords("2.5")).isEqualTo("2.5 days");
        assertThat(HalfLifeText.inWords("0.5")).isEqualTo("12 hours");
        assertThat(HalfLifeText.inWords("never")).isEqualTo("never");
        assertThat(HalfLifeText.inWords("soon")).isEmpty();
    }

    @Test
    void aLongHalfLifeKeepsItsExactRateWhileItsWholeDaysAreNotRetyped() {
        double semantic = RetrievalPolicy.defaults().decay().semantic();
        assertThat(HalfLifeText.rate(HalfLifeText.of(semantic), semantic)).isEqualTo(semantic);
    }

    @Test
    void typedDaysBecomeTheRateWithThatHalfLife() {
        double rate = HalfLifeText.rate("30");
        assertThat(DecayRates.halfLifeHours(rate)).isCloseTo(30 * 24, within(1e-6));
        assertThat(HalfLifeText.rate(" 0.5 ")).isEqualTo(DecayRates.rateForHalfLife(12));
    }

    @Test
    void neverAndAnEmptyFieldMeanNoDecay() {
        assertThat(HalfLifeText.rate("never")).isEqualTo(1.0);
        assertThat(HalfLifeText.rate("Never")).isEqualTo(1.0);
        assertThat(HalfLifeText.rate("")).isEqualTo(1.0);
    }

    @Test
    void zeroNegativeAndWordsAreRefused() {
        for (String bad : new String[] {"0", "-2", "soon", "NaN", "Infinity"}) {
            assertThatThrownBy(() -> HalfLifeText.rate(bad)).as(bad).isInstanceOf(NumberFormatException.class);
        }
    }

    @Test
    void anUntouchedFieldKeepsItsRateExactly() {
        double semantic = RetrievalPolicy.defaults().decay().semantic();
        assertThat(HalfLifeText.rate(HalfLifeText.of(semantic), semantic)).isEqualTo(semantic);
        assertThat(HalfLifeText.rate("100", semantic)).isNotEqualTo(semantic);
    }
}
