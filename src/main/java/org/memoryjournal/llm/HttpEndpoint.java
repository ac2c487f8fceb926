package org.memoryjournal.llm;

import java.io.IOException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.fasterxml.jackson.databind.JsonNode;

import okhttp3.Call;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okio.BufferedSource;

/**
 * One HTTP JSON endpoint (an Ollama server or an OpenAI-compatible API root): builds requests, adds the
 * bearer key, retries non-streaming calls on 429/5xx and turns every failure into an {@link LlmException}
 * with one sentence for the user ({@link EndpointFailures}). Neither the key nor any message text is put in
 * exceptions or logs. Redirects are followed only within the same origin (scheme, host and port): a
 * prompt is never re-sent to another server. Replies larger than {@link #MAX_REPLY_BYTES} are refused.
 */
final class HttpEndpoint {
    private static final Logger LOG = LoggerFactory.getLogger(HttpEndpoint.class);
    private static final MediaType JSON = MediaType.get("application/json");
    private static final int MAX_REDIRECTS = 5;
    /** Larger than any sensible chat answer, below Jackson's own string limit (so its message never shows). */
    static final long MAX_REPLY_BYTES = 16L << 20;
    /** Embedding answers of a full batch of large vectors are bigger than chat answers. */
    static final long MAX_EMBEDDING_BYTES = 256L << 20;

    /** Whose wording to use in messages. */
    enum Flavour { OLLAMA, OPENAI }

    private final OkHttpClient client;
    private final HttpUrl base;
    private final String apiKey;
    private final Retry retry;
    private final Timeouts timeouts;
    private final EndpointFailures failures;

    HttpEndpoint(OkHttpClient client, String baseUrl, String apiKey, Flavour flavour, Retry retry, Timeouts timeouts) {
        this.client = HttpClients.withTimeouts(client, timeouts);
        this.base = ProviderSettings.validateBaseUrl(baseUrl);
        this.apiKey = apiKey == null ? "" : apiKey.trim();
        this.retry = retry;
        this.timeouts = timeouts;
        this.failures = new EndpointFailures(displayUrl(), flavour, timeouts);
    }

    /** The base URL without user info or query, safe to show. */
    String displayUrl() {
        String shown = base.newBuilder().username("").password("").query(null).fragment(null).build().toString();
        return shown.endsWith("/") ? shown.substring(0, shown.length() - 1) : shown;
    }

    Timeouts timeouts() {
        return timeouts;
    }

    EndpointFailures failures() {
        return failures;
    }

    /** GET {@code path} once (no retries) within the whole-call deadline, and parse the JSON answer. */
    JsonNode get(String path) {
        return send(request(path).get().build(), "", null, 1, timeouts.judgement(), MAX_REPLY_BYTES);
    }

    /**
     * POST a JSON body to {@code path} within the whole-call deadline, retrying on 429/5xx while the
     * deadline allows (pauses included); parse the answer.
     */
    JsonNode post(String path, JsonNode body, String model) {
        String json = Json.write(body);
        return send(request(path).post(RequestBody.create(json, JSON)).build(), json, model,
                retry.maxAttempts(), timeouts.judgement(), MAX_REPLY_BYTES);
    }

    /** As {@link #post} without a whole-call deadline (embedding batches: each read waits the first-byte timeout). */
    JsonNode postLarge(String path, JsonNode body, String model) {
        String json = Json.write(body);
        return send(request(path).post(RequestBody.create(json, JSON)).build(), json, model,
                retry.maxAttempts(), null, MAX_EMBEDDING_BYTES);
    }

    /**
     * Starts a streaming POST; the caller reads and closes the response. Empty when cancelled before the
     * answer started.
     */
    Optional<Response> openStream(String path, JsonNode body, String model, Cancellation cancellation) {
        String json = Json.write(body);
        Request req = request(path).post(RequestBody.create(json, JSON)).build();
        Response response;
        try {
            response = execute(req, null, cancellation);
        } catch (IOException e) {
            if (cancellation.isCancelled()) {
                return Optional.empty();
            }
            throw failures.transport(e, Timeouts.Phase.FIRST_BYTE);
        }
        if (!response.isSuccessful()) {
            try (response) {
                throw failures.status(response.code(), model, path, ServerReason.of(response, json));
            }
        }
        return Optional.of(response);
    }

    private Request.Builder request(String path) {
        Request.Builder b = new Request.Builder().url(base.newBuilder().addPathSegments(path).build())
                .header("Accept", "application/json");
        if (!apiKey.isEmpty()) {
            b.header("Authorization", "Bearer " + apiKey);
        }
        return b;
    }

    /**
     * Runs a request, following redirects that stay on the same origin (method and body kept); a redirect
     * to another origin is refused with a sentence that says where it pointed.
     */
    private Response execute(Request first, Duration deadline, Cancellation cancellation) throws IOException {
        Request req = first;
        for (int hop = 0;; hop++) {
            Call call = client.newCall(req);
            if (deadline != null) {
                call.timeout().timeout(deadline.toMillis(), TimeUnit.MILLISECONDS);
            }
            if (cancellation != null) {
                cancellation.onCancel(call::cancel);
            }
            Response r = call.execute();
            if (!r.isRedirect()) {
                return r;
            }
            int status = r.code();
            String location = r.header("Location");
            r.close();
            HttpUrl target = location == null ? null : req.url().resolve(location);
            if (target == null || hop >= MAX_REDIRECTS) {
                throw failures.badRedirect(status);
            }
            if (!sameOrigin(req.url(), target)) {
                LOG.info("Refused a redirect ({}) from {} to another origin", status, displayUrl());
                throw failures.redirectedAway(status, target);
            }
            req = req.newBuilder().url(target).build();
        }
    }

    static boolean sameOrigin(HttpUrl a, HttpUrl b) {
        return a.scheme().equals(b.scheme()) && a.host().equalsIgnoreCase(b.host()) && a.port() == b.port();
    }

    /** Sends {@code req}, whose body is {@code sent} (empty for none), and parses the JSON answer. */
    private JsonNode send(Request req, String sent, String model, int attempts, Duration deadline, long maxBytes) {
        String path = req.url().encodedPath();
        long started = System.nanoTime();
        for (int attempt = 1;; attempt++) {
            try (Response r = execute(req, deadline, null)) {
                if (r.isSuccessful()) {
                    return parse(readLimited(r.body(), maxBytes));
                }
                LlmException failure = failures.status(r.code(), model, path, ServerReason.of(r, sent));
                if (!Retry.isRetryable(r.code()) || attempt >= attempts
                        || beyond(deadline, started, retry.delayAfter(attempt, r.header("Retry-After")))) {
                    throw failure;
                }
                LOG.debug("HTTP {} from {} {}, attempt {} of {}; retrying", r.code(), req.method(), path, attempt,
                        attempts);
                retry.pause(attempt, r.header("Retry-After"));
            } catch (IOException e) {
                throw failures.transport(e, deadline != null ? Timeouts.Phase.JUDGEMENT : Timeouts.Phase.FIRST_BYTE);
            }
        }
    }

    /** True when pausing {@code pause} would take the call past its whole-call deadline (retries included). */
    private static boolean beyond(Duration deadline, long startedNanos, Duration pause) {
        return deadline != null && Duration.ofNanos(System.nanoTime() - startedNanos).plus(pause).compareTo(deadline) > 0;
    }

    /** The whole body as text; refused with a sentence when it is larger than {@code maxBytes}. */
    String readLimited(ResponseBody body, long maxBytes) throws IOException {
        BufferedSource source = body.source();
        if (source.request(maxBytes + 1)) {
            throw failures.tooLarge(maxBytes);
        }
        return source.readUtf8();
    }

    private JsonNode parse(String text) {
        JsonNode node = Json.parseOrNull(text);
        if (node == null || node.isMissingNode()) {
            throw badResponse();
        }
        return node;
    }

    LlmException badResponse() {
        return failures.badResponse();
    }
}
