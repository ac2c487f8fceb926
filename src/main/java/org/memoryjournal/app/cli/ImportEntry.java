package org.memoryjournal.app.cli;

import java.io.IOException;
import java.time.Instant;
import java.util.Optional;
import java.util.OptionalInt;

import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.Importance;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.MemoryText;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

/** One memory of an export, read strictly: a wrong type or an out-of-range value is refused, never converted. */
final class ImportEntry {
    private ImportEntry() {
    }

    /** Reads the object the parser is at (its START_OBJECT current) up to its END_OBJECT. */
    static MemoryService.Draft read(JsonParser p) throws IOException {
        String text = null;
        Optional<MemoryKind> kind = Optional.empty();
        OptionalInt importance = OptionalInt.empty();
        Optional<Instant> at = Optional.empty();
        boolean pinned = false;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken v = p.nextToken();
            if (v == JsonToken.VALUE_NULL && !name.equals("text")) {
                continue;
            }
            switch (name) {
                case "text" -> text = text(p, v);
                case "kind" -> kind = Optional.of(MemoryKind.parse(string(p, v, "\"kind\"")));
                case "importance" -> importance = OptionalInt.of(importance(p, v));
                case "created_at" -> at = Optional.of(time(p, v, "\"created_at\""));
                case "last_accessed" -> time(p, v, "\"last_accessed\"");
                case "pinned" -> {
                    if (!v.isBoolean()) {
                        throw new IllegalArgumentException("\"pinned\" must be true or false, not "
                                + Terminal.visible(p.getText()));
                    }
                    pinned = v == JsonToken.VALUE_TRUE;
                }
                default -> p.skipChildren(); // id, source, superseded_by, embedding_model: not imported
            }
        }
        if (text == null) {
            throw new IllegalArgumentException("it has no \"text\"");
        }
        return new MemoryService.Draft(text, kind, importance, at, MemorySource.IMPORT, pinned);
    }

    static String text(JsonParser p, JsonToken v) throws IOException {
        String s = string(p, v, "\"text\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                throw new IllegalArgumentException("its \"text\" holds half of a character pair (a lone surrogate)");
            }
        }
        return MemoryText.validate(s);
    }

    static String string(JsonParser p, JsonToken v, String what) throws IOException {
        if (v != JsonToken.VALUE_STRING) {
            throw new IllegalArgumentException(what + " must be a string, not " + shown(p, v));
        }
        return p.getText();
    }

    static int importance(JsonParser p, JsonToken v) throws IOException {
        if (v != JsonToken.VALUE_NUMBER_INT || p.getNumberType() != JsonParser.NumberType.INT
                || p.getIntValue() < Importance.MIN || p.getIntValue() > Importance.MAX) {
            throw new IllegalArgumentException("\"importance\" must be a whole number from 1 to 10, not " + shown(p, v));
        }
        return p.getIntValue();
    }

    static Instant time(JsonParser p, JsonToken v, String what) throws IOException {
        String s = string(p, v, what);
        try {
            return Times.checkRange(Times.parse(s));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(what + " " + Character.toLowerCase(e.getMessage().charAt(0))
                    + e.getMessage().substring(1, e.getMessage().length() - 1), e);
        }
    }

    private static String shown(JsonParser p, JsonToken v) throws IOException {
        if (v.isStructStart()) {
            p.skipChildren();
            return v == JsonToken.START_ARRAY ? "a list" : "an object";
        }
        String s = Terminal.visible(p.getText());
        return v == JsonToken.VALUE_STRING ? "\"" + (s.length() > 40 ? s.substring(0, 40) + "…" : s) + "\"" : s;
    }
}
