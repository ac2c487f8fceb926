package org.memoryjournal.ui.testing;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.memoryjournal.store.Conversation;
import org.memoryjournal.store.ConversationRepository;
import org.memoryjournal.store.StoredMessage;

/** Conversations and messages in lists. */
public final class InMemoryConversationRepository implements ConversationRepository {
    private final Map<Long, Conversation> conversations = new LinkedHashMap<>();
    private final List<StoredMessage> messages = new ArrayList<>();
    private long nextConversation = 1;
    private long nextMessage = 1;
    private volatile boolean failing;

    /** While set, creating a conversation or appending a message fails as a full disk would. */
    public void setFailing(boolean fail) {
        failing = fail;
    }

    private void check() {
        if (failing) {
            throw new org.memoryjournal.store.StoreException(
                    "The journal file cannot be written (disk full); free some space and retry.");
        }
    }

    @Override
    public synchronized Conversation create(String title, Instant now) {
        check();
        Conversation c = new Conversation(nextConversation++, title, now, now);
        conversations.put(c.id(), c);
        return c;
    }

    @Override
    public synchronized List<Conversation> list() {
        return conversations.values().stream()
                .sorted(Comparator.comparing(Conversation::updatedAt).thenComparingLong(Conversation::id).reversed())
                .toList();
    }

    @Override
    public synchronized Optional<Conversation> find(long id) {
        return Optional.ofNullable(conversations.get(id));
    }

    @Override
    public synchronized Conversation rename(long id, String title) {
        Conversation c = conversations.get(id);
        Conversation r = new Conversation(id, title, c.createdAt(), c.updatedAt());
        conversations.put(id, r);
        return r;
    }

    @Override
    public synchronized void delete(long id) {
        conversations.remove(id);
        messages.removeIf(m -> m.conversationId() == id);
    }

    @Override
    public synchronized StoredMessage append(long conversationId, StoredMessage.Role role, String text, Instant at,
                                             StoredMessage.Status status, String error, List<Long> recalledIds,
                                             long memoryId) {
        check();
        StoredMessage m = new StoredMessage(nextMessage++, conversationId, role, text, at, status, error, recalledIds,
                memoryId);
        messages.add(m);
        Conversation c = conversations.get(conversationId);
        conversations.put(conversationId, new Conversation(c.id(), c.title(), c.createdAt(), at));
        return m;
    }

    @Override
    public synchronized StoredMessage finish(long messageId, String text, StoredMessage.Status status, String error) {
        for (int i = 0; i < messages.size(); i++) {
            StoredMessage m = messages.get(i);
            if (m.id() == messageId) {
                StoredMessage f = new StoredMessage(m.id(), m.conversationId(), m.role(), text, m.createdAt(), status,
                        error, m.recalledIds(), m.memoryId());
                messages.set(i, f);
                return f;
            }
        }
        throw new IllegalArgumentException("no message " + messageId);
    }

    @Override
    public synchronized StoredMessage appendSummary(long conversationId, String text, Instant at, long coversUpTo) {
        StoredMessage m = append(conversationId, StoredMessage.Role.SUMMARY, text, at, StoredMessage.Status.COMPLETE,
                "", List.of(), 0);
        StoredMessage summary = new StoredMessage(m.id(), conversationId, m.role(), text, at, m.status(), "", List.of(),
                0, coversUpTo);
        messages.set(messages.indexOf(m), summary);
        return summary;
    }

    @Override
    public synchronized StoredMessage linkMemory(long messageId, long memoryId, String error) {
        for (int i = 0; i < messages.size(); i++) {
            StoredMessage m = messages.get(i);
            if (m.id() == messageId) {
                StoredMessage f = new StoredMessage(m.id(), m.conversationId(), m.role(), m.text(), m.createdAt(),
                        m.status(), error, m.recalledIds(), memoryId);
                messages.set(i, f);
                return f;
            }
        }
        throw new IllegalArgumentException("no message " + messageId);
    }

    @Override
    public synchronized List<StoredMessage> messages(long conversationId) {
        return messages.stream().filter(m -> m.conversationId() == conversationId).toList();
    }

    private final java.util.Map<Long, org.memoryjournal.memory.RecallTrace> traces = new java.util.HashMap<>();

    @Override
    public synchronized void recordTrace(long messageId, org.memoryjournal.memory.RecallTrace trace) {
        traces.put(messageId, trace);
    }

    @Override
    public synchronized java.util.Optional<org.memoryjournal.memory.RecallTrace> trace(long messageId) {
        return java.util.Optional.ofNullable(traces.get(messageId));
    }
}
