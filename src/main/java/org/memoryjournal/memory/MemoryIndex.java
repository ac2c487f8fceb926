package org.memoryjournal.memory;

import java.time.Instant;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * The live memories of one embedding model, kept column by column for fast recall: all vectors in
 * one contiguous {@code float[]}, an int8 copy of their unit vectors for the first pass of the scan,
 * and the few scalars ranking needs. Texts stay in the database.
 *
 * <p>Thread-safe: rankings run concurrently under a read lock; writes take the write lock.
 */
public final class MemoryIndex {
    private final String modelId;
    private final int dim;
    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final Map<Long, Integer> slotById = new HashMap<>();

    int size;
    long[] ids;
    float[] vectors;
    double[] norms;
    byte[] codes;
    float[] scales;
    float[] errors;
    long[] accessSeconds;
    long[] createdSeconds;
    boolean[] statesChange;
    int[] accessNanos;
    byte[] kinds;
    byte[] importance;
    boolean[] pinned;
    boolean[] superseded;
    int[] textChars;

    public MemoryIndex(String modelId, int dimension) {
        if (dimension < 1) {
            throw new IllegalArgumentException("dimension must be positive");
        }
        this.modelId = modelId;
        this.dim = dimension;
        allocate(16);
    }

    public String modelId() {
        return modelId;
    }

    public int dimension() {
        return dim;
    }

    public int size() {
        lock.readLock().lock();
        try {
            return size;
        } finally {
            lock.readLock().unlock();
        }
    }

    public boolean contains(long id) {
        lock.readLock().lock();
        try {
            return slotById.containsKey(id);
        } finally {
            lock.readLock().unlock();
        }
    }

    /** Adds or replaces one memory. Throws when its vector belongs to another model or dimension. */
    public void put(IndexEntry e) {
        checkCompatible(e.embedding());
        lock.writeLock().lock();
        try {
            Integer slot = slotById.get(e.id());
            int s = slot != null ? slot : append(e.id());
            write(s, e);
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** Makes room for {@code capacity} memories at once (a store about to load them). */
    public void reserve(int capacity) {
        lock.writeLock().lock();
        try {
            ensureCapacity(capacity);
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** Adds many memories at once (used when a store opens). */
    public void putAll(List<IndexEntry> entries) {
        for (IndexEntry e : entries) {
            checkCompatible(e.embedding());
        }
        lock.writeLock().lock();
        try {
            ensureCapacity(size + entries.size());
            for (IndexEntry e : entries) {
                Integer slot = slotById.get(e.id());
                write(slot != null ? slot : append(e.id()), e);
            }
        } finally {
            lock.writeLock().unlock();
        }
    }

    public void remove(long id) {
        lock.writeLock().lock();
        try {
            Integer slot = slotById.remove(id);
            if (slot == null) {
                return;
            }
            int last = size - 1;
            if (slot != last) {
                moveSlot(last, slot);
                slotById.put(ids[slot], slot);
            }
            size--;
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** Sets last access of the given memories to {@code now}; unknown ids are ignored. */
    public void touch(long[] touched, Instant now) {
        lock.writeLock().lock();
        try {
            for (long id : touched) {
                Integer slot = slotById.get(id);
                if (slot != null) {
                    accessSeconds[slot] = now.getEpochSecond();
                    accessNanos[slot] = now.getNano();
                }
            }
        } finally {
            lock.writeLock().unlock();
        }
    }

    /**
     * Ranks the memories for a query. Exact: the same order as computing every signal in double
     * precision for every memory and sorting (ties broken by ascending id).
     */
    public List<Ranked> rank(RecallQuery query) {
        checkCompatible(query.query());
        lock.readLock().lock();
        try {
            return IndexScan.rank(this, query);
        } finally {
            lock.readLock().unlock();
        }
    }

    private void checkCompatible(Embedding e) {
        if (!e.modelId().equals(modelId)) {
            throw new IncompatibleEmbeddingException("This index holds vectors of " + modelId + ", not "
                    + e.modelId() + ": re-embed with one model.");
        }
        if (e.dimension() != dim) {
            throw new IncompatibleEmbeddingException("Vectors of " + modelId + " have " + dim
                    + " dimensions; this one has " + e.dimension() + ".");
        }
    }

    private int append(long id) {
        ensureCapacity(size + 1);
        int s = size++;
        ids[s] = id;
        slotById.put(id, s);
        return s;
    }

    private void write(int s, IndexEntry e) {
        int off = s * dim;
        e.embedding().copyInto(vectors, off);
        norms[s] = Signals.norm(vectors, off, dim);
        quantize(s);
        accessSeconds[s] = e.lastAccessed().getEpochSecond();
        accessNanos[s] = e.lastAccessed().getNano();
        createdSeconds[s] = e.createdAt().getEpochSecond();
        statesChange[s] = e.statesChange();
        kinds[s] = (byte) e.kind().ordinal();
        importance[s] = (byte) e.importance();
        pinned[s] = e.pinned();
        superseded[s] = e.superseded();
        textChars[s] = e.textChars();
    }

    /**
     * int8 codes of the unit vector with one scale per vector, and the exact norm of what the codes
     * lose, so the scan can bound the true cosine from the cheap one.
     */
    private void quantize(int s) {
        int off = s * dim;
        double norm = norms[s];
        if (norm == 0) {
            Arrays.fill(codes, off, off + dim, (byte) 0);
            scales[s] = 0;
            errors[s] = 0;
            return;
        }
        double max = 0;
        for (int j = 0; j < dim; j++) {
            max = Math.max(max, Math.abs(vectors[off + j] / norm));
        }
        float scale = (float) (max / 127.0);
        double err2 = 0;
        for (int j = 0; j < dim; j++) {
            double unit = vectors[off + j] / norm;
            int code = (int) Math.max(-127, Math.min(127, Math.round(unit / scale)));
            codes[off + j] = (byte) code;
            double diff = unit - (double) scale * code;
            err2 += diff * diff;
        }
        scales[s] = scale;
        errors[s] = Math.nextUp((float) Math.sqrt(err2));
    }

    private void moveSlot(int from, int to) {
        ids[to] = ids[from];
        System.arraycopy(vectors, from * dim, vectors, to * dim, dim);
        System.arraycopy(codes, from * dim, codes, to * dim, dim);
        norms[to] = norms[from];
        scales[to] = scales[from];
        errors[to] = errors[from];
        accessSeconds[to] = accessSeconds[from];
        accessNanos[to] = accessNanos[from];
        createdSeconds[to] = createdSeconds[from];
        statesChange[to] = statesChange[from];
        kinds[to] = kinds[from];
        importance[to] = importance[from];
        pinned[to] = pinned[from];
        superseded[to] = superseded[from];
        textChars[to] = textChars[from];
    }

    private void ensureCapacity(int needed) {
        if (needed > ids.length) {
            grow(Math.max(needed, ids.length + (ids.length >> 1)));
        }
    }

    private void allocate(int capacity) {
        ids = new long[capacity];
        vectors = new float[Math.multiplyExact(capacity, dim)];
        norms = new double[capacity];
        codes = new byte[Math.multiplyExact(capacity, dim)];
        scales = new float[capacity];
        errors = new float[capacity];
        accessSeconds = new long[capacity];
        accessNanos = new int[capacity];
        createdSeconds = new long[capacity];
        statesChange = new boolean[capacity];
        kinds = new byte[capacity];
        importance = new byte[capacity];
        pinned = new boolean[capacity];
        superseded = new boolean[capacity];
        textChars = new int[capacity];
    }

    private void grow(int capacity) {
        ids = Arrays.copyOf(ids, capacity);
        vectors = Arrays.copyOf(vectors, Math.multiplyExact(capacity, dim));
        norms = Arrays.copyOf(norms, capacity);
        codes = Arrays.copyOf(codes, Math.multiplyExact(capacity, dim));
        scales = Arrays.copyOf(scales, capacity);
        errors = Arrays.copyOf(errors, capacity);
        accessSeconds = Arrays.copyOf(accessSeconds, capacity);
        accessNanos = Arrays.copyOf(accessNanos, capacity);
        createdSeconds = Arrays.copyOf(createdSeconds, capacity);
        statesChange = Arrays.copyOf(statesChange, capacity);
        kinds = Arrays.copyOf(kinds, capacity);
        importance = Arrays.copyOf(importance, capacity);
        pinned = Arrays.copyOf(pinned, capacity);
        superseded = Arrays.copyOf(superseded, capacity);
        textChars = Arrays.copyOf(textChars, capacity);
    }

    int dim() {
        return dim;
    }

    int slotOf(long id) {
        Integer s = slotById.get(id);
        return s == null ? -1 : s;
    }
}
