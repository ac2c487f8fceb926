package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.store.Fixtures.T0;
import static org.memoryjournal.store.Fixtures.memory;
import static org.memoryjournal.store.Fixtures.open;
import static org.memoryjournal.store.Fixtures.unit;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.NewMemory;
import org.memoryjournal.store.MemoryListQuery.SortField;

class MemoryListTest {
    @TempDir
    Path dir;
    JournalDatabase journal;
    SqliteMemoryRepository repo;
    List<Memory> all;

    @BeforeEach
    void fill() {
        journal = open(dir);
        repo = journal.memories();
        List<NewMemory> batch = new ArrayList<>();
        for (int i = 0; i < 25; i++) {
            MemoryKind kind = MemoryKind.values()[i % 3];
            String text = (i % 5 == 0 ? "went running with Ana " : "quiet day ") + i;
            batch.add(memory(text, kind, T0.plusSeconds(i * 60L), 1 + (i * 7) % 10, unit(i % 4)));
        }
        all = repo.addAll(batch);
        repo.supersede(all.get(0).id(), all.get(1).id());
    }

    @AfterEach
    void close() {
        journal.close();
    }

    @Test
    void newestFirstHidesSupersededByDefault() {
        List<Memory> page = repo.list(MemoryListQuery.newest(3));
        assertThat(page).extracting(Memory::id).containsExactly(all.get(24).id(), all.get(23).id(), all.get(22).id());
        assertThat(repo.count(MemoryListQuery.newest(3))).isEqualTo(24);
        assertThat(repo.count(MemoryListQuery.newest(3).withSuperseded(true))).isEqualTo(25);
        assertThat(repo.list(MemoryListQuery.newest(100))).extracting(Memory::id).doesNotContain(all.get(0).id());
    }

    @Test
    void pagesAreDisjointAndCoverEverything() {
        List<Long> seen = new ArrayList<>();
        MemoryListQuery q = MemoryListQuery.newest(10).withSuperseded(true).sortedBy(SortField.ID, false);
        for (int offset = 0; offset < 30; offset += 10) {
            repo.list(q.page(offset, 10)).forEach(m -> seen.add(m.id()));
        }
        assertThat(seen).containsExactlyElementsOf(all.stream().map(Memory::id).toList());
    }

    @Test
    void pagingAfterTheLastIdSkipsNothingWhenEarlierMemoriesAreDeletedBetweenPages() {
        List<Long> seen = new ArrayList<>();
        MemoryListQuery q = MemoryListQuery.newest(10).withSuperseded(true).sortedBy(SortField.ID, false);
        List<Memory> first = repo.list(q.after(0));
        first.forEach(m -> seen.add(m.id()));
        // Another process forgets three memories of the first page: an offset of 10 would now skip three.
        repo.delete(List.of(all.get(0).id(), all.get(1).id(), all.get(2).id()));
        for (long last = seen.get(seen.size() - 1);;) {
            List<Memory> page = repo.list(q.after(last));
            if (page.isEmpty()) {
                break;
            }
            page.forEach(m -> seen.add(m.id()));
            last = page.get(page.size() - 1).id();
        }
        assertThat(seen).containsExactlyElementsOf(all.stream().map(Memory::id).toList());
        assertThat(repo.count(MemoryListQuery.newest(10).withSuperseded(true).after(all.get(19).id()))).isEqualTo(5);
    }

    @Test
    void sortsByEveryFieldWithIdAsTieBreak() {
        for (SortField field : SortField.values()) {
            for (boolean desc : new boolean[] {false, true}) {
                List<Memory> page = repo.list(MemoryListQuery.newest(100).withSuperseded(true).sortedBy(field, desc));
                assertThat(page).as("%s %s", field, desc).hasSize(25);
            }
        }
        List<Memory> byImportance = repo.list(MemoryListQuery.newest(100).sortedBy(SortField.IMPORTANCE, true));
        for (int i = 1; i < byImportance.size(); i++) {
            Memory a = byImportance.get(i - 1);
            Memory b = byImportance.get(i);
            assertThat(a.importance() > b.importance() || (a.importance() == b.importance() && a.id() > b.id()))
                    .isTrue();
        }
        List<Memory> byCreated = repo.list(MemoryListQuery.newest(100).sortedBy(SortField.CREATED, false));
        assertThat(byCreated.get(0).id()).isEqualTo(all.get(1).id());
    }

    @Test
    void sortsByLastAccessAfterTouch() {
        repo.touch(List.of(all.get(5).id()), T0.plusSeconds(1_000_000));
        assertThat(repo.list(MemoryListQuery.newest(1).sortedBy(SortField.LAST_ACCESSED, true)))
                .extracting(Memory::id).containsExactly(all.get(5).id());
    }

    @Test
    void filtersByKind() {
        MemoryListQuery q = MemoryListQuery.newest(100).withKind(Optional.of(MemoryKind.SEMANTIC));
        assertThat(repo.list(q)).isNotEmpty().allMatch(m -> m.kind() == MemoryKind.SEMANTIC);
        assertThat(repo.count(q)).isEqualTo(8);
    }

    @Test
    void searchesFullTextWithStemmingAndAllWords() {
        MemoryListQuery q = MemoryListQuery.newest(100).withSearch("run ana");
        assertThat(repo.list(q)).extracting(Memory::id).containsExactlyInAnyOrder(
                all.get(5).id(), all.get(10).id(), all.get(15).id(), all.get(20).id());
        assertThat(repo.count(q)).isEqualTo(4);
        assertThat(repo.count(q.withSuperseded(true))).isEqualTo(5);
        assertThat(repo.count(MemoryListQuery.newest(100).withSearch("run zebra"))).isZero();
        assertThat(repo.count(MemoryListQuery.newest(100).withSearch("   "))).isEqualTo(24);
        assertThat(repo.list(MemoryListQuery.newest(100).withSearch("\"*()"))).isEmpty();
    }

    @Test
    void combinesSearchKindAndPaging() {
        MemoryListQuery q = MemoryListQuery.newest(1).withSearch("quiet").withKind(Optional.of(MemoryKind.EPISODIC))
                .sortedBy(SortField.CREATED, false).page(1, 2);
        assertThat(repo.list(q)).extracting(Memory::id).containsExactly(all.get(6).id(), all.get(9).id());
        assertThat(repo.count(q)).isEqualTo(7);
    }
}
