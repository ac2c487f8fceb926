package org.memoryjournal.app.cli;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.store.ArchivedAccess;
import org.memoryjournal.store.ArchivedForgotten;
import org.memoryjournal.store.ArchivedMemory;
import org.memoryjournal.store.ArchivedMessage;
import org.memoryjournal.store.Conversation;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

/**
 * The entries of a version-2 or -3 export, read strictly: every field the export writes is required (except the
 * vector, and those version 2 did not have: a memory's {@code source_client} and {@code evidence}), of its type
 * and in its range; unknown fields are skipped. The parser is at the entry's START_OBJECT.
 */
final class ArchiveEntries {
    private static final List<String> ROLES = List.of("user", "assistant", "summary");
    private static final List<String> STATUSES = List.of("complete", "interrupted", "failed");

    private ArchiveEntries() {
    }

    static ArchivedMemory memory(JsonParser p) throws IOException {
        Long id = null;
        Instant accessed = null;
        long supersededBy = 0;
        String reason = "";
        List<Long> evidence = List.of();
        MemoryFields f = new MemoryFields();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken v = p.nextToken();
            if (f.read(name, v, p)) {
                continue;
            }
            switch (name) {
                case "id" -> id = id(p, v, "\"id\"");
                case "last_accessed" -> accessed = ImportEntry.time(p, v, "\"last_accessed\"");
                case "superseded_by" -> supersededBy = v == JsonToken.VALUE_NULL ? 0 : id(p, v, "\"superseded_by\"");
                case "supersede_reason" -> reason = ImportEntry.string(p, v, "\"supersede_reason\"");
                case "evidence" -> evidence = ids(p, v, "\"evidence\"");
                default -> p.skipChildren();
            }
        }
        String model = f.model == null ? "" : f.model;
        require(id, "id");
        require(f.text, "text");
        require(f.kind, "kind");
        require(f.importance, "importance");
        require(f.created, "created_at");
        require(accessed, "last_accessed");
        require(f.source, "source");
        require(f.pinned, "pinned");
        if (f.vector != null && model.isBlank()) {
            throw new IllegalArgumentException("it has a \"vector\" but no \"embedding_model\"");
        }
        ArchivedMemory m = new ArchivedMemory(id, f.text, f.kind, f.created, accessed, f.importance, f.source,
                f.client, f.pinned, supersededBy, reason, evidence, model, f.vector);
        if (f.vector != null) {
            try {
                m.embedding(); // a whole number of finite floats
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("its \"vector\" is not a vector of finite 32-bit numbers", e);
            }
        }
        return m;
    }

    static Conversation conversation(JsonParser p) throws IOException {
        Long id = null;
        String title = null;
        Instant created = null;
        Instant updated = null;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken v = p.nextToken();
            switch (name) {
                case "id" -> id = id(p, v, "\"id\"");
                case "title" -> title = ImportEntry.string(p, v, "\"title\"");
                case "created_at" -> created = ImportEntry.time(p, v, "\"created_at\"");
                case "updated_at" -> updated = ImportEntry.time(p, v, "\"updated_at\"");
                default -> p.skipChildren();
            }
        }
        require(id, "id");
        require(title, "title");
        require(created, "created_at");
        require(updated, "updated_at");
        return new Conversation(id, title, created, updated);
    }

    static ArchivedMessage message(JsonParser p) throws IOException {
        Long id = null;
        Long conversation = null;
        String role = null;
        String text = null;
        Instant created = null;
        String status = null;
        String error = "";
        long memory = 0;
        long coversUpTo = 0;
        String context = "";
        List<ArchivedMessage.Recall> recalls = new ArrayList<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken v = p.nextToken();
            switch (name) {
                case "id" -> id = id(p, v, "\"id\"");
                case "conversation_id" -> conversation = id(p, v, "\"conversation_id\"");
                case "role" -> role = oneOf(ImportEntry.string(p, v, "\"role\""), ROLES, "\"role\"");
                case "text" -> text = ImportEntry.string(p, v, "\"text\"");
                case "created_at" -> created = ImportEntry.time(p, v, "\"created_at\"");
                case "status" -> status = oneOf(ImportEntry.string(p, v, "\"status\""), STATUSES, "\"status\"");
                case "error" -> error = ImportEntry.string(p, v, "\"error\"");
                case "memory_id" -> memory = v == JsonToken.VALUE_NULL ? 0 : id(p, v, "\"memory_id\"");
                case "covers_up_to" -> coversUpTo = v == JsonToken.VALUE_NULL ? 0 : id(p, v, "\"covers_up_to\"");
                case "recall_context" -> context = ImportEntry.string(p, v, "\"recall_context\"");
                case "recalls" -> recalls = recalls(p, v);
                default -> p.skipChildren();
            }
        }
        require(id, "id");
        require(conversation, "conversation_id");
        require(role, "role");
        require(text, "text");
        require(created, "created_at");
        require(status, "status");
        return new ArchivedMessage(id, conversation, role, text, created, status, error, memory, coversUpTo, context,
                recalls);
    }

    static ArchivedAccess access(JsonParser p) throws IOException {
        Long id = null;
        Instant at = null;
        String client = null;
        String tool = null;
        String query = "";
        String memoryIds = "";
        String outcome = "";
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken v = p.nextToken();
            switch (name) {
                case "id" -> id = id(p, v, "\"id\"");
                case "at" -> at = ImportEntry.time(p, v, "\"at\"");
                case "client" -> client = ImportEntry.string(p, v, "\"client\"");
                case "tool" -> tool = ImportEntry.string(p, v, "\"tool\"");
                case "query" -> query = ImportEntry.string(p, v, "\"query\"");
                case "memory_ids" -> memoryIds = idList(ImportEntry.string(p, v, "\"memory_ids\""));
                case "outcome" -> outcome = ImportEntry.string(p, v, "\"outcome\"");
                default -> p.skipChildren();
            }
        }
        require(id, "id");
        require(at, "at");
        require(client, "client");
        require(tool, "tool");
        return new ArchivedAccess(id, at, client, tool, query, memoryIds, outcome);
    }

    static ArchivedForgotten forgotten(JsonParser p) throws IOException {
        Long id = null;
        MemoryFields f = new MemoryFields();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken v = p.nextToken();
            if (f.read(name, v, p)) {
                continue;
            }
            if (name.equals("memory_id")) {
                id = id(p, v, "\"memory_id\"");
            } else {
                p.skipChildren();
            }
        }
        require(id, "memory_id");
        require(f.text, "text");
        require(f.kind, "kind");
        require(f.importance, "importance");
        require(f.created, "created_at");
        require(f.source, "source");
        require(f.pinned, "pinned");
        require(f.model, "embedding_model");
        require(f.vector, "vector");
        if (f.vector.length == 0 || f.vector.length % Float.BYTES != 0) {
            throw new IllegalArgumentException("its \"vector\" is not a vector of 32-bit numbers");
        }
        return new ArchivedForgotten(id, f.text, f.kind, f.importance, f.pinned, f.created, f.source, f.client,
                f.model, f.vector);
    }

    /** The fields a memory and a forgotten memory's kept copy share, read the same way for both. */
    private static final class MemoryFields {
        String text;
        String kind;
        Integer importance;
        Instant created;
        String source;
        String client = "";
        Boolean pinned;
        String model;
        byte[] vector;

        /** Reads field {@code name} when it is one of these; false for any other field. */
        boolean read(String name, JsonToken v, JsonParser p) throws IOException {
            switch (name) {
                case "text" -> text = ImportEntry.text(p, v);
                case "kind" -> kind = MemoryKind.parse(ImportEntry.string(p, v, "\"kind\"")).id();
                case "importance" -> importance = ImportEntry.importance(p, v);
                case "created_at" -> created = ImportEntry.time(p, v, "\"created_at\"");
                case "source" -> source = MemorySource.parse(ImportEntry.string(p, v, "\"source\"")).id();
                case "source_client" -> client = ImportEntry.string(p, v, "\"source_client\"");
                case "pinned" -> pinned = bool(p, v, "\"pinned\"");
                case "embedding_model" -> model = ImportEntry.string(p, v, "\"embedding_model\"");
                case "vector" -> vector = v == JsonToken.VALUE_NULL ? null : vector(p, v);
                default -> {
                    return false;
                }
            }
            return true;
        }
    }

    /** A comma-separated list of memory ids, as the access log keeps them ("" for none). */
    private static String idList(String joined) {
        if (!joined.isEmpty() && !joined.matches("[1-9][0-9]{0,18}(,[1-9][0-9]{0,18})*")) {
            throw new IllegalArgumentException("\"memory_ids\" must be memory ids separated by commas, not \""
                    + Terminal.visible(joined) + "\"");
        }
        return joined;
    }

    private static List<Long> ids(JsonParser p, JsonToken v, String what) throws IOException {
        if (v != JsonToken.START_ARRAY) {
            throw new IllegalArgumentException(what + " must be a list of memory ids");
        }
        List<Long> out = new ArrayList<>();
        JsonToken t;
        while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
            out.add(id(p, t, "each of " + what));
        }
        return out;
    }

    private static List<ArchivedMessage.Recall> recalls(JsonParser p, JsonToken v) throws IOException {
        if (v != JsonToken.START_ARRAY) {
            throw new IllegalArgumentException("\"recalls\" must be a list");
        }
        List<ArchivedMessage.Recall> out = new ArrayList<>();
        while (p.nextToken() == JsonToken.START_OBJECT) {
            Integer rank = null;
            Long memory = null;
            String breakdown = "";
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken t = p.nextToken();
                switch (name) {
                    case "rank" -> rank = (int) Math.min(Integer.MAX_VALUE, id(p, t, "a recall's \"rank\""));
                    case "memory_id" -> memory = id(p, t, "a recall's \"memory_id\"");
                    case "breakdown" -> breakdown = ImportEntry.string(p, t, "a recall's \"breakdown\"");
                    default -> p.skipChildren();
                }
            }
            require(rank, "rank\" in a recall");
            require(memory, "memory_id\" in a recall");
            out.add(new ArchivedMessage.Recall(rank, memory, breakdown));
        }
        if (p.currentToken() != JsonToken.END_ARRAY) {
            throw new IllegalArgumentException("\"recalls\" must hold objects");
        }
        return out;
    }

    private static long id(JsonParser p, JsonToken v, String what) throws IOException {
        if (v != JsonToken.VALUE_NUMBER_INT || p.getNumberType() == JsonParser.NumberType.BIG_INTEGER
                || p.getLongValue() < 1) {
            throw new IllegalArgumentException(what + " must be a positive whole number, not "
                    + Terminal.visible(p.getText()));
        }
        return p.getLongValue();
    }

    private static boolean bool(JsonParser p, JsonToken v, String what) throws IOException {
        if (!v.isBoolean()) {
            throw new IllegalArgumentException(what + " must be true or false, not " + Terminal.visible(p.getText()));
        }
        return v == JsonToken.VALUE_TRUE;
    }

    private static byte[] vector(JsonParser p, JsonToken v) throws IOException {
        String s = ImportEntry.string(p, v, "\"vector\"");
        try {
            return Base64.getDecoder().decode(s);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("its \"vector\" is not base64", e);
        }
    }

    private static String oneOf(String value, List<String> allowed, String what) {
        if (!allowed.contains(value)) {
            throw new IllegalArgumentException(what + " must be one of " + String.join(", ", allowed) + ", not \""
                    + Terminal.visible(value) + "\"");
        }
        return value;
    }

    private static void require(Object value, String field) {
        if (value == null) {
            throw new IllegalArgumentException("it has no \"" + field + "\"");
        }
    }
}
