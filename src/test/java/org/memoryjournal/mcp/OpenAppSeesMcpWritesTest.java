package org.memoryjournal.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.memoryjournal.app.Journal;
import org.memoryjournal.app.selfcheck.HashingEmbedder;
import org.memoryjournal.memory.AccessEntry;
import org.memoryjournal.memory.Recalled;

/**
 * The open app (a journal in this JVM, its watch running as the desktop app runs it) and the MCP server (a
 * child process) on one real SQLite file: what the server writes reaches the app's browser and recall
 * within 2 s, with no restart, and the access shows in the app's log.
 */
class OpenAppSeesMcpWritesTest {
    @TempDir
    Path root;

    @Test
    void aMemoryWrittenThroughMcpReachesTheOpenAppWithinTwoSeconds() throws Exception {
        Path data = root.resolve("data");
        try (Journal app = Journal.open(Optional.of(data), Map.of("provider", "offline"), new HashingEmbedder())) {
            CountDownLatch memoriesChanged = new CountDownLatch(1);
            CountDownLatch accessLogged = new CountDownLatch(1);
            app.watch().onMemoriesChanged(memoriesChanged::countDown);
            app.watch().onAccessLogged(accessLogged::countDown);
            app.watch().start(Duration.ofMillis(250));
            assertThat(app.memories().recent(10)).isEmpty();

            try (McpChild mcp = McpChild.hashing(data, root.resolve("tmp"), "Cursor")) {
                mcp.initialize();
                long id = ((Number) McpChild.data(mcp.call("remember",
                        Map.of("text", "The dentist appointment moved to Friday at nine."))).get("id")).longValue();
                long written = System.nanoTime();

                assertThat(memoriesChanged.await(2, TimeUnit.SECONDS)).as("the app noticed within 2 s").isTrue();
                long noticedMs = (System.nanoTime() - written) / 1_000_000;
                assertThat(noticedMs).isLessThanOrEqualTo(2000);
                assertThat(accessLogged.await(2, TimeUnit.SECONDS)).isTrue();

                assertThat(app.memories().recent(10)).extracting(m -> m.id()).containsExactly(id);
                List<Recalled> recalled = app.memories().recallNow("dentist appointment Friday",
                        app.settings().policy());
                assertThat(recalled).extracting(r -> r.memory().id()).contains(id);
                assertThat(app.access().clientOf(id)).isEqualTo("Cursor");
                List<AccessEntry> log = app.access().recent(5);
                assertThat(log).hasSize(1);
                assertThat(log.get(0).client()).isEqualTo("Cursor");
                assertThat(log.get(0).tool()).isEqualTo("remember");
                assertThat(log.get(0).memoryIds()).containsExactly(id);

                // The app forgets it; the server's next recall does not return it (no stale index there either).
                app.memories().forget(List.of(id));
                assertThat(McpChild.text(mcp.call("recall", Map.of("query", "dentist appointment Friday"))))
                        .doesNotContain("#" + id);
            }
        }
    }

    @Test
    void theWatchStaysQuietAboutThisProcessesOwnWrites() throws Exception {
        try (Journal app = Journal.open(Optional.of(root.resolve("data")), Map.of("provider", "offline"),
                new HashingEmbedder())) {
            assertThat(app.watch().check()).isFalse();
            app.memories().remember(org.memoryjournal.chat.MemoryService.Draft.of("Written by the app itself.",
                    org.memoryjournal.memory.MemorySource.MANUAL));
            assertThat(app.watch().check()).isFalse();
            app.access().record(AccessEntry.of(app.memories().now(), "Test", "recall", "q", List.of(), "0 memories"));
            assertThat(app.watch().check()).as("a new access-log row is news even from this process").isTrue();
            assertThat(app.watch().check()).isFalse();
        }
    }
}
