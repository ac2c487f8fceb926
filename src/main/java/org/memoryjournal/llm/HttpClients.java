package org.memoryjournal.llm;

import okhttp3.OkHttpClient;

/**
 * Holds the one {@link OkHttpClient} of the app. Providers get a view of it with their own timeouts
 * ({@link OkHttpClient#newBuilder()} shares the connection pool and dispatcher). Redirects are never
 * followed by OkHttp itself: {@link HttpEndpoint} follows only those that stay on the same server.
 *
 * <p>A request that finds its pooled connection already closed by the server is sent again on a new one (OkHttp's
 * retry on connection failure): an HTTP/1.0 server closes after every answer without saying so, and any server drops
 * an idle keep-alive connection after a while. Tried as a new user against Python's http.server, Test connection
 * (two requests) had failed with "the connection broke before the answer arrived". A timeout is never retried
 * once the request was sent, so the timeouts keep their meaning; 429 and 5xx are retried by {@link Retry}.
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
                    c = new OkHttpClient.Builder().retryOnConnectionFailure(true).followRedirects(false)
                            .followSslRedirects(false).build();
                    shared = c;
                }
            }
        }
        return c;
    }

    /** {@code base} with the connect timeout and, for every read until the answer starts, the first-byte timeout. */
    static OkHttpClient withTimeouts(OkHttpClient base, Timeouts t) {
        return base.newBuilder().connectTimeout(t.connect()).readTimeout(t.firstByte()).writeTimeout(t.firstByte())
                .followRedirects(false).followSslRedirects(false).build();
    }
}
