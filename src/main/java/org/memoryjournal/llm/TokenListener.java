package org.memoryjournal.llm;

/** Receives a streamed answer piece by piece, on the calling (background) thread. */
@FunctionalInterface
public interface TokenListener {
    void onToken(String piece);
}
