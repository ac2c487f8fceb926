package org.memoryjournal.chat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.memoryjournal.llm.ChatMessage;
import org.memoryjournal.llm.ChatProvider;
import org.memoryjournal.llm.ChatRequest;
import org.memoryjournal.llm.LlmException;

/** Summarises older turns with the connected model; falls back to the extractive summary on failure. */
public final class ModelSummariser implements HistoryWindow.Summariser {
    private final Supplier<ChatProvider> provider;
    private final HistoryWindow.Summariser fallback;

    public ModelSummariser(Supplier<ChatProvider> provider, HistoryWindow.Summariser fallback) {
        this.provider = provider;
        this.fallback = fallback;
    }

    @Override
    public String summarise(String previousSummary, List<ChatMessage> turns) {
        ChatProvider model = provider.get();
        if (!model.isLanguageModel()) {
            return fallback.summarise(previousSummary, turns);
        }
        StringBuilder transcript = new StringBuilder();
        for (ChatMessage m : turns) {
            transcript.append(m.role() == ChatMessage.Role.USER ? "User: " : "Assistant: ")
                    .append(m.content()).append('\n');
        }
        List<ChatMessage> prompt = new ArrayList<>();
        prompt.add(ChatMessage.system("You condense conversations. Write a short summary (at most 120 words) "
                + "that keeps names, decisions, preferences, dates and open questions."));
        prompt.add(ChatMessage.user((previousSummary.isBlank() ? "" : "Summary so far:\n" + previousSummary + "\n\n")
                + "Conversation to add:\n" + transcript));
        try {
            String text = model.complete(ChatRequest.of(prompt)).text().strip();
            return text.isEmpty() ? fallback.summarise(previousSummary, turns) : text;
        } catch (LlmException e) {
            return fallback.summarise(previousSummary, turns);
        }
    }
}
