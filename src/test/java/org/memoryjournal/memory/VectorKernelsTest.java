package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class VectorKernelsTest {

    @ParameterizedTest
    @CsvSource({"384, 1025", "37, 7", "8, 1", "64, 2", "5, 3"})
    void blockKernelAgreesWithThePlainLoopForAnyDimensionAndCount(int dim, int count) {
        Random rnd = new Random(dim * 31L + count);
        byte[] codes = new byte[(count + 3) * dim];
        rnd.nextBytes(codes);
        float[] q = new float[dim];
        for (int j = 0; j < dim; j++) {
            q[j] = (float) rnd.nextGaussian();
        }
        float[] out = new float[count];
        VectorKernels.dotQuantizedBlock(q, codes, 2, count, dim, out);
        for (int i = 0; i < count; i++) {
            double exact = 0;
            for (int j = 0; j < dim; j++) {
                exact += (double) q[j] * codes[(2 + i) * dim + j];
            }
            assertThat((double) out[i]).isCloseTo(exact, within(1e-3 * (1 + Math.abs(exact))));
            assertThat((double) VectorKernels.dotQuantized(q, codes, (2 + i) * dim, dim))
                    .isCloseTo(exact, within(1e-3 * (1 + Math.abs(exact))));
        }
    }
}
