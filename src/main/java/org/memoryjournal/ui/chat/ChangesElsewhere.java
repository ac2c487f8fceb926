package org.memoryjournal.ui.chat;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.memoryjournal.chat.ChatService;
import org.memoryjournal.chat.ConversationChanges;
import org.memoryjournal.chat.ConversationEntry;
import org.memoryjournal.chat.MessageEntry;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.TaskExecutor;

/**
 * What other windows (other processes on the journal) changed in its conversations, held until the chat pane may
 * show it: never while a turn of its own is in flight (a message being stored or answered), so an answer being
 * written is never redrawn under the person; once the last turn is over, the list is read again, and the open
 * conversation too when it changed. Reads run in the background; every callback runs on the UI thread.
 */
final class ChangesElsewhere {

    /** The chat pane, as far as showing changes made elsewhere needs it. */
    interface Pane {
        /** The open conversation; null for a new one with no message yet. */
        ConversationEntry open();

        /** Counts what was shown or sent; a read of messages applies only if this did not move meanwhile. */
        long shown();

        /** Shows the conversations as listed now, the open one (if still listed) with its current title. */
        void showList(List<ConversationEntry> list);

        /** The open conversation was deleted elsewhere. */
        void deleted(ConversationEntry open);

        /** Shows the open conversation's messages as stored now. */
        void showMessages(List<MessageEntry> stored);
    }

    private final ChatService chat;
    private final TaskExecutor executor;
    private final Pane pane;
    private final Set<Long> waiting = new LinkedHashSet<>();
    private int turnsInFlight;
    /** Counts the turns begun: a read that a turn overtook is done again once the turn is over. */
    private long turnsBegun;
    private boolean reading;

    ChangesElsewhere(ChatService chat, TaskExecutor executor, Pane pane) {
        this.chat = chat;
        this.executor = executor;
        this.pane = pane;
    }

    /** Another process changed these conversations: shown now, or once no turn is in flight. */
    void changed(ConversationChanges changes) {
        waiting.addAll(changes.ids());
        showIfDue();
    }

    /** A turn task (storing a message, answering it) is about to start. */
    void turnStarted() {
        turnsInFlight++;
        turnsBegun++;
    }

    /** A turn task finished (whichever way): what waited is shown if no other is in flight. */
    void turnEnded() {
        turnsInFlight--;
        showIfDue();
    }

    private void showIfDue() {
        if (waiting.isEmpty() || turnsInFlight > 0 || reading) {
            return;
        }
        ConversationChanges changes = new ConversationChanges(waiting);
        waiting.clear();
        reading = true;
        long turnsBefore = turnsBegun;
        boolean[] read = new boolean[1];
        executor.execute(BackgroundTask.of("Loading conversations", u -> chat.listConversations())
                .onSuccess(list -> {
                    read[0] = true;
                    if (turnsBegun != turnsBefore) {
                        waiting.addAll(changes.ids()); // a turn began meanwhile: read again after it
                    } else {
                        show(list, changes);
                    }
                })
                .onFailure(e -> waiting.addAll(changes.ids())) // read again at the next change or turn
                .onFinished(() -> {
                    reading = false;
                    if (read[0]) {
                        showIfDue(); // what came while this read ran
                    }
                }));
    }

    private void show(List<ConversationEntry> list, ConversationChanges changes) {
        ConversationEntry open = pane.open();
        pane.showList(list);
        if (open == null || !changes.includes(open.id())) {
            return; // unchanged, or deleted by this window (its own delete moves on once done)
        }
        if (list.stream().anyMatch(c -> c.id() == open.id())) {
            readMessages(open.id());
        } else {
            pane.deleted(open);
        }
    }

    private void readMessages(long conversationId) {
        long view = pane.shown();
        executor.execute(BackgroundTask.of("Loading messages", u -> chat.openConversation(conversationId))
                .onSuccess(stored -> {
                    ConversationEntry open = pane.open();
                    if (open == null || open.id() != conversationId) {
                        return; // another conversation was opened meanwhile, and read as it is now
                    }
                    if (view != pane.shown()) {
                        waiting.add(conversationId); // a turn began here meanwhile: read again after it
                        showIfDue();
                        return;
                    }
                    pane.showMessages(stored);
                })
                .onFailure(e -> waiting.add(conversationId)));
    }
}
