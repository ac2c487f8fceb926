package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** The index's vectors live in pages: growing, removing across pages and ranking stay exact. */
class MemoryIndexPagesTest {
    private static final String MODEL = "test:model";
    private static final Instant NOW = Instant.parse("2026-03-01T12:00:00Z");
    private static final int DIM = 24;

    private static IndexEntry entry(long id, Random rnd) {
        float[] v = new float[DIM];
        for (int j = 0; j < DIM; j++) {
            v[j] = (float) rnd.nextGaussian();
        }
        return new IndexEntry(id, new Embedding(MODEL, v), MemoryKind.values()[(int) (id % 3)], 1 + (int) (id % 10),
                NOW.minusSeconds(rnd.nextInt(30 * 24 * 3600)), id % 17 == 0, id % 19 == 0 ? 1 : 0, 40);
    }

    @Test
    void memoriesAddedOneByOneAcrossPagesAndRemovedFromThemRankAsTheReference() {
        Random rnd = new Random(21);
        MemoryIndex ix = new MemoryIndex(MODEL, DIM);
        List<IndexEntry> live = new ArrayList<>();
        int n = 2 * MemoryIndex.PAGE + 300;
        for (long id = 1; id <= n; id++) {
            IndexEntry e = entry(id, rnd);
            ix.put(e);
            live.add(e);
        }
        // Removing moves the last memory (in the last page) into the freed slot (in the first pages).
        for (long id = 5; id <= n; id += 611) {
            ix.remove(id);
            long gone = id;
            live.removeIf(e -> e.id() == gone);
        }
        assertThat(ix.size()).isEqualTo(live.size());
        assertThat(ix.vectorPages.length).isEqualTo((live.size() + MemoryIndex.PAGE - 1) / MemoryIndex.PAGE);
        for (int t = 0; t < 4; t++) {
            float[] q = new float[DIM];
            for (int j = 0; j < DIM; j++) {
                q[j] = (float) rnd.nextGaussian();
            }
            RetrievalPolicy p = RetrievalPolicy.classic().withWeights(new Weights(1, 0.3, 0.2)).withTopK(20);
            RecallQuery query = new RecallQuery(new Embedding(MODEL, q), Map.of(), p, NOW, t % 2 == 0);
            assertThat(ix.rank(query)).extracting(Ranked::id).containsExactlyElementsOf(
                    ReferenceRanker.rank(live, query).stream().map(ReferenceRanker.Row::id).toList());
        }
    }

    @Test
    void growingALargeIndexKeepsItsFullPagesAndAddsVectorRoomOnlyToTheEndOfTheNewMemorysPage() {
        Random rnd = new Random(4);
        MemoryIndex ix = new MemoryIndex(MODEL, DIM);
        int n = 9 * MemoryIndex.PAGE + 100;
        ix.reserve(n);
        List<IndexEntry> entries = new ArrayList<>();
        for (long id = 1; id <= n; id++) {
            entries.add(entry(id, rnd));
        }
        ix.putAll(entries);
        float[] firstPage = ix.vectorPages[0];
        assertThat(ix.ids.length).isEqualTo(n);
        assertThat(ix.vectorPages.length).isEqualTo(10);
        assertThat(ix.vectorPages[9]).hasSize(100 * DIM);

        ix.put(entry(n + 1L, rnd));

        assertThat(ix.vectorPages[0]).isSameAs(firstPage);
        // The scalars (a few bytes a memory) take an eighth of room; the vectors only fill their last page.
        assertThat(ix.ids.length).isEqualTo(n + MemoryIndex.headroom(n));
        assertThat(MemoryIndex.headroom(n)).isEqualTo(n / 8);
        assertThat(MemoryIndex.headroom(1000)).isEqualTo(500);
        assertThat(ix.vectorPages.length).isEqualTo(10);
        assertThat(ix.vectorPages[9]).hasSize(MemoryIndex.PAGE * DIM);
        assertThat(ix.codePages[9]).hasSize(MemoryIndex.PAGE * DIM);

        // The first memory past a full page gets one new page, not room for an eighth more memories.
        for (long id = n + 2L; id <= 10L * MemoryIndex.PAGE + 1; id++) {
            ix.put(entry(id, rnd));
        }
        assertThat(ix.vectorPages.length).isEqualTo(11);
        assertThat(ix.vectorPages[9]).hasSize(MemoryIndex.PAGE * DIM);
        assertThat(ix.vectorPages[10].length).isLessThanOrEqualTo(MemoryIndex.PAGE * DIM);
        assertThat(ix.size()).isEqualTo(10 * MemoryIndex.PAGE + 1);
        assertThat(ix.contains(10L * MemoryIndex.PAGE + 1)).isTrue();
    }

    @Test
    void aSmallIndexGrowsItsOnlyPageByHalvesAsBefore() {
        Random rnd = new Random(5);
        MemoryIndex ix = new MemoryIndex(MODEL, DIM);
        for (long id = 1; id <= 17; id++) {
            ix.put(entry(id, rnd));
        }
        assertThat(ix.vectorPages.length).isEqualTo(1);
        assertThat(ix.vectorPages[0]).hasSize(24 * DIM);
        assertThat(ix.ids).hasSize(24);
    }
}
