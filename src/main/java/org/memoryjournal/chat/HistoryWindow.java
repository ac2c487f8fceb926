package org.memoryjournal.chat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import org.memoryjournal.llm.ChatMessage;
import org.memoryjournal.memory.MemoryText;
import org.memoryjournal.store.StoredMessage;

/**
 * The part of a conversation that goes into the prompt: the most recent turns that fit a token
 * budget, and a summary of everything older. A summary is stored as a {@code SUMMARY} message that
 * records the id of the last message it covers, so it is written once, not per turn.
 */
public final class HistoryWindow {
    private final int budgetTokens;
    private final Summariser summariser;

    /** Condenses older turns (by the model when one is connected). */
    @FunctionalInterface
    public interface Summariser {
        String summarise(String previousSummary, List<ChatMessage> turns);
    }

    /** The prompt's view of the history. */
    public record Context(String summary, List<ChatMessage> recent, Optional<NewSummary> newSummary) {
    }

    /** A summary to store: its text and the id of the last message it covers. */
    public record NewSummary(String text, long coversUpTo) {
    }

    public HistoryWindow(int budgetTokens, Summariser summariser) {
        this.budgetTokens = budgetTokens;
        this.summariser = summariser;
    }

    public Context build(List<StoredMessage> messages) {
        String summary = "";
        long coveredUpTo = 0;
        for (StoredMessage m : messages) {
            if (m.role() == StoredMessage.Role.SUMMARY && m.coversUpTo() >= coveredUpTo) {
                summary = m.text();
                coveredUpTo = m.coversUpTo();
            }
        }
        List<StoredMessage> live = new ArrayList<>();
        for (StoredMessage m : messages) {
            if (m.id() > coveredUpTo && m.role() != StoredMessage.Role.SUMMARY
                    && m.status() != StoredMessage.Status.FAILED) {
                live.add(m);
            }
        }
        int spent = 0;
        int firstRecent = live.size();
        while (firstRecent > 0) {
            int cost = MemoryText.estimateTokens(live.get(firstRecent - 1).text().length());
            if (spent + cost > budgetTokens) {
                break;
            }
            spent += cost;
            firstRecent--;
        }
        List<ChatMessage> recent = new ArrayList<>();
        for (StoredMessage m : live.subList(firstRecent, live.size())) {
            recent.add(toChat(m));
        }
        if (firstRecent == 0) {
            return new Context(summary, recent, Optional.empty());
        }
        List<ChatMessage> overflow = new ArrayList<>();
        for (StoredMessage m : live.subList(0, firstRecent)) {
            overflow.add(toChat(m));
        }
        String updated = summariser.summarise(summary, Collections.unmodifiableList(overflow));
        long last = live.get(firstRecent - 1).id();
        return new Context(updated, recent, Optional.of(new NewSummary(updated, last)));
    }

    private static ChatMessage toChat(StoredMessage m) {
        return m.role() == StoredMessage.Role.USER ? ChatMessage.user(m.text()) : ChatMessage.assistant(m.text());
    }

    /**
     * Without a model: keeps the previous summary and the first sentence of each older turn,
     * trimmed so the summary stays within {@code maxChars}.
     */
    public static Summariser extractive(int maxChars) {
        return (previous, turns) -> {
            StringBuilder sb = new StringBuilder(previous);
            for (ChatMessage m : turns) {
                String first = m.content().strip().split("(?<=[.!?])\\s+", 2)[0];
                if (first.length() > 160) {
                    first = first.substring(0, 157) + "…";
                }
                if (sb.length() > 0) {
                    sb.append('\n');
                }
                sb.append(m.role() == ChatMessage.Role.USER ? "- The user said: " : "- I answered: ").append(first);
            }
            String s = sb.toString();
            return s.length() <= maxChars ? s : "…" + s.substring(s.length() - maxChars + 1);
        };
    }
}
