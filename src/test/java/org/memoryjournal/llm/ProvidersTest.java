package org.memoryjournal.llm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import org.junit.jupiter.api.Test;

import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;

class ProvidersTest {

    @Test
    void autoUsesOllamaWhenItAnswersTheVersionProbe() throws Exception {
        try (MockWebServer server = new MockWebServer()) {
            server.start();
            server.enqueue(new MockResponse.Builder().body("{\"version\":\"0.5.7\"}").build());
            ProviderSettings s = ProviderSettings.resolve(Map.of(), Map.of(),
                    Map.of("base-url", server.url("/").toString()));

            ChatProvider chat = Providers.chat(s);

            assertThat(chat).isInstanceOf(OllamaChatProvider.class);
            assertThat(server.takeRequest().getUrl().encodedPath()).isEqualTo("/api/version");
        }
    }

    @Test
    void autoFallsBackToOfflineWhenNothingAnswersAndSaysWhichAddressDidNot() throws Exception {
        String url = "http://127.0.0.1:" + MockServers.closedPort();
        ProviderSettings s = ProviderSettings.resolve(Map.of(), Map.of(), Map.of("base-url", url));

        ChatProvider chat = Providers.chat(s);

        assertThat(chat).isInstanceOfSatisfying(OfflineResponder.class,
                o -> assertThat(o.reason()).isEqualTo("No Ollama server answered at " + url
                        + " (provider auto), so the offline responder is answering."));
        assertThat(chat.stream(ChatRequest.of(java.util.List.of(ChatMessage.user("hi"))), t -> { },
                new Cancellation()).text()).startsWith("No Ollama server answered at " + url);
    }

    @Test
    void explicitProvidersAreBuiltWithoutProbing() {
        assertThat(Providers.chat(ProviderSettings.resolve(Map.of("provider", "openai"), Map.of(), Map.of())))
                .isInstanceOf(OpenAiChatProvider.class);
        assertThat(Providers.chat(ProviderSettings.resolve(Map.of("provider", "offline"), Map.of(), Map.of())))
                .isInstanceOf(OfflineResponder.class);
    }

    @Test
    void embeddingProviderFollowsTheSettings() {
        assertThat(Providers.embedding(ProviderSettings.defaults(), 0).modelId()).isEqualTo("local:bge-small-en-v1.5-q");
        assertThat(Providers.embedding(ProviderSettings.resolve(Map.of("embed-model", "all-minilm-l6-v2-q"), Map.of(),
                Map.of()), 0).modelId()).isEqualTo("local:all-minilm-l6-v2-q");
        assertThat(Providers.embedding(ProviderSettings.resolve(Map.of(), Map.of("MEMORY_JOURNAL_EMBED_PROVIDER",
                "openai"), Map.of()), 0).modelId()).isEqualTo("openai:text-embedding-3-small");
        assertThat(Providers.embedding(ProviderSettings.resolve(Map.of("embed-provider", "ollama", "embed-model",
                "mxbai-embed-large"), Map.of(), Map.of()), 0).modelId()).isEqualTo("ollama:mxbai-embed-large");
    }
}
