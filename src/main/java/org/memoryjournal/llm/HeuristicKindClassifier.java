package org.memoryjournal.llm;

import java.util.regex.Pattern;

import org.memoryjournal.memory.MemoryKind;

/**
 * Classifies without a model:
 * <ul>
 *   <li>procedural: "always", "never", "from now on", "whenever", "when I … (please|do) …", an imperative
 *       "remember to", "don't ever"</li>
 *   <li>semantic: "I prefer", "my name is", "I live in", "I work at/as/for", "I am/I'm allergic",
 *       "my favourite/favorite", "I like/love/hate/enjoy"</li>
 *   <li>otherwise episodic</li>
 * </ul>
 */
public final class HeuristicKindClassifier implements KindClassifier {

    private static final Pattern PROCEDURAL = Pattern.compile("(?i)\\b(always|never|from now on|whenever|"
            + "don'?t ever|each time|every time)\\b|^\\s*(please\\s+)?remember to\\b|\\bwhen i\\b.*\\b(do|please)\\b");
    private static final Pattern SEMANTIC = Pattern.compile("(?i)\\b(i prefer|my name is|i live in|i work (at|as|for)|"
            + "i am allergic|i'?m allergic|my favou?rite|i (really )?(like|love|hate|enjoy)|i was born|i have (a|two|three)"
            + " (kids?|children|sons?|daughters?|dogs?|cats?))\\b");

    @Override
    public MemoryKind classify(String text) {
        String t = text == null ? "" : text;
        if (PROCEDURAL.matcher(t).find()) {
            return MemoryKind.PROCEDURAL;
        }
        if (SEMANTIC.matcher(t).find()) {
            return MemoryKind.SEMANTIC;
        }
        return MemoryKind.EPISODIC;
    }
}
