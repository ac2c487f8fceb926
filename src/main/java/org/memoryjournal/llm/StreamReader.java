package org.memoryjournal.llm;

import java.io.IOException;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.fasterxml.jackson.databind.JsonNode;

import okhttp3.Response;
import okio.BufferedSource;

/**
 * Reads a line-oriented streamed answer (Ollama NDJSON or OpenAI server-sent events), passing each text
 * piece to the listener. Until the first line the first-byte timeout applies, then the between-tokens one.
 * A server that ignores {@code "stream": true} and sends one whole JSON answer (whatever its content type,
 * on one line or pretty-printed) is understood too. The
 * user's cancel gives the text so far with {@code interrupted = true}; a stream the server cuts (closed
 * before its end marker, stalled, or an error event) is an {@link LlmException} carrying the partial text.
 */
final class StreamReader {
    private static final Logger LOG = LoggerFactory.getLogger(StreamReader.class);
    private static final long MAX_LINE = HttpEndpoint.MAX_REPLY_BYTES;

    /** One decoded line: a text piece (maybe empty) and whether the stream says it is finished. */
    record Piece(String text, boolean done) {
        static final Piece NOTHING = new Piece("", false);
        static final Piece DONE = new Piece("", true);
    }

    /** Decodes one line; null when the line is not part of the stream protocol (e.g. plain JSON). */
    @FunctionalInterface
    interface LineDecoder {
        Piece decode(String line);
    }

    /** The text of a whole (non-streamed) answer; null when the answer holds none. */
    @FunctionalInterface
    interface WholeAnswer {
        String text(JsonNode answer);
    }

    private final HttpEndpoint endpoint;
    private final LineDecoder decoder;
    private final WholeAnswer whole;
    private final StringBuilder text = new StringBuilder();
    private final StringBuilder raw = new StringBuilder();

    private StreamReader(HttpEndpoint endpoint, LineDecoder decoder, WholeAnswer whole) {
        this.endpoint = endpoint;
        this.decoder = decoder;
        this.whole = whole;
    }

    static ChatReply read(HttpEndpoint endpoint, Optional<Response> opened, LineDecoder decoder, WholeAnswer whole,
            TokenListener listener, Cancellation cancellation) {
        if (opened.isEmpty()) {
            return new ChatReply("", true);
        }
        return new StreamReader(endpoint, decoder, whole).read(opened.get(), listener, cancellation);
    }

    private ChatReply read(Response opened, TokenListener listener, Cancellation cancellation) {
        EndpointFailures failures = endpoint.failures();
        boolean started = false;
        try (Response response = opened) {
            BufferedSource source = response.body().source();
            source.timeout().timeout(endpoint.timeouts().firstByte().toMillis(), TimeUnit.MILLISECONDS);
            String line;
            while ((line = nextLine(source)) != null) {
                if (!started) {
                    started = true;
                    source.timeout().timeout(endpoint.timeouts().betweenTokens().toMillis(), TimeUnit.MILLISECONDS);
                }
                if (line.isBlank()) {
                    continue;
                }
                Piece piece = decode(line);
                if (piece == null) {
                    keepRaw(line);
                    continue;
                }
                if (!piece.text().isEmpty()) {
                    if (text.length() + piece.text().length() > HttpEndpoint.MAX_REPLY_BYTES) {
                        throw failures.tooLarge(HttpEndpoint.MAX_REPLY_BYTES).withPartialText(text.toString());
                    }
                    text.append(piece.text());
                    listener.onToken(piece.text());
                }
                if (piece.done()) {
                    return new ChatReply(text.toString(), false);
                }
            }
            if (text.length() == 0 && raw.length() > 0) {
                return wholeAnswer(raw.toString(), listener);
            }
            LOG.debug("Stream ended without its end marker after {} characters", text.length());
            throw failures.cut(text.length() > 0).withPartialText(text.toString());
        } catch (IOException e) {
            if (cancellation.isCancelled()) {
                LOG.debug("Stream cancelled after {} characters", text.length());
                return new ChatReply(text.toString(), true);
            }
            LlmException failure = failures.transport(e,
                    started ? Timeouts.Phase.BETWEEN_TOKENS : Timeouts.Phase.FIRST_BYTE);
            if (started && failure.kind() != LlmException.Kind.TIMEOUT) {
                failure = failures.cut(text.length() > 0);
            }
            throw failure.withPartialText(text.toString());
        }
    }

    private Piece decode(String line) {
        try {
            return decoder.decode(line);
        } catch (LlmException e) {
            LOG.debug("Stream failed after {} characters: {}", text.length(), e.kind());
            throw e.withPartialText(text.toString());
        }
    }

    /** Lines outside the protocol are kept (bounded) in case the whole body is one plain JSON answer. */
    private void keepRaw(String line) {
        if (raw.length() + line.length() > HttpEndpoint.MAX_REPLY_BYTES) {
            throw endpoint.failures().tooLarge(HttpEndpoint.MAX_REPLY_BYTES);
        }
        raw.append(line).append('\n');
    }

    /** A complete answer sent instead of a stream: its text is the reply, or its error is reported. */
    private ChatReply wholeAnswer(String body, TokenListener listener) {
        JsonNode node = Json.parseOrNull(body);
        if (node == null || !node.isObject()) {
            throw endpoint.badResponse();
        }
        String answer = whole.text(node);
        if (answer == null) {
            if (node.hasNonNull("error")) {
                throw endpoint.failures().serverError("The server at " + endpoint.displayUrl());
            }
            throw endpoint.badResponse();
        }
        if (!answer.isEmpty()) {
            listener.onToken(answer);
        }
        return new ChatReply(answer, false);
    }

    /** The next line without its terminator; null at the end. A line longer than the reply limit is refused. */
    private String nextLine(BufferedSource source) throws IOException {
        long newline = source.indexOf((byte) '\n', 0, MAX_LINE);
        if (newline >= 0) {
            String line = source.readUtf8(newline);
            source.skip(1);
            return line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
        }
        if (source.getBuffer().size() >= MAX_LINE) {
            throw endpoint.failures().tooLarge(HttpEndpoint.MAX_REPLY_BYTES).withPartialText(text.toString());
        }
        return source.exhausted() ? null : source.readUtf8();
    }
}
