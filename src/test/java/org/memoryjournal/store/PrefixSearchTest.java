package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.store.Fixtures.memory;
import static org.memoryjournal.store.Fixtures.open;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.Memory;

/** The browser's search box matches words by their beginning, on a real journal file. */
class PrefixSearchTest {
    @TempDir
    Path dir;

    private static List<String> search(JournalDatabase j, String text) {
        return j.memories().list(MemoryListQuery.newest(50).withSearch(text)).stream().map(Memory::text).toList();
    }

    @Test
    void aWordBeingTypedFindsTheWordsItBegins() {
        try (JournalDatabase j = open(dir)) {
            j.memories().addAll(List.of(memory("Saw a zebra at the zoo"), memory("Moving to Lisbon with the zebras"),
                    memory("Zeppelins are slow"), memory("Ana's birthday")));

            assertThat(search(j, "zeb")).containsExactlyInAnyOrder("Saw a zebra at the zoo",
                    "Moving to Lisbon with the zebras");
            assertThat(search(j, "ZE")).hasSize(3);
            assertThat(search(j, "zeb lis")).containsExactly("Moving to Lisbon with the zebras");
            assertThat(search(j, "zebra")).hasSize(2);
            assertThat(j.memories().count(MemoryListQuery.newest(0).withSearch("zeb"))).isEqualTo(2);
            assertThat(search(j, "zebu")).isEmpty();
        }
    }

    @Test
    void operatorsStarsAndQuotesInTheBoxAreSearchedAsText() {
        try (JournalDatabase j = open(dir)) {
            j.memories().addAll(List.of(memory("Saw a zebra at the zoo"), memory("NOT a zebra: a horse")));

            assertThat(search(j, "zeb*")).hasSize(2);
            assertThat(search(j, "\"zeb\" NOT")).containsExactly("NOT a zebra: a horse");
            assertThat(search(j, "zeb OR horse")).isEmpty();
            assertThat(search(j, "NEAR(zeb")).isEmpty();
            assertThat(search(j, "*\"()")).isEmpty();
        }
    }
}
