package org.memoryjournal.chat;

import java.util.List;
import java.util.Optional;

import org.memoryjournal.memory.Recalled;
import org.memoryjournal.store.StoredMessage;

/**
 * What one chat turn produced.
 *
 * @param userMessage       the user's message as stored in the conversation
 * @param assistantMessage  the answer as stored (complete, interrupted with its partial text, or failed)
 * @param recalled          the memories recalled for the answer, best first
 * @param written           ids of the memories written back (the user's turn first, then extracted facts)
 * @param error             the sentence for the user when the model call failed
 */
public record TurnResult(StoredMessage userMessage, StoredMessage assistantMessage, List<Recalled> recalled,
                         List<Long> written, Optional<String> error) {

    public TurnResult {
        recalled = List.copyOf(recalled);
        written = List.copyOf(written);
    }

    /** The id of the stored answer. */
    public long answerId() {
        return assistantMessage.id();
    }

    /** The user's message text. */
    public String question() {
        return userMessage.text();
    }

    public String reply() {
        return assistantMessage.text();
    }

    public boolean interrupted() {
        return assistantMessage.status() == StoredMessage.Status.INTERRUPTED;
    }

    public boolean failed() {
        return error.isPresent();
    }
}
