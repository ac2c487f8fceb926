package org.memoryjournal.memory;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/** Vector API kernels; only loaded when the incubator module is present. */
final class SimdKernels {
    private static final VectorSpecies<Float> F = FloatVector.SPECIES_PREFERRED;
    private static final VectorSpecies<Byte> B = F.length() >= 8
            ? VectorSpecies.of(byte.class, VectorShape.forBitSize(F.length() * Byte.SIZE)) : null;

    private SimdKernels() {
    }

    static boolean usable() {
        return B != null;
    }

    static float dotQuantized(float[] q, byte[] codes, int offset, int dim) {
        int lanes = F.length();
        FloatVector acc0 = FloatVector.zero(F);
        FloatVector acc1 = FloatVector.zero(F);
        int j = 0;
        int bound2 = dim - 2 * lanes;
        for (; j <= bound2; j += 2 * lanes) {
            FloatVector c0 = (FloatVector) ByteVector.fromArray(B, codes, offset + j).castShape(F, 0);
            FloatVector c1 = (FloatVector) ByteVector.fromArray(B, codes, offset + j + lanes).castShape(F, 0);
            acc0 = FloatVector.fromArray(F, q, j).fma(c0, acc0);
            acc1 = FloatVector.fromArray(F, q, j + lanes).fma(c1, acc1);
        }
        for (; j <= dim - lanes; j += lanes) {
            FloatVector c0 = (FloatVector) ByteVector.fromArray(B, codes, offset + j).castShape(F, 0);
            acc0 = FloatVector.fromArray(F, q, j).fma(c0, acc0);
        }
        float sum = acc0.add(acc1).reduceLanes(VectorOperators.ADD);
        for (; j < dim; j++) {
            sum += q[j] * codes[offset + j];
        }
        return sum;
    }
}
