package org.memoryjournal.llm;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Asks the chat model whether a new memory replaces older ones, the way memory layers built on language
 * models do it: the new memory and its nearest older memories, numbered, and a JSON answer
 * {@code {"decision": "add"|"update", "replaces": [numbers], "reason": "..."}}. An unusable answer or a
 * failed call falls back to the offline rule. Never throws.
 */
public final class ModelUpdateJudge implements UpdateJudge {
    private static final Logger LOG = LoggerFactory.getLogger(ModelUpdateJudge.class);

    static final String PROMPT = """
            You keep a person's long-term memory. A new memory was just written. Below it are older memories \
            that may be about the same thing.
            Answer "update" only if the new memory replaces older ones: the same fact about the same person or \
            thing now has a new value (a moved appointment, a new job or manager, a new address or number, a \
            changed habit or preference, a cancelled plan). Answer "add" if it is new information, including \
            distinct facts that merely look alike (a different person, pet, day, item or place).
            Reply with JSON only: {"decision": "add" or "update", "replaces": [numbers of the older memories \
            it replaces], "reason": "one short sentence"}.

            New memory (%s): %s

            Older memories:
            %s""";

    private final ChatProvider chat;
    private final UpdateJudge fallback;

    public ModelUpdateJudge(ChatProvider chat) {
        this(chat, new HeuristicUpdateJudge());
    }

    public ModelUpdateJudge(ChatProvider chat, UpdateJudge fallback) {
        this.chat = chat;
        this.fallback = fallback;
    }

    @Override
    public Decision judge(String text, Instant at, List<Candidate> older) {
        if (older.isEmpty()) {
            return Decision.ADD;
        }
        StringBuilder list = new StringBuilder();
        for (int i = 0; i < older.size(); i++) {
            Candidate c = older.get(i);
            list.append(i + 1).append(". (").append(day(c.at())).append(") ").append(c.text().replaceAll("\\s+", " "))
                    .append('\n');
        }
        try {
            String prompt = String.format(PROMPT, day(at), text.replaceAll("\\s+", " "), list);
            String reply = chat.complete(ChatRequest.of(List.of(ChatMessage.user(prompt)))).text();
            Decision d = parse(reply, older);
            if (d != null) {
                return d;
            }
            LOG.debug("Unusable update decision from the model; using the offline rule");
        } catch (RuntimeException e) {
            LOG.debug("Update decision failed ({}); using the offline rule", e.getClass().getSimpleName());
        }
        return fallback.judge(text, at, older);
    }

    private static String day(Instant at) {
        return at.toString().substring(0, 10);
    }

    /** The decision in {@code reply}; null when it holds no usable JSON object. */
    static Decision parse(String reply, List<Candidate> older) {
        if (reply == null) {
            return null;
        }
        int start = reply.indexOf('{');
        int end = reply.lastIndexOf('}');
        if (start < 0 || end <= start) {
            return null;
        }
        JsonNode node = Json.parseOrNull(reply.substring(start, end + 1));
        if (node == null || !node.isObject()) {
            return null;
        }
        String decision = Json.text(node.get("decision"));
        if ("add".equalsIgnoreCase(decision) || "none".equalsIgnoreCase(decision)) {
            return Decision.ADD;
        }
        if (!"update".equalsIgnoreCase(decision)) {
            return null;
        }
        List<Long> replaces = new ArrayList<>();
        JsonNode numbers = node.get("replaces");
        if (numbers != null && numbers.isArray()) {
            for (JsonNode n : numbers) {
                int i = n.isInt() ? n.asInt() : -1;
                if (i >= 1 && i <= older.size() && !replaces.contains(older.get(i - 1).id())) {
                    replaces.add(older.get(i - 1).id());
                }
            }
        }
        if (replaces.isEmpty()) {
            return null;
        }
        String reason = Json.text(node.get("reason"));
        return Decision.update(replaces, reason == null || reason.isBlank() ? "The model judged it an update."
                : reason.strip());
    }
}
