package org.memoryjournal.llm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class OfflineResponderTest {
    private final OfflineResponder responder = new OfflineResponder();

    @Test
    void answersFromTheRecalledNotes() {
        ChatRequest request = new ChatRequest(List.of(ChatMessage.user("what do I like?")),
                List.of("You like green tea.", "Your sister is Ana."));

        assertThat(responder.complete(request).text()).isEqualTo("No language model is connected, so I can't reason"
                + " about this — here is what I remember about that:\n- You like green tea.\n- Your sister is Ana.");
    }

    @Test
    void withoutNotesSaysNothingIsRememberedAndHowToConnectAModel() {
        String text = responder.complete(ChatRequest.of(List.of(ChatMessage.user("hi")))).text();

        assertThat(text).contains("don't remember anything relevant").contains("Settings")
                .contains("MEMORY_JOURNAL_PROVIDER");
    }

    @Test
    void streamsWordByWordAndTheWordsMakeTheWholeAnswer() {
        ChatRequest request = new ChatRequest(List.of(ChatMessage.user("q")), List.of("Note one."));
        List<String> pieces = new ArrayList<>();

        ChatReply reply = responder.stream(request, pieces::add, new Cancellation());

        assertThat(reply.interrupted()).isFalse();
        assertThat(String.join("", pieces)).isEqualTo(reply.text()).isEqualTo(responder.complete(request).text());
        assertThat(pieces).hasSizeGreaterThan(10).allSatisfy(p -> assertThat(p.strip()).doesNotContain(" "));
    }

    @Test
    void isDeterministicAndNotALanguageModel() {
        ChatRequest request = new ChatRequest(List.of(ChatMessage.user("q")), List.of("a", "b"));

        assertThat(responder.complete(request)).isEqualTo(responder.complete(request));
        assertThat(responder.isLanguageModel()).isFalse();
        assertThat(responder.name()).isEqualTo("offline");
    }

    @Test
    void whyItAnswersOpensItsFirstAnswerOnly() {
        OfflineResponder fallback = new OfflineResponder("No Ollama server answered at http://localhost:11434.");
        ChatRequest request = new ChatRequest(List.of(ChatMessage.user("q")), List.of("Note one."));

        String first = fallback.stream(request, p -> { }, new Cancellation()).text();
        String second = fallback.complete(request).text();

        assertThat(first).startsWith("No Ollama server answered at http://localhost:11434.\n\n").endsWith(second);
        assertThat(second).isEqualTo(responder.complete(request).text()).doesNotContain("Ollama");
        assertThat(fallback.reason()).startsWith("No Ollama server answered");
    }

    @Test
    void stopsWhenCancelled() {
        Cancellation cancellation = new Cancellation();
        List<String> pieces = new ArrayList<>();

        ChatReply reply = responder.stream(ChatRequest.of(List.of(ChatMessage.user("q"))), p -> {
            pieces.add(p);
            cancellation.cancel();
        }, cancellation);

        assertThat(reply.interrupted()).isTrue();
        assertThat(pieces).hasSize(1);
    }
}
