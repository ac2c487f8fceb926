package org.memoryjournal.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.modelcontextprotocol.spec.McpSchema;

/**
 * The server answers the handshake while the journal is still opening (a client waits only a few seconds
 * for it), so a journal that cannot be opened no longer kills the server before the handshake: the client
 * is told why on every call instead, in a sentence it can pass on.
 */
class McpStartTest {
    @TempDir
    Path tmp;

    @Test
    void aJournalThatCannotBeOpenedStillGetsAHandshakeAndEveryCallSaysWhy() throws Exception {
        Path data = Files.createDirectories(tmp.resolve("data"));
        Files.writeString(data.resolve("journal.db"), "These are my notes, not a database.\n".repeat(200),
                StandardCharsets.UTF_8);
        try (McpChild mcp = McpChild.hashing(data, tmp.resolve("child"), "probe")) {
            McpSchema.InitializeResult init = mcp.initialize();
            assertThat(init.serverInfo().name()).isEqualTo(JournalMcpServer.NAME);
            assertThat(mcp.client().listTools().tools()).extracting(McpSchema.Tool::name)
                    .containsExactlyInAnyOrder("remember", "recall", "forget", "list_recent");

            McpSchema.CallToolResult recall = mcp.call("recall", Map.of("query", "anything"));
            McpSchema.CallToolResult remember = mcp.call("remember", Map.of("text", "Kept nowhere."));

            assertThat(recall.isError()).isTrue();
            assertThat(McpChild.text(recall)).startsWith("Memory Journal could not open the journal: ")
                    .contains("journal.db").doesNotContain("Exception");
            assertThat(remember.isError()).isTrue();
            assertThat(McpChild.text(remember)).isEqualTo(McpChild.text(recall));
        }
        assertThat(Files.readString(data.resolve("journal.db"), StandardCharsets.UTF_8))
                .startsWith("These are my notes, not a database.");
    }
}
