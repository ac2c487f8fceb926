package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.store.Fixtures.T0;
import static org.memoryjournal.store.Fixtures.memory;
import static org.memoryjournal.store.Fixtures.open;
import static org.memoryjournal.store.Fixtures.vec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.RetrievalPolicy;

class ConcurrentUseTest {
    @TempDir
    Path dir;

    @Test
    void writersAndRecallsOnSeveralThreadsLeaveIndexAndDatabaseInAgreement() throws Exception {
        int threads = 4;
        int perThread = 40;
        try (JournalDatabase j = open(dir)) {
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                List<Future<?>> futures = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    int thread = t;
                    futures.add(pool.submit(() -> {
                        for (int i = 0; i < perThread; i++) {
                            long id = j.memories().add(memory("thread " + thread + " item " + i, MemoryKind.EPISODIC,
                                    T0.plusSeconds(i), 1 + i % 10, vec(thread, i, 1, 0))).id();
                            j.memories().recall("item", vec(1, 1, 1, 1), RetrievalPolicy.defaults(),
                                    T0.plusSeconds(3600), RecallOptions.TOUCH);
                            if (i % 5 == 0) {
                                j.memories().delete(List.of(id));
                            }
                        }
                        return null;
                    }));
                }
                for (Future<?> f : futures) {
                    f.get();
                }
            } finally {
                pool.shutdownNow();
            }
            long rows = j.memories().count(MemoryListQuery.newest(0).withSuperseded(true));
            assertThat(rows).isEqualTo(threads * (perThread - perThread / 5));
            assertThat(j.memories().indexedCount()).isEqualTo((int) rows);
        }
        try (JournalDatabase j = open(dir)) {
            assertThat(j.memories().indexedCount()).isEqualTo(threads * (perThread - perThread / 5));
        }
    }
}
