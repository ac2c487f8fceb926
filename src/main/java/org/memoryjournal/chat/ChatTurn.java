package org.memoryjournal.chat;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * A turn as the chat pane sees it once the answer is stored. The write-back (the user's turn as a memory,
 * facts, update links, summaries) goes on in the background; {@code writtenBack} completes with the ids of
 * the memories it wrote (the user's turn first) and never completes exceptionally.
 */
public record ChatTurn(ConversationEntry conversation, MessageEntry userMessage, MessageEntry assistantMessage,
                       Optional<String> error, CompletableFuture<List<Long>> writtenBack) {

    public String reply() {
        return assistantMessage.text();
    }

    public boolean failed() {
        return error.isPresent();
    }
}
