package org.memoryjournal.ui.chat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.OptionalLong;

import org.memoryjournal.chat.AccessService;
import org.memoryjournal.chat.ChatService;
import org.memoryjournal.chat.ChatTurn;
import org.memoryjournal.chat.FactWriter;
import org.memoryjournal.chat.HistoryWindow;
import org.memoryjournal.chat.JournalWatch;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.chat.SettingsService;
import org.memoryjournal.chat.StartedTurn;
import org.memoryjournal.chat.TurnStop;
import org.memoryjournal.llm.FactExtractor;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.settings.ApiKeyFile;
import org.memoryjournal.settings.SettingsFile;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.testing.BagOfWordsEmbedder;
import org.memoryjournal.testing.ScriptedChatProvider;
import org.memoryjournal.ui.testing.FakeProviderControl;
import org.memoryjournal.ui.testing.TestServices;

/**
 * One real journal file opened twice, as two windows (two processes) have it: each side with its own SQLite
 * connection, chat loop (over a scripted model) and journal watch.
 */
final class SharedJournal implements AutoCloseable {

    /** One window's side of the journal. */
    static final class Side implements AutoCloseable {
        final JournalDatabase db;
        final ScriptedChatProvider provider = new ScriptedChatProvider();
        final MemoryService memories;
        final SettingsService settings;
        final AccessService access;
        final ChatService chat;
        final JournalWatch watch;

        private Side(Path dir, String name) {
            BagOfWordsEmbedder words = new BagOfWordsEmbedder();
            db = JournalDatabase.open(dir.resolve("journal.db"), words.modelId(), words.dimension());
            Clock clock = Clock.fixed(TestServices.NOW, ZoneOffset.UTC);
            memories = new MemoryService(db.memories(), words, text -> 5, text -> MemoryKind.EPISODIC,
                    clock);
            chat = new ChatService(memories, db.conversations(), () -> provider, new FactWriter(memories,
                    FactExtractor.NONE), RetrievalPolicy::defaults, new HistoryWindow(2000,
                    HistoryWindow.extractive(400)), clock);
            settings = new SettingsService(new SettingsFile(dir.resolve(name + ".properties")),
                    new ApiKeyFile(dir.resolve(name + "-api-key")), new FakeProviderControl());
            access = new AccessService(db.accessLog(), settings, db.memories());
            watch = new JournalWatch(db.memories(), db.conversations(), access);
        }

        /** A whole turn, as a window sends it: the message stored, answered, and its write-back done. */
        ChatTurn turn(OptionalLong conversation, String text) {
            StartedTurn started = chat.begin(conversation, text);
            ChatTurn turn = chat.reply(started, piece -> { }, new TurnStop());
            turn.writtenBack().join();
            return turn;
        }

        @Override
        public void close() {
            watch.close();
            db.close();
        }
    }

    final Side mine;
    final Side other;

    SharedJournal(Path dir) {
        mine = new Side(dir, "mine");
        other = new Side(dir, "other");
    }

    @Override
    public void close() {
        other.close();
        mine.close();
    }
}
