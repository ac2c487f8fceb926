package org.memoryjournal.chat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

/**
 * The one background thread that writes a turn back after its answer: the user's turn as a memory (rated by
 * the model when one is connected), extracted facts, update links and conversation summaries. One queue, in
 * order, so a slow model delays only this work, never an answer, a search or the next message; two
 * write-backs of the same message never run at once.
 */
final class WriteBackQueue {
    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "mj-write-back");
        t.setDaemon(true);
        return t;
    });

    <T> CompletableFuture<T> submit(Supplier<T> work) {
        return CompletableFuture.supplyAsync(work, thread);
    }
}
