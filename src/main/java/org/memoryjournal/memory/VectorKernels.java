package org.memoryjournal.memory;

/**
 * Dot products for the recall scan. Uses the JDK's incubating Vector API when the JVM was started
 * with {@code --add-modules jdk.incubator.vector} (the launcher, the Maven plugins and the tests do),
 * and a plain loop otherwise, so the app still works, only slower.
 */
final class VectorKernels {
    static final boolean SIMD = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent()
            && SimdKernels.usable();

    private VectorKernels() {
    }

    /** Σ q[j] · codes[offset + j] for j in [0, dim), in float. */
    static float dotQuantized(float[] q, byte[] codes, int offset, int dim) {
        return SIMD ? SimdKernels.dotQuantized(q, codes, offset, dim) : scalarDotQuantized(q, codes, offset, dim);
    }

    /** {@code out[i] = dotQuantized(q, codes, (first + i) * dim, dim)} for i in [0, count). */
    static void dotQuantizedBlock(float[] q, byte[] codes, int first, int count, int dim, float[] out) {
        if (SIMD) {
            SimdKernels.dotQuantizedBlock(q, codes, first, count, dim, out);
            return;
        }
        for (int i = 0; i < count; i++) {
            out[i] = scalarDotQuantized(q, codes, (first + i) * dim, dim);
        }
    }

    /** {@code out[i] = exp(in[i])} for i in [0, count) (within an ulp or two; used for bounds only). */
    static void exp(double[] in, double[] out, int count) {
        if (SIMD) {
            SimdKernels.exp(in, out, count);
            return;
        }
        for (int i = 0; i < count; i++) {
            out[i] = Math.exp(in[i]);
        }
    }

    static float scalarDotQuantized(float[] q, byte[] codes, int offset, int dim) {
        float s0 = 0;
        float s1 = 0;
        int j = 0;
        for (; j + 1 < dim; j += 2) {
            s0 += q[j] * codes[offset + j];
            s1 += q[j + 1] * codes[offset + j + 1];
        }
        for (; j < dim; j++) {
            s0 += q[j] * codes[offset + j];
        }
        return s0 + s1;
    }
}
