package org.memoryjournal.app.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryParts;
import org.memoryjournal.memory.Recalled;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/** The JSON shapes of the command line, documented in README.md. */
final class JsonOut {
    private static final ObjectMapper MAPPER = new ObjectMapper().disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);

    private JsonOut() {
    }

    static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Could not write JSON: " + e.getOriginalMessage(), e);
        }
    }

    static Map<String, Object> memory(Memory m) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("id", m.id());
        o.put("text", m.text());
        o.put("kind", m.kind().id());
        o.put("importance", m.importance());
        o.put("created_at", m.createdAt().toString());
        o.put("last_accessed", m.lastAccessed().toString());
        o.put("source", m.source().id());
        o.put("pinned", m.pinned());
        o.put("superseded_by", m.supersededBy().isPresent() ? m.supersededBy().getAsLong() : null);
        o.put("embedding_model", m.embedding().modelId());
        return o;
    }

    static Map<String, Object> recalled(Recalled r) {
        Map<String, Object> o = new LinkedHashMap<>();
        Memory m = r.memory();
        o.put("rank", r.rank());
        o.put("id", m.id());
        o.put("text", m.text());
        o.put("kind", m.kind().id());
        o.put("importance", m.importance());
        o.put("created_at", m.createdAt().toString());
        o.put("last_accessed", m.lastAccessed().toString());
        o.put("relevance", r.breakdown().relevance());
        o.put("recency", r.breakdown().recency());
        o.put("importance_score", r.breakdown().importance());
        o.put("time_match", r.breakdown().timeMatch());
        o.put("question_fit", r.breakdown().questionFit());
        if (r.breakdown().questionFit() > 0) {
            o.put("question_fit_reason", r.breakdown().fitReason().name().toLowerCase(Locale.ROOT));
        }
        o.put("outdated", r.breakdown().outdated());
        if (r.breakdown().outdatedBy() != 0) {
            o.put("outdated_by", r.breakdown().outdatedBy());
            o.put("lowered_for", r.breakdown().loweredFor().name().toLowerCase(Locale.ROOT));
        }
        if (r.breakdown().relevanceOf() != 0) {
            o.put("relevance_of", r.breakdown().relevanceOf());
        }
        if (r.breakdown().someoneElses()) {
            o.put("someone_elses", true);
        }
        if (r.breakdown().askedOnly()) {
            o.put("asked_only", true);
        }
        MemoryParts.sentence(r.memory().text(), r.breakdown().passage()).ifPresent(sentence -> {
            o.put("passage", r.breakdown().passage());
            o.put("passage_sentence", sentence);
        });
        o.put("score", r.breakdown().total());
        return o;
    }

    static List<Map<String, Object>> recalled(List<Recalled> rs) {
        return rs.stream().map(JsonOut::recalled).toList();
    }
}
