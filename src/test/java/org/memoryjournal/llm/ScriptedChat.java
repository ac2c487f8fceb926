package org.memoryjournal.llm;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** A chat provider for tests that answers {@code complete} with a scripted function and records prompts. */
final class ScriptedChat implements ChatProvider {
    final List<String> prompts = new ArrayList<>();
    private final Function<String, String> answer;

    ScriptedChat(Function<String, String> answer) {
        this.answer = answer;
    }

    static ScriptedChat replying(String reply) {
        return new ScriptedChat(p -> reply);
    }

    static ScriptedChat failing() {
        return new ScriptedChat(p -> {
            throw new LlmException(LlmException.Kind.UNREACHABLE, "down");
        });
    }

    @Override
    public String name() {
        return "scripted";
    }

    @Override
    public String model() {
        return "scripted";
    }

    @Override
    public boolean isLanguageModel() {
        return true;
    }

    @Override
    public ChatReply complete(ChatRequest request) {
        prompts.add(request.lastUserText());
        return new ChatReply(answer.apply(request.lastUserText()), false);
    }

    @Override
    public ChatReply stream(ChatRequest request, TokenListener listener, Cancellation cancellation) {
        ChatReply reply = complete(request);
        listener.onToken(reply.text());
        return reply;
    }

    @Override
    public List<String> models() {
        return List.of("scripted");
    }

    @Override
    public void checkHealth() {
    }
}
