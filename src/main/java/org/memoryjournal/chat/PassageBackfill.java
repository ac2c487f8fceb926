package org.memoryjournal.chat;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Embeds, on one daemon thread, the passages of the memories that have none yet ({@link MemoryService#embedSomePassages}):
 * all of a journal written before passages were, an import, the memories of a model just switched to, and any left
 * waiting by a failure. Small batches with a pause between them, so a question asked meanwhile waits for one batch at
 * most; it stops when none are left, when a batch stores nothing (the embedder down: the next start tries again) or
 * when closed.
 */
public final class PassageBackfill implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(PassageBackfill.class);
    /** Memories per batch: about a tenth of a second of embedding with the local model. */
    static final int BATCH = 32;
    private static final long PAUSE_MS = 200;

    private final MemoryService memories;
    private final AtomicBoolean started = new AtomicBoolean();
    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "mj-passages");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        return t;
    });
    private volatile boolean closed;

    public PassageBackfill(MemoryService memories) {
        this.memories = memories;
    }

    /** Starts filling in the background, once; returns at once. */
    public void start() {
        if (started.compareAndSet(false, true) && !closed) {
            thread.execute(this::fill);
        }
    }

    private void fill() {
        int done = 0;
        try {
            for (int n; !closed && (n = memories.embedSomePassages(BATCH)) > 0; ) {
                done += n;
                Thread.sleep(PAUSE_MS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            // The journal closing or busy: what is left is filled at the next start.
            LOG.debug("Passages not filled in this time: {}", e.getClass().getSimpleName());
        }
        if (done > 0) {
            LOG.info("Embedded the passages of {} {}", done, done == 1 ? "memory" : "memories");
        }
    }

    /** Waits up to {@code millis} for the filling to end; true if it ended (or never started). */
    boolean awaitDone(long millis) throws InterruptedException {
        thread.shutdown();
        return thread.awaitTermination(millis, TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() {
        closed = true;
        // Not interrupted: a batch being embedded ends in a fraction of a second, and the loop then stops.
        thread.shutdown();
        try {
            thread.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
