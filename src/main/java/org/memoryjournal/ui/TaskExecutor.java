package org.memoryjournal.ui;

import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;

import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Runs {@link BackgroundTask}s off the UI thread and delivers their callbacks on it. Two
 * implementations: {@link FxTaskExecutor} for the app and {@link SyncTaskExecutor} for tests.
 * Also tracks what is running, for the status bar.
 */
public abstract class TaskExecutor {
    private final ReadOnlyIntegerWrapper running = new ReadOnlyIntegerWrapper(this, "running", 0);
    private final ReadOnlyStringWrapper activeTitle = new ReadOnlyStringWrapper(this, "activeTitle", "");

    /** Starts the task; its callbacks run later on the UI thread. */
    public abstract <T> void execute(BackgroundTask<T> task);

    /** Stops accepting work and lets background threads end. */
    public void shutdown() {
    }

    /**
     * An executor with one thread of its own that runs its tasks in order, counted in this one's status (the
     * chat turns use one, so a slow model never takes the threads that search and browsing need). The
     * synchronous executor returns itself.
     */
    public TaskExecutor lane(String name) {
        return this;
    }

    /**
     * Calls {@code action} on the UI thread with the result of work already running elsewhere (e.g. a turn's
     * write-back), without holding a thread while it waits. The synchronous executor waits for it at once.
     */
    public <T> void whenDone(CompletionStage<T> work, Consumer<? super T> action) {
        T result = work.toCompletableFuture().join();
        action.accept(result);
    }

    /** How many tasks are running (updated on the UI thread). */
    public ReadOnlyIntegerProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** The title of the most recently started task still running, or empty. */
    public ReadOnlyStringProperty activeTitleProperty() {
        return activeTitle.getReadOnlyProperty();
    }

    /** Call on the UI thread when a task starts. */
    protected final void started(BackgroundTask<?> task) {
        running.set(running.get() + 1);
        activeTitle.set(task.title());
    }

    /** Call on the UI thread when a task ends. */
    protected final void ended() {
        running.set(Math.max(0, running.get() - 1));
        if (running.get() == 0) {
            activeTitle.set("");
        }
    }

    protected static <T> T callWork(BackgroundTask<T> task, BackgroundTask.Updates updates) throws Exception {
        return task.call(updates);
    }

    protected static <T> void deliverSuccess(BackgroundTask<T> task, T result) {
        task.succeeded(result);
    }

    protected static void deliverFailure(BackgroundTask<?> task, Throwable error) {
        task.failed(error);
    }

    protected static void deliverUpdate(BackgroundTask<?> task, String pieces) {
        task.updated(pieces);
    }
}
