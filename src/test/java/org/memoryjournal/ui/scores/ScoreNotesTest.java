package org.memoryjournal.ui.scores;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.memoryjournal.memory.LoweredFor;

/** The sentences a score card adds under its bars. */
class ScoreNotesTest {

    @Test
    void aReplacedMemoryIsQuotedWholeWhenShortAndShortenedWhenLong() {
        assertThat(ScoreNotes.replaced(4, "I drive a Golf"))
                .isEqualTo("relevance of the memory this one replaced: “I drive a Golf”");
        String longText = "word ".repeat(40);
        String note = ScoreNotes.replaced(4, longText);
        assertThat(note).endsWith("…”").doesNotContain("  ");
        assertThat(note.length()).isLessThan(longText.length());
    }

    @Test
    void aReplacedMemoryOfSeveralLinesIsQuotedOnOne() {
        assertThat(ScoreNotes.replaced(4, "Car:\n  a blue Golf\n"))
                .isEqualTo("relevance of the memory this one replaced: “Car: a blue Golf”");
    }

    @Test
    void aReplacedMemoryDeletedSinceIsNamedByItsId() {
        assertThat(ScoreNotes.replaced(42, "")).isEqualTo("relevance of memory 42, which this one replaced");
    }

    @Test
    void anOutdatedMemoryNamesTheRankOfItsReplacementOrSaysANewerOne() {
        assertThat(ScoreNotes.outdated(0.2, OptionalInt.of(1), LoweredFor.NEWER))
                .startsWith("−0.20: ranked just below #1");
        assertThat(ScoreNotes.outdated(0.001, OptionalInt.empty(), LoweredFor.NEWER))
                .startsWith("−0.001: ranked just below a newer");
        // Ranked below its replacement without losing anything: no amount, and not "just below".
        assertThat(ScoreNotes.outdated(0, OptionalInt.of(1), LoweredFor.NEWER))
                .isEqualTo("ranked below #1, newer, about the same thing, and says it changed");
        // A newer count or amount replaced it with no word saying so: the note does not claim one.
        assertThat(ScoreNotes.outdated(0.1, OptionalInt.of(1), LoweredFor.NEWER_VALUE))
                .isEqualTo("−0.10: ranked just below #1, newer, about the same thing, and gives a newer figure for "
                        + "what is asked");
    }

    @Test
    void anInsightBelowItsSourceSaysSoAndNamesItsRank() {
        assertThat(ScoreNotes.belowSource(0.21, OptionalInt.of(2)))
                .isEqualTo("−0.21: an insight, ranked just below #2, which it was drawn from");
        assertThat(ScoreNotes.belowSource(0.001, OptionalInt.empty())).startsWith("−0.001: an insight, ranked just "
                + "below a memory");
    }
}
