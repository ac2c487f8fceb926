package org.memoryjournal.llm;

import java.time.Duration;

import okhttp3.OkHttpClient;

/**
 * Holds the one {@link OkHttpClient} of the app. Providers get a view of it with their own timeouts
 * ({@link OkHttpClient#newBuilder()} shares the connection pool and dispatcher).
 */
public final class HttpClients {
    private static volatile OkHttpClient shared;

    private HttpClients() {
    }

    /** The shared client, created on first use. */
    public static OkHttpClient shared() {
        OkHttpClient c = shared;
        if (c == null) {
            synchronized (HttpClients.class) {
                c = shared;
                if (c == null) {
                    c = new OkHttpClient.Builder().retryOnConnectionFailure(false).build();
                    shared = c;
                }
            }
        }
        return c;
    }

    /** The shared client with the timeouts of {@code settings}. */
    public static OkHttpClient forSettings(ProviderSettings settings) {
        return withTimeouts(settings.connectTimeout(), settings.readTimeout());
    }

    public static OkHttpClient withTimeouts(Duration connect, Duration read) {
        return shared().newBuilder().connectTimeout(connect).readTimeout(read).writeTimeout(read).build();
    }
}
