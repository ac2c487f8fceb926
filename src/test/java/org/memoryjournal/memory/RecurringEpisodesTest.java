package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.memoryjournal.memory.RecurringEpisodes.Episode;
import org.memoryjournal.memory.RecurringEpisodes.Group;

/** Finding recurring episodes: same thing on several days, never one day retold, never two topics chained. */
class RecurringEpisodesTest {
    private static final Instant MARCH_3 = Instant.parse("2026-03-03T07:00:00Z");
    private static final RecurringEpisodes FINDER = new RecurringEpisodes(SimilarityScale.RAW, 0.8, 3, ZoneOffset.UTC);

    private static Episode episode(long id, int day, float... v) {
        return new Episode(id, MARCH_3.plusSeconds(86_400L * day), new Embedding("m", v), "episode " + id);
    }

    private static List<Long> all(List<Episode> e) {
        return e.stream().map(Episode::id).toList();
    }

    @Test
    void episodesAboutTheSameThingOnSeveralDaysFormOneGroupOldestFirst() {
        List<Episode> e = List.of(episode(3, 14, 1, 0.1f, 0), episode(1, 0, 1, 0, 0), episode(2, 7, 1, 0, 0.1f),
                episode(4, 3, 0, 1, 0), episode(5, 9, 0, 0, 1));

        List<Group> groups = FINDER.find(e, all(e));

        assertThat(groups).hasSize(1);
        assertThat(groups.get(0).ids()).containsExactly(1L, 2L, 3L);
        assertThat(groups.get(0).first()).isEqualTo(MARCH_3);
        assertThat(groups.get(0).last()).isEqualTo(MARCH_3.plusSeconds(86_400L * 14));
    }

    @Test
    void theSameThingRetoldOnOneDayIsNotAPattern() {
        List<Episode> e = List.of(episode(1, 0, 1, 0), episode(2, 0, 1, 0), episode(3, 0, 1, 0.05f),
                episode(4, 1, 1, 0));

        assertThat(FINDER.find(e, all(e))).isEmpty();
    }

    @Test
    void aDayIsADayInTheUsersZone() {
        // 23:30 and 00:30 UTC are two days in UTC, one evening in New York (18:30 and 19:30).
        Instant late = Instant.parse("2026-03-03T23:30:00Z");
        List<Episode> e = List.of(new Episode(1, late, new Embedding("m", new float[] {1, 0}), "a"),
                new Episode(2, late.plusSeconds(3600), new Embedding("m", new float[] {1, 0}), "b"),
                new Episode(3, late.plusSeconds(86_400 * 3), new Embedding("m", new float[] {1, 0}), "c"));

        assertThat(FINDER.find(e, all(e))).hasSize(1);
        assertThat(new RecurringEpisodes(SimilarityScale.RAW, 0.8, 3, ZoneId.of("America/New_York")).find(e, all(e)))
                .isEmpty();
    }

    @Test
    void oneEpisodeResemblingTwoTopicsDoesNotChainThem() {
        // Topic A along x, topic B along y; the bridge sits between and is close to both, not to their middle.
        List<Episode> e = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            e.add(episode(10 + i, i, 1, 0));
            e.add(episode(20 + i, 10 + i, 0, 1));
        }
        e.add(episode(1, 30, 0.92f, 0.39f));

        List<Group> groups = FINDER.find(e, List.of(1L, 10L, 20L));

        assertThat(groups).extracting(Group::ids).noneMatch(ids -> ids.contains(10L) && ids.contains(20L));
        assertThat(groups.stream().flatMap(g -> g.ids().stream()).distinct().count())
                .isEqualTo(groups.stream().mapToLong(g -> g.ids().size()).sum());
    }

    @Test
    void aStoryOfDifferentEventsThatOneEpisodeTiesTogetherIsNoPattern() {
        // "Booked the voyage" and "the consultant halved the dose" are nothing alike; "cancelled the voyage: the
        // consultant said no" resembles both, and so does their middle. Gathered around it, they were a pattern.
        List<Episode> e = List.of(episode(1, 0, 1, 0.4f), episode(2, 60, 0.4f, 1), episode(3, 90, 1, 1));

        assertThat(FINDER.find(e, List.of(3L))).isEmpty();
        // The same three, each like the others, are one.
        List<Episode> alike = List.of(episode(1, 0, 1, 0.4f), episode(2, 60, 0.8f, 1), episode(3, 90, 1, 1));
        assertThat(FINDER.find(alike, List.of(3L))).extracting(Group::ids).containsExactly(List.of(1L, 2L, 3L));
    }

    @Test
    void onlySeedsStartGroupsButOlderEpisodesJoinThem() {
        List<Episode> e = List.of(episode(1, 0, 1, 0), episode(2, 7, 1, 0), episode(3, 14, 1, 0),
                episode(4, 0, 0, 1), episode(5, 7, 0, 1), episode(6, 14, 0, 1));

        assertThat(FINDER.find(e, List.of(3L))).extracting(Group::ids).containsExactly(List.of(1L, 2L, 3L));
        assertThat(FINDER.find(e, List.of())).isEmpty();
    }

    @Test
    void theTypicalEpisodeIsTheOneClosestToTheGroupsMiddle() {
        List<Episode> e = List.of(episode(1, 0, 1, 0.3f), episode(2, 7, 1, 0), episode(3, 14, 1, -0.3f));

        assertThat(FINDER.find(e, all(e)).get(0).typical().id()).isEqualTo(2L);
    }

    @Test
    void inAJournalOfOneVoiceEpisodesAlikeOnlyInThatVoiceAreNoPattern() {
        // Three episodes on three days that share the journal's voice (the first axis) and little else, and three
        // that share a topic (the second axis) as well: in raw cosine all six are close.
        List<Episode> e = List.of(episode(1, 0, 1, 0, 0.2f, 0), episode(2, 4, 1, 0, 0, 0.2f),
                episode(3, 8, 1, 0, -0.2f, 0), episode(4, 1, 1, 0.4f, 0, 0.05f), episode(5, 5, 1, 0.4f, 0.05f, 0),
                episode(6, 9, 1, 0.4f, 0, -0.05f));
        RecurringEpisodes finder = new RecurringEpisodes(SimilarityScale.RAW, 0.9, 3, ZoneOffset.UTC);
        // The journal: many notes in that voice, spread around it.
        JournalMean voice = new JournalMean(new double[] {0.95, 0.1, 0, 0}, JournalMean.MEASURED_FROM);

        assertThat(finder.find(e, List.of(3L))).as("by raw similarity alone").hasSize(1);
        assertThat(finder.find(e, List.of(3L), voice)).isEmpty();
        assertThat(finder.find(e, List.of(6L), voice)).singleElement()
                .satisfies(g -> assertThat(g.ids()).containsExactly(4L, 5L, 6L));
    }

    @Test
    void aJournalTooSmallToHaveABackgroundGroupsBySimilarityAlone() {
        List<Episode> e = List.of(episode(1, 0, 1, 0, 0.2f, 0), episode(2, 4, 1, 0, 0, 0.2f),
                episode(3, 8, 1, 0, -0.2f, 0));
        RecurringEpisodes finder = new RecurringEpisodes(SimilarityScale.RAW, 0.9, 3, ZoneOffset.UTC);
        JournalMean few = new JournalMean(new double[] {0.95, 0.1, 0, 0}, JournalMean.MEASURED_FROM - 1);

        assertThat(finder.find(e, List.of(3L), few)).hasSize(1);
    }

    @Test
    void unusableSettingsAreRefused() {
        assertThatThrownBy(() -> new RecurringEpisodes(SimilarityScale.RAW, 0, 3, ZoneOffset.UTC))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RecurringEpisodes(SimilarityScale.RAW, 0.5, 1, ZoneOffset.UTC))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
