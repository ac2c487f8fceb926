package org.memoryjournal.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiFunction;
import java.util.function.Consumer;

import org.memoryjournal.memory.TextCues;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.Importance;
import org.memoryjournal.memory.IndexEntry;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.JournalMean;
import org.memoryjournal.memory.MemoryIndex;
import org.memoryjournal.memory.MemoryText;
import org.memoryjournal.memory.NewMemory;
import org.memoryjournal.memory.QueryReading;
import org.memoryjournal.memory.Ranked;
import org.memoryjournal.memory.RecallQuery;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.SourcesFirst;

/**
 * The memory stream in SQLite, with the recall index of the active model kept in memory. Every write
 * commits first and updates the index after, under the database lock, so the two never disagree. Changes
 * other processes commit are applied to the index (by the {@link IndexFeed}) at the start of every write
 * and before every ranking, so recall never misses a memory another process wrote or still returns one it
 * deleted or replaced. Obtain one from {@link JournalDatabase#open}; closing it closes the whole journal.
 */
public final class SqliteMemoryRepository implements MemoryRepository {
    private final Database db;
    private final CompletableFuture<Void> indexReady;
    private final Runnable startIndex;
    private final Runnable onClose;
    private final ActiveIndex active;
    private final KeywordScorer keywords = new KeywordScorer();
    private final AtomicLong outsideChanges = new AtomicLong();

    SqliteMemoryRepository(Database db, MemoryIndex index, IndexFeed feed, CompletableFuture<Void> indexReady,
                           Runnable onClose) {
        this(db, index, feed, indexReady, onClose, false);
    }

    /**
     * @param provisional true when the journal holds no vector of the active model and its size was not known
     *                    at open (a remote model is never called just to open a journal): until the first vector
     *                    of that model is stored or ranked here, or stored by another process, {@code index} is
     *                    an empty placeholder
     */
    SqliteMemoryRepository(Database db, MemoryIndex index, IndexFeed feed, CompletableFuture<Void> indexReady,
                           Runnable onClose, boolean provisional) {
        this(db, index, feed, indexReady, onClose, provisional, () -> { });
    }

    /** @param startIndex lets a recall index that waits for its start begin loading (run before waiting for it) */
    SqliteMemoryRepository(Database db, MemoryIndex index, IndexFeed feed, CompletableFuture<Void> indexReady,
                           Runnable onClose, boolean provisional, Runnable startIndex) {
        this.startIndex = startIndex;
        this.db = db;
        this.indexReady = indexReady;
        this.onClose = onClose;
        this.active = new ActiveIndex(db, index, feed, provisional);
    }

    /**
     * The vector size of the active model, once known: given at open, read from the journal's vectors of
     * that model (another process may have stored the first one since), or set by the first vector here.
     * Empty while nobody has stored one.
     */
    public OptionalInt settledDimension() {
        if (active.provisional()) {
            db.read(c -> settle(c, 0));
        }
        return active.settledDimension();
    }

    /** While the size is provisional, the journal's vectors of the active model set it, else this first one. */
    private void settle(Embedding e) {
        if (active.provisional() && e != null && e.modelId().equals(active.index().modelId())) {
            db.read(c -> settle(c, e.dimension()));
        }
    }

    /** Settles a provisional size ({@link ActiveIndex#settle}); counts the memories of another process it took in. */
    private int settle(Connection c, int dimension) throws SQLException {
        return tookIn(active.settle(c, dimension));
    }

    /** Whether the recall index has finished loading (or failed to); never waits. */
    boolean indexSettled() {
        return indexReady.isDone();
    }

    /**
     * Waits until the recall index is filled (immediately, unless the journal was opened with the index
     * loading in the background). Called on entry of every method that ranks or writes, before any lock
     * is taken; reads for browsing never wait.
     */
    private void awaitIndex() {
        if (!indexReady.isDone()) {
            startIndex.run();
        }
        try {
            indexReady.join();
        } catch (CompletionException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw cause instanceof StoreException se ? se
                    : new StoreException("The journal's memories could not be loaded for recall: " + cause.getMessage(), cause);
        }
    }

    @Override
    public String activeModelId() {
        return active.index().modelId();
    }

    /** The vector length of the active model in this journal. */
    public int activeDimension() {
        return active.index().dimension();
    }

    /** How many memories the recall index holds (the active model's, superseded included). */
    public int indexedCount() {
        catchUp();
        return active.index().size();
    }

    /**
     * Applies to the recall index the changes other processes committed since the last look, and returns
     * how many memories they touched. Recall and writes do this themselves; a view that wants to notice
     * outside changes (the app beside the MCP server) may call it on a timer: when nothing changed it
     * costs one {@code PRAGMA data_version}.
     */
    @Override
    public int catchUp() {
        awaitIndex();
        return db.read(c -> {
            settle(c, 0);
            return tookIn(active.feed().catchUp(c));
        });
    }

    @Override
    public long outsideChanges() {
        return outsideChanges.get();
    }

    /** Counts {@code changes} other processes made that the index just took in; returns it. */
    private int tookIn(int changes) {
        outsideChanges.addAndGet(changes);
        return changes;
    }

    /**
     * A write of the memory stream: first catches up with other processes' changes (inside the transaction,
     * which holds SQLite's write lock, so none can slip in), then the work; after the commit the index
     * takes this write and the feed notes that it reflects every change up to this one.
     */
    private <T> T write(Database.Work<T> work, Consumer<T> afterCommit, boolean relaxed) {
        long[] seq = new long[1];
        Database.Work<T> inFeed = c -> {
            settle(c, 0);
            tookIn(active.feed().catchUp(c));
            T result = work.run(c);
            seq[0] = IndexFeed.latestSeq(c);
            return result;
        };
        Consumer<T> after = result -> {
            afterCommit.accept(result);
            active.feed().committed(seq[0]);
        };
        return relaxed ? db.writeRelaxed(inFeed, after) : db.write(inFeed, after);
    }

    /**
     * A bulk write (an import) in one transaction, all or nothing; once it committed, the index takes the
     * memories {@code written} names (those of the active model).
     */
    <T> T writeAll(Database.Work<T> work, java.util.function.Function<T, List<IndexEntry>> written) {
        awaitIndex();
        return write(work, result -> active.index().putAll(written.apply(result).stream()
                .filter(e -> active.lookup().isActive(e.embedding())).toList()), false);
    }

    /** Whether a vector of the active model has the journal's size for it (a provisional size is settled first). */
    boolean acceptsActive(Embedding e) {
        settle(e);
        return active.accepts(e);
    }

    @Override
    public Memory add(NewMemory memory) {
        awaitIndex();
        return addAll(List.of(memory)).get(0);
    }

    @Override
    public List<Memory> addAll(List<NewMemory> memories) {
        awaitIndex();
        Objects.requireNonNull(memories, "memories");
        for (NewMemory m : memories) {
            Objects.requireNonNull(m, "A memory in the list is missing.");
            requireActive(m.embedding());
        }
        if (memories.isEmpty()) {
            return List.of();
        }
        return write(c -> MemoryEdits.insert(c, memories),
                written -> active.index().putAll(written.stream().map(IndexEntry::of).toList()), false);
    }

    @Override
    public Optional<Memory> find(long id) {
        return db.read(c -> active.lookup().find(c, id));
    }

    @Override
    public List<Memory> findAll(List<Long> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        return db.read(c -> active.lookup().findAll(c, ids));
    }

    @Override
    public Memory update(long id, MemoryUpdate update) {
        awaitIndex();
        Objects.requireNonNull(update, "update");
        Optional<String> text = update.text().map(MemoryText::validate);
        update.embedding().ifPresent(this::requireActive);
        update.importance().ifPresent(Importance::validate);
        return write(c -> {
            Memory old = active.lookup().require(c, id);
            Memory updated = new Memory(id, text.orElse(old.text()), update.kind().orElse(old.kind()),
                    old.createdAt(), old.lastAccessed(), update.importance().orElse(old.importance()),
                    update.embedding().orElse(old.embedding()), old.source(), update.pinned().orElse(old.pinned()),
                    old.supersededBy());
            return MemoryEdits.update(c, old, updated);
        }, this::reindex, false);
    }

    @Override
    public Memory reembed(long id, Embedding embedding) {
        awaitIndex();
        requireActive(embedding);
        return write(c -> MemoryEdits.reembed(c, active.lookup().require(c, id), embedding), this::reindex, false);
    }

    @Override
    public int saveParts(List<MemoryPassages> passages) {
        awaitIndex();
        passages.forEach(p -> p.vectors().forEach(this::requireActive));
        if (passages.isEmpty()) {
            return 0;
        }
        return write(c -> {
            int saved = 0;
            for (MemoryPassages p : passages) {
                saved += PartRows.save(c, p.id(), p.text(), active.index().modelId(), p.vectors()) ? 1 : 0;
            }
            return saved;
        }, saved -> { }, true);
    }

    @Override
    public List<PendingParts> needingParts(int limit) {
        awaitIndex();
        return db.read(c -> PartRows.pending(c, active.index().modelId(), limit));
    }

    @Override
    public int delete(Collection<Long> ids) {
        return deleteKeeping(ids).count();
    }

    @Override
    public DeletedMemories deleteKeeping(Collection<Long> ids) {
        awaitIndex();
        List<Long> unique = List.copyOf(new LinkedHashSet<>(ids));
        if (unique.isEmpty()) {
            return DeletedMemories.none();
        }
        record Deleted(DeletedMemories kept, List<Memory> released) {
        }
        Deleted result = write(c -> {
            DeletedMemories kept = Undeletion.keep(c, active.lookup(), unique);
            // Memories replaced by a deleted one lose their link (ON DELETE SET NULL): re-index them after.
            List<Long> referrers = kept.supersessions().stream().map(DeletedMemories.Supersession::oldId).toList();
            MemoryEdits.delete(c, kept.ids());
            return new Deleted(kept, referrers.isEmpty() ? List.of() : active.lookup().findAll(c, referrers));
        }, deleted -> {
            unique.forEach(active.index()::remove);
            deleted.released().forEach(this::reindex);
        }, false);
        return result.kept();
    }

    @Override
    public List<Memory> undelete(DeletedMemories deleted) {
        awaitIndex();
        Objects.requireNonNull(deleted, "deleted");
        if (deleted.rows().isEmpty()) {
            return List.of();
        }
        for (DeletedMemories.Row r : deleted.rows()) {
            requireActiveOrOther(r.memory().embedding());
        }
        record Undone(List<Memory> restored, List<Memory> relinked) {
        }
        Undone result = write(c -> {
            Undeletion.Result r = Undeletion.restore(c, deleted);
            return new Undone(active.lookup().findAll(c, r.restoredIds()), active.lookup().findAll(c, r.relinkedIds()));
        }, undone -> {
            undone.restored().forEach(this::reindex);
            undone.relinked().forEach(this::reindex);
        }, false);
        return result.restored();
    }

    /** A vector of another model may come back (it is kept and re-embedded later); a wrong size of this one may not. */
    private void requireActiveOrOther(Embedding e) {
        Objects.requireNonNull(e, "embedding");
        if (e.modelId().equals(active.index().modelId())) {
            requireActive(e);
        }
    }

    /** Rows whose text cues one {@link #saveTextCues} transaction stores: short enough not to keep others waiting. */
    static final int CUES_BATCH = 2_000;

    /**
     * Stores the text cues ({@link TextCues}) of the memories that have none stored: rows from before the cues
     * said what they say now (schema step 8 cleared them). The index worked them out from the text when it
     * loaded (about 37 µs a memory); stored, the next load need not. One transaction per {@value #CUES_BATCH}
     * rows; returns how many were stored (0 for a read-only journal).
     */
    public int saveTextCues() {
        if (db.readOnly() || !db.read(TextCueRows::anyUnstored)) {
            return 0;
        }
        int saved = 0;
        for (int n; (n = write(c -> TextCueRows.saveSome(c, active.index(), CUES_BATCH), x -> { }, true)) > 0; ) {
            saved += n;
        }
        return saved;
    }

    @Override
    public Optional<String> supersedeUnless(long oldId, long newId, String reason,
                                            BiFunction<Memory, Memory, Optional<String>> refusal) {
        awaitIndex();
        Objects.requireNonNull(reason, "reason");
        if (oldId == newId) {
            throw new StoreException("A memory cannot replace itself (id " + oldId + ").");
        }
        List<String> refused = new ArrayList<>(1);
        write(c -> {
            Memory old = active.lookup().require(c, oldId);
            Optional<String> why = refusal.apply(old, active.lookup().require(c, newId));
            why.ifPresent(refused::add);
            return why.isPresent() ? null : MemoryEdits.supersede(c, old, newId, reason);
        }, replaced -> {
            if (replaced != null) {
                reindex(replaced);
            }
        }, false);
        return refused.stream().findFirst();
    }

    @Override
    public Memory restore(long id) {
        awaitIndex();
        return db.write(c -> MemoryEdits.restore(c, active.lookup().require(c, id)), this::reindex);
    }

    @Override
    public List<Memory> replacedBy(List<Long> newer) {
        if (newer.isEmpty()) {
            return List.of();
        }
        return db.read(c -> active.lookup().replacedBy(c, newer));
    }

    @Override
    public String supersedeReason(long id) {
        return textOf(id, "supersede_reason");
    }

    @Override
    public String clientOf(long id) {
        return textOf(id, "source_client");
    }

    /** One text column of memory {@code id} ("" when there is no such memory); {@code column} is a constant. */
    private String textOf(long id, String column) {
        return db.read(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT " + column + " FROM memories WHERE id = ?")) {
                ps.setLong(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? rs.getString(1) : "";
                }
            }
        });
    }

    @Override
    public List<String> clients() {
        return db.read(c -> {
            List<String> out = new ArrayList<>();
            // From the access log (small, indexed by client), not a scan of every memory's row.
            try (PreparedStatement ps = c.prepareStatement("SELECT DISTINCT client FROM access_log "
                    + "WHERE tool = 'remember' AND client <> '' ORDER BY client COLLATE NOCASE");
                 ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
            return out;
        });
    }

    @Override
    public List<Memory> list(MemoryListQuery query) {
        ListQuerySql sql = ListQuerySql.of(query);
        if (sql.matchesNothing() || query.limit() == 0) {
            return List.of();
        }
        return db.read(c -> {
            try (PreparedStatement ps = c.prepareStatement(sql.selectSql(query))) {
                sql.bindPage(ps, query);
                return MemoryLookup.readAll(ps);
            }
        });
    }

    @Override
    public long count(MemoryListQuery query) {
        ListQuerySql sql = ListQuerySql.of(query);
        if (sql.matchesNothing()) {
            return 0;
        }
        return db.read(c -> {
            try (PreparedStatement ps = c.prepareStatement(sql.countSql())) {
                sql.bind(ps);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? rs.getLong(1) : 0L;
                }
            }
        });
    }

    @Override
    public Map<Long, Double> keywordScores(String text, int limit) {
        // The journal's size weighs how rare a word is: the index must be loaded and caught up first.
        long size = indexedCount();
        return db.read(c -> keywords.scores(c, text, limit, size));
    }

    @Override
    public JournalMean journalMean() {
        catchUp();
        return active.index().mean();
    }

    @Override
    public List<Recalled> recall(String queryText, Embedding queryVector, RetrievalPolicy policy, Instant now,
                                 RecallOptions options) {
        awaitIndex();
        Objects.requireNonNull(queryVector, "queryVector");
        Objects.requireNonNull(policy, "policy");
        Objects.requireNonNull(now, "now");
        Objects.requireNonNull(options, "options");
        settle(queryVector);
        if (!active.lookup().isActive(queryVector)) {
            throw new StoreException("The question was embedded with " + queryVector.modelId() + " ("
                    + queryVector.dimension() + " dimensions), but the journal ranks " + active.index().modelId() + " ("
                    + active.index().dimension() + "); embed it with " + active.index().modelId() + ".");
        }
        // No join with the memories table here: the index skips ids it cannot rank (another model,
        // superseded), and fetching twice the pool leaves room for them.
        QueryReading reading = options.reading().orElseGet(() -> QueryReading.plain(queryText));
        Map<Long, Double> keywords = policy.usesKeywords()
                ? keywordScores(reading.keywordText(), 2 * policy.candidatePool())
                : Map.of();
        catchUp();
        // Ranked at least as deep as an insight's sources count (SourcesFirst.WITHIN), then cut to k: its place is
        // decided on the same memories for every k, so the first three of k = 3 are those of k = 10 (a new-user trial
        // found them different in 26 of 125 questions, when this and newer-wins looked only at the k asked for).
        RetrievalPolicy deep = policy.withTopK(Math.max(policy.topK(), SourcesFirst.WITHIN));
        List<Ranked> ranked = active.index().rank(new RecallQuery(queryVector, keywords, deep, now,
                options.includeSuperseded(), reading, options.asOfNow()));
        if (ranked.isEmpty()) {
            return List.of();
        }
        // Insights are read from the journal only when one was recalled: most recalls have none.
        List<Long> insights = policy.adjustments().any()
                ? ranked.stream().map(Ranked::id).filter(active.index()::isInsight).toList() : List.of();
        if (!insights.isEmpty()) {
            ranked = SourcesFirst.order(ranked, db.read(c -> InsightLinks.evidenceOfAll(c, insights)));
        }
        ranked = ranked.subList(0, Math.min(ranked.size(), policy.topK()));
        List<Long> ids = ranked.stream().map(Ranked::id).toList();
        List<Memory> found = options.touch() ? touchAndFetch(ids, now) : findAll(ids);
        Map<Long, Memory> byId = new HashMap<>();
        found.forEach(m -> byId.put(m.id(), options.asOfNow() ? asOf(m, now) : m));
        List<Recalled> out = new ArrayList<>(ranked.size());
        for (Ranked r : ranked) {
            Memory m = byId.get(r.id());
            if (m != null) { // deleted between ranking and fetching
                out.add(new Recalled(out.size() + 1, m, r.breakdown()));
            }
        }
        return List.copyOf(out);
    }

    /**
     * The memory as it stood at {@code now}: an access after then had not happened, and its last access is then its
     * creation, which recency was measured from ({@link org.memoryjournal.memory.RecallQuery#asOfNow}).
     */
    private static Memory asOf(Memory m, Instant now) {
        return m.lastAccessed().isAfter(now) ? m.withLastAccessed(m.createdAt()) : m;
    }

    /** Touches the memories and reads them back, in one transaction; the index follows after commit. */
    private List<Memory> touchAndFetch(List<Long> ids, Instant now) {
        return write(c -> {
            MemoryRows.touch(c, ids, now);
            return active.lookup().findAll(c, ids);
        }, touched -> active.index().touch(touched.stream().mapToLong(Memory::id).toArray(), now), true);
    }

    @Override
    public void touch(Collection<Long> ids, Instant now) {
        awaitIndex();
        Objects.requireNonNull(now, "now");
        List<Long> list = List.copyOf(ids);
        if (list.isEmpty()) {
            return;
        }
        write(c -> {
            MemoryRows.touch(c, list, now);
            return list;
        }, touched -> active.index().touch(touched.stream().mapToLong(Long::longValue).toArray(), now), true);
    }

    @Override
    public void linkEvidence(long insightId, Collection<Long> evidenceIds) {
        List<Long> evidence = List.copyOf(new LinkedHashSet<>(evidenceIds));
        db.write(c -> {
            active.lookup().require(c, insightId);
            for (long id : evidence) {
                active.lookup().require(c, id);
            }
            InsightLinks.replace(c, insightId, evidence);
            return null;
        });
    }

    @Override
    public List<Long> evidenceOf(long insightId) {
        return db.read(c -> InsightLinks.evidenceOf(c, insightId));
    }

    @Override
    public Map<Long, List<Long>> insightsCiting(Collection<Long> evidenceIds) {
        return db.read(c -> InsightLinks.insightsCiting(c, List.copyOf(evidenceIds)));
    }

    @Override
    public long lastReflected() {
        return db.read(InsightLinks::lastReflected);
    }

    @Override
    public long importanceSinceReflection() {
        return db.read(c -> InsightLinks.importanceSince(c, InsightLinks.lastReflected(c)));
    }

    @Override
    public void markReflected(long upToId, Instant at) {
        Objects.requireNonNull(at, "at");
        db.write(c -> {
            InsightLinks.markReflected(c, upToId, at);
            return null;
        });
    }

    @Override
    public Memory merge(long keepId, Collection<Long> others) {
        awaitIndex();
        List<Long> rest = others.stream().filter(id -> id != keepId).distinct().toList();
        if (rest.isEmpty()) {
            return find(keepId).orElseThrow(() -> MemoryLookup.noSuchMemory(keepId));
        }
        return write(c -> MemoryEdits.merge(c, active.lookup(), active.lookup().require(c, keepId), rest), merged -> {
            rest.forEach(active.index()::remove);
            reindex(merged);
        }, false);
    }

    @Override
    public long countNeedingReembedding() {
        return db.read(c -> {
            settle(c, 0);
            return active.lookup().countOtherModels(c);
        });
    }

    @Override
    public List<Memory> needingReembedding(int limit) {
        return limit <= 0 ? List.of() : db.read(c -> {
            settle(c, 0);
            return active.lookup().otherModels(c, limit);
        });
    }

    @Override
    public void close() {
        onClose.run();
    }

    /** Closes the reader of passage vectors (the journal closing). */
    void closeParts() {
        active.close();
    }

    /** Puts a committed memory into the index if it belongs there, or takes it out. */
    private void reindex(Memory m) {
        active.reindex(m);
    }

    /** Refuses, with a sentence, a vector not of the active model and size (a provisional size is settled first). */
    private void requireActive(Embedding e) {
        Objects.requireNonNull(e, "embedding");
        settle(e);
        active.require(e);
    }
}
