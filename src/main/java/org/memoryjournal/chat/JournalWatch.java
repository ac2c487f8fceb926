package org.memoryjournal.chat;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.memoryjournal.store.ConversationRepository;
import org.memoryjournal.store.MemoryRepository;

/**
 * Notices what other processes (the MCP server, a script) commit to the journal while this one has it open,
 * and tells its listeners: memories changed (the recall index has already taken them in), conversations
 * changed (a turn written in another window), or an assistant's call was logged. An outside change counts even
 * when a recall or write of this process took it in before the watch looked. This process's background work that
 * no window asked for (a reflection's insights) is told to the memory listeners through
 * {@link #changedInBackground()}; its conversation writes never are (the window that made them shows them). A look
 * costs two {@code PRAGMA data_version} and one indexed maximum when nothing changed. Listeners run on a background
 * thread (the watch's own, or the one that changed memories).
 */
public final class JournalWatch implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(JournalWatch.class);

    private final MemoryRepository memories;
    private final ConversationRepository conversations;
    private final AccessService access;
    private final List<Runnable> memoryListeners = new CopyOnWriteArrayList<>();
    private final List<Consumer<ConversationChanges>> conversationListeners = new CopyOnWriteArrayList<>();
    private final List<Runnable> accessListeners = new CopyOnWriteArrayList<>();
    private ScheduledExecutorService timer;
    private long lastAccessId = -1;
    private long outsideChangesSeen;

    public JournalWatch(MemoryRepository memories, ConversationRepository conversations, AccessService access) {
        this.memories = memories;
        this.conversations = conversations;
        this.access = access;
    }

    /**
     * Called after another process changed memories (added, edited, forgot, touched), or this process changed
     * them in the background.
     */
    public void onMemoriesChanged(Runnable listener) {
        memoryListeners.add(listener);
    }

    /** This process changed memories in the background, not at a window's request (a reflection wrote insights). */
    public void changedInBackground() {
        memoryListeners.forEach(Runnable::run);
    }

    /**
     * Called after another process changed conversations: created, renamed or deleted one, or added a message to
     * one or finished one (a turn written in another window).
     */
    public void onConversationsChanged(Consumer<ConversationChanges> listener) {
        conversationListeners.add(listener);
    }

    /** Called after another process logged an assistant's call. */
    public void onAccessLogged(Runnable listener) {
        accessListeners.add(listener);
    }

    /** Looks every {@code period} on a daemon thread until closed. */
    public synchronized void start(Duration period) {
        if (timer != null) {
            return;
        }
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "mj-journal-watch");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleWithFixedDelay(this::checkQuietly, 0, period.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** One look; returns whether anything changed (the first look only notes where the access log stands). */
    public synchronized boolean check() {
        boolean changed = false;
        memories.catchUp();
        long outside = memories.outsideChanges();
        if (outside != outsideChangesSeen) {
            outsideChangesSeen = outside;
            memoryListeners.forEach(Runnable::run);
            changed = true;
        }
        Set<Long> changedConversations = conversations.takeChangesElsewhere();
        if (!changedConversations.isEmpty()) {
            ConversationChanges changes = new ConversationChanges(changedConversations);
            conversationListeners.forEach(l -> l.accept(changes));
            changed = true;
        }
        long latest = access.latestId();
        if (lastAccessId >= 0 && latest != lastAccessId) {
            accessListeners.forEach(Runnable::run);
            changed = true;
        }
        lastAccessId = latest;
        return changed;
    }

    private void checkQuietly() {
        try {
            check();
        } catch (RuntimeException e) {
            // A busy or closing journal: the next look tries again.
            LOG.debug("Could not look for outside changes: {}", e.getClass().getSimpleName());
        }
    }

    @Override
    public synchronized void close() {
        if (timer != null) {
            timer.shutdownNow();
            timer = null;
        }
    }
}
