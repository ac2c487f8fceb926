package org.memoryjournal.llm;

import java.io.IOException;
import java.util.Optional;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import okhttp3.Response;
import okio.BufferedSource;

/**
 * Reads a line-oriented streamed answer (Ollama NDJSON or OpenAI server-sent events), passing each text
 * piece to the listener. A stream that is cut, cancelled or ends without its end marker gives the text so
 * far with {@code interrupted = true}; nothing received is thrown away.
 */
final class StreamReader {
    private static final Logger LOG = LoggerFactory.getLogger(StreamReader.class);

    /** One decoded line: a text piece (maybe empty) and whether the stream says it is finished. */
    record Piece(String text, boolean done) {
        static final Piece NOTHING = new Piece("", false);
        static final Piece DONE = new Piece("", true);
    }

    /** Decodes one line; throws an {@link LlmException} for an error or unreadable line. */
    @FunctionalInterface
    interface LineDecoder {
        Piece decode(String line);
    }

    private StreamReader() {
    }

    static ChatReply read(HttpEndpoint endpoint, Optional<Response> opened, LineDecoder decoder,
            TokenListener listener, Cancellation cancellation) {
        if (opened.isEmpty()) {
            return new ChatReply("", true);
        }
        StringBuilder text = new StringBuilder();
        try (Response response = opened.get()) {
            BufferedSource source = response.body().source();
            String line;
            while ((line = source.readUtf8Line()) != null) {
                if (line.isBlank()) {
                    continue;
                }
                Piece piece;
                try {
                    piece = decoder.decode(line);
                } catch (LlmException e) {
                    if (text.length() == 0) {
                        throw e;
                    }
                    LOG.debug("Stream failed after {} characters: {}", text.length(), e.kind());
                    return new ChatReply(text.toString(), true);
                }
                if (!piece.text().isEmpty()) {
                    text.append(piece.text());
                    listener.onToken(piece.text());
                }
                if (piece.done()) {
                    return new ChatReply(text.toString(), false);
                }
            }
            LOG.debug("Stream ended without its end marker after {} characters", text.length());
            return new ChatReply(text.toString(), true);
        } catch (IOException e) {
            if (cancellation.isCancelled() || text.length() > 0) {
                LOG.debug("Stream stopped after {} characters ({})", text.length(),
                        cancellation.isCancelled() ? "cancelled" : e.getClass().getSimpleName());
                return new ChatReply(text.toString(), true);
            }
            throw endpoint.failure(e);
        }
    }
}
