package org.memoryjournal.llm;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.memoryjournal.memory.MemoryKind;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Asks the chat model for one word (episodic, semantic or procedural); falls back to the heuristic. Never throws. */
public final class ModelKindClassifier implements KindClassifier {
    private static final Logger LOG = LoggerFactory.getLogger(ModelKindClassifier.class);

    static final String PROMPT = "Classify the following memory as exactly one word:\n"
            + "episodic (an event that happened at a particular time),\n"
            + "semantic (a lasting fact or preference about the user or the world), or\n"
            + "procedural (a standing instruction for how to behave from now on).\n"
            + "Answer with one word.\nMemory: ";

    private final ChatProvider chat;
    private final KindClassifier fallback;

    public ModelKindClassifier(ChatProvider chat) {
        this(chat, new HeuristicKindClassifier());
    }

    public ModelKindClassifier(ChatProvider chat, KindClassifier fallback) {
        this.chat = chat;
        this.fallback = fallback;
    }

    @Override
    public MemoryKind classify(String text) {
        try {
            String reply = chat.complete(ChatRequest.of(List.of(ChatMessage.user(PROMPT + text)))).text();
            Optional<MemoryKind> kind = parse(reply);
            if (kind.isPresent()) {
                return kind.get();
            }
            LOG.debug("Unusable kind from the model; using the heuristic");
        } catch (RuntimeException e) {
            LOG.debug("Kind classification failed ({}); using the heuristic", e.getClass().getSimpleName());
        }
        return fallback.classify(text);
    }

    /** The one kind named in the reply; empty when none or several are named. */
    static Optional<MemoryKind> parse(String reply) {
        if (reply == null) {
            return Optional.empty();
        }
        String r = reply.toLowerCase(Locale.ROOT);
        MemoryKind found = null;
        for (MemoryKind k : MemoryKind.values()) {
            if (r.contains(k.id())) {
                if (found != null) {
                    return Optional.empty();
                }
                found = k;
            }
        }
        return Optional.ofNullable(found);
    }
}
