package org.memoryjournal.llm;

import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;

/** Lets the user stop a streaming answer: providers register what to abort (e.g. an HTTP call). */
public final class Cancellation {
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final CopyOnWriteArrayList<Runnable> onCancel = new CopyOnWriteArrayList<>();

    public void cancel() {
        if (cancelled.compareAndSet(false, true)) {
            onCancel.forEach(Runnable::run);
        }
    }

    public boolean isCancelled() {
        return cancelled.get();
    }

    /** Runs {@code action} on cancel, or at once if already cancelled. */
    public void onCancel(Runnable action) {
        onCancel.add(action);
        if (cancelled.get()) {
            action.run();
        }
    }
}
