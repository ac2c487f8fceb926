package org.memoryjournal.mcp;

import java.io.InputStream;
import java.io.OutputStream;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.fasterxml.jackson.databind.ObjectMapper;

import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.McpSyncServerExchange;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;

import org.memoryjournal.chat.AccessService;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.AccessEntry;
import org.memoryjournal.memory.RetrievalPolicy;

/**
 * The journal as a Model Context Protocol server over stdio: the tools of {@link MemoryTools}, each call
 * checked against the user's switched-off clients and written to the access log with the client's name
 * from the handshake. Only protocol messages go to the output stream; logging goes to the data directory.
 */
public final class JournalMcpServer {
    static final String NAME = "memory-journal";
    static final String INSTRUCTIONS = "Memory Journal is the user's private long-term memory, shared by their "
            + "assistants. Use recall before answering questions about the user's life, plans or preferences, "
            + "and remember for lasting facts the user tells you. " + Notes.HEADING;
    private static final Logger LOG = LoggerFactory.getLogger(JournalMcpServer.class);
    private static final int MAX_CLIENT_NAME = 100;

    /** What the tools work on: the journal's memories, its retrieval policy and its access log. */
    public record Journal(MemoryService memories, Supplier<RetrievalPolicy> policy, AccessService access) {
    }

    /** The tools and the access log, once the journal is open. */
    private record Parts(MemoryTools tools, AccessService access) {
    }

    private final CompletableFuture<Parts> parts;
    private final Clock clock;

    public JournalMcpServer(MemoryService memories, Supplier<RetrievalPolicy> policy, AccessService access,
                            Clock clock) {
        this(CompletableFuture.completedFuture(new Journal(memories, policy, access)), clock);
    }

    /**
     * A server over a journal that may still be opening: the handshake and the tool list are answered at once
     * (a client gives a server a few seconds to start), a tool call waits for the journal, and if it could not
     * be opened, every call answers why as a tool error.
     */
    public JournalMcpServer(CompletableFuture<Journal> journal, Clock clock) {
        this.parts = journal.thenApply(j -> new Parts(new MemoryTools(j.memories(), j.policy(), j.access()), j.access()));
        this.clock = clock;
    }

    /** Starts serving on {@code in}/{@code out}; the server runs until the client closes its end. */
    public McpSyncServer serve(InputStream in, OutputStream out, String version) {
        JacksonMcpJsonMapper json = new JacksonMcpJsonMapper(new ObjectMapper());
        StdioServerTransportProvider transport = new StdioServerTransportProvider(json, in, out);
        return McpServer.sync(transport)
                .serverInfo(NAME, version)
                .instructions(INSTRUCTIONS)
                .jsonMapper(json)
                // Arguments are checked by the tools themselves, so a mistake gets a sentence naming it.
                .validateToolInputs(false)
                .requestTimeout(Duration.ofMinutes(2))
                .capabilities(McpSchema.ServerCapabilities.builder().tools(false).build())
                .tools(specifications())
                .build();
    }

    List<SyncToolSpecification> specifications() {
        return List.of(
                spec(ToolCatalog.remember(), (tools, client, args) -> tools.remember(args, client)),
                spec(ToolCatalog.recall(), (tools, client, args) -> tools.recall(args)),
                spec(ToolCatalog.forget(), (tools, client, args) -> tools.forget(args)),
                spec(ToolCatalog.listRecent(), (tools, client, args) -> tools.listRecent(args)));
    }

    /** One tool's work on the journal. */
    @FunctionalInterface
    interface Handler {
        MemoryTools.Reply apply(MemoryTools tools, String client, Map<String, Object> arguments);
    }

    private SyncToolSpecification spec(McpSchema.Tool tool, Handler handler) {
        return SyncToolSpecification.builder().tool(tool)
                .callHandler((exchange, request) -> call(tool.name(), clientName(exchange), request.arguments(), handler))
                .build();
    }

    /** One tool call: refused if the client is switched off, else done; logged either way; never thrown. */
    McpSchema.CallToolResult call(String tool, String client, Map<String, Object> arguments, Handler handler) {
        Parts opened;
        try {
            opened = parts.join();
        } catch (CompletionException | CancellationException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            LOG.info("The {} tool was called but the journal could not be opened: {}", tool,
                    cause.getClass().getSimpleName());
            return error(cause.getMessage() != null && cause.getClass().getName().startsWith("org.memoryjournal.")
                    ? "Memory Journal could not open the journal: " + cause.getMessage()
                    : "Memory Journal could not open the journal; its log in the data directory has the details.");
        }
        return call(opened, tool, client, arguments, handler);
    }

    private McpSchema.CallToolResult call(Parts opened, String tool, String client, Map<String, Object> arguments,
                                          Handler handler) {
        AccessService access = opened.access();
        String query = queryOf(arguments);
        try {
            if (access.isSwitchedOff(client)) {
                log(access, tool, client, query, List.of(), AccessEntry.REFUSED + ": switched off");
                return error("Memory Journal's owner has switched off access for \"" + client + "\", so this call "
                        + "was not carried out. If you need the journal, ask them to allow " + client
                        + " again in Memory Journal (Assistants → Access).");
            }
            MemoryTools.Reply reply = handler.apply(opened.tools(), client, arguments);
            log(access, tool, client, reply.query(), reply.ids(), reply.outcome());
            return McpSchema.CallToolResult.builder().addTextContent(reply.text())
                    .structuredContent(reply.data()).isError(false).build();
        } catch (ToolFailure e) {
            logQuietly(access, tool, client, query, "error: " + e.getMessage());
            return error(e.getMessage());
        } catch (RuntimeException e) {
            boolean expected = e instanceof IllegalArgumentException
                    || e.getClass().getName().startsWith("org.memoryjournal.");
            String sentence = expected && e.getMessage() != null ? e.getMessage()
                    : "Something unexpected went wrong in Memory Journal; its log in the data directory has the details.";
            if (expected) {
                LOG.info("The {} tool failed: {}", tool, e.getClass().getSimpleName());
            } else {
                LOG.error("The {} tool failed unexpectedly", tool, e);
            }
            logQuietly(access, tool, client, query, "error: " + sentence);
            return error(sentence);
        }
    }

    private void log(AccessService access, String tool, String client, String query, List<Long> ids, String outcome) {
        access.record(AccessEntry.of(clock.instant(), client, tool, query, ids, outcome));
    }

    /** Logs a failed call; a log that cannot be written must not hide the failure's own sentence. */
    private void logQuietly(AccessService access, String tool, String client, String query, String outcome) {
        try {
            log(access, tool, client, query, List.of(), outcome);
        } catch (RuntimeException e) {
            LOG.warn("A failed {} call could not be logged: {}", tool, e.getClass().getSimpleName());
        }
    }

    private static McpSchema.CallToolResult error(String sentence) {
        return McpSchema.CallToolResult.builder().addTextContent(sentence).isError(true).build();
    }

    /** What the access log keeps as the call's query: the text to remember or the question, if any. */
    private static String queryOf(Map<String, Object> arguments) {
        if (arguments == null) {
            return "";
        }
        Object v = arguments.containsKey("query") ? arguments.get("query") : arguments.get("text");
        if (v == null && arguments.containsKey("id")) {
            v = "#" + arguments.get("id");
        }
        return v instanceof String || v instanceof Number ? String.valueOf(v) : "";
    }

    /** The client's name from its handshake, as it said it (control characters removed, at most 100 characters). */
    static String clientName(McpSyncServerExchange exchange) {
        McpSchema.Implementation info = exchange.getClientInfo();
        return clientName(info == null ? null : info.name());
    }

    static String clientName(String said) {
        String name = said == null ? "" : said.replaceAll("\\p{Cntrl}", " ").strip();
        if (name.isEmpty()) {
            return "unnamed client";
        }
        return name.length() > MAX_CLIENT_NAME ? name.substring(0, MAX_CLIENT_NAME) : name;
    }
}
