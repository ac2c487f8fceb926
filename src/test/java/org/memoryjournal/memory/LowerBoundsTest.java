package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.Random;

import org.junit.jupiter.api.Test;

class LowerBoundsTest {

    @Test
    void keepsTheKLargestOfAnyStreamAndTheirMinimum() {
        Random random = new Random(7);
        for (int trial = 0; trial < 200; trial++) {
            int k = 1 + random.nextInt(40);
            int n = random.nextInt(300);
            double[] stream = new double[n];
            LowerBounds bounds = new LowerBounds(k);
            for (int i = 0; i < n; i++) {
                // Ties and repeats are common in a scan: draw from a small set half the time.
                stream[i] = random.nextBoolean() ? random.nextInt(5) : random.nextGaussian();
                bounds.offer(stream[i]);
            }
            double[] sorted = stream.clone();
            Arrays.sort(sorted);
            double[] expected = Arrays.copyOfRange(sorted, Math.max(0, n - k), n);
            double[] kept = bounds.values();
            Arrays.sort(kept);
            assertThat(kept).containsExactly(expected);
            assertThat(bounds.full()).isEqualTo(n >= k);
            if (n > 0) {
                assertThat(bounds.min()).isEqualTo(expected[0]);
            }
        }
    }

    @Test
    void refusesAValueNoBetterThanTheSmallestWhenFull() {
        LowerBounds bounds = new LowerBounds(2);
        assertThat(bounds.offer(1.0)).isTrue();
        assertThat(bounds.offer(3.0)).isTrue();
        assertThat(bounds.offer(1.0)).isFalse();
        assertThat(bounds.offer(0.5)).isFalse();
        assertThat(bounds.offer(2.0)).isTrue();
        assertThat(bounds.min()).isEqualTo(2.0);
    }

    @Test
    void anEmptyHeapHasNoMinimumAndAHeapOfNothingIsRefused() {
        assertThatThrownBy(() -> new LowerBounds(2).min()).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> new LowerBounds(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least one");
    }
}
