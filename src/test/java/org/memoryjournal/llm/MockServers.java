package org.memoryjournal.llm;

import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import okhttp3.OkHttpClient;

/** Helpers shared by the HTTP provider tests. */
final class MockServers {
    private MockServers() {
    }

    /** Short timeouts so failure tests stay fast. */
    static final Timeouts SHORT = new Timeouts(Duration.ofSeconds(2), Duration.ofSeconds(5), Duration.ofSeconds(5),
            Duration.ofSeconds(5));

    /** The shared client (the providers apply the timeouts of their settings to it). */
    static OkHttpClient client() {
        return HttpClients.shared();
    }

    /** A local port where nothing listens. */
    static int closedPort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** A sleeper that records the pauses instead of waiting. */
    static final class RecordingSleeper implements Retry.Sleeper {
        final List<Duration> pauses = new CopyOnWriteArrayList<>();

        @Override
        public void sleep(Duration duration) {
            pauses.add(duration);
        }
    }

    static ProviderSettings settings(String baseUrl, String model, String key) {
        return settings(baseUrl, model, key, SHORT);
    }

    static ProviderSettings settings(String baseUrl, String model, String key, Timeouts timeouts) {
        return new ProviderSettings(ProviderSettings.Provider.OLLAMA, baseUrl, model,
                ProviderSettings.EmbedProvider.LOCAL, model, key, timeouts);
    }
}
