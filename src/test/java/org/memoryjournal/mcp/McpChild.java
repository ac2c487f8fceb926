package org.memoryjournal.mcp;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.ObjectMapper;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;

import org.memoryjournal.app.Main;
import org.memoryjournal.app.selfcheck.FaultChild;

/**
 * A real MCP client of the SDK connected over stdio to {@code memory-journal mcp} in a child JVM, as a desktop
 * assistant launches it. By default the child uses the self-check's small deterministic embedder (fast to
 * start, no model files); {@link #realModel} runs the real entry point with the default local model.
 */
final class McpChild implements AutoCloseable {
    private final McpSyncClient client;
    private final List<String> stderr = java.util.Collections.synchronizedList(new ArrayList<>());

    private McpChild(ServerParameters params, String clientName) {
        StdioClientTransport transport = new StdioClientTransport(params, new JacksonMcpJsonMapper(new ObjectMapper()));
        transport.setStdErrorHandler(stderr::add);
        client = McpClient.sync(transport).clientInfo(new McpSchema.Implementation(clientName, "1.0"))
                .requestTimeout(Duration.ofSeconds(60)).initializationTimeout(Duration.ofSeconds(60)).build();
    }

    /** The server on {@code data} with the small embedder; not yet initialized. */
    static McpChild hashing(Path data, Path tmp, String clientName) throws IOException {
        return new McpChild(ServerParameters.builder(java())
                .args(jvm(tmp, FaultChild.class.getName(), "cli", data.toString(), "mcp"))
                .env(Map.of("XDG_CACHE_HOME", tmp.resolve("cache").toString())).build(), clientName);
    }

    /** The real entry point, {@code memory-journal --data-dir DATA mcp}, with the default local model. */
    static McpChild realModel(Path data, Path tmp, String clientName) throws IOException {
        return new McpChild(ServerParameters.builder(java())
                .args(jvm(tmp, Main.class.getName(), "--data-dir", data.toString(), "mcp"))
                .env(Map.of("XDG_CACHE_HOME", tmp.resolve("cache").toString(), "MEMORY_JOURNAL_PROVIDER", "offline"))
                .build(), clientName);
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static List<String> jvm(Path tmp, String mainClass, String... args) throws IOException {
        Files.createDirectories(tmp);
        List<String> cmd = new ArrayList<>(List.of("--add-modules=jdk.incubator.vector", "-Xmx512m",
                "-XX:TieredStopAtLevel=1", "-Dai.djl.offline=true", "-DOPT_OUT_TRACKING=true",
                "-Djava.io.tmpdir=" + tmp, "-cp", System.getProperty("java.class.path"), mainClass));
        cmd.addAll(List.of(args));
        return cmd;
    }

    McpSyncClient client() {
        return client;
    }

    McpSchema.InitializeResult initialize() {
        return client.initialize();
    }

    McpSchema.CallToolResult call(String tool, Map<String, Object> arguments) {
        return client.callTool(new McpSchema.CallToolRequest(tool, arguments));
    }

    /** The text of a result's first content item. */
    static String text(McpSchema.CallToolResult result) {
        return ((McpSchema.TextContent) result.content().get(0)).text();
    }

    /** A result's structured content as a map. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> data(McpSchema.CallToolResult result) {
        return (Map<String, Object>) result.structuredContent();
    }

    List<String> stderr() {
        return List.copyOf(stderr);
    }

    @Override
    public void close() {
        client.closeGracefully();
    }
}
