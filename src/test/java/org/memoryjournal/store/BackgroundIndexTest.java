package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.NewMemory;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;

class BackgroundIndexTest {
    private static final String MODEL = "test:model";
    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    @TempDir
    Path dir;

    private static NewMemory memory(int i) {
        float[] v = {i % 7, i % 5, 1 + i % 3, i % 2};
        return new NewMemory("memory number " + i, MemoryKind.EPISODIC, T0.plusSeconds(i), 1 + i % 10,
                new Embedding(MODEL, v), MemorySource.MANUAL);
    }

    @Test
    void aJournalOpenedForBrowsingRanksAndWritesExactlyLikeOneOpenedNormally() {
        Path file = dir.resolve("journal.db");
        List<NewMemory> all = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            all.add(memory(i));
        }
        try (JournalDatabase j = JournalDatabase.open(file, MODEL, 4)) {
            j.memories().addAll(all);
        }
        Embedding query = new Embedding(MODEL, new float[] {3, 1, 2, 1});
        RetrievalPolicy policy = RetrievalPolicy.classic().withTopK(10);
        List<Long> expected;
        try (JournalDatabase j = JournalDatabase.open(file, MODEL, 4)) {
            expected = j.memories().recall("memory", query, policy, T0.plusSeconds(9000), RecallOptions.PREVIEW)
                    .stream().map(r -> r.memory().id()).toList();
        }

        try (JournalDatabase j = JournalDatabase.openIndexingInBackground(file, MODEL, 4)) {
            assertThat(j.memories().count(MemoryListQuery.newest(10))).isEqualTo(3000);
            assertThat(j.memories().list(MemoryListQuery.newest(5))).hasSize(5);
            List<Recalled> ranked = j.memories().recall("memory", query, policy, T0.plusSeconds(9000),
                    RecallOptions.PREVIEW);
            assertThat(ranked).extracting(r -> r.memory().id()).containsExactlyElementsOf(expected);
            assertThat(j.memories().indexedCount()).isEqualTo(3000);
            long id = j.memories().add(memory(5000)).id();
            assertThat(j.memories().indexedCount()).isEqualTo(3001);
            assertThat(j.memories().find(id)).isPresent();
        }
    }
}
