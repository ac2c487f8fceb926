package org.memoryjournal.memory;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.DoubleVector;
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

    /**
     * Dot products of {@code q} with {@code count} consecutive code vectors starting at slot {@code first},
     * into {@code out[0..count)}; two vectors per pass so each query load serves both.
     */
    static void dotQuantizedBlock(float[] q, byte[] codes, int first, int count, int dim, float[] out) {
        int lanes = F.length();
        int i = 0;
        for (; i + 1 < count; i += 2) {
            int a = (first + i) * dim;
            int b = a + dim;
            FloatVector a0 = FloatVector.zero(F);
            FloatVector a1 = FloatVector.zero(F);
            FloatVector b0 = FloatVector.zero(F);
            FloatVector b1 = FloatVector.zero(F);
            int j = 0;
            for (; j <= dim - 2 * lanes; j += 2 * lanes) {
                FloatVector q0 = FloatVector.fromArray(F, q, j);
                FloatVector q1 = FloatVector.fromArray(F, q, j + lanes);
                a0 = q0.fma(widen(codes, a + j), a0);
                b0 = q0.fma(widen(codes, b + j), b0);
                a1 = q1.fma(widen(codes, a + j + lanes), a1);
                b1 = q1.fma(widen(codes, b + j + lanes), b1);
            }
            float sa = a0.add(a1).reduceLanes(VectorOperators.ADD);
            float sb = b0.add(b1).reduceLanes(VectorOperators.ADD);
            for (; j < dim; j++) {
                sa += q[j] * codes[a + j];
                sb += q[j] * codes[b + j];
            }
            out[i] = sa;
            out[i + 1] = sb;
        }
        if (i < count) {
            out[i] = dotQuantized(q, codes, (first + i) * dim, dim);
        }
    }

    private static final VectorSpecies<Double> D = DoubleVector.SPECIES_PREFERRED;

    /** {@code out[i] = exp(in[i])} for i in [0, count), a few lanes at a time. */
    static void exp(double[] in, double[] out, int count) {
        int i = 0;
        for (; i <= count - D.length(); i += D.length()) {
            DoubleVector.fromArray(D, in, i).lanewise(VectorOperators.EXP).intoArray(out, i);
        }
        for (; i < count; i++) {
            out[i] = Math.exp(in[i]);
        }
    }

    private static FloatVector widen(byte[] codes, int at) {
        return (FloatVector) ByteVector.fromArray(B, codes, at).castShape(F, 0);
    }
}
