package org.memoryjournal.app;

import org.memoryjournal.settings.DataDirectory;

import java.nio.file.Path;
import java.time.Clock;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.memoryjournal.chat.AccessService;
import org.memoryjournal.app.cli.OpenJournal;
import org.memoryjournal.settings.ApiKeyFile;
import org.memoryjournal.chat.ChatService;
import org.memoryjournal.chat.FactWriter;
import org.memoryjournal.chat.HistoryWindow;
import org.memoryjournal.chat.JournalBackups;
import org.memoryjournal.chat.JournalFiles;
import org.memoryjournal.chat.MarkdownJournal;
import org.memoryjournal.chat.JournalWatch;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.chat.ModelSummariser;
import org.memoryjournal.chat.Duplicates;
import org.memoryjournal.chat.ProviderStatus;
import org.memoryjournal.chat.Reflection;
import org.memoryjournal.chat.PassageBackfill;
import org.memoryjournal.chat.ReflectionScheduler;
import org.memoryjournal.settings.SettingsFile;
import org.memoryjournal.chat.SettingsService;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.ProviderSettings;
import org.memoryjournal.llm.Providers;
import org.memoryjournal.store.JournalArchive;
import org.memoryjournal.memory.DuplicateRule;
import org.memoryjournal.store.IndexLoading;
import org.memoryjournal.store.JournalDatabase;

/**
 * The composition root: opens the data directory, the settings, the database and the providers, and
 * wires the services by constructor. One per process; close it to release the database.
 */
public final class Journal implements OpenJournal {
    static final String CLI_CONVERSATION = "Command line";
    private static final Logger LOG = LoggerFactory.getLogger(Journal.class);
    private static final int HISTORY_BUDGET_TOKENS = 1500;

    private final DataDirectory dir;
    private final SettingsService settings;
    private final ProviderHolder providers;
    private final CheckedEmbedder embedder;
    private final JournalDatabase db;
    private final MemoryService memories;
    private final ChatService chat;
    private final Reflection reflection;
    private final ReflectionScheduler reflections;
    private final AccessService access;
    private final JournalWatch watch;
    private final PassageBackfill passages;

    private Journal(DataDirectory dir, SettingsService settings, ProviderHolder providers, CheckedEmbedder embedder,
                    JournalDatabase db, MemoryService memories, ChatService chat, Reflection reflection,
                    ReflectionScheduler reflections) {
        this.reflection = reflection;
        this.reflections = reflections;
        this.dir = dir;
        this.settings = settings;
        this.providers = providers;
        this.embedder = embedder;
        this.db = db;
        this.memories = memories;
        this.chat = chat;
        this.access = new AccessService(db.accessLog(), settings, db.memories());
        this.watch = new JournalWatch(db.memories(), db.conversations(), access);
        this.passages = new PassageBackfill(memories);
        reflections.onInsightsWritten(watch::changedInBackground);
    }

    /**
     * The clock of the person using the journal: the time now, in the system's time zone. Days are theirs: "yesterday",
     * "this morning" and "in March" are resolved there, and insights name days there. The journal had used a UTC clock,
     * so for a user in Melbourne "yesterday" asked at 9 in the morning meant the UTC day before, which ended at 11 the
     * night before last there (found in a new-user trial: "what did the surgeon say yesterday" missed the note written
     * the evening before). Times are stored and compared as instants either way.
     */
    static Clock userClock() {
        return Clock.systemDefaultZone();
    }

    /** Opens the journal in {@code dataDir} (or the default directory) with command-line provider flags. */
    public static Journal open(Optional<Path> dataDir, Map<String, String> providerFlags) {
        return open(DataDirectory.resolve(dataDir), providerFlags, System.getenv(), userClock());
    }

    /** Opens for a command that serves at once (the MCP server): the recall index loads in the background now. */
    public static Journal openLoadingInBackground(Optional<Path> dataDir, Map<String, String> providerFlags) {
        Journal journal = open(DataDirectory.resolve(dataDir), providerFlags, System.getenv(), userClock(),
                ps -> Providers.embedding(ps, 0), IndexLoading.IN_BACKGROUND);
        journal.embedPassagesInBackground();
        return journal;
    }

    /**
     * Opens the journal for the desktop app: returns once the file is open; the memories load for recall in
     * the background once the window is up ({@link #startIndexLoad()}), so a large journal shows sooner.
     */
    public static Journal openForDesktop(Optional<Path> dataDir, Map<String, String> providerFlags) {
        return open(DataDirectory.resolve(dataDir), providerFlags, System.getenv(), userClock(),
                ps -> Providers.embedding(ps, 0), IndexLoading.AFTER_START);
    }

    /**
     * Embeds, in the background, the passages of the memories that have none yet (a journal from before passages, an
     * import, a model switch): for a process that stays open, the app or the MCP server. Not for a read-only journal.
     */
    public void embedPassagesInBackground() {
        if (!db.readOnly()) {
            passages.start();
        }
    }

    /** The desktop's window is up: its recall index may load now (see {@link IndexLoading#AFTER_START}). */
    public void startIndexLoad() {
        db.startIndexLoad();
    }

    /**
     * Opens the journal for a command that only copies or reads rows (backup, export): its recall index is never
     * loaded, so a large journal opens at once; ranking or writing memories is refused.
     */
    public static Journal openWithoutIndex(Optional<Path> dataDir, Map<String, String> providerFlags) {
        return open(DataDirectory.resolve(dataDir), providerFlags, System.getenv(), userClock(),
                ps -> Providers.embedding(ps, 0), IndexLoading.NEVER);
    }

    /**
     * Opens the journal in {@code dataDir} with the given embedding provider instead of the configured one.
     * The self-check's child processes use a small deterministic one: they start fast, and a child killed
     * on purpose leaves no model files behind.
     */
    public static Journal open(Optional<Path> dataDir, Map<String, String> providerFlags, EmbeddingProvider embedder) {
        return open(DataDirectory.resolve(dataDir), providerFlags, System.getenv(), userClock(), ps -> embedder);
    }

    static Journal open(DataDirectory resolved, Map<String, String> flags, Map<String, String> env, Clock clock) {
        return open(resolved, flags, env, clock, ps -> Providers.embedding(ps, 0));
    }

    /** As {@link #open(DataDirectory, Map, Map, Clock)} with a chosen way to build the embedder (tests share one). */
    static Journal open(DataDirectory resolved, Map<String, String> flags, Map<String, String> env, Clock clock,
                        Function<ProviderSettings, EmbeddingProvider> embedders) {
        return open(resolved, flags, env, clock, embedders, IndexLoading.NOW);
    }

    private static Journal open(DataDirectory resolved, Map<String, String> flags, Map<String, String> env,
                                Clock clock, Function<ProviderSettings, EmbeddingProvider> embedders,
                                IndexLoading loading) {
        DataDirectory dir = resolved.create();
        Logging.toFile(dir.logs());
        dir.tightened().forEach(t -> LOG.warn("Made {} readable by its owner only", t));
        dir.untouchable().forEach(t -> LOG.warn("Could not make {} private or create it (read-only?)", t));
        ApiKeyFile keyFile = new ApiKeyFile(dir.apiKey());
        SettingsFile file = new SettingsFile(dir.settings());
        Map<String, String> values = new HashMap<>(file.load());
        keyFile.read().ifPresent(k -> values.put("api_key", k));
        ProviderSettings ps = ProviderSettings.resolve(values, env, flags);
        EmbeddingProvider created = embedders.apply(ps);
        CheckedEmbedder embedder = new CheckedEmbedder(created.modelId(), () -> created);
        ProviderHolder holder = new ProviderHolder(ps, env, flags, embedder.modelId());
        SettingsService settings = new SettingsService(file, keyFile, holder);
        JournalDatabase db;
        try {
            db = JournalDatabase.open(dir.database(), embedder.modelId(), () -> dimensionOf(ps, created), loading);
            embedder.expect(db.memories()::settledDimension);
        } catch (RuntimeException e) {
            created.close();
            throw e;
        }
        LiveJudgement judgement = new LiveJudgement(holder, embedder, true);
        MemoryService memories = new MemoryService(db.memories(), embedder, judgement, judgement, judgement,
                clock, Optional.of(DuplicateRule.DEFAULT));
        Reflection reflection = new Reflection(memories, holder, clock.getZone(), Reflection.DEFAULT_THRESHOLD);
        ReflectionScheduler reflections = new ReflectionScheduler(reflection, clock);
        if (!db.readOnly()) {
            memories.onWritten(m -> reflections.nudge());
        }
        HistoryWindow history = new HistoryWindow(HISTORY_BUDGET_TOKENS,
                new ModelSummariser(holder, HistoryWindow.extractive(2000)));
        ChatService chat = new ChatService(memories, db.conversations(), holder, new FactWriter(memories, judgement),
                settings::policy, history, clock);
        return new Journal(dir, settings, holder, embedder, db, memories, chat, reflection, reflections);
    }

    /**
     * The vector size of the embedding model when the journal holds none of its vectors yet: a local model
     * knows it; a remote one is not called just to open the journal (0: its first vector sets the size).
     */
    private static int dimensionOf(ProviderSettings ps, EmbeddingProvider created) {
        return ps.embedProvider() == ProviderSettings.EmbedProvider.LOCAL ? created.dimension() : 0;
    }

    public DataDirectory dataDirectory() {
        return dir;
    }

    @Override
    public java.nio.file.Path databaseFile() {
        return dataDirectory().database();
    }

    public MemoryService memories() {
        return memories;
    }

    /** The whole journal as rows, for a faithful export and import. */
    public JournalArchive archive() {
        return db.archive();
    }

    /** The journal as Markdown, one file per month, in the user's time zone. */
    public MarkdownJournal markdown() {
        return new MarkdownJournal(db::archive, java.time.ZoneId.systemDefault());
    }

    /** Backups of this journal (restore runs with the journal closed: {@link JournalBackups#restore}). */
    public JournalBackups backups() {
        return new JournalBackups(dir.database(), db::backupTo);
    }

    /** Back up, restore and Markdown for the app's File menu. */
    public JournalFiles files() {
        return new JournalFiles(dir.database(), backups(), markdown(), db::close, Clock.systemUTC());
    }

    public ChatService chat() {
        return chat;
    }

    /** Reflection on demand ({@code memory-journal reflect}); it also runs in the background when due. */
    public Reflection reflection() {
        return reflection;
    }

    /** Finding and merging duplicate memories over the whole journal. */
    public Duplicates duplicates() {
        return new Duplicates(memories);
    }

    public SettingsService settings() {
        return settings;
    }

    /** Other assistants' calls through the MCP server, and which of them are switched off. */
    public AccessService access() {
        return access;
    }

    /** Notices other processes' changes to the journal (not started: the desktop app starts it). */
    public JournalWatch watch() {
        return watch;
    }

    /** Whether the journal could only be opened for reading. */
    public boolean readOnly() {
        return db.readOnly();
    }

    public ProviderStatus status() {
        return providers.status();
    }

    /** The conversation the command line's {@code chat} continues, created on first use (once, by one process). */
    public long commandLineConversation() {
        return chat.conversations().findOrCreate(CLI_CONVERSATION, memories.now()).id();
    }

    @Override
    public void close() {
        passages.close();
        reflections.close();
        watch.close();
        providers.close();
        db.close();
        embedder.close();
    }
}
