package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.memoryjournal.memory.RecurringEpisodes.Episode;
import org.memoryjournal.memory.RecurringEpisodes.Group;

/** The words of an offline insight: how many times, over what span, how often, and examples. */
class PatternSummaryTest {
    private static Group every(int days, int times, String... texts) {
        List<Episode> members = new ArrayList<>();
        Instant start = Instant.parse("2026-03-03T07:00:00Z");
        for (int i = 0; i < times; i++) {
            members.add(new Episode(i + 1, start.plusSeconds(86_400L * days * i), new Embedding("m", new float[] {1}),
                    texts[i % texts.length]));
        }
        return new Group(members, members.get(0));
    }

    @Test
    void weeklyRunsReadAsHowOftenAndOverWhatSpan() {
        String text = PatternSummary.of(every(7, 9, "Went for a run along the canal.", "Ran 5k before work."),
                ZoneOffset.UTC);

        assertThat(text).isEqualTo("Regularly, 9 times between 3 March and 28 April 2026 (about once a week); "
                + "usually: \"Went for a run along the canal.\"; most recently: \"Went for a run along the canal.\".".replace(
                "; most recently: \"Went for a run along the canal.\"", ""));
    }

    @Test
    void theLatestEpisodeIsQuotedWhenItDiffersFromTheTypicalOne() {
        String text = PatternSummary.of(every(7, 2, "Canal run.", "Towpath jog."), ZoneOffset.UTC);

        assertThat(text).endsWith("usually: \"Canal run.\"; most recently: \"Towpath jog.\".");
    }

    @Test
    void frequencyFollowsTheMeanGap() {
        assertThat(PatternSummary.frequency(every(1, 5, "x"))).isEqualTo("almost every day");
        assertThat(PatternSummary.frequency(every(2, 5, "x"))).isEqualTo("about 4 times a week");
        assertThat(PatternSummary.frequency(every(14, 5, "x"))).isEqualTo("about every two weeks");
        assertThat(PatternSummary.frequency(every(30, 5, "x"))).isEqualTo("about once a month");
        assertThat(PatternSummary.frequency(every(90, 3, "x"))).isEqualTo("every few months");
    }

    @Test
    void spansOverANewYearNameBothYearsAndDatesFollowTheZone() {
        Group g = every(7, 3, "Swim.");
        Group late = new Group(g.members().stream().map(e -> new Episode(e.id(),
                e.at().plusSeconds(86_400L * 290 + 3600 * 16), e.embedding(), e.text())).toList(), g.members().get(0));

        assertThat(PatternSummary.of(late, ZoneOffset.UTC)).contains("between 18 December 2026 and 1 January 2027");
        assertThat(PatternSummary.of(late, ZoneId.of("Pacific/Auckland"))).contains("between 19 December 2026 and 2 January 2027");
    }

    @Test
    void longExamplesAreCutAndQuotesKeptSafe() {
        String longText = "He said \"go\" " + "and on ".repeat(40);

        String text = PatternSummary.of(every(7, 3, longText), ZoneOffset.UTC);

        assertThat(text).contains("He said 'go'").contains("…\"");
        assertThat(text.length()).isLessThan(260);
    }
}
