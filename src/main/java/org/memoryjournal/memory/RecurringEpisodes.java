package org.memoryjournal.memory;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Finds recurring episodes: several memories about the same thing on different days ("went running",
 * "falafel wrap for lunch"), the raw material of offline reflection. Pure: the caller passes the memories.
 *
 * <p>Each seed (the memories written since the last reflection, in time order) gathers every not yet grouped
 * episode whose similarity to it, on the model's {@link SimilarityScale}, reaches {@code sameThing}; the
 * group is then trimmed to the members that also reach it against the group's mean direction, so one
 * memory that happens to resemble two topics cannot chain them together, and then to members that all reach it
 * against each other ({@link #keepOnlyAllAlike}): a story of different events is not a pattern. A group counts
 * when it holds episodes from at least {@code minDays} different days in the user's zone: the same thing once, retold
 * three times the same day, is not a pattern.
 */
public final class RecurringEpisodes {
    /** An episode to consider: its id, time, vector and text. */
    public record Episode(long id, Instant at, Embedding embedding, String text) {
        public Episode {
            Objects.requireNonNull(at, "at");
            Objects.requireNonNull(embedding, "embedding");
            Objects.requireNonNull(text, "text");
        }

        public static Episode of(Memory m) {
            return new Episode(m.id(), m.createdAt(), m.embedding(), m.text());
        }
    }

    /** Episodes about the same thing, oldest first; {@code typical} is the one closest to the group's middle. */
    public record Group(List<Episode> members, Episode typical) {
        public Group {
            members = List.copyOf(members);
        }

        public List<Long> ids() {
            return members.stream().map(Episode::id).toList();
        }

        public Instant first() {
            return members.get(0).at();
        }

        public Instant last() {
            return members.get(members.size() - 1).at();
        }
    }

    private final SimilarityScale scale;
    private final double sameThing;
    private final int minDays;
    private final ZoneId zone;

    /**
     * @param scale     the model's similarity scale
     * @param sameThing the scaled similarity (0..1) at which two episodes are about the same thing
     * @param minDays   how many different days make a pattern (at least 2)
     * @param zone      the user's zone, for what "a day" is
     */
    public RecurringEpisodes(SimilarityScale scale, double sameThing, int minDays, ZoneId zone) {
        if (!(sameThing > 0 && sameThing <= 1) || minDays < 2) {
            throw new IllegalArgumentException("A pattern needs a similarity in (0, 1] and at least two days.");
        }
        this.scale = Objects.requireNonNull(scale, "scale");
        this.sameThing = sameThing;
        this.minDays = minDays;
        this.zone = Objects.requireNonNull(zone, "zone");
    }

    /**
     * The groups that the seeds start, over {@code episodes} (which should include the seeds). Every episode
     * belongs to at most one group. Work grows as seeds × episodes × dimension.
     */
    public List<Group> find(List<Episode> episodes, Collection<Long> seeds) {
        return find(episodes, seeds, null);
    }

    /** How much closer than the journal's background two episodes of a pattern must be ({@link JournalMean}). */
    public static final double STANDS_OUT = 0.35;

    /**
     * {@link #find(List, Collection)} in a journal whose background {@code journal} measures: two episodes are
     * about the same thing only when they are also closer than the journal's own notes usually are
     * ({@link JournalMean}). Null or a journal too small to tell: by similarity alone.
     */
    public List<Group> find(List<Episode> episodes, Collection<Long> seeds, JournalMean journal) {
        JournalMean background = journal != null && journal.count() >= JournalMean.MEASURED_FROM ? journal : null;
        List<Episode> sorted = episodes.stream().sorted(Comparator.comparing(Episode::at)
                .thenComparingLong(Episode::id)).toList();
        int n = sorted.size();
        if (n == 0) {
            return List.of();
        }
        int dim = sorted.get(0).embedding().dimension();
        float[] unit = new float[n * dim];
        for (int i = 0; i < n; i++) {
            Embedding e = sorted.get(i).embedding();
            if (e.dimension() != dim) {
                throw new IncompatibleEmbeddingException("Episodes of different vector sizes cannot be compared.");
            }
            e.copyInto(unit, i * dim);
            normalise(unit, i * dim, dim);
        }
        // Each episode's lean towards the journal's background, read once (every pair compared uses two).
        double[] lean = new double[n];
        for (int i = 0; background != null && i < n; i++) {
            lean[i] = background.dotMean(unit, i * dim);
        }
        Set<Long> seedIds = new HashSet<>(seeds);
        boolean[] grouped = new boolean[n];
        List<Group> groups = new ArrayList<>();
        for (int s = 0; s < n; s++) {
            if (grouped[s] || !seedIds.contains(sorted.get(s).id())) {
                continue;
            }
            List<Integer> near = new ArrayList<>();
            for (int j = 0; j < n; j++) {
                if (!grouped[j] && (j == s || alike(unit, dim, s, j, background, lean))) {
                    near.add(j);
                }
            }
            if (near.size() < minDays) {
                continue;
            }
            float[] mean = new float[dim];
            for (int j : near) {
                for (int k = 0; k < dim; k++) {
                    mean[k] += unit[j * dim + k];
                }
            }
            normalise(mean, 0, dim);
            List<Integer> kept = new ArrayList<>();
            for (int j : near) {
                if (scale.relevance(dot(mean, 0, unit, j * dim, dim)) >= sameThing) {
                    kept.add(j);
                }
            }
            keepOnlyAllAlike(kept, unit, dim, background, lean);
            if (kept.isEmpty() || days(sorted, kept) < minDays) {
                continue;
            }
            kept.forEach(j -> grouped[j] = true);
            Episode typical = sorted.get(closestTo(mean, kept, unit, dim));
            groups.add(new Group(kept.stream().map(sorted::get).toList(), typical));
        }
        return groups;
    }

    /**
     * Whether episodes {@code i} and {@code j} are about the same thing (and, given a background, stand out from it;
     * {@code lean} holds each episode's dot product with the background's mean).
     */
    private boolean alike(float[] unit, int dim, int i, int j, JournalMean background, double[] lean) {
        double cos = dot(unit, i * dim, unit, j * dim, dim);
        return scale.relevance(cos) >= sameThing
                && (background == null || background.centred(cos, 1, 1, lean[i], lean[j]) >= STANDS_OUT);
    }

    /**
     * Drops members until every two left are about the same thing: a pattern is one thing done again, so each time
     * resembles each other time. Gathered around one episode, a story of different events that the episode ties
     * together is not ("booked the voyage", "the consultant halved the dose", "cancelled the voyage: the consultant
     * said no" — the last resembles both, the first two nothing alike). The member unlike the most others goes first.
     * Each pair is compared once: a daily habit gathers hundreds of members.
     */
    private void keepOnlyAllAlike(List<Integer> kept, float[] unit, int dim, JournalMean background, double[] lean) {
        int k = kept.size();
        boolean[][] unlike = new boolean[k][k];
        int[] misses = new int[k];
        for (int a = 0; a < k; a++) {
            for (int b = a + 1; b < k; b++) {
                if (!alike(unit, dim, kept.get(a), kept.get(b), background, lean)) {
                    unlike[a][b] = true;
                    unlike[b][a] = true;
                    misses[a]++;
                    misses[b]++;
                }
            }
        }
        boolean[] dropped = new boolean[k];
        while (true) {
            int worst = -1;
            for (int a = 0; a < k; a++) {
                if (!dropped[a] && misses[a] > 0 && (worst < 0 || misses[a] > misses[worst])) {
                    worst = a;
                }
            }
            if (worst < 0) {
                break;
            }
            dropped[worst] = true;
            for (int b = 0; b < k; b++) {
                if (unlike[worst][b] && !dropped[b]) {
                    misses[b]--;
                }
            }
        }
        List<Integer> left = new ArrayList<>();
        for (int a = 0; a < k; a++) {
            if (!dropped[a]) {
                left.add(kept.get(a));
            }
        }
        kept.clear();
        kept.addAll(left);
    }

    private static int closestTo(float[] mean, List<Integer> members, float[] unit, int dim) {
        int best = members.get(0);
        double bestCos = -2;
        for (int j : members) {
            double cos = dot(mean, 0, unit, j * dim, dim);
            if (cos > bestCos) {
                bestCos = cos;
                best = j;
            }
        }
        return best;
    }

    private long days(List<Episode> sorted, List<Integer> members) {
        Set<LocalDate> dates = new HashSet<>();
        members.forEach(j -> dates.add(sorted.get(j).at().atZone(zone).toLocalDate()));
        return dates.size();
    }

    private static void normalise(float[] v, int offset, int dim) {
        double sum = 0;
        for (int k = 0; k < dim; k++) {
            sum += (double) v[offset + k] * v[offset + k];
        }
        if (sum == 0) {
            return;
        }
        float inv = (float) (1 / Math.sqrt(sum));
        for (int k = 0; k < dim; k++) {
            v[offset + k] *= inv;
        }
    }

    private static double dot(float[] a, int ao, float[] b, int bo, int dim) {
        double sum = 0;
        for (int k = 0; k < dim; k++) {
            sum += a[ao + k] * b[bo + k];
        }
        return sum;
    }
}
