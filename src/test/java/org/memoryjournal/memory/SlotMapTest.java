package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** The index's primitive id → slot map answers as a {@code HashMap} would, through growth and removals. */
class SlotMapTest {

    @Test
    void randomPutsReplacementsAndRemovalsAgreeWithAHashMap() {
        Random rnd = new Random(7);
        SlotMap map = new SlotMap();
        Map<Long, Integer> reference = new HashMap<>();
        for (int step = 0; step < 200_000; step++) {
            // A narrow key range makes long probe runs, replacements and removals inside runs common.
            long id = rnd.nextInt(3_000) - 50L;
            if (rnd.nextInt(3) == 0) {
                Integer expected = reference.remove(id);
                assertThat(map.remove(id)).isEqualTo(expected == null ? -1 : expected);
            } else {
                int slot = rnd.nextInt(1_000_000);
                map.put(id, slot);
                reference.put(id, slot);
            }
        }
        assertThat(map.size()).isEqualTo(reference.size());
        for (long id = -60; id < 3_010; id++) {
            Integer expected = reference.get(id);
            assertThat(map.get(id)).as("id %d", id).isEqualTo(expected == null ? -1 : expected);
        }
    }

    @Test
    void idsThatCollideInTheTableAreKeptApartAndSurviveTheRemovalOfTheirNeighbours() {
        SlotMap map = new SlotMap();
        // Multiples of 2^32 share their low bits; with a 16-slot table many land on one probe run.
        for (int k = 0; k < 7; k++) {
            map.put((long) k << 32, k);
        }
        assertThat(map.remove(0L)).isEqualTo(0);
        assertThat(map.remove(3L << 32)).isEqualTo(3);
        for (int k = 0; k < 7; k++) {
            assertThat(map.get((long) k << 32)).isEqualTo(k == 0 || k == 3 ? -1 : k);
        }
        assertThat(map.remove(3L << 32)).isEqualTo(-1);
        assertThat(map.size()).isEqualTo(5);
    }

    @Test
    void reservingRoomKeepsWhatIsAlreadyThere() {
        SlotMap map = new SlotMap();
        map.put(Long.MAX_VALUE, 1);
        map.put(Long.MIN_VALUE, 2);
        map.reserve(100_000);
        map.put(42, 3);
        assertThat(map.get(Long.MAX_VALUE)).isEqualTo(1);
        assertThat(map.get(Long.MIN_VALUE)).isEqualTo(2);
        assertThat(map.get(42)).isEqualTo(3);
        assertThat(map.get(43)).isEqualTo(-1);
    }

    @Test
    void aNegativeSlotIsRefused() {
        assertThatThrownBy(() -> new SlotMap().put(1, -1)).isInstanceOf(IllegalArgumentException.class);
    }
}
