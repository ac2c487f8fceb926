package org.memoryjournal.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ExcerptTest {
    @Test
    void aShortTextStaysWholeOnOneLine() {
        assertThat(Excerpt.of("  My manager\nat work   is Hélène. ", 40)).isEqualTo("My manager at work is Hélène.");
        assertThat(Excerpt.of("exactly ten", 11)).isEqualTo("exactly ten");
    }

    @Test
    void aLongTextIsCutToTheLengthWithTheEllipsisCounted() {
        assertThat(Excerpt.of("Rented a permanent locker at the gym, code 4471", 21)).isEqualTo("Rented a permanent l…");
        // A cut that ends on a space does not keep it before the ellipsis.
        assertThat(Excerpt.of("Rented a permanent locker at the gym, code 4471", 20)).isEqualTo("Rented a permanent…");
    }
}
