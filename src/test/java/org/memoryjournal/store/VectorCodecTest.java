package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class VectorCodecTest {

    @Test
    void roundTripsFloatsBitForBit() {
        float[] v = {0f, -0f, 1.5f, -3.25e-7f, Float.MIN_VALUE, Float.MAX_VALUE, 0.1f};
        float[] back = VectorCodec.decode(VectorCodec.encode(v), v.length);
        for (int i = 0; i < v.length; i++) {
            assertThat(Float.floatToRawIntBits(back[i])).isEqualTo(Float.floatToRawIntBits(v[i]));
        }
    }

    @Test
    void writesLittleEndianFloat32() {
        byte[] blob = VectorCodec.encode(new float[] {1f});
        assertThat(blob).containsExactly(0x00, 0x00, (byte) 0x80, 0x3f);
    }

    @Test
    void refusesBlobOfWrongLength() {
        assertThatThrownBy(() -> VectorCodec.decode(new byte[7], 2)).isInstanceOf(IllegalStateException.class);
    }
}
