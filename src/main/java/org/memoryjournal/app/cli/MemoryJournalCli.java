package org.memoryjournal.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

import org.memoryjournal.app.bench.BenchCommand;
import org.memoryjournal.app.eval.EvalCommand;
import org.memoryjournal.app.eval.EvalEnvironment;
import org.memoryjournal.llm.ProviderSettings;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code memory-journal [--data-dir DIR] COMMAND}: the headless command line. Exit status 0 on
 * success, 2 on bad usage, 1 on other errors, each error as one line on stderr.
 */
@Command(name = "memory-journal", mixinStandardHelpOptions = true, version = "Memory Journal 0.1",
        description = "A journal you can talk to, with a long-term memory you can see and edit.%n"
                + "Without a command, opens the desktop app.",
        subcommands = {RememberCommand.class, RecallCommand.class, ListCommand.class, ShowCommand.class,
            ForgetCommand.class, ChatCommand.class, ModelsCommand.class, ExportCommand.class, McpCommand.class,
            ImportCommand.class, BackupCommand.class, RestoreCommand.class, ReembedCommand.class, BenchCommand.class,
            SelfcheckCommand.class, ReflectCommand.class, SupersedeCommand.class,
            CommandLine.HelpCommand.class})
public final class MemoryJournalCli implements Runnable {
    private static final Logger LOG = LoggerFactory.getLogger(MemoryJournalCli.class);

    @Option(names = "--data-dir", paramLabel = "DIR",
            description = "Where the journal lives (default: $MEMORY_JOURNAL_HOME or the OS app-data directory).")
    Path dataDir;

    @Spec
    CommandSpec spec;

    String provider;
    String baseUrl;

    @Option(names = "--provider", paramLabel = "P", description = "Chat provider: auto, ollama, openai, offline.")
    void provider(String value) {
        provider = Values.usage(spec, () -> checked("provider", value));
    }

    @Option(names = "--base-url", paramLabel = "URL", description = "Endpoint: http://localhost:11434 (Ollama) or an API root such as http://localhost:1234/v1.")
    void baseUrl(String value) {
        baseUrl = Values.usage(spec, () -> {
            ProviderSettings.validateBaseUrl(value);
            return value;
        });
    }

    @Option(names = "--chat-model", paramLabel = "NAME", description = "Chat model name.")
    String chatModel;

    String embedProvider;

    @Option(names = "--embed-provider", paramLabel = "P", description = "Embedding provider: local, ollama, openai.")
    void embedProvider(String value) {
        embedProvider = Values.usage(spec, () -> checked("embed_provider", value));
    }

    @Option(names = "--embed-model", paramLabel = "NAME", description = "Embedding model (local: bge-small-en-v1.5-q or all-minilm-l6-v2-q).")
    String embedModel;

    String connectTimeout;
    String firstByteTimeout;
    String tokenTimeout;
    String judgementTimeout;

    @Option(names = "--connect-timeout-ms", paramLabel = "MS", description = "How long to wait for a connection to the model server (default 5000).")
    void connectTimeout(String value) {
        connectTimeout = Values.usage(spec, () -> checked("connect_timeout_ms", value));
    }

    @Option(names = "--first-byte-timeout-ms", paramLabel = "MS", description = "How long to wait for the start of an answer (default 45000).")
    void firstByteTimeout(String value) {
        firstByteTimeout = Values.usage(spec, () -> checked("first_byte_timeout_ms", value));
    }

    @Option(names = "--token-timeout-ms", paramLabel = "MS", description = "How long a streamed answer may pause (default 30000).")
    void tokenTimeout(String value) {
        tokenTimeout = Values.usage(spec, () -> checked("token_timeout_ms", value));
    }

    @Option(names = "--judgement-timeout-ms", paramLabel = "MS", description = "Whole-call limit of the short rating, kind, fact and summary calls (default 15000).")
    void judgementTimeout(String value) {
        judgementTimeout = Values.usage(spec, () -> checked("judgement_timeout_ms", value));
    }

    private final Function<MemoryJournalCli, ? extends OpenJournal> opener;
    private final Consumer<MemoryJournalCli> desktop;
    private OpenJournal journal;

    /** Checks one provider setting as the settings would read it (a sentence naming the choices if wrong). */
    private static String checked(String key, String value) {
        if (value.isBlank()) {
            throw new IllegalArgumentException("The --" + key.replace('_', '-') + " value is empty.");
        }
        ProviderSettings.resolve(Map.of(), Map.of(), Map.of(key, value));
        return value;
    }

    public MemoryJournalCli(Function<MemoryJournalCli, ? extends OpenJournal> opener, Consumer<MemoryJournalCli> desktop) {
        this.opener = opener;
        this.desktop = desktop;
    }

    /** No sub-command: open the desktop app. */
    @Override
    public void run() {
        desktop.accept(this);
    }

    public Optional<Path> dataDir() {
        return Optional.ofNullable(dataDir);
    }

    /** The provider flags given on the command line, by settings key. */
    public Map<String, String> providerFlags() {
        Map<String, String> flags = new LinkedHashMap<>();
        putIf(flags, "provider", provider);
        putIf(flags, "base_url", baseUrl);
        putIf(flags, "chat_model", chatModel);
        putIf(flags, "embed_provider", embedProvider);
        putIf(flags, "embed_model", embedModel);
        putIf(flags, "connect_timeout_ms", connectTimeout);
        putIf(flags, "first_byte_timeout_ms", firstByteTimeout);
        putIf(flags, "token_timeout_ms", tokenTimeout);
        putIf(flags, "judgement_timeout_ms", judgementTimeout);
        return flags;
    }

    private static void putIf(Map<String, String> m, String k, String v) {
        if (v != null) {
            m.put(k, v);
        }
    }

    private boolean indexInBackground;

    /**
     * Asks the opener for a journal that loads its recall index in the background: the MCP server answers
     * the handshake while a large journal loads (the first recall waits for it).
     */
    void preferIndexInBackground() {
        indexInBackground = true;
    }

    public boolean indexInBackground() {
        return indexInBackground;
    }

    private boolean withoutIndex;

    /**
     * Asks the opener for a journal that never loads its recall index: backup and export copy or read rows and
     * never rank, so a large journal need not spend seconds loading its vectors first.
     */
    void preferNoIndex() {
        withoutIndex = true;
    }

    public boolean withoutIndex() {
        return withoutIndex;
    }

    /** The journal, opened on first use (so {@code --help} opens nothing). */
    OpenJournal journal() {
        if (journal == null) {
            journal = opener.apply(this);
        }
        return journal;
    }

    void closeJournal() {
        if (journal != null) {
            journal.close();
            journal = null;
        }
    }

    /** Runs the command line; returns the exit status. */
    public static int run(String[] args, Function<MemoryJournalCli, ? extends OpenJournal> opener,
                          Consumer<MemoryJournalCli> desktop, PrintWriter out, PrintWriter err) {
        MemoryJournalCli root = new MemoryJournalCli(opener, desktop);
        CommandLine cl = new CommandLine(root);
        cl.addSubcommand("eval", EvalCommand.commandLine(EvalEnvironment.standard(Clock.systemUTC())));
        // Arguments are text, never file names: "@.env" must not become the file's contents.
        cl.setExpandAtFiles(false);
        cl.setOut(out);
        cl.setErr(err);
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (UserMessages.expected(ex)) {
                LOG.info("The command {} failed: {}", commandLine.getCommandName(), ex.getClass().getSimpleName());
            } else {
                LOG.error("The command {} failed unexpectedly", commandLine.getCommandName(), ex);
            }
            commandLine.getErr().println("memory-journal: " + Terminal.visible(UsageMessages.sentence(UserMessages.of(ex))));
            commandLine.getErr().flush();
            return CommandLine.ExitCode.SOFTWARE;
        });
        cl.setParameterExceptionHandler((ex, args1) -> {
            CommandLine c = ex.getCommandLine();
            c.getErr().println("memory-journal: " + UsageMessages.of(ex, args1));
            c.getErr().flush();
            return CommandLine.ExitCode.USAGE;
        });
        try {
            int status = cl.execute(args);
            out.flush();
            if (status == 0 && out.checkError()) {
                // PrintWriter swallows write errors: a full disk or a closed pipe must not look like success. A
                // reader that stopped reading ("| head") had what it wanted: no message, as for any Unix tool.
                if (StandardOutput.isAPipe()) {
                    return StandardOutput.READER_GONE;
                }
                err.println("memory-journal: The output could not be written (the disk is full or the output "
                        + "was closed); it is incomplete.");
                return CommandLine.ExitCode.SOFTWARE;
            }
            return status;
        } finally {
            root.closeJournal();
            out.flush();
            err.flush();
        }
    }
}
