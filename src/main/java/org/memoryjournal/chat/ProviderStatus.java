package org.memoryjournal.chat;

/**
 * What the status bar shows about the models in use.
 *
 * @param provider        "ollama", "openai" or "offline"
 * @param chatModel       the chat model, or "offline"
 * @param embeddingModel  the embedding model id
 * @param languageModel   true when a real language model answers
 */
public record ProviderStatus(String provider, String chatModel, String embeddingModel, boolean languageModel) {

    public String describe() {
        return languageModel ? provider + " · " + chatModel : "offline (no language model)";
    }
}
