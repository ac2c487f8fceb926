package org.memoryjournal.testing;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.function.IntConsumer;

import org.memoryjournal.llm.Cancellation;
import org.memoryjournal.llm.ChatProvider;
import org.memoryjournal.llm.ChatReply;
import org.memoryjournal.llm.ChatRequest;
import org.memoryjournal.llm.LlmException;
import org.memoryjournal.llm.TokenListener;

/**
 * The chat provider of the tests: streams scripted pieces (honouring cancel between them), answers
 * {@code complete} with a function of the prompt, fails on demand, and records what it was asked.
 */
public final class ScriptedChatProvider implements ChatProvider {
    /** Every request, streamed or not, in order. */
    public final List<ChatRequest> requests = new CopyOnWriteArrayList<>();
    /** The last user text of every {@code complete} call. */
    public final List<String> prompts = new CopyOnWriteArrayList<>();

    private volatile List<String> pieces = List.of("Hello", ", ", "I ", "remember", ".");
    private volatile Function<String, String> completion;
    private volatile LlmException failure;
    private volatile IntConsumer afterPiece = i -> { };
    private volatile long delayMillis;
    private volatile boolean languageModel;

    /** A language model whose {@code complete} answers {@code reply}. */
    public static ScriptedChatProvider replying(String reply) {
        return new ScriptedChatProvider().languageModel(true).completeWith(prompt -> reply);
    }

    /** A language model whose every call fails as if the endpoint were down. */
    public static ScriptedChatProvider failing() {
        ScriptedChatProvider p = new ScriptedChatProvider().languageModel(true);
        p.failWith(new LlmException(LlmException.Kind.UNREACHABLE, "down"));
        return p;
    }

    /** Streams the answer in these pieces. */
    public ScriptedChatProvider answerWith(String... answer) {
        pieces = List.of(answer);
        return this;
    }

    /** Streams {@code text} word by word. */
    public ScriptedChatProvider answerWords(String text) {
        pieces = List.of(text.split("(?<= )"));
        return this;
    }

    public ScriptedChatProvider completeWith(Function<String, String> answer) {
        completion = answer;
        return this;
    }

    public ScriptedChatProvider languageModel(boolean isModel) {
        languageModel = isModel;
        return this;
    }

    /** Every later call throws {@code e}; {@code null} heals it. */
    public void failWith(LlmException e) {
        failure = e;
    }

    /** Runs after the n-th piece (0-based) was delivered, e.g. to press Stop. */
    public void afterPiece(IntConsumer hook) {
        afterPiece = hook;
    }

    public void delayEachPiece(long millis) {
        delayMillis = millis;
    }

    public String answer() {
        return String.join("", pieces);
    }

    @Override
    public String name() {
        return "scripted";
    }

    @Override
    public String model() {
        return "script-1";
    }

    @Override
    public boolean isLanguageModel() {
        return languageModel;
    }

    @Override
    public ChatReply complete(ChatRequest request) {
        requests.add(request);
        prompts.add(request.lastUserText());
        if (failure != null) {
            throw failure;
        }
        Function<String, String> f = completion;
        return new ChatReply(f != null ? f.apply(request.lastUserText()) : answer(), false);
    }

    @Override
    public ChatReply stream(ChatRequest request, TokenListener listener, Cancellation cancellation) {
        requests.add(request);
        if (failure != null) {
            throw failure;
        }
        List<String> answer = completion != null ? List.of(completion.apply(request.lastUserText())) : pieces;
        StringBuilder sent = new StringBuilder();
        for (int i = 0; i < answer.size(); i++) {
            if (cancellation.isCancelled()) {
                return new ChatReply(sent.toString(), true);
            }
            if (delayMillis > 0) {
                try {
                    Thread.sleep(delayMillis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            sent.append(answer.get(i));
            listener.onToken(answer.get(i));
            afterPiece.accept(i);
        }
        return new ChatReply(sent.toString(), cancellation.isCancelled());
    }

    @Override
    public List<String> models() {
        return List.of("script-1");
    }

    @Override
    public void checkHealth() {
    }
}
