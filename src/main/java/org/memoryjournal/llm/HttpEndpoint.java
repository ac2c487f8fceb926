package org.memoryjournal.llm;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.Optional;

import org.memoryjournal.llm.LlmException.Kind;
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

/**
 * One HTTP JSON endpoint (an Ollama server or an OpenAI-compatible API root): builds requests, adds the
 * bearer key, retries non-streaming calls on 429/5xx and turns every failure into an {@link LlmException}
 * with one sentence for the user. Neither the key nor any message text is put in exceptions or logs.
 */
final class HttpEndpoint {
    private static final Logger LOG = LoggerFactory.getLogger(HttpEndpoint.class);
    private static final MediaType JSON = MediaType.get("application/json");

    /** Whose wording to use in messages. */
    enum Flavour { OLLAMA, OPENAI }

    private final OkHttpClient client;
    private final HttpUrl base;
    private final String apiKey;
    private final Flavour flavour;
    private final Retry retry;

    HttpEndpoint(OkHttpClient client, String baseUrl, String apiKey, Flavour flavour, Retry retry) {
        this.client = client;
        this.base = ProviderSettings.validateBaseUrl(baseUrl);
        this.apiKey = apiKey == null ? "" : apiKey.trim();
        this.flavour = flavour;
        this.retry = retry;
    }

    /** The base URL without user info or query, safe to show. */
    String displayUrl() {
        String shown = base.newBuilder().username("").password("").query(null).fragment(null).build().toString();
        return shown.endsWith("/") ? shown.substring(0, shown.length() - 1) : shown;
    }

    /** GET {@code path} once (no retries) and parse the JSON answer. */
    JsonNode get(String path) {
        return send(request(path).get().build(), null, 1);
    }

    /** POST a JSON body to {@code path}, retrying on 429/5xx, and parse the JSON answer. */
    JsonNode post(String path, JsonNode body, String model) {
        return send(request(path).post(RequestBody.create(Json.write(body), JSON)).build(), model,
                retry.maxAttempts());
    }

    /**
     * Starts a streaming POST; the caller reads and closes the response. Empty when cancelled before the
     * answer started.
     */
    Optional<Response> openStream(String path, JsonNode body, String model, Cancellation cancellation) {
        Request req = request(path).post(RequestBody.create(Json.write(body), JSON)).build();
        Call call = client.newCall(req);
        cancellation.onCancel(call::cancel);
        Response response;
        try {
            response = call.execute();
        } catch (IOException e) {
            if (cancellation.isCancelled()) {
                return Optional.empty();
            }
            throw failure(e);
        }
        if (!response.isSuccessful()) {
            try (response) {
                throw failure(response.code(), model, path);
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

    private JsonNode send(Request req, String model, int attempts) {
        String path = req.url().encodedPath();
        for (int attempt = 1;; attempt++) {
            try (Response r = client.newCall(req).execute()) {
                if (r.isSuccessful()) {
                    return parse(r.body());
                }
                LlmException failure = failure(r.code(), model, path);
                if (!Retry.isRetryable(r.code()) || attempt >= attempts) {
                    throw failure;
                }
                LOG.debug("HTTP {} from {} {}, attempt {} of {}; retrying", r.code(), req.method(), path, attempt,
                        attempts);
                retry.pause(attempt, r.header("Retry-After"));
            } catch (IOException e) {
                throw failure(e);
            }
        }
    }

    private JsonNode parse(ResponseBody body) throws IOException {
        JsonNode node = Json.parseOrNull(body.string());
        if (node == null || node.isMissingNode()) {
            throw badResponse();
        }
        return node;
    }

    LlmException badResponse() {
        return new LlmException(Kind.BAD_RESPONSE, 0, "The endpoint at " + displayUrl()
                + " sent a reply that is not valid JSON: check that the base URL points at "
                + (flavour == Flavour.OLLAMA ? "an Ollama server." : "an OpenAI-compatible API (often ending in /v1)."),
                null);
    }

    /** Maps an HTTP error status to a typed exception. */
    LlmException failure(int status, String model, String path) {
        LOG.debug("HTTP {} from {}", status, path);
        if (status == 401 || status == 403) {
            return new LlmException(Kind.UNAUTHORIZED, status, "The endpoint refused the API key (" + status
                    + "): check the key in Settings or OPENAI_API_KEY.", null);
        }
        if (status == 404 && model != null) {
            String message = flavour == Flavour.OLLAMA
                    ? "Model '" + model + "' is not installed: run `ollama pull " + model + "`."
                    : "Model '" + model + "' is not available at this endpoint: choose one it offers in Settings.";
            return new LlmException(Kind.MODEL_NOT_FOUND, status, message, null);
        }
        if (status == 404) {
            return new LlmException(Kind.BAD_RESPONSE, status, "The endpoint at " + displayUrl() + " has no " + path
                    + " (404): check the base URL in Settings.", null);
        }
        if (status == 429) {
            return new LlmException(Kind.RATE_LIMITED, status,
                    "The endpoint is limiting requests (429): wait a minute and try again.", null);
        }
        if (status >= 500) {
            return new LlmException(Kind.SERVER_ERROR, status, "The endpoint at " + displayUrl()
                    + " failed with a server error (" + status + "): try again, or check the server's log.", null);
        }
        return new LlmException(Kind.BAD_RESPONSE, status, "The endpoint at " + displayUrl()
                + " rejected the request (" + status + "): check the model and base URL in Settings.", null);
    }

    /** Maps a transport failure to a typed exception. */
    LlmException failure(IOException e) {
        LOG.debug("Call to {} failed: {}", displayUrl(), e.getClass().getSimpleName());
        if (e instanceof SocketTimeoutException
                || (e instanceof InterruptedIOException && "timeout".equals(e.getMessage()))) {
            return new LlmException(Kind.TIMEOUT, 0, "The endpoint at " + displayUrl()
                    + " did not answer in time: the model may still be loading; try again or raise the timeout.", e);
        }
        if ("Canceled".equalsIgnoreCase(e.getMessage())) {
            return new LlmException(Kind.CANCELLED, 0, "The request was cancelled.", e);
        }
        if (e instanceof ConnectException || e instanceof UnknownHostException || e instanceof NoRouteToHostException) {
            String message = flavour == Flavour.OLLAMA
                    ? "Ollama is not running at " + displayUrl()
                            + ": start it with `ollama serve`, or choose another provider."
                    : "No OpenAI-compatible server answers at " + displayUrl()
                            + ": start it or check the base URL in Settings, or choose another provider.";
            return new LlmException(Kind.UNREACHABLE, 0, message, e);
        }
        return new LlmException(Kind.UNREACHABLE, 0, "The connection to " + displayUrl()
                + " broke before the answer arrived: check the server and try again.", e);
    }
}
