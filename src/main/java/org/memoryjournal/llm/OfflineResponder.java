package org.memoryjournal.llm;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The answer when no language model is connected: deterministic, built from the recalled notes of the
 * request, streamed word by word. It does not reason; it says so and shows what is remembered.
 */
public final class OfflineResponder implements ChatProvider {

    static final String NO_NOTES = "No language model is connected, and I don't remember anything relevant to this"
            + " yet. To get real answers, connect a model: set a provider in Settings or the"
            + " MEMORY_JOURNAL_PROVIDER environment variable (ollama or openai).";

    private final String reason;
    /** Whether an answer has said the reason yet: it opens the first answer, not every one. */
    private final AtomicBoolean reasonSaid = new AtomicBoolean();

    public OfflineResponder() {
        this("");
    }

    /**
     * @param reason a sentence said before this responder's first answer, e.g. which server did not answer; empty for
     *               none. Said once: tried as a new user, the same sentence opening every reply buried the answers.
     */
    public OfflineResponder(String reason) {
        this.reason = reason == null ? "" : reason.strip();
    }

    /** Why the offline responder answers (empty when it was chosen). */
    public String reason() {
        return reason;
    }

    private String text(ChatRequest request) {
        String answer = answer(request.notes());
        return reason.isEmpty() || reasonSaid.getAndSet(true) ? answer : reason + "\n\n" + answer;
    }

    @Override
    public String name() {
        return "offline";
    }

    @Override
    public String model() {
        return "offline";
    }

    @Override
    public boolean isLanguageModel() {
        return false;
    }

    @Override
    public ChatReply complete(ChatRequest request) {
        return new ChatReply(text(request), false);
    }

    @Override
    public ChatReply stream(ChatRequest request, TokenListener listener, Cancellation cancellation) {
        String text = text(request);
        StringBuilder sent = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            if (cancellation.isCancelled()) {
                return new ChatReply(sent.toString(), true);
            }
            int next = text.indexOf(' ', i);
            int end = next < 0 ? text.length() : next + 1;
            String word = text.substring(i, end);
            listener.onToken(word);
            sent.append(word);
            i = end;
        }
        return new ChatReply(sent.toString(), false);
    }

    static String answer(List<String> notes) {
        List<String> usable = notes.stream().map(String::strip).filter(n -> !n.isEmpty()).toList();
        if (usable.isEmpty()) {
            return NO_NOTES;
        }
        StringBuilder b = new StringBuilder(
                "No language model is connected, so I can't reason about this — here is what I remember about that:");
        for (String note : usable) {
            b.append("\n- ").append(note.replaceAll("\\s+", " "));
        }
        return b.toString();
    }

    @Override
    public List<String> models() {
        return List.of("offline");
    }

    @Override
    public void checkHealth() {
        // always available
    }
}
