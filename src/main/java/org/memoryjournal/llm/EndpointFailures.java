package org.memoryjournal.llm;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.Locale;

import javax.net.ssl.SSLException;

import org.memoryjournal.llm.HttpEndpoint.Flavour;
import org.memoryjournal.llm.LlmException.Kind;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import okhttp3.HttpUrl;

/**
 * The sentences an endpoint's failures are reported with: what happened, at which address, and what to
 * do (which setting to raise, which URL to change). No class names, no stack traces, never the key.
 */
final class EndpointFailures {
    private static final Logger LOG = LoggerFactory.getLogger(EndpointFailures.class);

    private final String url;
    private final Flavour flavour;
    private final Timeouts timeouts;

    EndpointFailures(String displayUrl, Flavour flavour, Timeouts timeouts) {
        this.url = displayUrl;
        this.flavour = flavour;
        this.timeouts = timeouts;
    }

    LlmException badResponse() {
        return new LlmException(Kind.BAD_RESPONSE, 0, "The endpoint at " + url
                + " sent a reply that is not valid JSON: check that the base URL points at "
                + (flavour == Flavour.OLLAMA ? "an Ollama server." : "an OpenAI-compatible API (often ending in /v1)."),
                null);
    }

    LlmException tooLarge(long limitBytes) {
        return new LlmException(Kind.BAD_RESPONSE, 0, "The server's reply was too large (more than "
                + (limitBytes >> 20) + " MB): check that the base URL at " + url
                + " points at a model server and that the model is the right one.", null);
    }

    LlmException serverError(String what) {
        return new LlmException(Kind.SERVER_ERROR, 0, what + " stopped the answer with an error: try again, or"
                + " check the server's log.", null);
    }

    /** A stream that ended before its end marker (the server closed the connection). */
    LlmException cut(boolean gotText) {
        return new LlmException(Kind.CUT, 0, gotText
                ? "The server at " + url + " closed the connection before the answer was complete: the partial"
                        + " answer was kept. Try again, or check the server's log."
                : "The server at " + url + " closed the connection without an answer: try again, or check the"
                        + " server's log.", null);
    }

    /** A redirect to another server, which is never followed for a request that carries the conversation. */
    LlmException redirectedAway(int status, HttpUrl target) {
        String shown = target.newBuilder().username("").password("").query(null).fragment(null).build().toString();
        return new LlmException(Kind.REDIRECTED, status, "The endpoint at " + url + " redirected the request ("
                + status + ") to " + shown + ", another server; Memory Journal does not send your conversation there."
                + " If that is the right server, change the base URL to it.", null);
    }

    LlmException badRedirect(int status) {
        return new LlmException(Kind.REDIRECTED, status, "The endpoint at " + url + " answered with a redirect ("
                + status + ") that could not be followed: check the base URL.", null);
    }

    /** Maps an HTTP error status to a typed exception, quoting what the server said when it said something. */
    LlmException status(int status, String model, String path, java.util.Optional<String> reason) {
        String said = reason.map(r -> " and said “" + r + "”").orElse("");
        LOG.debug("HTTP {} from {}", status, path);
        if (status == 401 || status == 403) {
            String message = flavour == Flavour.OLLAMA
                    ? "The server at " + url + " refused the request (" + status + "): Ollama itself needs no key,"
                            + " so a proxy in front of it may want one; set the API key in Settings, or check the"
                            + " base URL."
                    : "The endpoint at " + url + " refused the API key (" + status + "): check the key in Settings"
                            + " or the OPENAI_API_KEY environment variable.";
            return new LlmException(Kind.UNAUTHORIZED, status, message, null);
        }
        if (status == 404 && model != null) {
            String message = flavour == Flavour.OLLAMA
                    ? "Model '" + model + "' is not installed: run `ollama pull " + model + "`."
                    : "Model '" + model + "' is not available at this endpoint: choose one it offers in Settings.";
            return new LlmException(Kind.MODEL_NOT_FOUND, status, message, null);
        }
        if (status == 404) {
            return new LlmException(Kind.BAD_RESPONSE, status, "The endpoint at " + url + " has no " + path
                    + " (404): check the base URL in Settings.", null);
        }
        if (status == 429) {
            return new LlmException(Kind.RATE_LIMITED, status,
                    "The endpoint is limiting requests (429): wait a minute and try again.", null);
        }
        if (status >= 500) {
            return new LlmException(Kind.SERVER_ERROR, status, "The endpoint at " + url
                    + " failed with a server error (" + status + ")" + said + ": try again, or check the server's log.",
                    null);
        }
        return new LlmException(Kind.BAD_RESPONSE, status, "The endpoint at " + url
                + " rejected the request (" + status + ")" + said + ": check the model and base URL in Settings.",
                null);
    }

    /** True when the failure happened while a TLS handshake was under way (a timeout waiting for its reply). */
    private static boolean duringHandshake(IOException e) {
        for (StackTraceElement frame : e.getStackTrace()) {
            if (frame.getMethodName().equals("startHandshake")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Maps a transport failure to a typed exception.
     *
     * @param waiting  the phase the call was in if this is a timeout (first byte, between tokens or the
     *                 whole-call deadline); a connect timeout is recognised by itself
     */
    LlmException transport(IOException e, Timeouts.Phase waiting) {
        LOG.debug("Call to {} failed: {}", url, e.getClass().getSimpleName());
        if (e instanceof SSLException || duringHandshake(e)) {
            // A plain-http server does not answer a TLS hello at all: that wait is not a slow model.
            return new LlmException(Kind.UNREACHABLE, 0, "No secure (https) connection could be made to " + url
                    + ": check whether the server speaks http or https and change the base URL to match.", e);
        }
        if (e instanceof SocketTimeoutException || (e instanceof InterruptedIOException
                && String.valueOf(e.getMessage()).toLowerCase(Locale.ROOT).contains("timeout"))) {
            boolean connecting = String.valueOf(e.getMessage()).toLowerCase(Locale.ROOT).contains("connect");
            return timeout(connecting ? Timeouts.Phase.CONNECT : waiting, e);
        }
        if ("Canceled".equalsIgnoreCase(e.getMessage())) {
            return new LlmException(Kind.CANCELLED, 0, "The request was cancelled.", e);
        }
        if (e instanceof UnknownHostException) {
            return new LlmException(Kind.UNREACHABLE, 0, "The host of the base URL " + url + " could not be found:"
                    + " check the base URL in Settings and the network.", e);
        }
        if (e instanceof ConnectException || e instanceof NoRouteToHostException) {
            String message = flavour == Flavour.OLLAMA
                    ? "Ollama is not running at " + url + ": start it with `ollama serve`, or choose another provider."
                    : "No OpenAI-compatible server answers at " + url
                            + ": start it or check the base URL in Settings, or choose another provider.";
            return new LlmException(Kind.UNREACHABLE, 0, message, e);
        }
        return new LlmException(Kind.UNREACHABLE, 0, "The connection to " + url
                + " broke before the answer arrived: check the server and try again.", e);
    }

    LlmException timeout(Timeouts.Phase phase, Throwable cause) {
        String waited = Timeouts.shown(timeouts.of(phase));
        String what = switch (phase) {
            case CONNECT -> "The endpoint at " + url + " did not accept a connection within " + waited
                    + ": check that the server is running and the base URL is right, or raise ";
            case FIRST_BYTE -> "The endpoint at " + url + " accepted the request but sent nothing for " + waited
                    + ": the model may still be loading, or the server is stuck. Try again, or raise ";
            case BETWEEN_TOKENS -> "The endpoint at " + url + " stopped sending the answer for " + waited
                    + ": try again, or raise ";
            case JUDGEMENT -> "The endpoint at " + url + " did not finish a short call (rating, kind, facts or"
                    + " summary) within " + waited + ": if the model is slow, raise ";
        };
        return new LlmException(Kind.TIMEOUT, 0, what + phase.howToRaise() + ".", cause);
    }
}
