package org.memoryjournal.llm;

import java.util.List;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Asks the chat model for a 1–10 poignancy rating (the Generative Agents prompt). Replies like "7",
 * "Rating: 7/10", "I'd say 8." or "**6**" are understood; anything unusable, out of range, or a failed
 * call falls back to the heuristic. Never throws.
 */
public final class ModelImportanceRater implements ImportanceRater {
    private static final Logger LOG = LoggerFactory.getLogger(ModelImportanceRater.class);

    static final String PROMPT = "On the scale of 1 to 10, where 1 is purely mundane (e.g., brushing teeth, making bed)"
            + " and 10 is extremely poignant (e.g., a break up, college acceptance), rate the likely poignancy of the"
            + " following memory. Answer with one number.\nMemory: ";
    private static final Pattern NUMBER = Pattern.compile("(?<![\\d.])(\\d{1,3})(?:\\.\\d+)?(?![\\d])");

    private final ChatProvider chat;
    private final ImportanceRater fallback;

    public ModelImportanceRater(ChatProvider chat) {
        this(chat, new HeuristicImportanceRater());
    }

    public ModelImportanceRater(ChatProvider chat, ImportanceRater fallback) {
        this.chat = chat;
        this.fallback = fallback;
    }

    @Override
    public int rate(String text) {
        try {
            String reply = chat.complete(ChatRequest.of(List.of(ChatMessage.user(PROMPT + text)))).text();
            OptionalInt rating = parse(reply);
            if (rating.isPresent()) {
                return rating.getAsInt();
            }
            LOG.debug("Unusable importance rating from the model; using the heuristic");
        } catch (RuntimeException e) {
            LOG.debug("Importance rating failed ({}); using the heuristic", e.getClass().getSimpleName());
        }
        return fallback.rate(text);
    }

    /** The first number of the reply if it is 1..10 (a "/10" after it is ignored). */
    static OptionalInt parse(String reply) {
        if (reply == null) {
            return OptionalInt.empty();
        }
        Matcher m = NUMBER.matcher(reply);
        if (!m.find()) {
            return OptionalInt.empty();
        }
        int value = Integer.parseInt(m.group(1));
        return value >= 1 && value <= 10 ? OptionalInt.of(value) : OptionalInt.empty();
    }
}
