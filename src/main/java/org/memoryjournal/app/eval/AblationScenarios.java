package org.memoryjournal.app.eval;

import static org.memoryjournal.memory.MemorySource.CHAT;
import static org.memoryjournal.memory.MemorySource.FACT;
import static org.memoryjournal.memory.MemorySource.MANUAL;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import org.memoryjournal.app.eval.Scenario.Event;
import org.memoryjournal.app.eval.Scenario.Probe;
import org.memoryjournal.app.eval.Scenario.Remember;
import org.memoryjournal.app.eval.Scenario.Use;

/**
 * The built-in scenarios of {@code eval ablations}: small, scripted months of one user's life in which
 * relevance alone is not enough, each probe naming the memory that should come first. Nothing is set by
 * hand: at replay the app's own write path rates each memory's importance and kind and judges updates.
 */
public final class AblationScenarios {
    private AblationScenarios() {
    }

    public static List<Scenario> all() {
        return List.of(changingPreferences(), pivotalVersusSmallTalk(), standingInstruction(), frequentlyUsed());
    }

    /** A persona over six months whose habits and home change: the newer statement must win. */
    static Scenario changingPreferences() {
        List<Event> t = new ArrayList<>();
        t.add(new Remember("coffee", at(2026, 1, 10, 8), "My morning drink is a strong black coffee, two cups "
                + "before work.", CHAT));
        t.add(new Remember("lyon", at(2026, 1, 20, 19), "I live in Lyon, in a small flat near the river.", FACT));
        t.add(new Remember("octopus", at(2026, 2, 14, 22), "Watched a documentary about octopuses tonight.", CHAT));
        t.add(new Remember("marathon", at(2026, 3, 3, 7), "I'm training for a half marathon in the spring.", CHAT));
        t.add(new Remember("journal-market", at(2026, 3, 21, 12), "Journal: the Saturday market had the first "
                + "asparagus of the year.", MANUAL));
        t.add(new Remember("tea", at(2026, 4, 28, 8), "My morning drink is green tea now, a big pot before work.", CHAT));
        t.add(new Remember("berlin", at(2026, 5, 15, 18), "I live in Berlin now, in a flat in Kreuzberg.", FACT));
        t.add(new Remember("boxes", at(2026, 6, 1, 20), "Still unpacking boxes, the kitchen is finally done.", CHAT));
        Instant probe = at(2026, 6, 10, 9);
        return new Scenario("changing-preferences",
                "An old habit or fact contradicted by a newer one (same subject, new value): the newer must come "
                        + "first.", t, List.of(
                new Probe(probe, "What is my morning drink?", "tea"),
                new Probe(probe, "What do I drink before work?", "tea"),
                new Probe(probe, "Which city do I live in?", "berlin")));
    }

    /** A life event months ago against last week's small talk about the same person. */
    static Scenario pivotalVersusSmallTalk() {
        List<Event> t = new ArrayList<>();
        t.add(new Remember("dad-hospital", at(2026, 3, 2, 21), "My dad had a heart attack and was in hospital "
                + "for a week.", CHAT));
        t.add(new Remember("shoes", at(2026, 3, 20, 18), "Journal: bought new running shoes.", MANUAL));
        t.add(new Remember("sister-job", at(2026, 4, 11, 10), "My sister got the job at the museum.", CHAT));
        t.add(new Remember("dad-weather", at(2026, 5, 30, 19), "My dad and I talked about the weather for a bit.", CHAT));
        t.add(new Remember("lunch", at(2026, 5, 31, 13), "Had leftover pasta for lunch.", CHAT));
        Instant probe = at(2026, 6, 1, 9);
        return new Scenario("pivotal-vs-small-talk",
                "An important event of three months ago against trivial recent small talk about the same person.",
                t, List.of(
                new Probe(probe, "What happened with my dad?", "dad-hospital"),
                new Probe(probe, "Has anything happened to my dad lately?", "dad-hospital")));
    }

    /** An instruction given once in January and needed in March, after weeks of unrelated chat. */
    static Scenario standingInstruction() {
        List<Event> t = new ArrayList<>();
        t.add(new Remember("units", at(2026, 1, 12, 20), "Always give me distances in kilometres, never in "
                + "miles.", CHAT));
        t.add(new Remember("plants", at(2026, 1, 25, 11), "Repotted the fern and the two cactuses.", CHAT));
        t.add(new Remember("book", at(2026, 2, 8, 21), "Finished reading a novel about a lighthouse keeper.", CHAT));
        t.add(new Remember("garden", at(2026, 4, 18, 16), "Journal: planted tomatoes and basil on the balcony.", MANUAL));
        t.add(new Remember("tom-miles", at(2026, 6, 26, 9), "Tom asked me to give him distances in miles; he "
                + "never thinks in kilometres.", CHAT));
        t.add(new Remember("suitcase", at(2026, 6, 28, 17), "My suitcase weighed fifty pounds at the airport.", CHAT));
        Instant probe = at(2026, 7, 2, 10);
        return new Scenario("standing-instruction",
                "A standing instruction given once in January, needed in July right after similar-sounding chat.",
                t, List.of(
                new Probe(probe, "Should you give me distances in miles or kilometres?", "units"),
                new Probe(probe, "How should you tell me a distance?", "units")));
    }

    /** Two similar memories; one is looked up every week, the other never. */
    static Scenario frequentlyUsed() {
        List<Event> t = new ArrayList<>();
        Instant written = at(2026, 2, 1, 19);
        t.add(new Remember("mushroom-pasta", written, "A pasta recipe I like: creamy mushroom pasta bake.", CHAT));
        t.add(new Remember("lemon-pasta", written, "A pasta recipe I like: lemon garlic pasta with spinach.", CHAT));
        t.add(new Remember("bike", at(2026, 2, 9, 8), "The bike needs new brake pads.", CHAT));
        for (int week = 0; week < 15; week++) {
            t.add(new Use(at(2026, 2, 16, 18).plusSeconds(week * 7L * 24 * 3600),
                    "How do I make the lemon garlic pasta again?"));
        }
        Instant probe = at(2026, 6, 2, 18);
        return new Scenario("frequently-used",
                "Of two equally relevant memories, the one used every week should come first (recency from last "
                        + "access).", t, List.of(
                new Probe(probe, "Which pasta recipe do I like?", "lemon-pasta"),
                new Probe(probe, "Remind me of that pasta recipe.", "lemon-pasta")));
    }

    private static Instant at(int year, int month, int day, int hour) {
        return LocalDateTime.of(year, month, day, hour, 0).toInstant(ZoneOffset.UTC);
    }
}
