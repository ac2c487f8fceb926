package org.memoryjournal.chat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.store.ConversationRepository;
import org.memoryjournal.store.MemoryRepository;
import org.memoryjournal.store.StoredMessage;

/** Turns stored conversations and messages into what the chat pane shows. */
final class MessageEntries {
    private MessageEntries() {
    }

    static ConversationEntry of(org.memoryjournal.store.Conversation c) {
        return new ConversationEntry(c.id(), c.title(), c.updatedAt());
    }

    /** A stored message; a stream the server cut (interrupted with a reason) is a failure, not a stop. */
    static MessageEntry of(StoredMessage m, String query, List<RecalledNote> recalled) {
        MessageEntry.Role role = m.role() == StoredMessage.Role.USER ? MessageEntry.Role.USER
                : MessageEntry.Role.ASSISTANT;
        MessageEntry.Status status = switch (m.status()) {
            case COMPLETE -> MessageEntry.Status.COMPLETE;
            case INTERRUPTED -> m.error().isEmpty() ? MessageEntry.Status.STOPPED : MessageEntry.Status.FAILED;
            case FAILED -> MessageEntry.Status.FAILED;
        };
        String error = role == MessageEntry.Role.USER ? "" : m.error();
        return new MessageEntry(m.id(), role, m.text(), status, error, query, recalled);
    }

    static List<RecalledNote> notes(List<Recalled> recalled) {
        return recalled.stream().map(r -> new RecalledNote(r.memory().id(), r.memory().text(), r.rank())).toList();
    }

    /**
     * Every message of a conversation but its summaries, oldest first: answers with their recalled memories, user
     * messages with the older memories that the memory written from them replaced.
     */
    static List<MessageEntry> read(ConversationRepository conversations, MemoryRepository memories,
                                   long conversationId) {
        List<StoredMessage> stored = conversations.messages(conversationId);
        List<Long> ids = stored.stream().flatMap(m -> m.recalledIds().stream()).distinct().toList();
        Map<Long, Memory> byId = new HashMap<>();
        for (Memory m : memories.findAll(ids)) {
            byId.putIfAbsent(m.id(), m);
        }
        // A memory's replacements belong to the first message written as it (a later one that said the same was
        // linked to it but replaced nothing).
        Map<Long, Long> firstMessageOf = new HashMap<>();
        for (StoredMessage m : stored) {
            if (m.role() == StoredMessage.Role.USER && m.memoryId() > 0) {
                firstMessageOf.putIfAbsent(m.memoryId(), m.id());
            }
        }
        Map<Long, List<ReplacedNote>> replaced = new HashMap<>();
        for (ReplacedNote n : ReplacedNote.of(memories, List.copyOf(firstMessageOf.keySet()))) {
            replaced.computeIfAbsent(firstMessageOf.get(n.replacedBy()), k -> new ArrayList<>()).add(n);
        }
        List<MessageEntry> out = new ArrayList<>();
        String lastQuery = "";
        for (StoredMessage m : stored) {
            if (m.role() == StoredMessage.Role.SUMMARY) {
                continue;
            }
            if (m.role() == StoredMessage.Role.USER) {
                lastQuery = m.text();
                out.add(of(m, lastQuery, List.of()).withReplaced(replaced.getOrDefault(m.id(), List.of())));
                continue;
            }
            List<RecalledNote> notes = new ArrayList<>();
            for (int i = 0; i < m.recalledIds().size(); i++) {
                Memory mem = byId.get(m.recalledIds().get(i));
                if (mem != null) {
                    notes.add(new RecalledNote(mem.id(), mem.text(), i + 1));
                }
            }
            out.add(of(m, lastQuery, notes));
        }
        return out;
    }
}
