package org.memoryjournal.memory;

import java.util.Arrays;

/**
 * Memory id → slot of {@link MemoryIndex}, in two primitive arrays (open addressing, linear probing):
 * about 24 bytes a memory instead of the 72 of a {@code HashMap<Long, Integer>} entry with its boxes, and
 * nothing for the collector to trace. Not thread-safe; the index guards it with its lock.
 */
final class SlotMap {
    private static final int NONE = -1;
    private static final int MIN_CAPACITY = 16;

    private long[] keys;
    private int[] slots;
    private int size;

    SlotMap() {
        allocate(MIN_CAPACITY);
    }

    int size() {
        return size;
    }

    /** The slot of {@code id}, or -1 when it is not in the map. */
    int get(long id) {
        int mask = slots.length - 1;
        for (int i = home(id, mask); ; i = (i + 1) & mask) {
            if (slots[i] == NONE) {
                return NONE;
            }
            if (keys[i] == id) {
                return slots[i];
            }
        }
    }

    /** Maps {@code id} to {@code slot} (not negative), replacing what it was mapped to. */
    void put(long id, int slot) {
        if (slot < 0) {
            throw new IllegalArgumentException("a slot is not negative");
        }
        if (2 * (size + 1) > slots.length) {
            rehash(slots.length * 2);
        }
        int mask = slots.length - 1;
        int i = home(id, mask);
        while (slots[i] != NONE && keys[i] != id) {
            i = (i + 1) & mask;
        }
        if (slots[i] == NONE) {
            size++;
        }
        keys[i] = id;
        slots[i] = slot;
    }

    /** Removes {@code id}; returns the slot it had, or -1 when it was not in the map. */
    int remove(long id) {
        int mask = slots.length - 1;
        int i = home(id, mask);
        while (slots[i] != NONE && keys[i] != id) {
            i = (i + 1) & mask;
        }
        int removed = slots[i];
        if (removed == NONE) {
            return NONE;
        }
        // Backward-shift deletion: later entries of the same probe run move up, so no tombstones pile up.
        int gap = i;
        for (int j = (gap + 1) & mask; slots[j] != NONE; j = (j + 1) & mask) {
            int home = home(keys[j], mask);
            if (((j - home) & mask) >= ((j - gap) & mask)) {
                keys[gap] = keys[j];
                slots[gap] = slots[j];
                gap = j;
            }
        }
        slots[gap] = NONE;
        size--;
        return removed;
    }

    /** Makes room for {@code count} ids without rehashing on the way (an index about to load them). */
    void reserve(int count) {
        int capacity = MIN_CAPACITY;
        while (capacity < 2L * count) {
            capacity <<= 1;
        }
        if (capacity > slots.length) {
            rehash(capacity);
        }
    }

    private static int home(long id, int mask) {
        long h = id * 0x9E3779B97F4A7C15L; // Fibonacci hashing spreads consecutive ids over the table
        return (int) (h ^ (h >>> 32)) & mask;
    }

    private void rehash(int capacity) {
        long[] oldKeys = keys;
        int[] oldSlots = slots;
        allocate(capacity);
        int mask = capacity - 1;
        for (int k = 0; k < oldSlots.length; k++) {
            if (oldSlots[k] != NONE) {
                int i = home(oldKeys[k], mask);
                while (slots[i] != NONE) {
                    i = (i + 1) & mask;
                }
                keys[i] = oldKeys[k];
                slots[i] = oldSlots[k];
            }
        }
    }

    private void allocate(int capacity) {
        keys = new long[capacity];
        slots = new int[capacity];
        Arrays.fill(slots, NONE);
    }
}
