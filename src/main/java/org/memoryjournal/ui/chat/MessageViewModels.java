package org.memoryjournal.ui.chat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.memoryjournal.chat.MessageEntry;
import org.memoryjournal.chat.RecalledNote;

/** The open conversation's stored messages as the bubbles' view models. */
final class MessageViewModels {
    private MessageViewModels() {
    }

    /** Every message, each answer knowing the user's message it replies to. */
    static List<MessageViewModel> of(List<MessageEntry> entries) {
        List<MessageViewModel> out = new ArrayList<>(entries.size());
        long question = 0;
        for (MessageEntry m : entries) {
            if (m.isUser()) {
                question = m.id();
            }
            out.add(MessageViewModel.of(m, m.isUser() ? 0 : question, chips(m)));
        }
        return out;
    }

    /** The memories recalled for an answer, as chips. */
    static List<RecalledChip> chips(MessageEntry answer) {
        List<RecalledChip> chips = new ArrayList<>();
        for (RecalledNote n : answer.recalled()) {
            chips.add(new RecalledChip(n.memoryId(), RecalledChip.excerpt(n.text()), n.rank(), answer.query(),
                    answer.id()));
        }
        return chips;
    }

    /**
     * The conversation as stored now, re-read after another window changed it, keeping the view model (and so the
     * bubble, its height and the person's place in the list) of every message still shown as stored. A message that
     * could not be sent here (never stored) stays at the end, with its reason.
     */
    static List<MessageViewModel> merge(List<MessageViewModel> shown, List<MessageEntry> stored) {
        Map<Long, MessageViewModel> byId = new HashMap<>();
        for (MessageViewModel m : shown) {
            if (m.id() > 0) {
                byId.put(m.id(), m);
            }
        }
        List<MessageViewModel> fresh = of(stored);
        List<MessageViewModel> out = new ArrayList<>(fresh.size());
        for (int i = 0; i < stored.size(); i++) {
            MessageViewModel kept = byId.get(stored.get(i).id());
            out.add(kept != null && kept.shows(stored.get(i)) ? kept : fresh.get(i));
        }
        for (MessageViewModel m : shown) {
            if (m.id() == 0) {
                out.add(m);
            }
        }
        return out;
    }
}
