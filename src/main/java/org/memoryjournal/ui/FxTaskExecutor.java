package org.memoryjournal.ui;

import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

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
    /** Whose counters this executor's tasks are counted in (itself, or the executor it is a lane of). */
    private final TaskExecutor counted;
    private final List<FxTaskExecutor> lanes = new CopyOnWriteArrayList<>();

    public FxTaskExecutor(int threads) {
        this(threads, "mj-task-", null);
    }

    private FxTaskExecutor(int threads, String prefix, TaskExecutor counted) {
        AtomicInteger n = new AtomicInteger();
        this.pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, prefix + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        this.counted = counted == null ? this : counted;
    }

    @Override
    public TaskExecutor lane(String name) {
        FxTaskExecutor lane = new FxTaskExecutor(1, "mj-" + name + "-", counted);
        lanes.add(lane);
        return lane;
    }

    @Override
    public <T> void whenDone(CompletionStage<T> work, Consumer<? super T> action) {
        work.whenComplete((result, e) -> {
            if (e == null) {
                Platform.runLater(() -> action.accept(result));
            } else {
                LOG.debug("Background work failed", e);
            }
        });
    }

    @Override
    public <T> void execute(BackgroundTask<T> task) {
        counted.started(task);
        Coalescer coalescer = new Coalescer(task);
        pool.execute(() -> {
            try {
                T result = callWork(task, coalescer::publish);
                Platform.runLater(() -> {
                    coalescer.flush();
                    counted.ended();
                    deliverSuccess(task, result);
                });
            } catch (Exception | LinkageError e) {
                LOG.debug("Task '{}' failed", task.title(), e);
                Platform.runLater(() -> {
                    coalescer.flush();
                    counted.ended();
                    deliverFailure(task, e);
                });
            }
        });
    }

    @Override
    public void shutdown() {
        lanes.forEach(l -> l.pool.shutdownNow());
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
