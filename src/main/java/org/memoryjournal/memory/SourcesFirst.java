package org.memoryjournal.memory;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An insight never ranks above a memory it was drawn from that ranks among the first {@value #WITHIN}: the insight
 * moves to just below the best-ranked of its sources there ({@link LoweredFor#SOURCE}). The source says what
 * happened ("I'm down under Dr Malhotra at Hillview now"); the insight says how often such memories came up, and
 * quotes a typical one, which may be the one a later memory replaced. Both stay recalled; only their order changes.
 * The depth is fixed, not the caller's k, so that the first three of k = 3 are those of k = 10; a source further down
 * leaves the insight where it is ("How often do I run?" is answered by the insight, not by the ninth run).
 */
public final class SourcesFirst {
    /** The ranks among which a source sends an insight below it: the default top-k. */
    public static final int WITHIN = 5;

    private SourcesFirst() {
    }

    /**
     * The ranking with every insight that outranked one of its sources ranked among the first {@link #WITHIN} moved just
     * below the best-ranked one, its breakdown lowered to match, and the ranks numbered again.
     *
     * @param evidence for each recalled insight, the memories it was drawn from (other memories may be absent)
     */
    public static List<Ranked> order(List<Ranked> ranked, Map<Long, ? extends Collection<Long>> evidence) {
        if (evidence.isEmpty()) {
            return ranked;
        }
        List<Ranked> out = new ArrayList<>(ranked);
        Set<Long> moved = new HashSet<>();
        for (int i = 0; i < out.size(); i++) {
            Ranked insight = out.get(i);
            Collection<Long> sources = evidence.get(insight.id());
            if (sources == null || moved.contains(insight.id())) {
                continue;
            }
            int source = -1;
            for (int j = i + 1; j < Math.min(out.size(), WITHIN) && source < 0; j++) {
                if (sources.contains(out.get(j).id())) {
                    source = j;
                }
            }
            if (source < 0) {
                continue;
            }
            Ranked best = out.get(source);
            out.remove(i);
            out.add(source, new Ranked(insight.id(), 0,
                    insight.breakdown().belowSource(best.id(), best.breakdown().total())));
            moved.add(insight.id());
            i--; // the memory now at i has not been looked at
        }
        List<Ranked> numbered = new ArrayList<>(out.size());
        for (int i = 0; i < out.size(); i++) {
            Ranked r = out.get(i);
            numbered.add(r.rank() == i + 1 ? r : new Ranked(r.id(), i + 1, r.breakdown()));
        }
        return List.copyOf(numbered);
    }
}
