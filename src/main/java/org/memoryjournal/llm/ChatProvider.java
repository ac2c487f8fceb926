package org.memoryjournal.llm;

import java.util.List;

/** A language model that answers prompts. Failures are {@link LlmException}s with a sentence for the user. */
public interface ChatProvider extends AutoCloseable {

    /** "ollama", "openai" or "offline". */
    String name();

    /** The chat model in use ("llama3.2", "gpt-4o-mini", "offline"). */
    String model();

    /** True for a real language model (false for the offline responder). */
    boolean isLanguageModel();

    /** Whole answer at once; bounded retries with back-off on 429/5xx. */
    ChatReply complete(ChatRequest request);

    /**
     * Streams the answer to {@code listener}; returns the whole text. On cancel or a cut stream the
     * partial answer is returned with {@code interrupted = true}.
     */
    ChatReply stream(ChatRequest request, TokenListener listener, Cancellation cancellation);

    /** The models the endpoint offers. */
    List<String> models();

    /** Throws an {@link LlmException} when the endpoint cannot be reached or refuses us. */
    void checkHealth();

    @Override
    default void close() {
    }
}
