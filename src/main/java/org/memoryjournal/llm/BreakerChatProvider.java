package org.memoryjournal.llm;

import java.time.Duration;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * Keeps one turn from waiting twice for a dead server. After any call found the server unavailable
 * (a timeout, no connection, 429 or a server error), the short calls ({@link #complete}: importance, kind, facts, summaries)
 * fail at once for {@code coolDown}, so their callers use the heuristics instead of waiting again. The
 * answer stream is always attempted (the user asked for it), and its failures open the breaker too; any
 * successful call closes it.
 */
public final class BreakerChatProvider implements ChatProvider {
    public static final Duration DEFAULT_COOL_DOWN = Duration.ofSeconds(60);

    private final ChatProvider delegate;
    private final long coolDownNanos;
    private final LongSupplier nanoTime;
    private volatile long openUntil;
    private volatile boolean open;
    private volatile LlmException lastFailure;

    public BreakerChatProvider(ChatProvider delegate) {
        this(delegate, DEFAULT_COOL_DOWN, System::nanoTime);
    }

    BreakerChatProvider(ChatProvider delegate, Duration coolDown, LongSupplier nanoTime) {
        this.delegate = delegate;
        this.coolDownNanos = coolDown.toNanos();
        this.nanoTime = nanoTime;
    }

    /** The provider this one guards. */
    public ChatProvider delegate() {
        return delegate;
    }

    /** True while short calls are skipped. */
    public boolean isOpen() {
        return open && nanoTime.getAsLong() - openUntil < 0;
    }

    @Override
    public String name() {
        return delegate.name();
    }

    @Override
    public String model() {
        return delegate.model();
    }

    @Override
    public boolean isLanguageModel() {
        return delegate.isLanguageModel();
    }

    @Override
    public ChatReply complete(ChatRequest request) {
        LlmException last = lastFailure;
        if (isOpen() && last != null) {
            throw new LlmException(last.kind(), last.status(), last.getMessage(), null);
        }
        return guarded(() -> delegate.complete(request));
    }

    @Override
    public ChatReply stream(ChatRequest request, TokenListener listener, Cancellation cancellation) {
        return guarded(() -> delegate.stream(request, listener, cancellation));
    }

    @Override
    public List<String> models() {
        return delegate.models();
    }

    @Override
    public void checkHealth() {
        delegate.checkHealth();
    }

    @Override
    public void close() {
        delegate.close();
    }

    private ChatReply guarded(java.util.function.Supplier<ChatReply> call) {
        try {
            ChatReply reply = call.get();
            open = false;
            return reply;
        } catch (LlmException e) {
            if (e.serverUnavailable()) {
                lastFailure = e;
                openUntil = nanoTime.getAsLong() + coolDownNanos;
                open = true;
            }
            throw e;
        }
    }
}
