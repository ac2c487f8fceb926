package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.memoryjournal.chat.SettingSource;
import org.memoryjournal.llm.ProviderSettings;
import org.memoryjournal.settings.SettingsException;

/** What the settings dialog's buttons do, against real HTTP servers: the typed endpoint, the chosen model. */
class ProviderHolderTest {
    private MockWebServer typed;
    private MockWebServer fromEnvironment;

    @BeforeEach
    void start() throws Exception {
        typed = new MockWebServer();
        typed.start();
        fromEnvironment = new MockWebServer();
        fromEnvironment.start();
    }

    @AfterEach
    void stop() {
        typed.close();
        fromEnvironment.close();
    }

    private static MockResponse json(String body) {
        return new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json").body(body).build();
    }

    private static final String OPENAI_MODELS = "{\"object\":\"list\",\"data\":[{\"id\":\"text-embedding-3-small\"},"
            + "{\"id\":\"gpt-4o-mini\"},{\"id\":\"text-embedding-ada-002\"},{\"id\":\"gpt-4o\"}]}";

    private ProviderHolder holder(Map<String, String> env, Map<String, String> flags) {
        return new ProviderHolder(ProviderSettings.resolve(Map.of(), env, flags), env, flags, "local:bge");
    }

    private Map<String, String> typedValues(String provider, String url, String model) {
        return Map.of("provider", provider, "base_url", url, "chat_model", model, "embed_model", "");
    }

    @Test
    void testConnectionTestsTheTypedServerNotTheEnvironments() throws Exception {
        typed.enqueue(json(OPENAI_MODELS));
        typed.enqueue(json(OPENAI_MODELS));
        ProviderHolder h = holder(Map.of("MEMORY_JOURNAL_PROVIDER", "openai",
                "MEMORY_JOURNAL_BASE_URL", fromEnvironment.url("/v1").toString(), "OPENAI_API_KEY", "sk-env-1234"),
                Map.of());

        Map<String, String> values = new java.util.HashMap<>(
                typedValues("openai", typed.url("/v1").toString(), "gpt-4o-mini"));
        values.put("api_key", "sk-typed-5678");
        String result = h.testConnection(values, Optional.of("sk-stored-0000"));

        assertThat(result).startsWith("Connected to").contains(typed.url("/v1").toString()).contains("gpt-4o-mini");
        assertThat(typed.getRequestCount()).isEqualTo(2);
        assertThat(fromEnvironment.getRequestCount()).isZero();
        assertThat(typed.takeRequest().getHeaders().get("Authorization")).isEqualTo("Bearer sk-typed-5678");
    }

    @Test
    void aChatModelTheServerDoesNotHaveIsReportedNotConnected() {
        typed.enqueue(json(OPENAI_MODELS));
        typed.enqueue(json(OPENAI_MODELS));
        ProviderHolder h = holder(Map.of(), Map.of());

        assertThatThrownBy(() -> h.testConnection(typedValues("openai", typed.url("/v1").toString(), "gpt-5-turbo"),
                Optional.of("sk-1")))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining("no model 'gpt-5-turbo'")
                .hasMessageContaining("gpt-4o-mini, gpt-4o")
                .hasMessageNotContaining("text-embedding")
                .hasMessageNotContaining("Connected");
    }

    @Test
    void ollamasLatestTagCountsAsTheModel() {
        typed.enqueue(json("{\"version\":\"0.5.1\"}"));
        typed.enqueue(json("{\"models\":[{\"name\":\"llama3.2:latest\"},{\"name\":\"nomic-embed-text:latest\"}]}"));
        ProviderHolder h = holder(Map.of(), Map.of());

        assertThat(h.testConnection(typedValues("ollama", typed.url("/").toString(), "llama3.2"), Optional.empty()))
                .startsWith("Connected to").contains("llama3.2");
    }

    @Test
    void fetchModelsOffersNoEmbeddingModelAsAChatModel() {
        typed.enqueue(json("{\"models\":[{\"name\":\"llama3.2:latest\"},{\"name\":\"nomic-embed-text:latest\"},"
                + "{\"name\":\"mxbai-embed-large:latest\"},{\"name\":\"bge-m3:latest\"},{\"name\":\"all-minilm:l6-v2\"},"
                + "{\"name\":\"qwen2.5:7b\"},{\"name\":\"snowflake-arctic-embed2\"}]}"));
        ProviderHolder h = holder(Map.of(), Map.of());

        List<String> models = h.listModels(typedValues("ollama", typed.url("/").toString(), ""), Optional.empty());

        assertThat(models).containsExactly("llama3.2:latest", "qwen2.5:7b");
    }

    @Test
    void anUnreachableTypedServerIsAClearSentence() throws Exception {
        String url = typed.url("/").toString();
        typed.close();
        ProviderHolder h = holder(Map.of("MEMORY_JOURNAL_BASE_URL", fromEnvironment.url("/").toString()), Map.of());

        assertThatThrownBy(() -> h.testConnection(typedValues("ollama", url, "llama3.2"), Optional.empty()))
                .isInstanceOf(SettingsException.class).hasMessageNotContaining("Connected");
        assertThat(fromEnvironment.getRequestCount()).isZero();
    }

    @Test
    void sourcesSayWhereEachValueComesFrom() {
        ProviderHolder h = holder(Map.of("MEMORY_JOURNAL_BASE_URL", "http://env-host:11434",
                "OPENAI_API_KEY", "sk-environment-9876"), Map.of("provider", "ollama"));

        Map<String, SettingSource> s = new java.util.HashMap<>();
        h.sources(Map.of("chat_model", "qwen2.5:7b", "base_url", "http://file-host:1"), Optional.of("sk-file-1111"))
                .forEach(x -> s.put(x.key(), x));

        assertThat(s.get("provider").origin()).isEqualTo(SettingSource.Origin.FLAG);
        assertThat(s.get("base_url").origin()).isEqualTo(SettingSource.Origin.ENVIRONMENT);
        assertThat(s.get("base_url").value()).isEqualTo("http://env-host:11434");
        assertThat(s.get("base_url").variable()).isEqualTo("MEMORY_JOURNAL_BASE_URL");
        assertThat(s.get("chat_model").origin()).isEqualTo(SettingSource.Origin.FILE);
        assertThat(s.get("embed_model").origin()).isEqualTo(SettingSource.Origin.DEFAULT);
        assertThat(s.get("api_key").origin()).isEqualTo(SettingSource.Origin.ENVIRONMENT);
        assertThat(s.get("api_key").value()).endsWith("9876").doesNotContain("environment");
    }
}
