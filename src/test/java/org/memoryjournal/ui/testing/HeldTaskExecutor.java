package org.memoryjournal.ui.testing;

import java.util.ArrayList;
import java.util.List;

import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.TaskExecutor;

/** Runs each task's work at once and holds its callbacks until the test delivers them, in the order it says. */
public final class HeldTaskExecutor extends TaskExecutor {
    private final List<Runnable> held = new ArrayList<>();

    @Override
    public <T> void execute(BackgroundTask<T> task) {
        started(task);
        try {
            T result = callWork(task, piece -> deliverUpdate(task, piece));
            held.add(() -> {
                ended();
                deliverSuccess(task, result);
            });
        } catch (Exception e) {
            held.add(() -> {
                ended();
                deliverFailure(task, e);
            });
        }
    }

    public void deliverLast() {
        held.remove(held.size() - 1).run();
    }

    /** Delivers the oldest held callbacks; false when none was held. */
    public boolean deliverNext() {
        if (held.isEmpty()) {
            return false;
        }
        held.remove(0).run();
        return true;
    }

    public void deliverAll() {
        while (!held.isEmpty()) {
            held.remove(0).run();
        }
    }
}
