package org.memoryjournal.app.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.store.MemoryListQuery;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code export [FILE]}: every memory as JSON (text, kind, importance, times, source, pinned), without
 * vectors (an import re-embeds with the model in use). Never contains the API key. A file is replaced
 * atomically and created owner-only; a failed write (full disk, closed output) is an error, and an
 * earlier backup at that path survives it.
 */
@Command(name = "export", mixinStandardHelpOptions = true, description = "Write all memories as JSON to FILE (or stdout).")
final class ExportCommand implements Callable<Integer> {
    static final String FORMAT = "memory-journal-export";
    static final int VERSION = 1;
    private static final int PAGE = 1000;
    private static final ObjectMapper MAPPER = new ObjectMapper().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);

    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "0..1")
    Path file;

    @Override
    public Integer call() {
        MemoryService memories = root.journal().memories();
        int[] count = new int[1];
        if (file == null) {
            PrintWriter out = spec.commandLine().getOut();
            try (JsonGenerator g = MAPPER.getFactory().createGenerator(out)) {
                write(memories, g, count, () -> {
                    if (out.checkError()) {
                        throw new IOException("the output was closed or the disk is full");
                    }
                });
            } catch (IOException e) {
                throw new IllegalStateException(notWritten("standard output"), e);
            }
            out.println();
            out.flush();
            if (out.checkError()) {
                throw new IllegalStateException(notWritten("standard output"));
            }
            return 0;
        }
        try {
            if (Files.exists(file) && !Files.isRegularFile(file)) {
                // A device or pipe (/dev/stdout, a FIFO): it cannot be replaced, so write into it.
                try (OutputStream out = Files.newOutputStream(file)) {
                    writeDocument(memories, out, count);
                }
            } else {
                AtomicFile.write(file, out -> writeDocument(memories, out, count));
            }
        } catch (IOException e) {
            throw new IllegalStateException("The export could not be written to " + file + ". " + IoMessages.reason(e)
                    + (Files.isRegularFile(file) ? " The earlier file at that path was left as it was." : ""), e);
        }
        spec.commandLine().getErr().println("Exported " + count[0] + " memories to " + file + ".");
        return 0;
    }

    private static String notWritten(String where) {
        return "The export could not be written to " + where + " (the disk is full or the output was closed); "
                + "it is incomplete.";
    }

    private static void writeDocument(MemoryService memories, OutputStream out, int[] count) throws IOException {
        try (JsonGenerator g = MAPPER.getFactory().createGenerator(out, JsonEncoding.UTF8)) {
            write(memories, g, count, () -> { });
            g.writeRaw('\n');
        }
    }

    /** Checks, after each page, that the output still takes what is written. */
    @FunctionalInterface
    private interface PageCheck {
        void run() throws IOException;
    }

    private static void write(MemoryService memories, JsonGenerator g, int[] count, PageCheck check) throws IOException {
        g.writeStartObject();
        g.writeStringField("format", FORMAT);
        g.writeNumberField("version", VERSION);
        g.writeStringField("exported_at", memories.now().toString());
        g.writeArrayFieldStart("memories");
        MemoryListQuery q = MemoryListQuery.newest(PAGE).sortedBy(MemoryListQuery.SortField.ID, false)
                .withSuperseded(true);
        // Pages follow the last id written, not an offset: another process deleting memories meanwhile
        // must not shift one that was there all along past the next page.
        for (long lastId = 0;;) {
            List<Memory> page = memories.repository().list(q.after(lastId));
            for (Memory m : page) {
                MAPPER.writeValue(g, JsonOut.memory(m));
                count[0]++;
                lastId = m.id();
            }
            g.flush();
            check.run();
            if (page.size() < PAGE) {
                break;
            }
        }
        g.writeEndArray();
        g.writeEndObject();
        g.flush();
    }
}
