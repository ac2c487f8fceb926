package org.memoryjournal.memory;

/**
 * The k largest of a stream of doubles, as a min-heap on a primitive array: the scan keeps the best lower bounds
 * it has seen, and the smallest of them is the bar a memory must clear. A boxed {@code PriorityQueue<Double>}
 * did the same, at the cost of an allocation and a comparator call per step of every sift.
 */
final class LowerBounds {
    private final double[] heap;
    private int size;

    LowerBounds(int k) {
        if (k < 1) {
            throw new IllegalArgumentException("Keep at least one bound, not " + k + ".");
        }
        heap = new double[k];
    }

    boolean full() {
        return size == heap.length;
    }

    /** The smallest kept value; only when one is kept. */
    double min() {
        if (size == 0) {
            throw new IllegalStateException("No bound is kept yet.");
        }
        return heap[0];
    }

    /** Keeps the value if fewer than k are kept or it beats the smallest; returns whether it was kept. */
    boolean offer(double value) {
        if (size < heap.length) {
            int i = size++;
            while (i > 0) {
                int parent = (i - 1) >>> 1;
                if (heap[parent] <= value) {
                    break;
                }
                heap[i] = heap[parent];
                i = parent;
            }
            heap[i] = value;
            return true;
        }
        if (value <= heap[0]) {
            return false;
        }
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && heap[child + 1] < heap[child]) {
                child++;
            }
            if (heap[child] >= value) {
                break;
            }
            heap[i] = heap[child];
            i = child;
        }
        heap[i] = value;
        return true;
    }

    /** The kept values, in no particular order. */
    double[] values() {
        return java.util.Arrays.copyOf(heap, size);
    }
}
