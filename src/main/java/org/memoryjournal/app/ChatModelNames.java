package org.memoryjournal.app;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Tells chat models from embedding models in an endpoint's model list. Neither Ollama's {@code /api/tags} nor
 * OpenAI's {@code /models} says what a model is for, so the known embedding families are recognised by name.
 */
final class ChatModelNames {
    private static final Pattern EMBEDDING = Pattern.compile(
            "embed|(^|[/:_-])(bge|e5|gte|minilm|all-minilm|mxbai|paraphrase|sentence-t5|bert)([/:_.-]|$)|^bge|^e5-|^gte-");

    private ChatModelNames() {
    }

    static boolean isEmbedding(String model) {
        return EMBEDDING.matcher(model.toLowerCase(Locale.ROOT)).find();
    }

    /** The models of {@code all} that can chat, in their order. */
    static List<String> chatModels(List<String> all) {
        return all.stream().filter(m -> !isEmbedding(m)).toList();
    }

    /** True when {@code models} has {@code model} (Ollama lists "llama3.2" as "llama3.2:latest"). */
    static boolean offers(List<String> models, String model) {
        return models.contains(model) || models.contains(model + ":latest")
                || (model.endsWith(":latest") && models.contains(model.substring(0, model.length() - 7)));
    }

    /** Up to five names for a sentence. */
    static String some(List<String> models) {
        String first = String.join(", ", models.subList(0, Math.min(5, models.size())));
        return models.size() > 5 ? first + " and " + (models.size() - 5) + " more" : first;
    }
}
