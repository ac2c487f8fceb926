package org.memoryjournal.memory;

import java.util.Arrays;

/**
 * Relevance that passes from a superseded memory to the live memory that replaced it. "Sold the Golf, cycling
 * everywhere now" is the answer to "What car do I drive?" although the question's words are those of the memory it
 * replaced ("I drive a Golf"), which is hidden: the newer memory is found by whatever finds the older one, at the
 * older one's relevance when that is the higher. A chain of replacements passes it on to its live end.
 *
 * @param slots     the pooled memories that may be recalled (superseded ones only when they may be returned)
 * @param relevance each one's relevance, its own or the higher it took
 * @param from      the id of the replaced memory whose relevance each took, 0 for its own
 */
record Inherited(int[] slots, double[] relevance, long[] from) {

    /**
     * Passes the relevance of every superseded memory in the pool to its live replacement (also pooled) when
     * {@code pass}, then keeps the memories that may be returned; superseded and live as the journal stood at
     * {@code nowSeconds} (a replacement written later had not yet replaced anything).
     */
    static Inherited of(MemoryIndex ix, int[] pooled, double[] relevance, boolean includeSuperseded, boolean pass,
                        long nowSeconds) {
        int n = pooled.length;
        double[] rel = relevance.clone();
        long[] from = new long[n];
        for (int i = 0; pass && i < n; i++) {
            int live = ix.liveReplacement(pooled[i], nowSeconds);
            int j = live < 0 ? -1 : indexOf(pooled, live);
            if (j >= 0 && relevance[i] > rel[j]) {
                rel[j] = relevance[i];
                from[j] = ix.ids[pooled[i]];
            }
        }
        int[] keep = new int[n];
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (includeSuperseded || !ix.supersededAt(pooled[i], nowSeconds)) {
                keep[m++] = i;
            }
        }
        int[] slots = new int[m];
        double[] keptRel = new double[m];
        long[] keptFrom = new long[m];
        for (int k = 0; k < m; k++) {
            slots[k] = pooled[keep[k]];
            keptRel[k] = rel[keep[k]];
            keptFrom[k] = from[keep[k]];
        }
        return new Inherited(slots, keptRel, keptFrom);
    }

    private static int indexOf(int[] slots, int slot) {
        for (int i = 0; i < slots.length; i++) {
            if (slots[i] == slot) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Inherited other && Arrays.equals(slots, other.slots)
                && Arrays.equals(relevance, other.relevance) && Arrays.equals(from, other.from);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Arrays.hashCode(slots) + Arrays.hashCode(relevance)) + Arrays.hashCode(from);
    }

    @Override
    public String toString() {
        return "Inherited" + Arrays.toString(slots);
    }
}
