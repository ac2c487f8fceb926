package org.memoryjournal.chat;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.memoryjournal.memory.Cosine;
import org.memoryjournal.memory.DuplicateRule;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.SimilarityScale;
import org.memoryjournal.store.MemoryListQuery;
import org.memoryjournal.store.RecallOptions;

/**
 * "Find duplicates": proposes groups of memories that say the same thing, over the whole journal (the rule
 * new memories are checked with, {@link DuplicateRule}), and merges a group the user confirmed, keeping the
 * text the user picked. Blocking: call from a background thread.
 */
public final class Duplicates {
    /** How many nearest memories of each memory are compared. */
    static final int NEIGHBOURS = 5;
    private static final int PAGE = 5000;

    /**
     * Memories that say the same thing, oldest first; {@code similarity} is the lowest cosine similarity of the
     * pairs that joined them (how alike the least alike two of them are).
     */
    public record Group(List<Memory> memories, double similarity) {
        public Group {
            memories = List.copyOf(memories);
        }
    }

    private final MemoryService memories;
    private final DuplicateRule rule;

    public Duplicates(MemoryService memories) {
        this(memories, DuplicateRule.DEFAULT);
    }

    public Duplicates(MemoryService memories, DuplicateRule rule) {
        this.memories = memories;
        this.rule = rule;
    }

    /** The groups of duplicates among the live memories (insights and superseded memories left out). */
    public List<Group> find() {
        String model = memories.repository().activeModelId();
        SimilarityScale scale = SimilarityScale.forModel(model);
        Map<Long, Memory> byId = new HashMap<>();
        Map<Long, Long> parent = new HashMap<>();
        Map<Long, Double> pairs = new HashMap<>(); // the lowest similarity of a joined pair, by its older member
        long after = 0;
        while (true) {
            List<Memory> page = memories.repository().list(new MemoryListQuery(Optional.empty(), Optional.empty(),
                    false, MemoryListQuery.SortField.ID, false, 0, PAGE, after));
            for (Memory m : page) {
                if (m.source() != MemorySource.REFLECTION && m.embedding().modelId().equals(model)) {
                    byId.put(m.id(), m);
                }
            }
            if (page.size() < PAGE) {
                break;
            }
            after = page.get(page.size() - 1).id();
        }
        for (Memory m : byId.values()) {
            for (Recalled r : memories.repository().recall(m.text(), m.embedding(),
                    RetrievalPolicy.relevanceOnly().withTopK(NEIGHBOURS + 1), m.createdAt(), RecallOptions.PREVIEW)) {
                Memory other = byId.get(r.memory().id());
                if (other == null || other.id() <= m.id()) {
                    continue;
                }
                double position = scale.position(Cosine.of(m.embedding(), other.embedding()));
                if (rule.sameMemory(position, side(m), side(other), memories.zone())) {
                    union(parent, m.id(), other.id());
                    pairs.put(m.id(), Math.min(pairs.getOrDefault(m.id(), 1.0),
                            Cosine.of(m.embedding(), other.embedding())));
                }
            }
        }
        Map<Long, List<Memory>> groups = new HashMap<>();
        for (long id : parent.keySet()) {
            groups.computeIfAbsent(root(parent, id), k -> new ArrayList<>()).add(byId.get(id));
        }
        return groups.values().stream().filter(g -> g.size() > 1)
                .map(g -> new Group(g.stream().sorted(Comparator.comparing(Memory::createdAt)
                        .thenComparingLong(Memory::id)).toList(), g.stream().mapToDouble(m -> pairs.getOrDefault(m.id(), 1.0))
                        .min().orElse(1.0)))
                .sorted(Comparator.comparing(g -> g.memories().get(0).createdAt()))
                .toList();
    }

    /**
     * Merges {@code others} into {@code keep} (the memory whose text the user picked): the earliest time, the
     * highest importance and a pin if any had one are kept, and every link is re-pointed to it.
     */
    public Memory merge(long keep, Collection<Long> others) {
        return memories.repository().merge(keep, others);
    }

    private static DuplicateRule.Side side(Memory m) {
        return new DuplicateRule.Side(m.text(), m.kind(), m.createdAt());
    }

    private static void union(Map<Long, Long> parent, long a, long b) {
        parent.putIfAbsent(a, a);
        parent.putIfAbsent(b, b);
        long ra = root(parent, a);
        long rb = root(parent, b);
        if (ra != rb) {
            parent.put(Math.max(ra, rb), Math.min(ra, rb));
        }
    }

    private static long root(Map<Long, Long> parent, long id) {
        long r = id;
        while (parent.get(r) != r) {
            r = parent.get(r);
        }
        return r;
    }
}
