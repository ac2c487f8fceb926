package org.memoryjournal.llm;

import java.util.List;

/**
 * A prompt for a chat provider.
 *
 * @param messages  system prompt, notes, history and the new user message, in order
 * @param notes     the texts of the clearly relevant recalled memories (all recalled memories are already
 *                  inside {@code messages}); the offline responder answers from these
 */
public record ChatRequest(List<ChatMessage> messages, List<String> notes) {
    public ChatRequest {
        messages = List.copyOf(messages);
        notes = List.copyOf(notes);
    }

    public static ChatRequest of(List<ChatMessage> messages) {
        return new ChatRequest(messages, List.of());
    }

    /** The last user message, or empty text. */
    public String lastUserText() {
        for (int i = messages.size() - 1; i >= 0; i--) {
            if (messages.get(i).role() == ChatMessage.Role.USER) {
                return messages.get(i).content();
            }
        }
        return "";
    }
}
