package org.memoryjournal.chat;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs reflection in the background when it is due: {@link #nudge()} after a memory is written (a turn's
 * write-back, {@code remember}) returns at once; one daemon thread checks the importance written since the
 * last reflection and reflects when it passes the threshold. At most one check waits behind a running one,
 * so a burst of writes costs one reflection. Nothing here ever delays a turn.
 */
public final class ReflectionScheduler implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ReflectionScheduler.class);

    private final Reflection reflection;
    private final Clock clock;
    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "reflection");
        t.setDaemon(true);
        return t;
    });
    private final AtomicBoolean queued = new AtomicBoolean();
    private final List<Runnable> insightListeners = new CopyOnWriteArrayList<>();

    public ReflectionScheduler(Reflection reflection, Clock clock) {
        this.reflection = reflection;
        this.clock = clock;
    }

    /** Called on the reflection's thread after a reflection wrote or updated insights. */
    public void onInsightsWritten(Runnable listener) {
        insightListeners.add(listener);
    }

    /** A memory was written: reflect in the background if enough importance has gathered. */
    public void nudge() {
        if (!queued.compareAndSet(false, true)) {
            return;
        }
        try {
            thread.execute(() -> {
                queued.set(false);
                try {
                    if (reflection.due()) {
                        Reflection.Outcome o = reflection.reflect(clock.instant(), false);
                        LOG.info("Reflected: {} insights written or updated", o.insights().size());
                        if (!o.insights().isEmpty()) {
                            insightListeners.forEach(Runnable::run);
                        }
                    }
                } catch (RuntimeException e) {
                    LOG.warn("Reflection failed ({}); it will be tried again after the next memory",
                            e.getClass().getSimpleName());
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException closed) {
            queued.set(false);
        }
    }

    /** Waits up to {@code timeout} for the checks and reflections queued so far; true if they finished. */
    public boolean awaitIdle(Duration timeout) {
        try {
            return thread.submit(() -> { }).get(timeout.toMillis(), TimeUnit.MILLISECONDS) == null;
        } catch (java.util.concurrent.TimeoutException e) {
            return false;
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.RejectedExecutionException e) {
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * Lets a running reflection finish for up to 5 s, then leaves it (a daemon thread): its writes are
     * transactions, and what it did not get to is done by the next reflection, which updates rather than repeats.
     */
    @Override
    public void close() {
        thread.shutdown();
        try {
            if (!thread.awaitTermination(5, TimeUnit.SECONDS)) {
                thread.shutdownNow();
            }
        } catch (InterruptedException e) {
            thread.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }
}
