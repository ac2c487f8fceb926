package org.memoryjournal.chat;

import java.util.Collection;
import java.util.List;

import org.memoryjournal.memory.Memory;

/**
 * Reflection's insights as the browser shows them: the memories an insight cites, and the insights that cite
 * memories about to be deleted (the user decides what becomes of them). Blocking: call from a background thread.
 */
public final class Insights {
    private final MemoryService memories;

    public Insights(MemoryService memories) {
        this.memories = memories;
    }

    /** The memories {@code insightId} cites that are still in the journal, in id order (empty for other memories). */
    public List<Memory> evidenceOf(long insightId) {
        return memories.repository().findAll(memories.repository().evidenceOf(insightId));
    }

    /** The insights, other than those among {@code ids}, that cite any of {@code ids}, in id order. */
    public List<Memory> citing(Collection<Long> ids) {
        List<Long> insights = memories.repository().insightsCiting(ids).keySet().stream()
                .filter(id -> !ids.contains(id)).sorted().toList();
        return memories.repository().findAll(insights);
    }
}
