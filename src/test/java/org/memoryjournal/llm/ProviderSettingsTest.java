package org.memoryjournal.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.memoryjournal.llm.ProviderSettings.EmbedProvider;
import org.memoryjournal.llm.ProviderSettings.Provider;

class ProviderSettingsTest {

    @Test
    void defaultsAreAutoChatAndLocalEmbeddings() {
        ProviderSettings s = ProviderSettings.resolve(Map.of(), Map.of(), Map.of());

        assertThat(s.provider()).isEqualTo(Provider.AUTO);
        assertThat(s.embedProvider()).isEqualTo(EmbedProvider.LOCAL);
        assertThat(LocalEmbeddingProvider.Model.parse(s.embedModel())).isEqualTo(LocalEmbeddingProvider.Model.BGE_SMALL);
        assertThat(s.effectiveBaseUrl(Provider.OLLAMA)).isEqualTo("http://localhost:11434");
        assertThat(s.effectiveBaseUrl(Provider.OPENAI)).isEqualTo("https://api.openai.com/v1");
        assertThat(s.hasApiKey()).isFalse();
    }

    @Test
    void flagsBeatEnvironmentWhichBeatsTheFile() {
        Map<String, String> file = Map.of("provider", "ollama", "chat-model", "from-file", "embed-model", "file-embed",
                "base_url", "http://file:1");
        Map<String, String> env = Map.of("MEMORY_JOURNAL_PROVIDER", "openai", "MEMORY_JOURNAL_CHAT_MODEL", "from-env",
                "OPENAI_API_KEY", "sk-env");
        Map<String, String> flags = Map.of("chatModel", "from-flag");

        ProviderSettings s = ProviderSettings.resolve(file, env, flags);

        assertThat(s.provider()).isEqualTo(Provider.OPENAI);
        assertThat(s.chatModel()).isEqualTo("from-flag");
        assertThat(s.embedModel()).isEqualTo("file-embed");
        assertThat(s.baseUrl()).isEqualTo("http://file:1");
        assertThat(s.apiKey()).isEqualTo("sk-env");
    }

    @Test
    void environmentNamesAreRead() {
        ProviderSettings s = ProviderSettings.resolve(Map.of(), Map.of("MEMORY_JOURNAL_BASE_URL", "http://gpu:8080/v1",
                "MEMORY_JOURNAL_EMBED_PROVIDER", "ollama", "MEMORY_JOURNAL_EMBED_MODEL", "nomic-embed-text"), Map.of());

        assertThat(s.baseUrl()).isEqualTo("http://gpu:8080/v1");
        assertThat(s.embedProvider()).isEqualTo(EmbedProvider.OLLAMA);
        assertThat(s.embedModel()).isEqualTo("nomic-embed-text");
    }

    @Test
    void timeoutsComeFromMilliseconds() {
        ProviderSettings s = ProviderSettings.resolve(Map.of("read-timeout-ms", "1500"), Map.of(),
                Map.of("connect-timeout-ms", "250"));

        assertThat(s.timeouts().firstByte()).isEqualTo(Duration.ofMillis(1500));
        assertThat(s.timeouts().connect()).isEqualTo(Duration.ofMillis(250));
    }

    @Test
    void defaultTimeoutsFitADesktop() {
        Timeouts t = ProviderSettings.defaults().timeouts();

        assertThat(t.connect()).isEqualTo(Duration.ofSeconds(5));
        assertThat(t.firstByte()).isEqualTo(Duration.ofSeconds(45));
        assertThat(t.betweenTokens()).isEqualTo(Duration.ofSeconds(30));
        assertThat(t.judgement()).isEqualTo(Duration.ofSeconds(15));
        // a silent server: the rating runs beside the answer, a summary before it, never both at full length
        assertThat(t.judgement().plus(t.firstByte())).isLessThanOrEqualTo(Duration.ofSeconds(65));
    }

    @Test
    void everyTimeoutIsSettableWithFlagsOverEnvironmentOverFile() {
        Map<String, String> file = Map.of("connect_timeout_ms", "1", "first_byte_timeout_ms", "2",
                "token_timeout_ms", "3", "judgement_timeout_ms", "4");
        Map<String, String> env = Map.of("MEMORY_JOURNAL_FIRST_BYTE_TIMEOUT_MS", "20",
                "MEMORY_JOURNAL_TOKEN_TIMEOUT_MS", "30", "MEMORY_JOURNAL_JUDGEMENT_TIMEOUT_MS", "40");
        Map<String, String> flags = Map.of("judgement_timeout_ms", "400");

        Timeouts t = ProviderSettings.resolve(file, env, flags).timeouts();

        assertThat(t).isEqualTo(new Timeouts(Duration.ofMillis(1), Duration.ofMillis(20), Duration.ofMillis(30),
                Duration.ofMillis(400)));
        assertThat(ProviderSettings.resolve(Map.of(), Map.of("MEMORY_JOURNAL_CONNECT_TIMEOUT_MS", "7"), Map.of())
                .timeouts().connect()).isEqualTo(Duration.ofMillis(7));
    }

    @Test
    void aBadTimeoutSaysWhatIsExpected() {
        assertThatThrownBy(() -> ProviderSettings.resolve(Map.of(), Map.of(), Map.of("token_timeout_ms", "soon")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("The setting token_timeout_ms must be a positive number of milliseconds (such as 30000 for"
                        + " 30 seconds), not 'soon'.");
    }

    @Test
    void toStringNeverShowsTheApiKey() {
        ProviderSettings s = ProviderSettings.resolve(Map.of(), Map.of("OPENAI_API_KEY", "sk-secret-123"), Map.of());

        assertThat(s.toString()).doesNotContain("sk-secret-123").contains("apiKey=(set)");
    }

    @Test
    void invalidBaseUrlGetsAClearMessage() {
        assertThatThrownBy(() -> ProviderSettings.resolve(Map.of(), Map.of(), Map.of("base-url", "localhost:11434")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("The base URL 'localhost:11434' is not valid: use an http:// or https:// address with a"
                        + " host, such as http://localhost:11434.");
        assertThatThrownBy(() -> ProviderSettings.validateBaseUrl("ftp://host/")).hasMessageContaining("not valid");
    }

    @Test
    void unknownProviderNamesTheChoices() {
        assertThatThrownBy(() -> ProviderSettings.resolve(Map.of(), Map.of("MEMORY_JOURNAL_PROVIDER", "gemini"),
                Map.of())).hasMessage("Unknown provider 'gemini': use auto, ollama, openai or offline.");
    }
}
