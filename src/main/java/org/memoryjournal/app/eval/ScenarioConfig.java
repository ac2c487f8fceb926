package org.memoryjournal.app.eval;

import java.util.List;

import org.memoryjournal.memory.Adjustments;
import org.memoryjournal.memory.RetrievalPolicy;

/**
 * One configuration of {@code eval scenarios}: a retrieval policy and whether the write path judges
 * updates. The first is the shipped default; each other switches one mechanism off, so the difference
 * is what that mechanism is worth on the suite.
 */
public record ScenarioConfig(String name, String description, RetrievalPolicy policy, boolean judgeUpdates,
                             boolean reflects, boolean dropsDuplicates) {
    /** A configuration with the app's reflection and duplicate check, as the app writes. */
    public ScenarioConfig(String name, String description, RetrievalPolicy policy, boolean judgeUpdates) {
        this(name, description, policy, judgeUpdates, true, true);
    }

    public static List<ScenarioConfig> standard() {
        return around(RetrievalPolicy.defaults());
    }

    /** The given policy as "default", and each mechanism switched off in turn. */
    public static List<ScenarioConfig> around(RetrievalPolicy d) {
        Adjustments a = d.adjustments();
        return List.of(
                new ScenarioConfig("default", "the shipped policy and write path", d, true),
                new ScenarioConfig("no-time-words", "time words in the question ignored",
                        d.withAdjustments(a.withTimeBoost(0)), true),
                new ScenarioConfig("no-newer-wins", "no ranking-time preference for the newer of two memories "
                        + "about the same thing", d.withAdjustments(a.withOutdatedPenalty(0)), true),
                new ScenarioConfig("no-replaced-relevance", "a superseded memory's relevance does not pass to the "
                        + "memory that replaced it", d.withAdjustments(a.withReplacedRelevance(false)), true),
                new ScenarioConfig("no-write-updates", "the write path never supersedes",
                        d, false),
                new ScenarioConfig("no-floor", "no relevance floor", d.withAdjustments(a.withRelevanceFloor(0)), true),
                new ScenarioConfig("no-what-matters", "vague and what-mattered questions weigh importance as usual",
                        d.withAdjustments(a.withWhatMattersImportance(0)), true),
                new ScenarioConfig("no-instruction-boost", "questions about how to behave do not prefer standing "
                        + "instructions", d.withAdjustments(a.withInstructionBoost(0)), true),
                new ScenarioConfig("no-detail-fit", "questions that look a detail up do not prefer memories that "
                        + "hold one", d.withAdjustments(a.withDetailBoost(0)), true),
                new ScenarioConfig("no-query-adapter", "questions about the asker's own life are matched by the "
                        + "model's plain similarity, not through its query adapter",
                        d.withAdjustments(a.withAdaptedQuestions(false)), true),
                new ScenarioConfig("no-others-apart", "a memory about someone else's thing keeps all its relevance "
                        + "for a question about the asker's own", d.withAdjustments(a.withOthersApart(false)), true),
                new ScenarioConfig("plain-hybrid", "hybrid relevance, recency and importance only: no time words, "
                        + "no newer-wins, no floor, no write-time updates",
                        d.withAdjustments(Adjustments.NONE), false),
                new ScenarioConfig("relevance-only", "cosine similarity only, no write-time updates",
                        RetrievalPolicy.relevanceOnly(), false),
                new ScenarioConfig("no-reflection", "no offline reflection before the question (no insights)",
                        d, true, false, true),
                new ScenarioConfig("no-duplicate-check", "every memory is stored, even one that says the same as "
                        + "an existing one", d, true, true, false));
    }
}
