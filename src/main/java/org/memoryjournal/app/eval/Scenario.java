package org.memoryjournal.app.eval;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

import org.memoryjournal.memory.MemorySource;

/**
 * A scripted stretch of someone's life with the memory app: what was remembered when, what was looked
 * up when (touching what it found), and probe questions, each naming the memory that should come first.
 *
 * @param name     a short id ({@code changing-preferences})
 * @param purpose  one sentence: what the scenario shows
 * @param timeline remember and use events, in time order
 * @param probes   questions asked after the timeline, in preview mode
 */
public record Scenario(String name, String purpose, List<Event> timeline, List<Probe> probes) {

    public Scenario {
        Objects.requireNonNull(name, "name");
        timeline = List.copyOf(timeline);
        probes = List.copyOf(probes);
        Instant last = Instant.MIN;
        for (Event e : timeline) {
            if (e.at().isBefore(last)) {
                throw new IllegalArgumentException("Scenario " + name + ": the timeline is not in time order at " + e);
            }
            last = e.at();
        }
        for (Probe p : probes) {
            if (p.at().isBefore(last)) {
                throw new IllegalArgumentException("Scenario " + name + ": probe '" + p.question()
                        + "' is asked before the timeline ends.");
            }
            boolean known = timeline.stream().anyMatch(e -> e instanceof Remember r && r.key().equals(p.expected()));
            if (!known) {
                throw new IllegalArgumentException("Scenario " + name + ": probe '" + p.question()
                        + "' expects an unknown memory '" + p.expected() + "'.");
            }
        }
    }

    /** Something that happens at a point in time. */
    public sealed interface Event permits Remember, Use {
        Instant at();
    }

    /**
     * A memory is written through the app's write path, which decides its kind and importance and whether it
     * replaces an older memory.
     *
     * @param key        the scenario-local name probes refer to
     * @param source     {@code chat} for the chat loop's write-back (user turns), {@code fact} for facts it
     *                   extracts, {@code manual} for what the user typed into the browser
     */
    public record Remember(String key, Instant at, String text, MemorySource source) implements Event {

        /** Written by the chat loop (a user turn or an extracted fact), so absent without write-back. */
        public boolean fromWriteBack() {
            return source == MemorySource.CHAT || source == MemorySource.FACT;
        }
    }

    /** The chat loop recalls for a message and the memory it uses first is touched (last access = at). */
    public record Use(Instant at, String query) implements Event {
    }

    /** A question asked at {@code at} whose best answer is the memory {@code expected}. */
    public record Probe(Instant at, String question, String expected) {
    }
}
