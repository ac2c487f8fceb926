package org.memoryjournal.ui.testing;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.IndexEntry;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.JournalMean;
import org.memoryjournal.memory.MemoryIndex;
import org.memoryjournal.memory.NewMemory;
import org.memoryjournal.memory.Ranked;
import org.memoryjournal.memory.RecallQuery;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.store.MemoryListQuery;
import org.memoryjournal.store.MemoryRepository;
import org.memoryjournal.store.MemoryUpdate;
import org.memoryjournal.store.RecallOptions;
import org.memoryjournal.store.StoreException;

/** A memory stream in a map, ranked by the real {@link MemoryIndex}; counts list calls for paging tests. */
public final class InMemoryMemoryRepository implements MemoryRepository {
    private final String modelId;
    private final MemoryIndex index;
    private final Map<Long, Memory> byId = new LinkedHashMap<>();
    private final AtomicInteger listCalls = new AtomicInteger();
    private long nextId = 1;
    private volatile boolean failing;

    /** Passage vectors by memory id, of the memory's current text (an edit drops them, as the journal does). */
    private final Map<Long, float[][]> passages = new java.util.concurrent.ConcurrentHashMap<>();

    public InMemoryMemoryRepository(String modelId, int dimension) {
        this.modelId = modelId;
        this.index = new MemoryIndex(modelId, dimension);
        index.readPartsFrom(ids -> {
            Map<Long, float[][]> out = new java.util.HashMap<>();
            for (long id : ids) {
                float[][] p = passages.get(id);
                if (p != null && p.length > 0) {
                    out.put(id, p);
                }
            }
            return out;
        });
    }

    public int listCalls() {
        return listCalls.get();
    }

    public void setFailing(boolean fail) {
        this.failing = fail;
    }

    private void check() {
        if (failing) {
            throw new StoreException("The journal file cannot be written (disk full); free some space and retry.");
        }
    }

    @Override
    public String activeModelId() {
        return modelId;
    }

    @Override
    public synchronized Memory add(NewMemory m) {
        check();
        Memory stored = new Memory(nextId++, m.text(), m.kind(), m.createdAt(), m.createdAt(), m.importance(),
                m.embedding(), m.source(), m.pinned(), OptionalLong.empty());
        put(stored);
        return stored;
    }

    @Override
    public synchronized List<Memory> addAll(List<NewMemory> memories) {
        List<Memory> out = new ArrayList<>();
        for (NewMemory m : memories) {
            out.add(add(m));
        }
        return out;
    }

    private void put(Memory m) {
        Memory before = byId.put(m.id(), m);
        if (before != null && (!before.text().equals(m.text()) || !before.embedding().equals(m.embedding()))) {
            passages.remove(m.id());
        }
        if (m.embedding().modelId().equals(modelId)) {
            index.put(IndexEntry.of(m));
        } else {
            index.remove(m.id());
        }
    }

    /** Stores a memory as if it had been embedded by another model (after a model switch). */
    public synchronized long addFromOtherModel(String text) {
        Memory stored = new Memory(nextId++, text, org.memoryjournal.memory.MemoryKind.SEMANTIC, TestServices.NOW,
                TestServices.NOW, 5, new Embedding("other:model", new float[] {1, 0}),
                org.memoryjournal.memory.MemorySource.MANUAL, false, OptionalLong.empty());
        put(stored);
        return stored.id();
    }

    @Override
    public synchronized Optional<Memory> find(long id) {
        return Optional.ofNullable(byId.get(id));
    }

    @Override
    public synchronized List<Memory> findAll(List<Long> ids) {
        return ids.stream().map(byId::get).filter(m -> m != null).toList();
    }

    @Override
    public synchronized Memory update(long id, MemoryUpdate u) {
        check();
        Memory m = byId.get(id);
        if (m == null) {
            throw new StoreException("Memory " + id + " does not exist.");
        }
        Memory next = new Memory(id, u.text().orElse(m.text()), u.kind().orElse(m.kind()), m.createdAt(),
                m.lastAccessed(), u.importance().orElse(m.importance()), u.embedding().orElse(m.embedding()),
                m.source(), u.pinned().orElse(m.pinned()), m.supersededBy());
        put(next);
        return next;
    }

    @Override
    public synchronized int saveParts(List<org.memoryjournal.store.MemoryPassages> saved) {
        int n = 0;
        for (org.memoryjournal.store.MemoryPassages p : saved) {
            Memory m = byId.get(p.id());
            if (m != null && m.text().equals(p.text())) {
                passages.put(p.id(), p.vectors().stream().map(Embedding::vector).toArray(float[][]::new));
                n++;
            }
        }
        return n;
    }

    @Override
    public synchronized List<org.memoryjournal.store.PendingParts> needingParts(int limit) {
        return byId.values().stream().filter(m -> !passages.containsKey(m.id())
                        && !org.memoryjournal.memory.MemoryParts.of(m.text()).isEmpty())
                .sorted(Comparator.comparingLong(Memory::id).reversed()).limit(limit)
                .map(m -> new org.memoryjournal.store.PendingParts(m.id(), m.text())).toList();
    }

    @Override
    public synchronized Memory reembed(long id, Embedding embedding) {
        Memory m = byId.get(id);
        Memory next = new Memory(id, m.text(), m.kind(), m.createdAt(), m.lastAccessed(), m.importance(), embedding,
                m.source(), m.pinned(), m.supersededBy());
        put(next);
        return next;
    }

    @Override
    public synchronized int delete(Collection<Long> ids) {
        check();
        int n = 0;
        for (Long id : ids) {
            if (byId.remove(id) != null) {
                index.remove(id);
                n++;
            }
        }
        return n;
    }

    @Override
    public synchronized org.memoryjournal.store.DeletedMemories deleteKeeping(Collection<Long> ids) {
        check();
        List<org.memoryjournal.store.DeletedMemories.Row> rows = new ArrayList<>();
        List<org.memoryjournal.store.DeletedMemories.Supersession> links = new ArrayList<>();
        for (Long id : new java.util.LinkedHashSet<>(ids)) {
            Memory m = byId.get(id);
            if (m != null) {
                rows.add(new org.memoryjournal.store.DeletedMemories.Row(m, reasons.getOrDefault(id, "")));
            }
        }
        for (Memory m : List.copyOf(byId.values())) {
            if (m.isSuperseded() && ids.contains(m.supersededBy().getAsLong()) && !ids.contains(m.id())) {
                links.add(new org.memoryjournal.store.DeletedMemories.Supersession(m.id(),
                        m.supersededBy().getAsLong(), reasons.getOrDefault(m.id(), "")));
                put(new Memory(m.id(), m.text(), m.kind(), m.createdAt(), m.lastAccessed(), m.importance(),
                        m.embedding(), m.source(), m.pinned(), OptionalLong.empty()));
            }
        }
        delete(ids);
        return new org.memoryjournal.store.DeletedMemories(rows, List.of(), List.of(), links);
    }

    @Override
    public synchronized List<Memory> undelete(org.memoryjournal.store.DeletedMemories deleted) {
        check();
        List<Memory> back = new ArrayList<>();
        for (org.memoryjournal.store.DeletedMemories.Row r : deleted.rows()) {
            put(r.memory());
            back.add(r.memory());
        }
        for (org.memoryjournal.store.DeletedMemories.Supersession s : deleted.supersessions()) {
            supersede(s.oldId(), s.newId(), s.reason());
        }
        return back;
    }

    private final java.util.Map<Long, String> reasons = new java.util.HashMap<>();

    @Override
    public synchronized java.util.Optional<String> supersedeUnless(long oldId, long newId, String reason,
            java.util.function.BiFunction<Memory, Memory, java.util.Optional<String>> refusal) {
        Memory m = byId.get(oldId);
        java.util.Optional<String> why = refusal.apply(m, byId.get(newId));
        if (why.isEmpty()) {
            put(new Memory(m.id(), m.text(), m.kind(), m.createdAt(), m.lastAccessed(), m.importance(), m.embedding(),
                    m.source(), m.pinned(), OptionalLong.of(newId)));
            reasons.put(oldId, reason);
        }
        return why;
    }

    @Override
    public synchronized Memory restore(long id) {
        check();
        Memory m = byId.get(id);
        Memory restored = new Memory(m.id(), m.text(), m.kind(), m.createdAt(), m.lastAccessed(), m.importance(),
                m.embedding(), m.source(), m.pinned(), OptionalLong.empty());
        put(restored);
        reasons.remove(id);
        return restored;
    }

    @Override
    public synchronized List<Memory> replacedBy(List<Long> newer) {
        return byId.values().stream()
                .filter(m -> m.supersededBy().isPresent() && newer.contains(m.supersededBy().getAsLong()))
                .sorted(Comparator.comparingLong(Memory::id)).toList();
    }

    @Override
    public synchronized String supersedeReason(long id) {
        return reasons.getOrDefault(id, "");
    }

    private Stream<Memory> filtered(MemoryListQuery q) {
        Stream<Memory> s = byId.values().stream();
        if (!q.includeSuperseded()) {
            s = s.filter(m -> !m.isSuperseded());
        }
        if (q.kind().isPresent()) {
            s = s.filter(m -> m.kind() == q.kind().get());
        }
        if (q.source().isPresent()) {
            s = s.filter(m -> m.source() == q.source().get());
        }
        if (q.afterId() > 0) {
            s = s.filter(m -> m.id() > q.afterId());
        }
        if (q.search().isPresent()) {
            String[] words = q.search().get().toLowerCase(Locale.ROOT).split("\\s+");
            s = s.filter(m -> {
                String t = m.text().toLowerCase(Locale.ROOT);
                return Stream.of(words).allMatch(t::contains);
            });
        }
        return s;
    }

    @Override
    public synchronized List<Memory> list(MemoryListQuery q) {
        listCalls.incrementAndGet();
        Comparator<Memory> c = switch (q.sort()) {
            case CREATED -> Comparator.comparing(Memory::createdAt);
            case LAST_ACCESSED -> Comparator.comparing(Memory::lastAccessed);
            case IMPORTANCE -> Comparator.comparingInt(Memory::importance);
            case KIND -> Comparator.comparing(Memory::kind);
            case TEXT -> Comparator.comparing(Memory::text);
            case SOURCE -> Comparator.comparing(Memory::source);
            case PINNED -> Comparator.comparing(Memory::pinned);
            case ID -> Comparator.comparingLong(Memory::id);
        };
        if (q.descending()) {
            c = c.reversed();
        }
        return filtered(q).sorted(c.thenComparingLong(Memory::id)).skip(q.offset()).limit(q.limit()).toList();
    }

    @Override
    public synchronized long count(MemoryListQuery q) {
        return filtered(q).count();
    }

    @Override
    public synchronized Map<Long, Double> keywordScores(String text, int limit) {
        String[] words = text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} ]", " ").split("\\s+");
        Map<Long, Double> out = new LinkedHashMap<>();
        for (Memory m : byId.values()) {
            String t = m.text().toLowerCase(Locale.ROOT);
            double score = Stream.of(words).filter(w -> w.length() > 2 && t.contains(w)).count();
            if (score > 0) {
                out.put(m.id(), score);
            }
        }
        return out;
    }

    @Override
    public synchronized JournalMean journalMean() {
        return index.mean();
    }

    @Override
    public synchronized List<Recalled> recall(String queryText, Embedding queryVector, RetrievalPolicy policy,
                                              Instant now, RecallOptions options) {
        check();
        Map<Long, Double> keywords = policy.usesKeywords() ? keywordScores(queryText, policy.candidatePool())
                : Map.of();
        List<Ranked> ranked = index.rank(new RecallQuery(queryVector, keywords, policy, now,
                options.includeSuperseded(), org.memoryjournal.memory.QueryReading.plain(""), options.asOfNow()));
        if (options.touch()) {
            touch(ranked.stream().map(Ranked::id).toList(), now);
        }
        return ranked.stream().map(r -> new Recalled(r.rank(), byId.get(r.id()), r.breakdown())).toList();
    }

    @Override
    public synchronized void touch(Collection<Long> ids, Instant now) {
        for (Long id : ids) {
            Memory m = byId.get(id);
            if (m != null && m.lastAccessed().isBefore(now)) {
                put(m.withLastAccessed(now));
            }
        }
    }

    @Override
    public synchronized long countNeedingReembedding() {
        return byId.values().stream().filter(m -> !m.embedding().modelId().equals(modelId)).count();
    }

    @Override
    public synchronized List<Memory> needingReembedding(int limit) {
        return byId.values().stream().filter(m -> !m.embedding().modelId().equals(modelId)).limit(limit).toList();
    }

    private final Map<Long, List<Long>> evidence = new LinkedHashMap<>();
    private long lastReflected;

    @Override
    public synchronized void linkEvidence(long insightId, Collection<Long> evidenceIds) {
        evidence.put(insightId, evidenceIds.stream().distinct().sorted().toList());
    }

    @Override
    public synchronized List<Long> evidenceOf(long insightId) {
        return evidence.getOrDefault(insightId, List.of()).stream().filter(byId::containsKey).toList();
    }

    @Override
    public synchronized Map<Long, List<Long>> insightsCiting(Collection<Long> evidenceIds) {
        Map<Long, List<Long>> out = new LinkedHashMap<>();
        evidence.forEach((insight, cited) -> {
            if (byId.containsKey(insight) && cited.stream().anyMatch(evidenceIds::contains)) {
                out.put(insight, evidenceOf(insight));
            }
        });
        return out;
    }

    @Override
    public synchronized long lastReflected() {
        return lastReflected;
    }

    @Override
    public synchronized long importanceSinceReflection() {
        return byId.values().stream().filter(m -> m.id() > lastReflected && !m.isSuperseded()
                && m.source() != org.memoryjournal.memory.MemorySource.REFLECTION).mapToLong(Memory::importance).sum();
    }

    @Override
    public synchronized void markReflected(long upToId, Instant at) {
        lastReflected = Math.max(lastReflected, upToId);
    }

    @Override
    public synchronized Memory merge(long keepId, Collection<Long> others) {
        throw new UnsupportedOperationException("Merging is tested on the SQLite store.");
    }

    @Override
    public void close() {
    }
}
