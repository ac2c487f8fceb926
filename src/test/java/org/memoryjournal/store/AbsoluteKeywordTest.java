package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.store.Fixtures.memory;
import static org.memoryjournal.store.Fixtures.open;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.NewMemory;

/** Keyword match on an absolute scale: the same number means the same thing for every question and journal. */
class AbsoluteKeywordTest {
    @TempDir
    Path dir;

    @Test
    void anUnrelatedQuestionScoresNothingAndAFullMatchScoresNearOne() {
        try (JournalDatabase j = open(dir)) {
            Memory birthday = j.memories().add(memory("My sister Ana's birthday is on 14 March"));
            j.memories().add(memory("Bought printer paper and stamps"));
            assertThat(j.memories().keywordScores("quantum chromodynamics", 10)).isEmpty();
            Map<Long, Double> full = j.memories().keywordScores("Ana birthday March", 10);
            assertThat(full.get(birthday.id())).isGreaterThan(0.8).isLessThanOrEqualTo(1.0);
            Map<Long, Double> half = j.memories().keywordScores("Ana's favourite colour", 10);
            assertThat(half.get(birthday.id())).isLessThan(0.6).isGreaterThan(0.0);
        }
    }

    @Test
    void theScaleDoesNotDependOnWhatElseMatches() {
        try (JournalDatabase j = open(dir)) {
            Memory weak = j.memories().add(memory("The plumber fixed the boiler"));
            double alone = j.memories().keywordScores("boiler pressure valve warranty", 10).get(weak.id());
            j.memories().add(memory("Boiler pressure valve replaced under warranty"));
            double withBetter = j.memories().keywordScores("boiler pressure valve warranty", 10).get(weak.id());
            // Min-max scaling would have given the weak match 1.0 alone and 0.0 next to the better one.
            assertThat(alone).isLessThan(0.5);
            assertThat(withBetter).isLessThan(0.5).isGreaterThan(0.0);
        }
    }

    @Test
    void wordsInMostMemoriesAreLeftOutOnceTheJournalIsLarge() {
        try (JournalDatabase j = open(dir)) {
            List<NewMemory> many = new ArrayList<>();
            for (int i = 0; i < 400; i++) {
                many.add(memory("Went for a walk today, entry " + i));
            }
            many.add(memory("Walk to the lighthouse with Ana"));
            j.memories().addAll(many);
            Map<Long, Double> scores = j.memories().keywordScores("walk lighthouse", 500);
            // "walk" is in every memory: only the lighthouse memory matches on the informative word.
            assertThat(scores).hasSize(1);
            assertThat(scores.values().iterator().next()).isGreaterThan(0.8);
        }
    }
}
