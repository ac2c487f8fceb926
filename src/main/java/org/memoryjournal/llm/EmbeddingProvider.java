package org.memoryjournal.llm;

import java.util.List;

import org.memoryjournal.memory.Embedding;

/** Turns text into vectors. One model per provider; every vector carries the model id. */
public interface EmbeddingProvider extends AutoCloseable {

    /** e.g. {@code local:bge-small-en-v1.5-q}, {@code ollama:nomic-embed-text}, {@code openai:text-embedding-3-small}. */
    String modelId();

    /** Vector length; may load the model or ask the endpoint on first call. */
    int dimension();

    Embedding embed(String text);

    /** Embeds many texts, in batches where the backend allows; same order as the input. */
    List<Embedding> embedAll(List<String> texts);

    @Override
    default void close() {
    }
}
