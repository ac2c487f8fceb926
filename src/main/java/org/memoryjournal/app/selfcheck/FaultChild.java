package org.memoryjournal.app.selfcheck;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.memoryjournal.app.Journal;
import org.memoryjournal.app.cli.MemoryJournalCli;
import org.memoryjournal.llm.OfflineGuard;

/**
 * The child process of the fault trials (and of the multi-process tests): runs real command-line commands
 * on a journal, with the offline responder and the {@link HashingEmbedder}, exactly as a script would.
 *
 * <ul>
 *   <li>{@code cli DIR ARGS...}: one command, its output passed through, its exit status returned.</li>
 *   <li>{@code loop OP DIR TAG [COUNT]}: runs {@link FaultOp} {@code OP} again and again until killed (or
 *       {@code COUNT} times, then prints {@code done}). Before each step it prints {@code begin OP KEY}, and
 *       {@code ack OP KEY} once the command returned success — from then on what it wrote must survive
 *       anything. A failure prints {@code refused OP message}.</li>
 * </ul>
 */
public final class FaultChild {
    static final int IMPORT_BATCH = 5;

    private final Path dir;
    private final PrintWriter out;

    private FaultChild(Path dir, PrintWriter out) {
        this.dir = dir;
        this.out = out;
    }

    public static void main(String[] args) throws IOException {
        OfflineGuard.apply();
        PrintWriter out = new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out),
                StandardCharsets.UTF_8), true);
        if (args.length >= 2 && args[0].equals("cli")) {
            PrintWriter err = new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.err),
                    StandardCharsets.UTF_8), true);
            String[] command = Arrays.copyOfRange(args, 2, args.length);
            System.exit(run(Path.of(args[1]), command, out, err));
        }
        if (args.length < 4 || args.length > 5 || !args[0].equals("loop")) {
            throw new IllegalArgumentException("usage: FaultChild cli DIR ARGS... | loop OP DIR TAG [COUNT]");
        }
        int count = args.length == 5 ? Integer.parseInt(args[4]) : Integer.MAX_VALUE;
        new FaultChild(Path.of(args[2]), out).loop(FaultOp.parse(args[1]), args[3], count);
        out.println("done");
    }

    /** Runs one command-line command on the journal in {@code dir}; returns its exit status. */
    static int run(Path dir, String[] command, PrintWriter out, PrintWriter err) {
        List<String> args = new ArrayList<>(List.of("--data-dir", dir.toString()));
        args.addAll(Arrays.asList(command));
        return MemoryJournalCli.run(args.toArray(String[]::new),
                cli -> Journal.open(cli.dataDir(), Map.of("provider", "offline"), new HashingEmbedder()),
                cli -> { throw new IllegalStateException("the self-check never opens the desktop app"); }, out, err);
    }

    private void loop(FaultOp op, String tag, int count) throws IOException {
        out.println("ready");
        for (int i = 0; i < count; i++) {
            String key = tag + "-" + i;
            switch (op) {
                case REMEMBER -> step(op, key, "remember", text(key), "--kind", "episodic", "--importance", "5");
                case IMPORT -> step(op, key, "import", importFile(key).toString());
                case FORGET -> {
                    String id = step(FaultOp.REMEMBER, key, "remember", text(key), "--importance", "4");
                    if (id != null) {
                        step(op, key, "forget", id.strip());
                    }
                }
                case CHAT -> step(op, key, "chat", chatText(key));
                case EXPORT -> {
                    if (step(FaultOp.REMEMBER, key, "remember", text(key), "--importance", "6") != null) {
                        step(op, key, "export", dir.resolve("backup-" + key + ".json").toString());
                    }
                }
            }
        }
    }

    /** Runs one command between a begin and an ack line; returns its standard output, or null if it failed. */
    private String step(FaultOp op, String key, String... command) {
        out.println("begin " + op.id() + " " + key);
        StringWriter cmdOut = new StringWriter();
        StringWriter cmdErr = new StringWriter();
        int status = run(dir, command, new PrintWriter(cmdOut), new PrintWriter(cmdErr));
        if (status != 0) {
            out.println("refused " + op.id() + " " + cmdErr.toString().strip().replace('\n', ' '));
            return null;
        }
        out.println("ack " + op.id() + " " + key);
        return cmdOut.toString();
    }

    static String text(String key) {
        return "selfcheck " + key + " the tomatoes by the south wall ripened early";
    }

    static String importText(String key, int j) {
        return "selfcheck import " + key + "-" + j + " a letter from grandmother about the orchard";
    }

    static String chatText(String key) {
        return "selfcheck chat " + key + " what did I plant in the garden";
    }

    private Path importFile(String key) throws IOException {
        StringBuilder json = new StringBuilder("{\"format\": \"memory-journal-export\", \"version\": 1, \"memories\": [");
        for (int j = 0; j < IMPORT_BATCH; j++) {
            json.append(j == 0 ? "" : ", ").append("{\"text\": \"").append(importText(key, j))
                    .append("\", \"kind\": \"episodic\", \"importance\": 3}");
        }
        Path file = Files.createDirectories(dir).resolve("import-" + key + ".json");
        Files.writeString(file, json.append("]}\n"), StandardCharsets.UTF_8);
        return file;
    }
}
