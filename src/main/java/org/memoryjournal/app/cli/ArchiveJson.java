package org.memoryjournal.app.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Base64;

import org.memoryjournal.store.ArchiveCounts;
import org.memoryjournal.store.ArchiveState;
import org.memoryjournal.store.ArchiveVisitor;
import org.memoryjournal.store.ArchivedAccess;
import org.memoryjournal.store.ArchivedForgotten;
import org.memoryjournal.store.ArchivedMemory;
import org.memoryjournal.store.ArchivedMessage;
import org.memoryjournal.store.Conversation;

import com.fasterxml.jackson.core.JsonGenerator;

/**
 * Writes a journal's rows as the lists of a version-3 export: {@code counts}, {@code highest_memory_id},
 * {@code reflection}, then {@code memories}, {@code conversations}, {@code messages}, {@code access_log} and
 * {@code access_forgotten}, each field in a fixed order, so the same journal always gives the same bytes.
 * Vectors are base64 of the stored float32 little-endian bytes (exact).
 */
final class ArchiveJson implements ArchiveVisitor {
    /** Checks, every so many rows, that the output still takes what is written. */
    @FunctionalInterface
    interface Check {
        void run() throws IOException;
    }

    private static final int CHECK_EVERY = 1000;
    private final JsonGenerator g;
    private final Check check;
    private String list = "";
    private long rows;
    private long memories;

    ArchiveJson(JsonGenerator g, Check check) {
        this.g = g;
        this.check = check;
    }

    long memories() {
        return memories;
    }

    @Override
    public void start(ArchiveCounts counts) {
        io(() -> {
            g.writeObjectFieldStart("counts");
            g.writeNumberField("memories", counts.memories());
            g.writeNumberField("conversations", counts.conversations());
            g.writeNumberField("messages", counts.messages());
            g.writeEndObject();
        });
    }

    @Override
    public void state(ArchiveState state) {
        io(() -> {
            g.writeNumberField("highest_memory_id", state.highestMemoryId());
            if (state.reflection().isEmpty()) {
                g.writeNullField("reflection");
            } else {
                g.writeObjectFieldStart("reflection");
                g.writeNumberField("last_memory_id", state.reflection().get().lastMemoryId());
                g.writeStringField("at", state.reflection().get().at().toString());
                g.writeEndObject();
            }
        });
    }

    @Override
    public void memory(ArchivedMemory m) {
        enter("memories");
        io(() -> {
            g.writeStartObject();
            g.writeNumberField("id", m.id());
            g.writeStringField("text", m.text());
            g.writeStringField("kind", m.kind());
            g.writeNumberField("importance", m.importance());
            g.writeStringField("created_at", m.createdAt().toString());
            g.writeStringField("last_accessed", m.lastAccessed().toString());
            g.writeStringField("source", m.source());
            g.writeStringField("source_client", m.sourceClient());
            g.writeBooleanField("pinned", m.pinned());
            idOrNull("superseded_by", m.supersededBy());
            g.writeStringField("supersede_reason", m.supersedeReason());
            if (!m.evidence().isEmpty()) {
                g.writeArrayFieldStart("evidence");
                for (long id : m.evidence()) {
                    g.writeNumber(id);
                }
                g.writeEndArray();
            }
            g.writeStringField("embedding_model", m.embeddingModel());
            if (m.vector() != null) {
                g.writeStringField("vector", Base64.getEncoder().encodeToString(m.vector()));
            }
            g.writeEndObject();
        });
        memories++;
        row();
    }

    @Override
    public void conversation(Conversation c) {
        enter("conversations");
        io(() -> {
            g.writeStartObject();
            g.writeNumberField("id", c.id());
            g.writeStringField("title", c.title());
            g.writeStringField("created_at", c.createdAt().toString());
            g.writeStringField("updated_at", c.updatedAt().toString());
            g.writeEndObject();
        });
        row();
    }

    @Override
    public void message(ArchivedMessage m) {
        enter("messages");
        io(() -> {
            g.writeStartObject();
            g.writeNumberField("id", m.id());
            g.writeNumberField("conversation_id", m.conversationId());
            g.writeStringField("role", m.role());
            g.writeStringField("text", m.text());
            g.writeStringField("created_at", m.createdAt().toString());
            g.writeStringField("status", m.status());
            g.writeStringField("error", m.error());
            idOrNull("memory_id", m.memoryId());
            idOrNull("covers_up_to", m.coversUpTo());
            g.writeStringField("recall_context", m.recallContext());
            g.writeArrayFieldStart("recalls");
            for (ArchivedMessage.Recall r : m.recalls()) {
                g.writeStartObject();
                g.writeNumberField("rank", r.rank());
                g.writeNumberField("memory_id", r.memoryId());
                g.writeStringField("breakdown", r.breakdown());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        });
        row();
    }

    @Override
    public void access(ArchivedAccess a) {
        enter("access_log");
        io(() -> {
            g.writeStartObject();
            g.writeNumberField("id", a.id());
            g.writeStringField("at", a.at().toString());
            g.writeStringField("client", a.client());
            g.writeStringField("tool", a.tool());
            g.writeStringField("query", a.query());
            g.writeStringField("memory_ids", a.memoryIds());
            g.writeStringField("outcome", a.outcome());
            g.writeEndObject();
        });
        row();
    }

    @Override
    public void forgotten(ArchivedForgotten f) {
        enter("access_forgotten");
        io(() -> {
            g.writeStartObject();
            g.writeNumberField("memory_id", f.memoryId());
            g.writeStringField("text", f.text());
            g.writeStringField("kind", f.kind());
            g.writeNumberField("importance", f.importance());
            g.writeStringField("created_at", f.createdAt().toString());
            g.writeStringField("source", f.source());
            g.writeStringField("source_client", f.sourceClient());
            g.writeBooleanField("pinned", f.pinned());
            g.writeStringField("embedding_model", f.embeddingModel());
            g.writeStringField("vector", Base64.getEncoder().encodeToString(f.vector()));
            g.writeEndObject();
        });
        row();
    }

    /** Closes the open list and writes the lists that had no rows. */
    void finish() {
        enter(LISTS[LISTS.length - 1]);
        io(g::writeEndArray);
        list = "done";
    }

    private static final String[] LISTS = {"memories", "conversations", "messages", "access_log", "access_forgotten"};

    /** Moves on to list {@code name}, opening (empty) every list before it that has not been written. */
    private void enter(String name) {
        String[] order = LISTS;
        int target = java.util.Arrays.asList(order).indexOf(name);
        int current = java.util.Arrays.asList(order).indexOf(list);
        for (int i = current + 1; i <= target; i++) {
            String next = order[i];
            io(() -> {
                if (!list.isEmpty()) {
                    g.writeEndArray();
                }
                g.writeArrayFieldStart(next);
            });
            list = next;
        }
    }

    private void idOrNull(String field, long id) throws IOException {
        if (id == 0) {
            g.writeNullField(field);
        } else {
            g.writeNumberField(field, id);
        }
    }

    private void row() {
        if (++rows % CHECK_EVERY == 0) {
            io(() -> {
                g.flush();
                check.run();
            });
        }
    }

    @FunctionalInterface
    private interface Io {
        void run() throws IOException;
    }

    private static void io(Io io) {
        try {
            io.run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
