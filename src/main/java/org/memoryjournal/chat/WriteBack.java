package org.memoryjournal.chat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

import org.memoryjournal.store.StoredMessage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The background writes of one turn, joined into the ids of the memories they wrote (the user's turn first). */
final class WriteBack {
    private static final Logger LOG = LoggerFactory.getLogger(WriteBack.class);

    /** The user's message after its write-back (null when it was gone), and the memory written (0 for none). */
    record Linked(StoredMessage user, long memoryId) {
    }

    private CompletableFuture<Linked> turn = CompletableFuture.completedFuture(new Linked(null, 0));
    private final List<CompletableFuture<List<Long>>> rest = new ArrayList<>();
    private CompletableFuture<List<Long>> all;

    /** The write of the user's turn as a memory. */
    synchronized void turn(CompletableFuture<Linked> write) {
        turn = write;
    }

    /** Another write (facts, a summary) that returns the ids of the memories it wrote. */
    synchronized void add(CompletableFuture<List<Long>> write) {
        rest.add(write);
    }

    /** The user's message as linked to its memory, once that write is done; empty when there was none. */
    Optional<StoredMessage> linkedUser() {
        Linked l = quietly(turn);
        return l == null ? Optional.empty() : Optional.ofNullable(l.user());
    }

    /** Completes when every write added so far is done, with the ids written; never exceptionally. */
    synchronized CompletableFuture<List<Long>> all() {
        if (all == null) {
            List<CompletableFuture<?>> parts = new ArrayList<>(rest);
            parts.add(turn);
            CompletableFuture<Linked> first = turn;
            List<CompletableFuture<List<Long>>> others = List.copyOf(rest);
            all = CompletableFuture.allOf(parts.toArray(CompletableFuture[]::new)).handle((v, e) -> {
                List<Long> ids = new ArrayList<>();
                Linked l = quietly(first);
                if (l != null && l.memoryId() > 0) {
                    ids.add(l.memoryId());
                }
                for (CompletableFuture<List<Long>> r : others) {
                    List<Long> written = quietly(r);
                    if (written != null) {
                        ids.addAll(written);
                    }
                }
                return List.copyOf(ids);
            });
        }
        return all;
    }

    private static <T> T quietly(CompletableFuture<T> f) {
        return f.handle((v, e) -> {
            if (e != null) {
                LOG.warn("A write-back step failed ({})", e.getClass().getSimpleName());
            }
            return v;
        }).join();
    }
}
