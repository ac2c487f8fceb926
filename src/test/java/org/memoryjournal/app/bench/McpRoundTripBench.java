package org.memoryjournal.app.bench;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
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

/**
 * Measures the MCP server as an assistant meets it (issue 13): the real entry point ({@code memory-journal
 * mcp}, default local model) in a child process, the SDK's stdio client, a journal of N synthetic memories
 * with vectors of the default model. Reports the time from launching the process to the answered
 * {@code initialize} (start to ready) and the {@code recall} round trip (query embedded by the model,
 * ranked, touched, logged, answered). Not a unit test; run by hand:
 * {@code java -cp target/test-classes:target/classes:CP org.memoryjournal.app.bench.McpRoundTripBench N QUERIES DIR}.
 */
public final class McpRoundTripBench {
    private McpRoundTripBench() {
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
        int queries = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        Path work = Files.createDirectories(Path.of(args.length > 2 ? args[2] : "target/mcp-bench"));
        Path data = work.resolve("data-" + n);
        PrintWriter out = new PrintWriter(System.console() != null ? System.console().writer()
                : new PrintWriter(new java.io.OutputStreamWriter(new java.io.FileOutputStream(java.io.FileDescriptor.out),
                StandardCharsets.UTF_8), true), true);
        if (!Files.exists(data.resolve("journal.db"))) {
            Files.createDirectories(data);
            RecallBench.fill(data.resolve("journal.db"), n, "local:bge-small-en-v1.5-q", Instant.now(), out);
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ServerParameters params = ServerParameters.builder(java).args("--add-modules=jdk.incubator.vector",
                "-Dai.djl.offline=true", "-DOPT_OUT_TRACKING=true", "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "--data-dir", data.toString(), "mcp")
                .env(Map.of("MEMORY_JOURNAL_PROVIDER", "offline")).build();
        StdioClientTransport transport = new StdioClientTransport(params, new JacksonMcpJsonMapper(new ObjectMapper()));
        transport.setStdErrorHandler(line -> { });
        McpSyncClient client = McpClient.sync(transport).clientInfo(new McpSchema.Implementation("bench", "1"))
                .requestTimeout(Duration.ofSeconds(120)).initializationTimeout(Duration.ofSeconds(120)).build();
        long launch = System.nanoTime();
        client.initialize();
        double readyMs = (System.nanoTime() - launch) / 1e6;
        out.printf("start to ready (process launch → initialize answered), %,d memories: %.0f ms%n", n, readyMs);

        SyntheticMemories words = new SyntheticMemories(n + 7, Instant.now());
        List<String> texts = new ArrayList<>();
        int warmup = 30;
        for (int i = 0; i < warmup + queries; i++) {
            texts.add(words.words(3) + " " + List.of("yesterday", "my sister", "work", "the trip", "dinner").get(i % 5));
        }
        long firstStart = System.nanoTime();
        McpSchema.CallToolResult first = client.callTool(new McpSchema.CallToolRequest("recall", Map.of("query", texts.get(0))));
        out.printf("first recall (embedding model loading if not warm yet): %.0f ms, error=%s%n",
                (System.nanoTime() - firstStart) / 1e6, first.isError());
        double[] ms = new double[queries];
        ProcessHandle server = ProcessHandle.current().children().findFirst().orElseThrow();
        Duration cpuBefore = Duration.ZERO;
        for (int i = 1; i < warmup + queries; i++) {
            if (i == warmup) {
                cpuBefore = server.info().totalCpuDuration().orElse(Duration.ZERO);
            }
            long t = System.nanoTime();
            McpSchema.CallToolResult r = client.callTool(new McpSchema.CallToolRequest("recall",
                    Map.of("query", texts.get(i))));
            double took = (System.nanoTime() - t) / 1e6;
            if (r.isError()) {
                throw new IllegalStateException("recall failed: " + r.content());
            }
            if (i >= warmup) {
                ms[i - warmup] = took;
            }
        }
        Duration cpu = server.info().totalCpuDuration().orElse(Duration.ZERO).minus(cpuBefore);
        client.closeGracefully();
        out.printf("server CPU time per timed recall (all its threads; independent of other load): %.1f ms%n",
                cpu.toNanos() / 1e6 / queries);
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        out.printf("machine load average during the run: %.1f on %d cores%n", load,
                Runtime.getRuntime().availableProcessors());
        Arrays.sort(ms);
        out.printf("recall round trip over stdio, %,d memories, %d queries: p50 %.1f ms, p95 %.1f ms, max %.1f ms%n",
                n, queries, ms[queries / 2], ms[(int) (queries * 0.95)], ms[queries - 1]);
    }
}
