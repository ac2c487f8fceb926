package org.memoryjournal.memory;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * The live memories of one embedding model, kept column by column for fast recall: the vectors in
 * pages of {@link #PAGE} memories ({@code float[]} each), an int8 copy of their unit vectors in pages
 * of the same size for the first pass of the scan, and the few scalars ranking needs. Texts stay in
 * the database. Pages let the index grow without copying its vectors: one more memory in a large
 * journal costs one page at most, never a second copy of every vector (which would double the heap
 * the index needs for a moment).
 *
 * <p>Thread-safe: rankings run concurrently under a read lock; writes take the write lock.
 */
public final class MemoryIndex {
    /** From this capacity on the scalar arrays grow by an eighth instead of a half. */
    static final int LARGE = 32_768;
    /** Memories per page of vectors and codes: a multiple of the scan's block, so no block spans two pages. */
    static final int PAGE_SHIFT = 12;
    static final int PAGE = 1 << PAGE_SHIFT;
    private static final int PAGE_MASK = PAGE - 1;
    private final String modelId;
    private final SimilarityScale scale;
    private final int dim;
    private final java.util.Optional<LinearProbe> detailProbe;
    private final java.util.function.Supplier<java.util.Optional<QueryAdapter>> queryAdapter;
    private volatile java.util.Optional<QueryAdapter> adapter;
    private final Object adapterLock = new Object();
    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private volatile PartVectors parts = PartVectors.NONE;
    private final SlotMap slotById = new SlotMap();

    int size;
    long[] ids;
    float[][] vectorPages;
    double[] norms;
    byte[][] codePages;
    float[] scales;
    float[] errors;
    long[] accessSeconds;
    long[] createdSeconds;
    /** {@link TextCues} bits per slot. */
    long[] cues;
    /** {@link AnswerValues} per slot. */
    long[] answerValues;
    int[] accessNanos;
    /** The latest moment any memory was last accessed (never lowered): an as-of scan at or after it skips a check. */
    private long latestAccessSeconds = Long.MIN_VALUE;
    private int latestAccessNanos;
    byte[] kinds;
    byte[] importance;
    boolean[] pinned;
    boolean[] superseded;
    /**
     * The id of the memory that superseded each superseded one, by id: few memories are superseded, and the scan
     * reads only {@link #superseded} (a byte a memory).
     */
    private final java.util.Map<Long, Long> replacements = new java.util.HashMap<>();
    int[] textChars;
    /** The sum of every indexed memory's unit vector ({@link #mean()}). */
    private final double[] unitSum;
    /** {@link #mean()} as of the last write; null after a write until someone asks. */
    private volatile JournalMean lastMean;

    public MemoryIndex(String modelId, int dimension) {
        this(modelId, dimension, java.util.Optional.empty());
    }

    /**
     * An index whose questions that look a detail up are answered with the model's {@link DetailProbe} (kept only
     * when it reads vectors of this model and dimension).
     */
    public MemoryIndex(String modelId, int dimension, java.util.Optional<LinearProbe> detailProbe) {
        this(modelId, dimension, detailProbe, java.util.Optional::empty);
    }

    /**
     * An index that also matches questions about the asker's own life through the model's {@link QueryAdapter}
     * (kept only when it maps vectors of this model and dimension), read on the first question that uses it: a
     * journal opens without waiting for it.
     */
    public MemoryIndex(String modelId, int dimension, java.util.Optional<LinearProbe> detailProbe,
                       java.util.function.Supplier<java.util.Optional<QueryAdapter>> queryAdapter) {
        if (dimension < 1) {
            throw new IllegalArgumentException("dimension must be positive");
        }
        this.modelId = modelId;
        this.scale = SimilarityScale.forModel(modelId);
        this.dim = dimension;
        this.detailProbe = detailProbe.filter(p -> p.modelId().equals(modelId) && p.dimension() == dimension);
        this.queryAdapter = queryAdapter;
        this.unitSum = new double[dimension];
        allocate(16);
    }

    /** The query adapter of this index's model, if it has one (read once, on first use). */
    java.util.Optional<QueryAdapter> queryAdapter() {
        java.util.Optional<QueryAdapter> a = adapter;
        if (a == null) {
            synchronized (adapterLock) {
                a = adapter;
                if (a == null) {
                    a = queryAdapter.get().filter(x -> x.modelId().equals(modelId) && x.dimension() == dim);
                    adapter = a;
                }
            }
        }
        return a;
    }

    /** Where ranking reads the passage vectors of pooled memories ({@link MemoryParts}); none by default. */
    public void readPartsFrom(PartVectors source) {
        parts = java.util.Objects.requireNonNull(source, "source");
    }

    PartVectors parts() {
        return parts;
    }

    /** The detail probe of this index's model, if it has one. */
    java.util.Optional<LinearProbe> detailProbe() {
        return detailProbe;
    }

    public String modelId() {
        return modelId;
    }

    /** The relevance scale of this index's model (looked up once). */
    SimilarityScale similarityScale() {
        return scale;
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

    /** Whether memory {@code id} is in the index and is an insight drawn from other memories. */
    public boolean isInsight(long id) {
        lock.readLock().lock();
        try {
            int slot = slotById.get(id);
            return slot >= 0 && (cues[slot] & TextCues.INSIGHT) != 0;
        } finally {
            lock.readLock().unlock();
        }
    }

    /**
     * The {@link TextCues} bits the index holds for memory {@code id} that come from its text (not the
     * {@link TextCues#INSIGHT} bit, which comes from its source); -1 when the memory is not in the index.
     */
    public long textCues(long id) {
        lock.readLock().lock();
        try {
            int slot = slotById.get(id);
            return slot < 0 ? -1 : cues[slot] & ~TextCues.INSIGHT;
        } finally {
            lock.readLock().unlock();
        }
    }

    public boolean contains(long id) {
        lock.readLock().lock();
        try {
            return slotById.get(id) >= 0;
        } finally {
            lock.readLock().unlock();
        }
    }

    /** Adds or replaces one memory. Throws when its vector belongs to another model or dimension. */
    public void put(IndexEntry e) {
        checkCompatible(e.embedding());
        lock.writeLock().lock();
        try {
            putLocked(e);
        } finally {
            lock.writeLock().unlock();
        }
    }

    private void putLocked(IndexEntry e) {
        lastMean = null;
        int slot = slotById.get(e.id());
        if (slot >= 0) {
            addToMean(slot, -1);
        } else {
            slot = append(e.id());
        }
        write(slot, e);
        addToMean(slot, 1);
    }

    /** Adds memory {@code s}'s unit vector to the sum of the journal's ({@code sign} 1), or takes it away (-1). */
    private void addToMean(int s, int sign) {
        double norm = norms[s];
        if (norm == 0) {
            return;
        }
        float[] v = vectorPage(s);
        int off = offset(s);
        double f = sign / norm;
        for (int j = 0; j < dim; j++) {
            unitSum[j] += f * v[off + j];
        }
    }

    /** The mean of the indexed memories' unit vectors (superseded ones and insights included). */
    public JournalMean mean() {
        lock.readLock().lock();
        try {
            return meanLocked();
        } finally {
            lock.readLock().unlock();
        }
    }

    /** {@link #mean()} for a caller that holds the lock. */
    JournalMean meanLocked() {
        JournalMean known = lastMean;
        if (known != null) {
            return known;
        }
        double[] m = new double[dim];
        if (size > 0) {
            for (int j = 0; j < dim; j++) {
                m[j] = unitSum[j] / size;
            }
        }
        JournalMean fresh = new JournalMean(m, size);
        lastMean = fresh;
        return fresh;
    }

    /** Makes room for {@code capacity} memories at once (a store about to load them). */
    public void reserve(int capacity) {
        lock.writeLock().lock();
        try {
            ensureCapacity(capacity);
            slotById.reserve(capacity);
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
                putLocked(e);
            }
        } finally {
            lock.writeLock().unlock();
        }
    }

    public void remove(long id) {
        lock.writeLock().lock();
        try {
            int slot = slotById.remove(id);
            if (slot < 0) {
                return;
            }
            addToMean(slot, -1);
            lastMean = null;
            replacements.remove(id);
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

    /** Sets last access of the given memories to {@code now} where that is later; unknown ids are ignored. */
    public void touch(long[] touched, Instant now) {
        lock.writeLock().lock();
        try {
            for (long id : touched) {
                int slot = slotById.get(id);
                // Only forwards, as the journal does: an access is never moved back.
                if (slot >= 0 && (accessSeconds[slot] < now.getEpochSecond()
                        || accessSeconds[slot] == now.getEpochSecond() && accessNanos[slot] < now.getNano())) {
                    accessSeconds[slot] = now.getEpochSecond();
                    accessNanos[slot] = now.getNano();
                    noteAccess(now.getEpochSecond(), now.getNano());
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

    /** The page holding memory {@code s}'s vector; it starts at {@link #offset(int)}. */
    float[] vectorPage(int s) {
        return vectorPages[s >>> PAGE_SHIFT];
    }

    /** Whether the memory in slot {@code s} has the {@link TextCues} bit {@code cue}. */
    boolean has(int s, int cue) {
        return (cues[s] & Integer.toUnsignedLong(cue)) != 0;
    }

    /** Who the memory in slot {@code s} is about ({@link Subjects#signature}). */
    int subjects(int s) {
        return TextCues.subjects(cues[s]);
    }

    /** What the memory in slot {@code s} gives to someone else ({@link OthersThings#signature}). */
    int othersThings(int s) {
        return TextCues.othersThings(cues[s]);
    }

    /** The names and figures the memory in slot {@code s} holds ({@link AnswerValues#of}). */
    long answerValues(int s) {
        return answerValues[s];
    }

    /** The page holding memory {@code s}'s int8 codes; they start at {@link #offset(int)}. */
    byte[] codePage(int s) {
        return codePages[s >>> PAGE_SHIFT];
    }

    /** Where memory {@code s}'s vector and codes start in their pages. */
    int offset(int s) {
        return (s & PAGE_MASK) * dim;
    }

    /** Memory {@code s}'s place in its page. */
    static int slotInPage(int s) {
        return s & PAGE_MASK;
    }

    /** The first slot after memory {@code s}'s page. */
    static int pageEnd(int s) {
        return (s | PAGE_MASK) + 1;
    }

    private void write(int s, IndexEntry e) {
        int off = offset(s);
        float[] vectors = vectorPage(s);
        e.embedding().copyInto(vectors, off);
        norms[s] = Signals.norm(vectors, off, dim);
        quantize(s);
        accessSeconds[s] = e.lastAccessed().getEpochSecond();
        accessNanos[s] = e.lastAccessed().getNano();
        noteAccess(accessSeconds[s], accessNanos[s]);
        createdSeconds[s] = e.createdAt().getEpochSecond();
        cues[s] = e.cues();
        answerValues[s] = e.answerValues();
        kinds[s] = (byte) e.kind().ordinal();
        importance[s] = (byte) e.importance();
        pinned[s] = e.pinned();
        superseded[s] = e.superseded();
        if (e.superseded()) {
            replacements.put(e.id(), e.replacedBy());
        } else {
            replacements.remove(e.id());
        }
        textChars[s] = e.textChars();
    }

    /**
     * int8 codes of the unit vector with one scale per vector, and the exact norm of what the codes
     * lose, so the scan can bound the true cosine from the cheap one.
     */
    private void quantize(int s) {
        int off = offset(s);
        float[] vectors = vectorPage(s);
        byte[] codes = codePage(s);
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
        System.arraycopy(vectorPage(from), offset(from), vectorPage(to), offset(to), dim);
        System.arraycopy(codePage(from), offset(from), codePage(to), offset(to), dim);
        norms[to] = norms[from];
        scales[to] = scales[from];
        errors[to] = errors[from];
        accessSeconds[to] = accessSeconds[from];
        accessNanos[to] = accessNanos[from];
        createdSeconds[to] = createdSeconds[from];
        cues[to] = cues[from];
        answerValues[to] = answerValues[from];
        kinds[to] = kinds[from];
        importance[to] = importance[from];
        pinned[to] = pinned[from];
        superseded[to] = superseded[from];
        textChars[to] = textChars[from];
    }

    private void ensureCapacity(int needed) {
        if (needed > ids.length || needed > pageCapacity()) {
            grow(needed);
        }
    }

    /**
     * How many slots to add when full: half again while the index is small, an eighth once it is large,
     * so one new memory in a 100,000-memory journal does not reserve room for 50,000 more (about 100 MB).
     */
    static int headroom(int capacity) {
        return capacity < LARGE ? Math.max(1, capacity >> 1) : capacity >> 3;
    }

    /** Slots the vector pages have room for. */
    private int pageCapacity() {
        int pages = vectorPages.length;
        return pages == 0 ? 0 : ((pages - 1) << PAGE_SHIFT) + vectorPages[pages - 1].length / dim;
    }

    private void allocate(int capacity) {
        vectorPages = new float[0][];
        codePages = new byte[0][];
        ids = new long[0];
        grow(capacity);
    }

    /**
     * Makes room for {@code needed} memories. The scalar arrays (a few bytes a memory) take the headroom;
     * the vector and code pages (about 1.9 KB a memory) grow only up to the end of the page that
     * {@code needed} reaches, so a large index holds at most one partly empty page. Every new array is
     * allocated before any is swapped in, so running out of memory here leaves the index as it was. Full
     * pages are kept as they are; only the last, partly used page is copied into a larger one.
     */
    private void grow(int needed) {
        int capacity = needed > ids.length ? Math.max(needed, ids.length + headroom(ids.length)) : ids.length;
        int slotsInPages = pageCapacity();
        int pageTarget = slotsInPages;
        if (needed > slotsInPages) {
            pageTarget = Math.min(Math.max(needed, slotsInPages + headroom(slotsInPages)), pageEnd(needed - 1));
        }
        int pages = (pageTarget + PAGE_MASK) >>> PAGE_SHIFT;
        float[][] newVectors = Arrays.copyOf(vectorPages, pages);
        byte[][] newCodes = Arrays.copyOf(codePages, pages);
        for (int p = Math.max(0, vectorPages.length - 1); p < pages; p++) {
            int slots = Math.min(PAGE, pageTarget - (p << PAGE_SHIFT));
            int length = Math.multiplyExact(slots, dim);
            if (newVectors[p] == null || newVectors[p].length < length) {
                newVectors[p] = newVectors[p] == null ? new float[length] : Arrays.copyOf(newVectors[p], length);
                newCodes[p] = newCodes[p] == null ? new byte[length] : Arrays.copyOf(newCodes[p], length);
            }
        }
        if (capacity > ids.length || norms == null) {
            growScalars(capacity);
        }
        vectorPages = newVectors;
        codePages = newCodes;
    }

    /** The per-memory scalars for {@code capacity} memories; all allocated before any is swapped in. */
    private void growScalars(int capacity) {
        long[] newIds = Arrays.copyOf(ids, capacity);
        double[] newNorms = norms == null ? new double[capacity] : Arrays.copyOf(norms, capacity);
        float[] newScales = scales == null ? new float[capacity] : Arrays.copyOf(scales, capacity);
        float[] newErrors = errors == null ? new float[capacity] : Arrays.copyOf(errors, capacity);
        long[] newAccessSeconds = accessSeconds == null ? new long[capacity] : Arrays.copyOf(accessSeconds, capacity);
        int[] newAccessNanos = accessNanos == null ? new int[capacity] : Arrays.copyOf(accessNanos, capacity);
        long[] newCreated = createdSeconds == null ? new long[capacity] : Arrays.copyOf(createdSeconds, capacity);
        long[] newCues = cues == null ? new long[capacity] : Arrays.copyOf(cues, capacity);
        long[] newAnswerValues = answerValues == null ? new long[capacity] : Arrays.copyOf(answerValues, capacity);
        byte[] newKinds = kinds == null ? new byte[capacity] : Arrays.copyOf(kinds, capacity);
        byte[] newImportance = importance == null ? new byte[capacity] : Arrays.copyOf(importance, capacity);
        boolean[] newPinned = pinned == null ? new boolean[capacity] : Arrays.copyOf(pinned, capacity);
        boolean[] newSuperseded = superseded == null ? new boolean[capacity] : Arrays.copyOf(superseded, capacity);
        int[] newTextChars = textChars == null ? new int[capacity] : Arrays.copyOf(textChars, capacity);
        ids = newIds;
        norms = newNorms;
        scales = newScales;
        errors = newErrors;
        accessSeconds = newAccessSeconds;
        accessNanos = newAccessNanos;
        createdSeconds = newCreated;
        cues = newCues;
        answerValues = newAnswerValues;
        kinds = newKinds;
        importance = newImportance;
        pinned = newPinned;
        superseded = newSuperseded;
        textChars = newTextChars;
    }

    int dim() {
        return dim;
    }

    int slotOf(long id) {
        return slotById.get(id);
    }

    /** Links followed at most from a superseded memory to the live one that replaced it (a guard against a loop). */
    static final int MAX_REPLACEMENT_HOPS = 32;

    /** Whether memory {@code s} was written after {@code nowSeconds}: the journal as it stood then did not hold it. */
    boolean writtenAfter(int s, long nowSeconds) {
        return createdSeconds[s] > nowSeconds;
    }

    /**
     * Whether memory {@code s} was last accessed after {@code nowSeconds}/{@code nowNanos}. Asked as of that moment,
     * the access had not happened yet, and the journal keeps no earlier one (only the last access): recency is then
     * measured from the memory's creation, the latest moment up to then it is known to have been used.
     */
    boolean accessedAfter(int s, long nowSeconds, int nowNanos) {
        return accessSeconds[s] > nowSeconds || accessSeconds[s] == nowSeconds && accessNanos[s] > nowNanos;
    }

    /**
     * Whether some memory may have been last accessed after {@code nowSeconds}/{@code nowNanos} (true can be wrong
     * after a memory left the index, false is not): when none was, an as-of scan needs no {@link #accessedAfter}
     * check per slot, and most are asked now.
     */
    boolean anyAccessedAfter(long nowSeconds, int nowNanos) {
        return latestAccessSeconds > nowSeconds || latestAccessSeconds == nowSeconds && latestAccessNanos > nowNanos;
    }

    private void noteAccess(long seconds, int nanos) {
        if (seconds > latestAccessSeconds || seconds == latestAccessSeconds && nanos > latestAccessNanos) {
            latestAccessSeconds = seconds;
            latestAccessNanos = nanos;
        }
    }

    /**
     * Whether memory {@code s} had been superseded by {@code nowSeconds}: a replacement written later had not yet
     * replaced it. One that left this index (a memory of another model, deleted) counts as written before.
     */
    boolean supersededAt(int s, long nowSeconds) {
        if (!superseded[s]) {
            return false;
        }
        Long next = replacements.get(ids[s]);
        int r = next == null ? -1 : slotById.get(next);
        return r < 0 || createdSeconds[r] <= nowSeconds;
    }

    /**
     * The slot of the memory that had replaced memory {@code s} by {@code nowSeconds} and was itself live then,
     * following the chain of replacements (A replaced by B, B by C gives C, or B when C came after then); -1 when
     * {@code s} was live then or the chain leaves this index (a memory of another model, deleted) or does not end.
     */
    int liveReplacement(int s, long nowSeconds) {
        int r = s;
        for (int hops = 0; hops < MAX_REPLACEMENT_HOPS && supersededAt(r, nowSeconds); hops++) {
            Long next = replacements.get(ids[r]);
            r = next == null ? -1 : slotById.get(next);
            if (r < 0) {
                return -1;
            }
        }
        return r == s || supersededAt(r, nowSeconds) ? -1 : r;
    }
}
