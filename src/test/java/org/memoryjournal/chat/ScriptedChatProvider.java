package org.memoryjournal.chat;

import java.util.ArrayList;
import java.util.List;

import org.memoryjournal.llm.Cancellation;
import org.memoryjournal.llm.ChatProvider;
import org.memoryjournal.llm.ChatReply;
import org.memoryjournal.llm.ChatRequest;
import org.memoryjournal.llm.LlmException;
import org.memoryjournal.llm.TokenListener;

/** A chat provider that answers with a script, fails on demand, and records the prompts it saw. */
final class ScriptedChatProvider implements ChatProvider {
    final List<ChatRequest> requests = new ArrayList<>();
    String answer = "Noted. I will remember that.";
    LlmException failure;
    int cancelAfterTokens = -1;
    boolean languageModel = true;

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
        if (failure != null) {
            throw failure;
        }
        return new ChatReply(answer, false);
    }

    @Override
    public ChatReply stream(ChatRequest request, TokenListener listener, Cancellation cancellation) {
        requests.add(request);
        if (failure != null) {
            throw failure;
        }
        StringBuilder sent = new StringBuilder();
        String[] words = answer.split("(?<= )");
        for (int i = 0; i < words.length; i++) {
            if (i == cancelAfterTokens) {
                cancellation.cancel();
            }
            if (cancellation.isCancelled()) {
                return new ChatReply(sent.toString(), true);
            }
            listener.onToken(words[i]);
            sent.append(words[i]);
        }
        return new ChatReply(sent.toString(), false);
    }

    @Override
    public List<String> models() {
        return List.of("script-1");
    }

    @Override
    public void checkHealth() {
    }
}
