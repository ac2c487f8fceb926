package org.memoryjournal.ui.testing;

import org.memoryjournal.testing.ScriptedChatProvider;
import org.memoryjournal.testing.BagOfWordsEmbedder;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import org.memoryjournal.settings.ApiKeyFile;
import org.memoryjournal.chat.ChatService;
import org.memoryjournal.chat.FactWriter;
import org.memoryjournal.chat.HistoryWindow;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.settings.SettingsFile;
import org.memoryjournal.chat.SettingsService;
import org.memoryjournal.llm.FactExtractor;
import org.memoryjournal.llm.UpdateJudge;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.ui.SyncTaskExecutor;
import org.memoryjournal.ui.TaskExecutor;
import org.memoryjournal.ui.UiServices;

/** The chat services over in-memory fakes, at a fixed clock, for view-model and UI tests. */
public final class TestServices {
    public static final Instant NOW = Instant.parse("2026-03-10T09:00:00Z");

    public final InMemoryMemoryRepository memoryRepo = new InMemoryMemoryRepository("fake:bag-of-words",
            BagOfWordsEmbedder.DIM);
    public final InMemoryConversationRepository conversationRepo = new InMemoryConversationRepository();
    public final ScriptedChatProvider provider = new ScriptedChatProvider();
    public final FakeProviderControl control = new FakeProviderControl();
    public final Clock clock;
    public final MemoryService memories;
    public final SettingsService settings;
    public final ChatService chat;
    public final UiServices ui;

    public TestServices(Path dir) {
        this(dir, new SyncTaskExecutor());
    }

    public TestServices(Path dir, TaskExecutor executor) {
        this(dir, executor, UpdateJudge.NEVER);
    }

    /** With an update judge on the write path (by default nothing replaces anything). */
    public TestServices(Path dir, TaskExecutor executor, UpdateJudge updates) {
        this(dir, executor, updates, Clock.fixed(NOW, ZoneOffset.UTC));
    }

    /** At another moment than {@link #NOW} (one with a fraction of a second, say). */
    public TestServices(Path dir, Clock clock) {
        this(dir, new SyncTaskExecutor(), UpdateJudge.NEVER, clock);
    }

    private TestServices(Path dir, TaskExecutor executor, UpdateJudge updates, Clock clock) {
        this.clock = clock;
        memories = new MemoryService(memoryRepo, new BagOfWordsEmbedder(), text -> 5,
                text -> MemoryKind.EPISODIC, updates, clock);
        settings = new SettingsService(new SettingsFile(dir.resolve("settings.properties")),
                new ApiKeyFile(dir.resolve("api-key")), control);
        chat = new ChatService(memories, conversationRepo, () -> provider, new FactWriter(memories, FactExtractor.NONE),
                settings::policy, new HistoryWindow(2000, HistoryWindow.extractive(400)), clock);
        ui = new UiServices(memories, chat, settings, control::status, executor);
    }

    /** Adds a memory written {@code hoursAgo} hours before {@link #NOW}. */
    public long add(String text, MemoryKind kind, int importance, double hoursAgo) {
        return memories.remember(MemoryService.Draft.of(text, MemorySource.MANUAL).withKind(kind)
                .withImportance(importance).at(NOW.minus(Duration.ofMinutes((long) (hoursAgo * 60))))).id();
    }

    /** A few memories about different things, some old, some fresh. */
    public void addSamples() {
        add("My sister Ana's birthday is on 14 March; she loves botanical gardens.", MemoryKind.SEMANTIC, 8, 24 * 120);
        add("I started learning the cello this spring; practice is Tuesday and Thursday evenings.",
                MemoryKind.SEMANTIC, 7, 24 * 60);
        add("Had a long walk by the river this morning and felt calmer about the project deadline.",
                MemoryKind.EPISODIC, 4, 5);
        add("Dinner with Tom on Friday: we talked about moving to Lisbon next year.", MemoryKind.EPISODIC, 6, 24 * 9);
        add("Keep answers short and suggest one concrete next step.", MemoryKind.PROCEDURAL, 5, 24 * 30);
        add("I'm allergic to peanuts.", MemoryKind.SEMANTIC, 9, 24 * 200);
        add("Bought Ana a gift card for the botanical gardens shop.", MemoryKind.EPISODIC, 3, 24 * 2);
    }

    /** A stand-in for the model's update decision: a note that says "now" replaces the nearest older one. */
    public static final UpdateJudge NOW_REPLACES = (text, at, older) -> text.contains(" now ") && !older.isEmpty()
            ? UpdateJudge.Decision.update(List.of(older.get(0).id()), "It changed.")
            : UpdateJudge.Decision.ADD;

    public List<String> texts() {
        return memoryRepo.list(org.memoryjournal.store.MemoryListQuery.newest(1000)).stream()
                .map(org.memoryjournal.memory.Memory::text).toList();
    }
}
