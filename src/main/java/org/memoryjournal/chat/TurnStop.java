package org.memoryjournal.chat;

import org.memoryjournal.llm.Cancellation;

/** Lets the user stop a turn: the model call in flight is aborted (also before its first token). */
public final class TurnStop {
    private final Cancellation cancellation = new Cancellation();

    public void stop() {
        cancellation.cancel();
    }

    public boolean isStopped() {
        return cancellation.isCancelled();
    }

    Cancellation cancellation() {
        return cancellation;
    }
}
