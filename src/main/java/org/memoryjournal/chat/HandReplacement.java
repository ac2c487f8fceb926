package org.memoryjournal.chat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.memoryjournal.memory.InvalidMemoryException;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.store.MemoryListQuery;
import org.memoryjournal.store.MemoryRepository;

/**
 * The user saying that one memory replaces another, where the update judge missed it ("Dentist moved to 9 April"
 * not linked to "Dentist on 2 April"). The rules are those the judge keeps, so that a link made by hand means the
 * same as one made when writing: both memories current, an instruction replaced only by an instruction and a fact
 * or event only by a fact or event, and a reflection insight on neither side (reflection redraws insights).
 * The replacement must be the later memory: a change of plan is written after the plan, and taking the older one
 * by mistake would hide the fresher memory. "Later" is by the memory's date; of two with the same date, the one
 * written second. Blocking: call from a background thread.
 */
public final class HandReplacement {
    /** The reason kept with a memory superseded by hand (the browser shows it). */
    public static final String REASON = "Marked as replaced by hand.";
    /** How many memories one look at the store lists while gathering candidates. */
    private static final int PAGE = 200;

    private final MemoryRepository repository;

    HandReplacement(MemoryRepository repository) {
        this.repository = repository;
    }

    /**
     * Marks memory {@code oldId} as replaced by memory {@code newerId}, or refuses with one sentence for the user
     * (an {@link InvalidMemoryException}). Returns the old memory as it is now. The store refuses a memory replacing
     * itself and a missing id on its own; they are checked here first only to word them for the user. The rules are
     * checked inside the write, on the two memories as they are then: the browser's list may be minutes old, and
     * another program (the command line, an MCP client) may have replaced or restored one of them meanwhile.
     */
    Memory supersede(long oldId, long newerId) {
        if (oldId == newerId) {
            throw new InvalidMemoryException("A memory cannot replace itself; pick a newer memory.");
        }
        require(oldId);
        require(newerId);
        repository.supersedeUnless(oldId, newerId, REASON, HandReplacement::refusal).ifPresent(sentence -> {
            throw new InvalidMemoryException(sentence);
        });
        return repository.find(oldId).orElseThrow(() -> new InvalidMemoryException(
                "Memory #" + oldId + " was deleted meanwhile by another program."));
    }

    /**
     * The current memories that may replace memory {@code oldId}, newest first, at most {@code limit}; with a
     * {@code search} text, only those the browser's search finds for it. Empty when memory {@code oldId} is gone or
     * cannot be replaced at all.
     */
    List<Memory> candidates(long oldId, String search, int limit) {
        Optional<Memory> old = repository.find(oldId);
        List<Memory> found = new ArrayList<>();
        if (old.isEmpty() || !replaceable(old.get())) {
            return found;
        }
        MemoryListQuery query = MemoryListQuery.newest(PAGE).withSearch(search);
        for (int offset = 0; found.size() < limit; offset += PAGE) {
            List<Memory> page = repository.list(query.page(offset, PAGE));
            for (Memory m : page) {
                if (m.createdAt().isBefore(old.get().createdAt())) {
                    return found; // newest first: the rest are older still
                }
                if (m.id() != oldId && refusal(old.get(), m).isEmpty() && found.size() < limit) {
                    found.add(m);
                }
            }
            if (page.size() < PAGE) {
                break;
            }
        }
        return found;
    }

    /**
     * Whether the user may mark {@code memory} as replaced at all: a current memory that is not a reflection insight.
     * The browser offers "Replaced by…" by this rule; {@link #supersede} checks it again on the stored row.
     */
    public static boolean replaceable(Memory memory) {
        return ownRefusal(memory).isEmpty();
    }

    private Memory require(long id) {
        return repository.find(id).orElseThrow(() -> new InvalidMemoryException("No memory with id " + id + "."));
    }

    /** Why {@code newer} cannot be marked as replacing {@code old}, as one sentence; empty when it can. */
    private static Optional<String> refusal(Memory old, Memory newer) {
        Optional<String> own = ownRefusal(old);
        if (own.isPresent()) {
            return own;
        }
        if (newer.source() == MemorySource.REFLECTION) {
            return Optional.of("Memory #" + newer.id() + " is an insight from reflection; an insight cannot stand in"
                    + " for a memory.");
        }
        if (newer.isSuperseded()) {
            return Optional.of("Memory #" + newer.id() + " is itself replaced by memory #"
                    + newer.supersededBy().getAsLong() + "; pick the memory that is current.");
        }
        if (writtenBefore(newer, old)) {
            return Optional.of("Memory #" + newer.id() + " is older than memory #" + old.id()
                    + "; pick the newer memory as the replacement.");
        }
        boolean oldInstruction = old.kind() == MemoryKind.PROCEDURAL;
        if (oldInstruction != (newer.kind() == MemoryKind.PROCEDURAL)) {
            return Optional.of(oldInstruction
                    ? "Memory #" + old.id() + " is an instruction; only another instruction can replace it."
                    : "Memory #" + newer.id() + " is an instruction; it can only replace another instruction.");
        }
        return Optional.empty();
    }

    /** Why {@code old} cannot be replaced by any memory; empty when it can. */
    private static Optional<String> ownRefusal(Memory old) {
        if (old.source() == MemorySource.REFLECTION) {
            return Optional.of("Memory #" + old.id() + " is an insight from reflection; reflection redraws insights,"
                    + " so they are not replaced by hand.");
        }
        if (old.isSuperseded()) {
            return Optional.of("Memory #" + old.id() + " is already replaced by memory #"
                    + old.supersededBy().getAsLong() + "; restore it first to pick another.");
        }
        return Optional.empty();
    }

    /** True when {@code a} is dated before {@code b}, or on the same moment but written first. */
    private static boolean writtenBefore(Memory a, Memory b) {
        return a.createdAt().isBefore(b.createdAt()) || a.createdAt().equals(b.createdAt()) && a.id() < b.id();
    }
}
