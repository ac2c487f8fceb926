package org.memoryjournal.chat;

import java.util.ArrayList;
import java.util.List;

import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.MemoryParts;
import org.memoryjournal.store.MemoryPassages;
import org.memoryjournal.store.MemoryRepository;
import org.memoryjournal.store.PendingParts;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Embeds the passages of memories ({@link MemoryParts}) and stores their vectors, for ranking. A refinement, never a
 * condition of writing: when the embedder or the journal fails here, the memory stays written and is ranked by its
 * whole text until {@link #embedSome} gets to it.
 */
public final class Passages {
    private static final Logger LOG = LoggerFactory.getLogger(Passages.class);

    private final EmbeddingProvider embedder;
    private final MemoryRepository repository;

    public Passages(EmbeddingProvider embedder, MemoryRepository repository) {
        this.embedder = embedder;
        this.repository = repository;
    }

    /**
     * Embeds and stores the passages of memories just written (id and text each): those with none need nothing, the
     * journal marked them when it stored them. How many were stored.
     */
    int embedWritten(List<PendingParts> memories) {
        return embed(memories.stream().filter(m -> !MemoryParts.of(m.text()).isEmpty()).toList());
    }

    /** Embeds and stores the passages of the memories (id and text each), in one batch; how many were stored. */
    public int embed(List<PendingParts> memories) {
        if (memories.isEmpty()) {
            return 0;
        }
        List<List<String>> parts = memories.stream().map(m -> MemoryParts.of(m.text())).toList();
        List<String> all = parts.stream().flatMap(List::stream).toList();
        try {
            List<Embedding> vectors = all.isEmpty() ? List.of() : embedder.embedAll(all);
            List<MemoryPassages> embedded = new ArrayList<>(memories.size());
            int next = 0;
            for (int i = 0; i < memories.size(); i++) {
                List<Embedding> own = vectors.subList(next, next + parts.get(i).size());
                next += own.size();
                embedded.add(new MemoryPassages(memories.get(i).id(), memories.get(i).text(), own));
            }
            return repository.saveParts(embedded);
        } catch (RuntimeException e) {
            // The provider down, the journal busy or closed: the memories are written, their passages wait.
            // Said at warn level: `reembed` points to the log when some wait.
            LOG.warn("Passages of {} memories not embedded this time: {}", memories.size(),
                    e.getClass().getSimpleName());
            return 0;
        }
    }

    /**
     * Embeds the passages of up to {@code limit} memories that have none yet (written before passages were, imported,
     * or left waiting by a failure); returns for how many it stored them, 0 when none are left or it failed.
     */
    int embedSome(int limit) {
        return embed(repository.needingParts(limit));
    }
}
