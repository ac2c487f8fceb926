package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.store.Fixtures.memory;
import static org.memoryjournal.store.Fixtures.open;

import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.memoryjournal.memory.Memory;

/** Whatever the user types, keyword search neither fails nor interprets it as FTS5 syntax. */
class KeywordEscapingTest {
    @TempDir
    Path dir;
    JournalDatabase journal;
    Memory near;

    @BeforeEach
    void fill() {
        journal = open(dir);
        near = journal.memories().add(memory("meet near the station and or not"));
        journal.memories().add(memory("station closed today"));
    }

    @AfterEach
    void close() {
        journal.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"", "\"\"", "\"near", "NEAR(station meet)", "NEAR/2", "*", "station*", "sta*",
            "AND", "OR", "NOT", "station AND", "NOT station", "OR OR OR", "-station", "- -", "text:station",
            "memories_fts:near", ":", "(", ")", "((station", "station)", "^station", "{text}: near", "+", "''",
            "'; DROP TABLE memories; --", "\\", "\u0000", "near \"the station\""})
    void hostileTextIsSearchedAsWords(String hostile) {
        assertThat(journal.memories().keywordScores(hostile, 10)).allSatisfy((id, score) -> assertThat(score)
                .isNotNegative());
        assertThat(journal.memories().count(MemoryListQuery.newest(10).withSearch(hostile))).isBetween(0L, 2L);
        assertThat(journal.memories().count(MemoryListQuery.newest(10))).isEqualTo(2);
    }

    @ParameterizedTest
    @ValueSource(strings = {"NEAR", "near", "AND", "or", "NOT"})
    void operatorWordsAreFoundAsPlainWords(String word) {
        assertThat(journal.memories().keywordScores(word, 10)).containsOnlyKeys(near.id());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", "*", "\"\"", "()", "-:"})
    void textWithoutWordsMatchesNothing(String empty) {
        assertThat(journal.memories().keywordScores(empty, 10)).isEmpty();
    }
}
