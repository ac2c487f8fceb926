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

    /** A client with short timeouts so failure tests stay fast. */
    static OkHttpClient client(Duration read) {
        return HttpClients.withTimeouts(Duration.ofSeconds(2), read);
    }

    static OkHttpClient client() {
        return client(Duration.ofSeconds(5));
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
        return new ProviderSettings(ProviderSettings.Provider.OLLAMA, baseUrl, model,
                ProviderSettings.EmbedProvider.LOCAL, model, key, null, null);
    }
}
