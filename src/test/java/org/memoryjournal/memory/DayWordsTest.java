package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;

import org.junit.jupiter.api.Test;

class DayWordsTest {
    // A Thursday, late evening in Lisbon.
    private static final ZonedDateTime NOW = ZonedDateTime.of(2026, 3, 12, 23, 30, 0, 0, ZoneId.of("Europe/Lisbon"));

    private static LocalDate day(String text) {
        return DayWords.parse(text, NOW).orElseThrow(() -> new AssertionError("not understood: " + text));
    }

    @Test
    void readsRelativeDays() {
        assertThat(day("today")).isEqualTo(LocalDate.of(2026, 3, 12));
        assertThat(day("  Yesterday ")).isEqualTo(LocalDate.of(2026, 3, 11));
        assertThat(day("the day before yesterday")).isEqualTo(LocalDate.of(2026, 3, 10));
        assertThat(day("3 days ago")).isEqualTo(LocalDate.of(2026, 3, 9));
        assertThat(day("a week ago")).isEqualTo(LocalDate.of(2026, 3, 5));
        assertThat(day("two months ago")).isEqualTo(LocalDate.of(2026, 1, 12));
    }

    @Test
    void aWeekdayIsTheMostRecentOneBeforeToday() {
        assertThat(day("last Tuesday")).isEqualTo(LocalDate.of(2026, 3, 10));
        assertThat(day("tuesday")).isEqualTo(LocalDate.of(2026, 3, 10));
        assertThat(day("last thursday")).isEqualTo(LocalDate.of(2026, 3, 5));
        assertThat(day("this thursday")).isEqualTo(LocalDate.of(2026, 3, 12));
    }

    @Test
    void readsIsoAndNamedDates() {
        assertThat(day("2025-12-24")).isEqualTo(LocalDate.of(2025, 12, 24));
        assertThat(day("3 March")).isEqualTo(LocalDate.of(2026, 3, 3));
        assertThat(day("March 3, 2025")).isEqualTo(LocalDate.of(2025, 3, 3));
        // A memory's date is in the past: a date still to come this year is last year's.
        assertThat(day("14 May")).isEqualTo(LocalDate.of(2025, 5, 14));
    }

    @Test
    void somethingElseIsNotADay() {
        assertThat(DayWords.parse("next blursday", NOW)).isEmpty();
        assertThat(DayWords.parse("last week", NOW)).isEmpty();
        assertThat(DayWords.parse("yesterday I went out", NOW)).isEmpty();
        assertThat(DayWords.parse("2026-02-30", NOW)).isEmpty();
        assertThat(DayWords.parse("", NOW)).isEmpty();
        assertThat(DayWords.parse(null, NOW)).isEmpty();
    }
}
