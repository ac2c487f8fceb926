package org.memoryjournal.ui;

import java.util.Objects;
import java.util.function.Consumer;

/**
 * A piece of blocking work (SQLite, HTTP, embedding) with what to do on the UI thread afterwards.
 * Run it with a {@link TaskExecutor}: the work runs in the background, every callback on the FX
 * thread (or inline with the synchronous executor used by tests).
 *
 * @param <T> the result type
 */
public final class BackgroundTask<T> {

    /** The blocking part; may publish text pieces (streamed tokens), which the executor coalesces. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Updates updates) throws Exception;
    }

    /** Lets the work hand text pieces to the UI while it runs. */
    @FunctionalInterface
    public interface Updates {
        void publish(String piece);
    }

    private final String title;
    private final Work<T> work;
    private Consumer<? super T> onSuccess = r -> { };
    private Consumer<Throwable> onFailure = e -> { };
    private Runnable onFinished = () -> { };
    private Consumer<String> onUpdate = s -> { };

    private BackgroundTask(String title, Work<T> work) {
        this.title = Objects.requireNonNull(title);
        this.work = Objects.requireNonNull(work);
    }

    /** A task shown in the status bar as {@code title} while it runs. */
    public static <T> BackgroundTask<T> of(String title, Work<T> work) {
        return new BackgroundTask<>(title, work);
    }

    /** A task without a result. */
    public static BackgroundTask<Void> run(String title, Runnable work) {
        return new BackgroundTask<>(title, u -> {
            work.run();
            return null;
        });
    }

    public BackgroundTask<T> onSuccess(Consumer<? super T> action) {
        this.onSuccess = Objects.requireNonNull(action);
        return this;
    }

    public BackgroundTask<T> onFailure(Consumer<Throwable> action) {
        this.onFailure = Objects.requireNonNull(action);
        return this;
    }

    public BackgroundTask<T> onFinished(Runnable action) {
        this.onFinished = Objects.requireNonNull(action);
        return this;
    }

    /** Receives published pieces on the UI thread; several pieces may arrive joined in one call. */
    public BackgroundTask<T> onUpdate(Consumer<String> action) {
        this.onUpdate = Objects.requireNonNull(action);
        return this;
    }

    public String title() {
        return title;
    }

    T call(Updates updates) throws Exception {
        return work.run(updates);
    }

    void succeeded(T result) {
        try {
            onSuccess.accept(result);
        } finally {
            onFinished.run();
        }
    }

    void failed(Throwable error) {
        try {
            onFailure.accept(error);
        } finally {
            onFinished.run();
        }
    }

    void updated(String pieces) {
        onUpdate.accept(pieces);
    }
}
