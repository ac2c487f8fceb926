package org.memoryjournal.chat;

import java.util.List;

/**
 * A message of a conversation as the chat pane shows it.
 *
 * @param id        the stored message (0 while it is not stored yet)
 * @param role      who wrote it
 * @param text      its text (for an answer that failed or was stopped, what arrived before)
 * @param status    complete, stopped by the user, or failed ({@code error} says why; a stream the server cut
 *                  is a failure with its partial text)
 * @param error     the sentence for the user when it failed; "" otherwise
 * @param query     the user's text an answer replied to (its own text for a user message)
 * @param recalled  the memories recalled for an answer, best first
 * @param replaced  for a user message, the older memories that the memory written from it replaced (kept, and
 *                  restorable); empty otherwise
 */
public record MessageEntry(long id, Role role, String text, Status status, String error, String query,
                           List<RecalledNote> recalled, List<ReplacedNote> replaced) {

    /** Who wrote a message. */
    public enum Role { USER, ASSISTANT }

    /** How an answer ended. */
    public enum Status { COMPLETE, STOPPED, FAILED }

    public MessageEntry {
        error = error == null ? "" : error;
        recalled = List.copyOf(recalled);
        replaced = List.copyOf(replaced);
    }

    /** A message that replaced nothing. */
    public MessageEntry(long id, Role role, String text, Status status, String error, String query,
                        List<RecalledNote> recalled) {
        this(id, role, text, status, error, query, recalled, List.of());
    }

    /** The same message with the older memories it replaced. */
    public MessageEntry withReplaced(List<ReplacedNote> notes) {
        return new MessageEntry(id, role, text, status, error, query, recalled, notes);
    }

    public boolean isUser() {
        return role == Role.USER;
    }

    /** True for an answer that can be asked for again: failed, stopped or empty. */
    public boolean canRetry() {
        return role == Role.ASSISTANT && id > 0 && (status != Status.COMPLETE || text.isBlank());
    }
}
