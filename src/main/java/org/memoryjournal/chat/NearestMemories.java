package org.memoryjournal.chat;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.memoryjournal.llm.UpdateJudge;
import org.memoryjournal.memory.AskedOnly;
import org.memoryjournal.memory.Cosine;
import org.memoryjournal.memory.DuplicateRule;
import org.memoryjournal.memory.JournalMean;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.NewMemory;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.SimilarityScale;
import org.memoryjournal.store.MemoryRepository;
import org.memoryjournal.store.RecallOptions;

/**
 * What a new memory is checked against on the write path, among its nearest memories: one that already says the
 * same ({@link DuplicateRule}), and the older ones it replaces ({@link UpdateJudge}), which it marks superseded.
 */
final class NearestMemories {
    /** How many nearest memories are checked for a duplicate. */
    static final int DUPLICATE_CANDIDATES = 3;

    /** How many older memories the update judge is shown. */
    static final int UPDATE_CANDIDATES = 5;

    private final MemoryRepository repository;
    private final UpdateJudge updates;
    private final Optional<DuplicateRule> duplicates;
    private final ZoneId zone;

    NearestMemories(MemoryRepository repository, UpdateJudge updates, Optional<DuplicateRule> duplicates,
                    ZoneId zone) {
        this.repository = repository;
        this.updates = updates;
        this.duplicates = duplicates;
        this.zone = zone;
    }

    /** The existing live memory that says the same as {@code m}, if duplicates are checked and there is one. */
    Optional<Memory> duplicateOf(NewMemory m) {
        // A fact extracted from a turn restates that turn on purpose (its durable, semantic form): not a duplicate.
        if (duplicates.isEmpty() || m.source() == MemorySource.IMPORT || m.source() == MemorySource.REFLECTION
                || m.source() == MemorySource.FACT) {
            return Optional.empty();
        }
        SimilarityScale scale = SimilarityScale.forModel(m.embedding().modelId());
        DuplicateRule.Side incoming = new DuplicateRule.Side(m.text(), m.kind(), m.createdAt());
        for (Recalled r : repository.recall(m.text(), m.embedding(),
                RetrievalPolicy.relevanceOnly().withTopK(DUPLICATE_CANDIDATES), m.createdAt(), RecallOptions.PREVIEW)) {
            Memory old = r.memory();
            if (old.source() == MemorySource.REFLECTION) {
                continue;
            }
            double position = scale.position(Cosine.of(old.embedding(), m.embedding()));
            if (duplicates.get().sameMemory(position, new DuplicateRule.Side(old.text(), old.kind(), old.createdAt()),
                    incoming, zone)) {
                return Optional.of(old);
            }
        }
        return Optional.empty();
    }

    /**
     * Asks the update judge about a stored memory and supersedes what it replaces; returns the decision. A memory that
     * only asks ({@link AskedOnly}: a question typed in the chat) states nothing, so it neither replaces nor is
     * replaced: tried as a new user, "How is Tom doing these days?" had superseded "What's the latest with Tom?".
     */
    UpdateJudge.Decision supersedeReplaced(Memory stored) {
        if (updates == UpdateJudge.NEVER || stored.source() == MemorySource.IMPORT
                || stored.source() == MemorySource.REFLECTION || AskedOnly.in(stored.text())) {
            return UpdateJudge.Decision.ADD;
        }
        SimilarityScale scale = SimilarityScale.forModel(stored.embedding().modelId());
        List<UpdateJudge.Candidate> older = new ArrayList<>();
        JournalMean mean = repository.journalMean();
        for (Recalled r : repository.recall(stored.text(), stored.embedding(),
                RetrievalPolicy.relevanceOnly().withTopK(UPDATE_CANDIDATES + 1), stored.createdAt(),
                RecallOptions.PREVIEW)) {
            Memory m = r.memory();
            // Instructions replace instructions, facts and events replace facts and events.
            boolean sameClass = (m.kind() == MemoryKind.PROCEDURAL) == (stored.kind() == MemoryKind.PROCEDURAL);
            // Older: written before it, and not dated after it.
            boolean earlier = m.id() < stored.id() && !m.createdAt().isAfter(stored.createdAt());
            // An insight sums up many memories; it is redrawn by reflection, never replaced by one memory.
            if (earlier && !m.pinned() && sameClass && !AskedOnly.in(m.text())
                    && m.source() != MemorySource.REFLECTION) {
                older.add(new UpdateJudge.Candidate(m.id(), m.text(), m.createdAt(),
                        scale.relevance(r.breakdown().relevance()),
                        mean.centredCosine(m.embedding(), stored.embedding())));
            }
        }
        if (older.isEmpty()) {
            return UpdateJudge.Decision.ADD;
        }
        UpdateJudge.Decision d = updates.judge(stored.text(), stored.createdAt(), older);
        if (d.update()) {
            for (long oldId : d.replaces()) {
                repository.supersede(oldId, stored.id(), d.reason());
            }
        }
        return d;
    }
}
