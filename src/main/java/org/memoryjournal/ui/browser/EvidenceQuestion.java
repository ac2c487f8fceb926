package org.memoryjournal.ui.browser;

import java.util.List;

import org.memoryjournal.memory.Memory;
import org.memoryjournal.ui.Excerpt;

/** The sentence asking what becomes of insights whose evidence is being deleted. */
final class EvidenceQuestion {
    private static final int SHOWN_TEXT = 80;

    private EvidenceQuestion() {
    }

    /** E.g. "Memory #3 is evidence for the insight #9 “You run about twice a week.” What should happen to it?" */
    static String of(List<Long> deleting, List<Memory> insights) {
        String subject = deleting.size() == 1 ? "Memory #" + deleting.get(0) + " is"
                : "These " + deleting.size() + " memories are";
        StringBuilder sb = new StringBuilder(subject).append(" evidence for ");
        sb.append(insights.size() == 1 ? "the insight " : insights.size() + " insights: ");
        for (int i = 0; i < insights.size(); i++) {
            Memory m = insights.get(i);
            sb.append(i == 0 ? "" : "; ").append('#').append(m.id()).append(" “").append(Excerpt.of(m.text(), SHOWN_TEXT)).append('”');
        }
        sb.append(insights.size() == 1 ? ". Keep the insight, or delete it too?"
                : ". Keep the insights, or delete them too?");
        return sb.toString();
    }
}
