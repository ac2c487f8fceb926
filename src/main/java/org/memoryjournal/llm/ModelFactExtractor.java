package org.memoryjournal.llm;

import java.util.ArrayList;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Asks the chat model for the durable facts about the user in one exchange, as a JSON array of short
 * strings. Code fences and prose around the array are tolerated; anything malformed gives no facts.
 * Never throws.
 */
public final class ModelFactExtractor implements FactExtractor {
    private static final Logger LOG = LoggerFactory.getLogger(ModelFactExtractor.class);
    static final int MAX_FACTS = 10;
    static final int MAX_FACT_LENGTH = 300;

    static final String PROMPT = "Extract the durable facts about the user from this exchange: lasting preferences,"
            + " personal details, relationships, plans and standing instructions. Skip small talk, one-off events"
            + " and anything about the assistant. Write each fact as a short, self-contained statement"
            + " without pronouns or names for the user (e.g. \"Is allergic to peanuts\", \"Sister is called Ana\")."
            + " Answer with a JSON array of strings only, [] if there are"
            + " none.\n\nUser: %s\nAssistant: %s";

    private final ChatProvider chat;

    public ModelFactExtractor(ChatProvider chat) {
        this.chat = chat;
    }

    @Override
    public List<String> extract(String userText, String assistantText) {
        try {
            String prompt = String.format(PROMPT, userText == null ? "" : userText,
                    assistantText == null ? "" : assistantText);
            return parse(chat.complete(ChatRequest.of(List.of(ChatMessage.user(prompt)))).text());
        } catch (RuntimeException e) {
            LOG.debug("Fact extraction failed ({}); no facts", e.getClass().getSimpleName());
            return List.of();
        }
    }

    /** The strings of the first JSON array in {@code reply}; empty when there is none. */
    static List<String> parse(String reply) {
        if (reply == null) {
            return List.of();
        }
        int start = reply.indexOf('[');
        while (start >= 0) {
            int end = reply.lastIndexOf(']');
            while (end > start) {
                JsonNode node = Json.parseOrNull(reply.substring(start, end + 1));
                if (node != null && node.isArray()) {
                    return strings(node);
                }
                end = reply.lastIndexOf(']', end - 1);
            }
            start = reply.indexOf('[', start + 1);
        }
        return List.of();
    }

    private static List<String> strings(JsonNode array) {
        List<String> facts = new ArrayList<>();
        for (JsonNode item : array) {
            if (item.isTextual()) {
                String fact = item.asText().strip();
                if (!fact.isEmpty() && fact.length() <= MAX_FACT_LENGTH && !facts.contains(fact)) {
                    facts.add(fact);
                }
            }
            if (facts.size() == MAX_FACTS) {
                break;
            }
        }
        return facts;
    }
}
