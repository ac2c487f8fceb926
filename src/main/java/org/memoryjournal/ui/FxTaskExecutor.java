package org.memoryjournal.ui;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import javafx.application.Platform;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs tasks on a small pool of daemon threads and hands results to the FX thread. Published pieces
 * (streamed tokens) are buffered and flushed with at most one pending {@code runLater} per task, so a
 * fast stream costs a few UI updates per frame, not one per token.
 */
public final class FxTaskExecutor extends TaskExecutor {
    private static final Logger LOG = LoggerFactory.getLogger(FxTaskExecutor.class);
    private final ExecutorService pool;

    public FxTaskExecutor(int threads) {
        AtomicInteger n = new AtomicInteger();
        this.pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "mj-task-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public <T> void execute(BackgroundTask<T> task) {
        started(task);
        Coalescer coalescer = new Coalescer(task);
        pool.execute(() -> {
            try {
                T result = callWork(task, coalescer::publish);
                Platform.runLater(() -> {
                    coalescer.flush();
                    ended();
                    deliverSuccess(task, result);
                });
            } catch (Exception | LinkageError e) {
                LOG.debug("Task '{}' failed", task.title(), e);
                Platform.runLater(() -> {
                    coalescer.flush();
                    ended();
                    deliverFailure(task, e);
                });
            }
        });
    }

    @Override
    public void shutdown() {
        pool.shutdown();
        try {
            // Let queued work such as saving the window layout finish before the JVM exits.
            pool.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Joins pieces published between two FX pulses into one update. */
    private static final class Coalescer {
        private final BackgroundTask<?> task;
        private final StringBuilder pending = new StringBuilder();
        private boolean scheduled;

        Coalescer(BackgroundTask<?> task) {
            this.task = task;
        }

        void publish(String piece) {
            synchronized (pending) {
                pending.append(piece);
                if (scheduled) {
                    return;
                }
                scheduled = true;
            }
            Platform.runLater(this::flush);
        }

        void flush() {
            String text;
            synchronized (pending) {
                scheduled = false;
                if (pending.length() == 0) {
                    return;
                }
                text = pending.toString();
                pending.setLength(0);
            }
            deliverUpdate(task, text);
        }
    }
}
