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

    /** The older turns that no stored summary covers yet, with the summary they extend. */
    public record Overflow(String previous, List<ChatMessage> turns, long coversUpTo) {
        public Overflow {
            turns = List.copyOf(turns);
        }
    }

    /** A prompt's history built without waiting for a model, and the summary still to write (if any). */
    public record Deferred(Context context, Optional<Overflow> overflow) {
    }

    /** The history for a prompt; older turns not yet summarised are summarised now (by the model, when one is set). */
    public Context build(List<StoredMessage> messages) {
        Split split = split(messages);
        if (split.overflow().isEmpty()) {
            return new Context(split.summary(), split.recent(), Optional.empty());
        }
        NewSummary written = summarise(split.overflow().get());
        return new Context(written.text(), split.recent(), Optional.of(written));
    }

    /**
     * The history for a prompt without calling the model: older turns not yet summarised are condensed
     * extractively for this prompt, and the summary worth keeping is written later with {@link #summarise}
     * (the chat loop does that on its write-back queue, so a slow model never delays an answer).
     */
    public Deferred buildDeferred(List<StoredMessage> messages) {
        Split split = split(messages);
        if (split.overflow().isEmpty()) {
            return new Deferred(new Context(split.summary(), split.recent(), Optional.empty()), Optional.empty());
        }
        Overflow o = split.overflow().get();
        String quick = QUICK.summarise(o.previous(), o.turns());
        return new Deferred(new Context(quick, split.recent(), Optional.empty()), split.overflow());
    }

    /** Summarises the overflow with this window's summariser. */
    public NewSummary summarise(Overflow overflow) {
        String updated = summariser.summarise(overflow.previous(), Collections.unmodifiableList(overflow.turns()));
        return new NewSummary(updated, overflow.coversUpTo());
    }

    private static final Summariser QUICK = extractive(2000);

    private record Split(String summary, List<ChatMessage> recent, Optional<Overflow> overflow) {
    }

    private Split split(List<StoredMessage> messages) {
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
            return new Split(summary, recent, Optional.empty());
        }
        List<ChatMessage> overflow = new ArrayList<>();
        for (StoredMessage m : live.subList(0, firstRecent)) {
            overflow.add(toChat(m));
        }
        long last = live.get(firstRecent - 1).id();
        return new Split(summary, recent, Optional.of(new Overflow(summary, overflow, last)));
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
