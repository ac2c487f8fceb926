package org.memoryjournal.ui;

/**
 * Runs every task at once on the calling thread, updates included: view-model tests use it so they
 * need neither threads nor the JavaFX toolkit.
 */
public final class SyncTaskExecutor extends TaskExecutor {

    @Override
    public <T> void execute(BackgroundTask<T> task) {
        started(task);
        T result;
        try {
            result = callWork(task, piece -> deliverUpdate(task, piece));
        } catch (Exception | LinkageError e) {
            ended();
            deliverFailure(task, e);
            return;
        }
        ended();
        deliverSuccess(task, result);
    }
}
