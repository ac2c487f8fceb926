package org.memoryjournal.ui.testing;

import java.util.List;
import java.util.function.IntConsumer;

import org.memoryjournal.llm.Cancellation;
import org.memoryjournal.llm.ChatProvider;
import org.memoryjournal.llm.ChatReply;
import org.memoryjournal.llm.ChatRequest;
import org.memoryjournal.llm.LlmException;
import org.memoryjournal.llm.TokenListener;

/** Streams fixed tokens; can fail with an {@link LlmException}; honours cancel between tokens. */
public final class FakeChatProvider implements ChatProvider {
    private volatile List<String> tokens = List.of("Hello", ", ", "I ", "remember", ".");
    private volatile LlmException failure;
    private volatile IntConsumer afterToken = i -> { };
    private volatile long delayMillis;

    public void answerWith(String... pieces) {
        tokens = List.of(pieces);
    }

    public void failWith(LlmException e) {
        failure = e;
    }

    /** Runs after the n-th token (0-based) was delivered, e.g. to press Stop. */
    public void afterToken(IntConsumer hook) {
        afterToken = hook;
    }

    public void delayEachToken(long millis) {
        delayMillis = millis;
    }

    @Override
    public String name() {
        return "fake";
    }

    @Override
    public String model() {
        return "fake-1";
    }

    @Override
    public boolean isLanguageModel() {
        return false;
    }

    @Override
    public ChatReply complete(ChatRequest request) {
        return new ChatReply(String.join("", tokens), false);
    }

    @Override
    public ChatReply stream(ChatRequest request, TokenListener listener, Cancellation cancellation) {
        if (failure != null) {
            throw failure;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < tokens.size(); i++) {
            if (cancellation.isCancelled()) {
                return new ChatReply(sb.toString(), true);
            }
            if (delayMillis > 0) {
                try {
                    Thread.sleep(delayMillis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            sb.append(tokens.get(i));
            listener.onToken(tokens.get(i));
            afterToken.accept(i);
        }
        return new ChatReply(sb.toString(), cancellation.isCancelled());
    }

    @Override
    public List<String> models() {
        return List.of("fake-1");
    }

    @Override
    public void checkHealth() {
    }
}
