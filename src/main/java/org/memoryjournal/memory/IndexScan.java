package org.memoryjournal.memory;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;

/**
 * The ranking algorithms over a {@link MemoryIndex}. Callers hold the index's read lock.
 *
 * <p>Bounded dense ranking (the common case) scans the int8 codes with a proven error bound per
 * memory, keeps only the memories whose upper bound can still reach the top k, and rescores those
 * exactly in double precision, so the result is the exact top k. Min-max normalisation needs every
 * signal of every candidate and is computed exactly. Hybrid and keyword ranking score a small
 * candidate pool (best dense ∪ best keyword matches) exactly.
 */
final class IndexScan {
    /** Extra slack on the float scan's error bound (float rounding over ≤ 384-term sums is ~1e-5). */
    private static final double SCAN_SLACK = 5e-5;
    private static final int PARALLEL_THRESHOLD = 16_384;
    private static final int THREADS = Math.max(1, Runtime.getRuntime().availableProcessors());
    private static final ExecutorService POOL = Executors.newFixedThreadPool(THREADS, daemonThreads());
    static final Comparator<Scored> BEST_FIRST =
            Comparator.comparingDouble((Scored s) -> s.breakdown.total()).reversed()
                    .thenComparingLong(s -> s.id);
    /** The kinds by ordinal, read once: {@code values()} copies its array on every call. */
    private static final MemoryKind[] KINDS = MemoryKind.values();

    private IndexScan() {
    }

    record Scored(long id, int slot, ScoreBreakdown breakdown) {
    }

    static List<Ranked> rank(MemoryIndex ix, RecallQuery q) {
        RetrievalPolicy p = q.policy();
        List<Scored> ranked = switch (p.relevanceMode()) {
            case DENSE -> p.adjustments().any() ? PooledRanking.rank(ix, q)
                    : p.normalisation() == Normalisation.BOUNDED ? boundedDense(ix, q, p.weights(), wanted(p))
                    : exactMinMaxDense(ix, q);
            case KEYWORD, HYBRID -> PooledRanking.rank(ix, q);
        };
        return withBudget(ix, ranked, p);
    }

    // ---- bounded dense: quantized scan with exact rescoring -------------------------------------

    static List<Scored> boundedDense(MemoryIndex ix, RecallQuery q, Weights w, int k) {
        return boundedDense(ix, q, w, k, null);
    }

    /**
     * The exact top k by {@code w} among the memories written inside {@code window} (all memories when it is
     * null); with a relevance weight of 0 no vector is read.
     */
    static List<Scored> boundedDense(MemoryIndex ix, RecallQuery q, Weights w, int k, TimeFocus window) {
        Query query = new Query(ix, q);
        int n = ix.size;
        List<int[]> chunks = chunks(n);
        List<Candidates> parts = runChunks(chunks, c -> scanChunk(ix, q, query, w, k, window, c[0], c[1]));
        double threshold = kthLargest(parts, k);
        List<Scored> exact = new ArrayList<>();
        for (Candidates part : parts) {
            for (int i = 0; i < part.count; i++) {
                if (part.upper[i] >= threshold) {
                    int slot = part.slots[i];
                    exact.add(exactScore(ix, q, query, w, slot));
                }
            }
        }
        exact.sort(BEST_FIRST);
        return exact.size() > k ? new ArrayList<>(exact.subList(0, k)) : exact;
    }

    /** The slots whose upper bound passed a running threshold, and the k best lower bounds seen. */
    private static final class Candidates {
        int[] slots = new int[64];
        double[] upper = new double[64];
        int count;
        final LowerBounds bestLower;

        Candidates(int k) {
            bestLower = new LowerBounds(k);
        }

        void add(int slot, double up) {
            if (count == slots.length) {
                slots = Arrays.copyOf(slots, count * 2);
                upper = Arrays.copyOf(upper, count * 2);
            }
            slots[count] = slot;
            upper[count++] = up;
        }
    }

    /** Slots scanned per block: the dot products of a block are computed in one tight loop first. */
    private static final int BLOCK = 1024;

    private static Candidates scanChunk(MemoryIndex ix, RecallQuery q, Query query, Weights w, int k,
                                        TimeFocus window, int from, int to) {
        Candidates c = new Candidates(k);
        double margin = 1e-9 * (1 + w.relevance() + w.recency() + w.importance());
        double running = Double.NEGATIVE_INFINITY;
        int dim = ix.dim();
        RetrievalPolicy p = q.policy();
        double[] lnDecay = new double[KINDS.length];
        for (MemoryKind kind : KINDS) {
            lnDecay[kind.ordinal()] = Math.log(p.decay().forKind(kind));
        }
        long nowS = q.now().getEpochSecond();
        int nowN = q.now().getNano();
        boolean withRelevance = query.norm != 0 && w.relevance() != 0;
        boolean withRecency = w.recency() != 0;
        boolean skipSuperseded = !q.includeSuperseded();
        long seen = q.visibleUntil();
        // Asked now, no access is later: the plain loop, which the compiler vectorises (a per-slot check halved it).
        boolean asOf = q.asOfNow() && ix.anyAccessedAfter(nowS, nowN);
        float[] dots = new float[BLOCK];
        double[] exponents = new double[BLOCK];
        double[] recency = new double[BLOCK];
        for (int block = from, end; block < to; block = end) {
            end = Math.min(Math.min(to, block + BLOCK), MemoryIndex.pageEnd(block));
            if (withRelevance) {
                VectorKernels.dotQuantizedBlock(query.unit, ix.codePage(block), MemoryIndex.slotInPage(block), end - block,
                        dim, dots);
            }
            if (withRecency) {
                // Approximate hours and a vectorised exp instead of pow: only a bound, widened by the margin.
                for (int s = block; s < end; s++) {
                    double hours = (nowS - ix.accessSeconds[s]) * (1 / 3600.0)
                            + (nowN - ix.accessNanos[s]) * (1 / 3.6e12);
                    exponents[s - block] = ix.pinned[s] || hours <= 0 ? 0 : hours * lnDecay[ix.kinds[s]];
                }
                for (int s = block; asOf && s < end; s++) {
                    if (ix.accessedAfter(s, nowS, nowN)) {
                        double hours = (nowS - ix.createdSeconds[s]) * (1 / 3600.0) + nowN * (1 / 3.6e12);
                        exponents[s - block] = ix.pinned[s] || hours <= 0 ? 0 : hours * lnDecay[ix.kinds[s]];
                    }
                }
                VectorKernels.exp(exponents, recency, end - block);
            }
            for (int s = block; s < end; s++) {
                if (ix.writtenAfter(s, seen) || skipSuperseded && ix.supersededAt(s, seen)
                        || window != null && window.match(ix.createdSeconds[s]) == 0) {
                    continue;
                }
                double rel = 0;
                double err = 0;
                if (withRelevance && ix.norms[s] != 0) {
                    rel = ix.scales[s] * (double) dots[s - block];
                    err = ix.errors[s] * (1 + 1e-6) + SCAN_SLACK;
                }
                double other = w.importance() * (ix.importance[s] / 10.0);
                if (withRecency) {
                    other += w.recency() * recency[s - block];
                }
                double upper = w.relevance() * (rel + err) + other + margin;
                if (upper < running) {
                    continue;
                }
                double lower = w.relevance() * (rel - err) + other - margin;
                c.add(s, upper);
                if (c.bestLower.offer(lower) && c.bestLower.full()) {
                    running = c.bestLower.min();
                }
            }
        }
        return c;
    }

    /** The k-th largest lower bound over all chunks: nothing whose upper bound is below it can make the top k. */
    private static double kthLargest(List<Candidates> parts, int k) {
        LowerBounds best = new LowerBounds(k);
        for (Candidates part : parts) {
            for (double lower : part.bestLower.values()) {
                best.offer(lower);
            }
        }
        return best.full() ? best.min() : Double.NEGATIVE_INFINITY;
    }

    private static Scored exactScore(MemoryIndex ix, RecallQuery q, Query query, Weights w, int s) {
        double rel = exactCosine(ix, query, s);
        double rec = exactRecency(ix, q, s);
        double imp = Signals.importance(ix.importance[s]);
        return new Scored(ix.ids[s], s, ScoreBreakdown.of(w, rel, rec, imp));
    }

    static double exactCosine(MemoryIndex ix, Query query, int s) {
        double dot = Signals.dot(query.raw, ix.vectorPage(s), ix.offset(s), ix.dim());
        return Signals.cosineFrom(dot, query.norm, ix.norms[s]);
    }

    static double exactRecency(MemoryIndex ix, RecallQuery q, int s) {
        double rate = q.policy().decayFor(KINDS[ix.kinds[s]], ix.pinned[s]);
        long nowS = q.now().getEpochSecond();
        int nowN = q.now().getNano();
        double hours = q.asOfNow() && ix.accessedAfter(s, nowS, nowN)
                ? Signals.hoursBetween(ix.createdSeconds[s], 0, nowS, nowN)
                : Signals.hoursBetween(ix.accessSeconds[s], ix.accessNanos[s], nowS, nowN);
        return Signals.recency(rate, hours);
    }

    // ---- min-max dense: exact over every eligible memory ----------------------------------------

    private static List<Scored> exactMinMaxDense(MemoryIndex ix, RecallQuery q) {
        Query query = new Query(ix, q);
        int n = ix.size;
        int[] slots = new int[n];
        int m = 0;
        long seen = q.visibleUntil();
        for (int s = 0; s < n; s++) {
            if (!ix.writtenAfter(s, seen) && (q.includeSuperseded() || !ix.supersededAt(s, seen))) {
                slots[m++] = s;
            }
        }
        int[] eligible = Arrays.copyOf(slots, m);
        double[] rel = new double[m];
        List<int[]> chunks = chunks(m);
        runChunks(chunks, c -> {
            for (int i = c[0]; i < c[1]; i++) {
                rel[i] = exactCosine(ix, query, eligible[i]);
            }
            return null;
        });
        double[] rec = new double[m];
        double[] imp = new double[m];
        for (int i = 0; i < m; i++) {
            rec[i] = exactRecency(ix, q, eligible[i]);
            imp[i] = Signals.importance(ix.importance[eligible[i]]);
        }
        return topOf(ix, eligible, MinMax.scale(rel), MinMax.scale(rec), MinMax.scale(imp),
                q.policy().weights(), wanted(q.policy()));
    }

    static List<Scored> topOf(MemoryIndex ix, int[] slots, double[] rel, double[] rec, double[] imp,
                                      Weights w, int k) {
        PriorityQueue<Scored> heap = new PriorityQueue<>(BEST_FIRST.reversed());
        for (int i = 0; i < slots.length; i++) {
            Scored s = new Scored(ix.ids[slots[i]], slots[i], ScoreBreakdown.of(w, rel[i], rec[i], imp[i]));
            heap.add(s);
            if (heap.size() > k) {
                heap.poll();
            }
        }
        List<Scored> out = new ArrayList<>(heap);
        out.sort(BEST_FIRST);
        return out;
    }

    // ---- shared ----------------------------------------------------------------------------------

    /** How many ranked memories to produce: more than top-k when a token budget may skip some. */
    static int wanted(RetrievalPolicy p) {
        return p.tokenBudget() > 0 ? Math.min(Integer.MAX_VALUE / 4, p.topK()) * 3 : p.topK();
    }

    private static List<Ranked> withBudget(MemoryIndex ix, List<Scored> ranked, RetrievalPolicy p) {
        List<Ranked> out = new ArrayList<>(ranked.size());
        int spent = 0;
        for (Scored s : ranked) {
            if (p.tokenBudget() > 0) {
                int cost = MemoryText.estimateTokens(ix.textChars[s.slot]);
                if (spent + cost > p.tokenBudget()) {
                    continue; // an oversized memory is skipped; smaller ones after it may still fit
                }
                spent += cost;
            }
            out.add(new Ranked(s.id, out.size() + 1, s.breakdown));
            if (out.size() == p.topK()) {
                break;
            }
        }
        return out;
    }

    /** The query vector raw (for exact rescoring) and as a float unit vector (for the scan). */
    static final class Query {
        final float[] raw;
        final float[] unit;
        final double norm;

        Query(MemoryIndex ix, RecallQuery q) {
            this(q.query().vector());
        }

        private Query(float[] vector) {
            raw = vector;
            norm = Signals.norm(raw, 0, raw.length);
            unit = new float[raw.length];
            if (norm != 0) {
                for (int i = 0; i < raw.length; i++) {
                    unit[i] = (float) (raw[i] / norm);
                }
            }
        }

        /** This question through a query adapter. */
        Query adapted(QueryAdapter adapter) {
            return new Query(adapter.adapt(raw));
        }
    }

    private static List<int[]> chunks(int n) {
        int parts = n < PARALLEL_THRESHOLD ? 1 : THREADS;
        List<int[]> out = new ArrayList<>(parts);
        int step = (n + parts - 1) / Math.max(1, parts);
        for (int from = 0; from < n || out.isEmpty(); from += Math.max(step, 1)) {
            out.add(new int[] {from, Math.min(n, from + Math.max(step, 1))});
            if (n == 0) {
                break;
            }
        }
        return out;
    }

    private interface ChunkTask<T> {
        T run(int[] chunk);
    }

    private static <T> List<T> runChunks(List<int[]> chunks, ChunkTask<T> task) {
        if (chunks.size() == 1) {
            List<T> one = new ArrayList<>(1);
            one.add(task.run(chunks.get(0)));
            return one;
        }
        List<Future<T>> futures = new ArrayList<>();
        for (int i = 1; i < chunks.size(); i++) {
            int[] c = chunks.get(i);
            futures.add(POOL.submit(() -> task.run(c)));
        }
        List<T> out = new ArrayList<>(chunks.size());
        out.add(task.run(chunks.get(0)));
        for (Future<T> f : futures) {
            try {
                out.add(f.get());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("Recall was interrupted.", e);
            } catch (java.util.concurrent.ExecutionException e) {
                throw new IllegalStateException("Recall failed: " + e.getCause().getMessage(), e.getCause());
            }
        }
        return out;
    }

    private static ThreadFactory daemonThreads() {
        return r -> {
            Thread t = new Thread(r, "recall-scan");
            t.setDaemon(true);
            return t;
        };
    }
}
