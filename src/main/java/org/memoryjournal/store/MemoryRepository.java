package org.memoryjournal.store;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;

import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.JournalMean;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.NewMemory;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;

/**
 * The memory stream. One active embedding model per open repository: recall compares only vectors of
 * that model; memories of another model are kept and reported as needing re-embedding.
 *
 * <p>Every method either completes or changes nothing. Failures are {@link StoreException}s whose
 * message is a sentence for the user.
 */
public interface MemoryRepository extends AutoCloseable {

    /** The embedding model whose vectors this repository ranks. */
    String activeModelId();

    /** Writes one memory; its embedding must be of the active model and dimension. */
    Memory add(NewMemory memory);

    /** Writes many memories in one transaction: all of them, or none. */
    List<Memory> addAll(List<NewMemory> memories);

    Optional<Memory> find(long id);

    /** The memories with these ids, in the order given; unknown ids are skipped. */
    List<Memory> findAll(List<Long> ids);

    /** Applies an edit; a new text needs a new embedding (the caller re-embeds). */
    Memory update(long id, MemoryUpdate update);

    /** Replaces the vector of a memory (re-embedding after a model change). */
    Memory reembed(long id, Embedding embedding);

    /**
     * Stores, in one transaction, the vectors of memories' passages ({@link org.memoryjournal.memory.MemoryParts}),
     * embedded with the active model; nothing for a memory that is gone or whose text or vector changed since.
     * Returns for how many memories they were stored.
     */
    int saveParts(List<MemoryPassages> passages);

    /** As {@link #saveParts(List)} for one memory; whether they were stored. */
    default boolean saveParts(long id, String text, List<Embedding> parts) {
        return saveParts(List.of(new MemoryPassages(id, text, parts))) == 1;
    }

    /** Up to {@code limit} memories of the active model whose passages have no vectors yet, newest first. */
    List<PendingParts> needingParts(int limit);

    /** Deletes memories; returns how many existed. */
    int delete(Collection<Long> ids);

    /**
     * Deletes memories as {@link #delete} does, and returns them with every link that pointed at them, so
     * that {@link #undelete} can put them back.
     */
    DeletedMemories deleteKeeping(Collection<Long> ids);

    /**
     * Puts deleted memories back, in one transaction: each with its old id (a new one only if another memory
     * took it meanwhile), its dates, pin and vector, its "superseded by" link and reason, the answers that had
     * recalled it, the message it was written from, and the memories it had replaced. Links to what no longer
     * exists are left out. Returns the memories as stored again.
     */
    List<Memory> undelete(DeletedMemories deleted);

    /** Marks {@code oldId} as replaced by {@code newId}; it is kept but no longer recalled by default. */
    default void supersede(long oldId, long newId) {
        supersede(oldId, newId, "");
    }

    /** As {@link #supersede(long, long)}, keeping why (shown in the browser). */
    default void supersede(long oldId, long newId, String reason) {
        supersedeUnless(oldId, newId, reason, (older, newer) -> Optional.empty());
    }

    /**
     * As {@link #supersede(long, long, String)}, decided inside the write itself: {@code refusal} is given the two
     * memories as they stand under the journal's write lock (another program may have replaced, restored or deleted
     * one since the caller looked at them), and when it gives a reason nothing is written and that reason is
     * returned. Empty when the memory was replaced.
     */
    Optional<String> supersedeUnless(long oldId, long newId, String reason,
                                     BiFunction<Memory, Memory, Optional<String>> refusal);

    /** Undoes a supersede: the memory is recalled again. Returns it. */
    Memory restore(long id);

    /** Why the memory was superseded ("" when it was not, or no reason was kept). */
    String supersedeReason(long id);

    /** The memories that the memories {@code newer} replaced (superseded by one of them), oldest first. */
    List<Memory> replacedBy(List<Long> newer);

    /** A page of memories for the browser: filters, sort and paging as in {@link MemoryListQuery}. */
    List<Memory> list(MemoryListQuery query);

    /** How many memories {@link #list} would return without paging. */
    long count(MemoryListQuery query);

    /**
     * Keyword search with SQLite FTS5: the best {@code limit} matches as id → keyword match on an absolute
     * scale, 0..1 (the rarity-weighted share of the question's informative words a memory holds), higher is
     * better (≥ 0). Any user text is safe: quotes, {@code NEAR}, {@code *}, AND/OR/NOT are searched
     * as words.
     */
    Map<Long, Double> keywordScores(String text, int limit);

    /**
     * The mean of the active model's memory vectors ({@link JournalMean}), against which "about the same thing" is
     * measured; of no memories when the journal is empty.
     */
    JournalMean journalMean();

    /**
     * Ranks the memories for a query with the given policy and returns the top ones with their
     * breakdowns. With {@code touch}, the returned memories' last access becomes {@code now}, in one
     * transaction, and the returned memories show it; without it nothing changes (a preview).
     */
    List<Recalled> recall(String queryText, Embedding queryVector, RetrievalPolicy policy, Instant now,
                          RecallOptions options);

    /** Sets last access of the given memories to {@code now}, in one transaction. */
    void touch(Collection<Long> ids, Instant now);

    /** Replaces the memories an insight cites (schema step 5); both must exist. */
    void linkEvidence(long insightId, Collection<Long> evidenceIds);

    /** The memories an insight cites, ids ascending (empty for a memory that is not an insight). */
    List<Long> evidenceOf(long insightId);

    /** Every insight citing any of these memories, with all of its evidence. */
    Map<Long, List<Long>> insightsCiting(Collection<Long> evidenceIds);

    /** The highest memory id the last reflection covered, 0 before the first. */
    long lastReflected();

    /** The importance of the memories written after the last reflection (insights not counted). */
    long importanceSinceReflection();

    /** Records that a reflection at {@code at} covered the memories up to {@code upToId}. */
    void markReflected(long upToId, Instant at);

    /**
     * Merges {@code others} into {@code keepId}, in one transaction: the kept memory keeps its text and vector,
     * takes the earliest creation time, the latest access, the highest importance and a pin if any had one;
     * every link to the others (answers' recalls, messages, supersedes, insight evidence) points to it after;
     * the others are deleted. Returns the kept memory as merged.
     */
    Memory merge(long keepId, Collection<Long> others);

    /**
     * Applies to this process's recall index what other processes committed since the last look; returns
     * how many memories they changed (0 when none: then it costs one pragma). Recall and writes catch up by
     * themselves; a window that wants to show outside changes calls it on a timer.
     */
    default int catchUp() {
        return 0;
    }

    /**
     * How many memory changes of other processes this process's recall index has taken in since the journal
     * opened, whichever call took them in (a recall, a write, {@link #catchUp}): a watch that compares it with
     * what it saw last misses no outside change, even one a write of this process caught up with first.
     */
    default long outsideChanges() {
        return 0;
    }

    /** The name of the assistant that wrote memory {@code id} through MCP ("" for any other memory). */
    default String clientOf(long id) {
        return "";
    }

    /** The names of the assistants that wrote memories through MCP (as the access log says), sorted. */
    default List<String> clients() {
        return List.of();
    }

    /** How many memories hold vectors of a model other than the active one. */
    long countNeedingReembedding();

    /** Up to {@code limit} memories whose vectors are of another model. */
    List<Memory> needingReembedding(int limit);

    @Override
    void close();
}
