package org.memoryjournal.app.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.io.UncheckedIOException;
import java.util.concurrent.Callable;

import org.memoryjournal.chat.AtomicFile;
import org.memoryjournal.chat.MarkdownJournal;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code export [FILE]}: everything the journal knows as JSON (format version 3): every memory with its id,
 * times, last access, kind, importance, source and writing assistant, pin, superseded link with its reason and an
 * insight's evidence; conversations; messages with the memories recalled for each and their breakdowns; the
 * assistants' access log and the copies of memories they forgot; the memory id high-water mark and the last
 * reflection; with {@code --vectors} also each memory's vector and model. Read as one snapshot of the journal. Never contains the API key. A file is
 * replaced atomically and created owner-only; a failed write (full disk, closed output) is an error, and an
 * earlier backup at that path survives it. {@code --markdown DIR} writes the journal as a readable book instead.
 */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = "Write the whole journal as JSON to FILE (or stdout), or as Markdown to a folder.")
final class ExportCommand implements Callable<Integer> {
    static final String FORMAT = "memory-journal-export";
    static final int VERSION = 3;
    private static final ObjectMapper MAPPER = new ObjectMapper().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);

    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "0..1")
    Path file;

    @Option(names = "--vectors", description = "Include each memory's vector and model (an import then embeds nothing).")
    boolean vectors;

    @Option(names = "--markdown", paramLabel = "DIR",
            description = "Write one Markdown file per month into DIR instead of JSON.")
    Path markdown;

    @Option(names = "--conversations", description = "With --markdown: add the conversations, one file per month.")
    boolean conversations;

    @Override
    public Integer call() {
        if (markdown != null) {
            return markdown();
        }
        if (conversations) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                    "--conversations goes with --markdown DIR.");
        }
        // An export reads rows and never ranks: it does not load the recall index of a large journal.
        root.preferNoIndex();
        OpenJournal journal = root.journal();
        long[] count = new long[1];
        if (file == null) {
            PrintWriter out = spec.commandLine().getOut();
            try (JsonGenerator g = MAPPER.getFactory().createGenerator(out)) {
                write(journal, g, count, () -> {
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
                    writeDocument(journal, out, count);
                }
            } else {
                AtomicFile.write(file, out -> writeDocument(journal, out, count));
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

    private Integer markdown() {
        if (file != null || vectors) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                    "--markdown DIR writes a folder; give no FILE and no --vectors with it.");
        }
        MarkdownJournal.Written written = root.journal().markdown().write(markdown, conversations);
        spec.commandLine().getErr().println("Wrote " + written.memories() + " memories"
                + (conversations ? " and " + written.messages() + " messages" : "") + " in " + written.files()
                + " files to " + markdown + ".");
        return 0;
    }

    private void writeDocument(OpenJournal journal, OutputStream out, long[] count) throws IOException {
        try (JsonGenerator g = MAPPER.getFactory().createGenerator(out, JsonEncoding.UTF8)) {
            write(journal, g, count, () -> { });
            g.writeRaw('\n');
        }
    }

    private void write(OpenJournal journal, JsonGenerator g, long[] count, ArchiveJson.Check check) throws IOException {
        g.writeStartObject();
        g.writeStringField("format", FORMAT);
        g.writeNumberField("version", VERSION);
        g.writeStringField("exported_at", journal.memories().now().toString());
        g.writeBooleanField("vectors", vectors);
        ArchiveJson json = new ArchiveJson(g, check);
        try {
            journal.archive().read(json, vectors);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        json.finish();
        g.writeEndObject();
        g.flush();
        check.run();
        count[0] = json.memories();
    }
}
