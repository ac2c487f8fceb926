package org.memoryjournal.store;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** Embedding vectors as BLOBs: float32, little-endian, no header (length = 4 × dimension). */
final class VectorCodec {
    private VectorCodec() {
    }

    static byte[] encode(float[] vector) {
        ByteBuffer buffer = ByteBuffer.allocate(vector.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        buffer.asFloatBuffer().put(vector);
        return buffer.array();
    }

    /** Decodes a BLOB; throws when its length is not a whole number of floats or does not match. */
    static float[] decode(byte[] blob, int dimension) {
        if (blob == null || blob.length != dimension * Float.BYTES) {
            throw new IllegalStateException("A stored vector has " + (blob == null ? 0 : blob.length)
                    + " bytes, expected " + dimension * Float.BYTES + ".");
        }
        float[] out = new float[dimension];
        ByteBuffer.wrap(blob).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(out);
        return out;
    }
}
