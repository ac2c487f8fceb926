package org.memoryjournal.chat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.memoryjournal.llm.FactExtractor;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.store.RecallOptions;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Stores the durable facts of an exchange as semantic memories. A fact already known word for word is
 * skipped; whether a new fact replaces an older one is decided on the write path like every memory's
 * ({@link MemoryService#remember}: the update judge, never similarity alone); the old one is linked as
 * superseded, never deleted.
 */
public final class FactWriter {
    private static final Logger LOG = LoggerFactory.getLogger(FactWriter.class);

    private final MemoryService memories;
    private final FactExtractor extractor;

    public FactWriter(MemoryService memories, FactExtractor extractor) {
        this.memories = memories;
        this.extractor = extractor;
    }

    /** Returns the ids of the facts written. Never throws: a failure only loses the facts. */
    public List<Long> write(String userText, String assistantText, Instant now) {
        List<Long> written = new ArrayList<>();
        try {
            for (String fact : extractor.extract(userText, assistantText)) {
                writeOne(fact, now).ifPresent(written::add);
            }
        } catch (RuntimeException e) {
            LOG.warn("Fact extraction failed ({}); the turn itself was kept.", e.getClass().getSimpleName());
        }
        return written;
    }

    private java.util.Optional<Long> writeOne(String fact, Instant now) {
        List<Recalled> similar = memories.recall(fact, RetrievalPolicy.relevanceOnly().withTopK(3), now,
                RecallOptions.PREVIEW);
        for (Recalled r : similar) {
            if (normalise(r.memory().text()).equals(normalise(fact))) {
                return java.util.Optional.empty();
            }
        }
        Memory stored = memories.remember(MemoryService.Draft.of(fact, MemorySource.FACT)
                .withKind(MemoryKind.SEMANTIC).at(now));
        return java.util.Optional.of(stored.id());
    }

    private static String normalise(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
    }
}
