package org.memoryjournal.app.cli;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import io.modelcontextprotocol.server.McpSyncServer;

import org.memoryjournal.mcp.JournalMcpServer;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code mcp}: serves the journal to other assistants over the Model Context Protocol on stdin/stdout, until
 * the client closes stdin. Works beside the open app and other commands (several processes share the file).
 */
@Command(name = "mcp", mixinStandardHelpOptions = true,
        description = "Serve the journal to other assistants (Claude Desktop, Cursor, …) over MCP on stdin/stdout.")
final class McpCommand implements Callable<Integer> {
    private static final Logger LOG = LoggerFactory.getLogger(McpCommand.class);

    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        long started = System.nanoTime();
        // The protocol owns stdout: anything a library prints goes to stderr instead.
        FileOutputStream protocolOut = new FileOutputStream(FileDescriptor.out);
        System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8));
        root.preferIndexInBackground();
        // The journal opens beside the server: a client that has just launched us waits for the handshake
        // (and gives up after a few seconds), not for SQLite, the settings and the providers.
        CompletableFuture<OpenJournal> opening = new CompletableFuture<>();
        Thread opener = new Thread(() -> {
            try {
                opening.complete(root.journal());
            } catch (Throwable e) {
                opening.completeExceptionally(e);
            }
        }, "mj-open-journal");
        opener.setDaemon(true);
        opener.start();
        CountDownLatch inputClosed = new CountDownLatch(1);
        InputStream in = new EndAware(new FileInputStream(FileDescriptor.in), inputClosed);
        JournalMcpServer server = new JournalMcpServer(opening.thenApply(journal -> new JournalMcpServer.Journal(
                journal.memories(), () -> journal.settings().policy(), journal.access())), java.time.Clock.systemUTC());
        McpSyncServer running = server.serve(in, protocolOut, "0.1");
        LOG.info("MCP server ready in {} ms", (System.nanoTime() - started) / 1_000_000);
        PrintWriter err = spec.commandLine().getErr();
        opening.whenComplete((journal, failure) -> {
            if (failure == null) {
                LOG.info("Journal open for MCP in {} ms", (System.nanoTime() - started) / 1_000_000);
                err.println("memory-journal: MCP server ready on stdin/stdout for the journal in "
                        + journal.databaseFile().getParent()
                        + (journal.readOnly() ? " (read-only: remember and forget will fail)" : "") + ".");
                err.flush();
                warmUp(journal);
            }
        });
        inputClosed.await();
        running.closeGracefully();
        LOG.info("MCP client closed the connection");
        try {
            opening.join(); // the command line closes the journal once this returns
        } catch (CompletionException e) {
            throw e.getCause() instanceof Exception cause ? cause : e; // worded by the command line's handler
        }
        return 0;
    }

    /** Loads the embedding model while the client is still listing tools, so the first call is quick. */
    private static void warmUp(OpenJournal journal) {
        Thread t = new Thread(() -> {
            try {
                journal.memories().embed("warm up");
            } catch (RuntimeException e) {
                LOG.warn("The embedding model could not be loaded: {}", e.getClass().getSimpleName());
            }
        }, "mj-mcp-warm-up");
        t.setDaemon(true);
        t.start();
    }

    /** Stdin that counts down {@code closed} when it ends or fails (the client went away). */
    private static final class EndAware extends FilterInputStream {
        private final CountDownLatch closed;

        EndAware(InputStream in, CountDownLatch closed) {
            super(in);
            this.closed = closed;
        }

        @Override
        public int read() throws IOException {
            return ended(guarded(() -> super.read()));
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            return ended(guarded(() -> super.read(b, off, len)));
        }

        private int ended(int n) {
            if (n < 0) {
                closed.countDown();
            }
            return n;
        }

        private int guarded(IoRead read) throws IOException {
            try {
                return read.read();
            } catch (IOException e) {
                closed.countDown();
                throw e;
            }
        }

        private interface IoRead {
            int read() throws IOException;
        }
    }
}
