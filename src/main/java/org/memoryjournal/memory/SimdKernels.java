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

    /** Four independent accumulators, so the FMA latency is hidden (two left the scan latency-bound). */
    static float dotQuantized(float[] q, byte[] codes, int offset, int dim) {
        int lanes = F.length();
        FloatVector acc0 = FloatVector.zero(F);
        FloatVector acc1 = FloatVector.zero(F);
        FloatVector acc2 = FloatVector.zero(F);
        FloatVector acc3 = FloatVector.zero(F);
        int j = 0;
        int step = 4 * lanes;
        for (; j <= dim - step; j += step) {
            acc0 = FloatVector.fromArray(F, q, j).fma(widen(codes, offset + j), acc0);
            acc1 = FloatVector.fromArray(F, q, j + lanes).fma(widen(codes, offset + j + lanes), acc1);
            acc2 = FloatVector.fromArray(F, q, j + 2 * lanes).fma(widen(codes, offset + j + 2 * lanes), acc2);
            acc3 = FloatVector.fromArray(F, q, j + 3 * lanes).fma(widen(codes, offset + j + 3 * lanes), acc3);
        }
        for (; j <= dim - lanes; j += lanes) {
            acc0 = FloatVector.fromArray(F, q, j).fma(widen(codes, offset + j), acc0);
        }
        float sum = acc0.add(acc1).add(acc2.add(acc3)).reduceLanes(VectorOperators.ADD);
        for (; j < dim; j++) {
            sum += q[j] * codes[offset + j];
        }
        return sum;
    }

    private static FloatVector widen(byte[] codes, int at) {
        return (FloatVector) ByteVector.fromArray(B, codes, at).castShape(F, 0);
    }
}
