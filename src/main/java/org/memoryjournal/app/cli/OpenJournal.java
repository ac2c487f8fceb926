package org.memoryjournal.app.cli;

import org.memoryjournal.chat.ChatService;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.chat.ProviderStatus;
import org.memoryjournal.chat.SettingsService;

/**
 * What the commands need of an open journal; the composition root's {@code Journal} provides it. Defined here
 * so the command line does not depend on the package that launches it.
 */
public interface OpenJournal extends AutoCloseable {

    MemoryService memories();

    ChatService chat();

    /** The models in use (may probe the network). */
    ProviderStatus status();

    /** The id of the conversation the command line writes to. */
    long commandLineConversation();

    /** The user's settings and retrieval policy. */
    SettingsService settings();

    /** True when the journal file could only be opened for reading. */
    boolean readOnly();

    /** The journal's database file, for messages. */
    java.nio.file.Path databaseFile();

    /** The whole journal as rows, for export and import. */
    org.memoryjournal.store.JournalArchive archive();

    /** The journal as Markdown month files. */
    org.memoryjournal.chat.MarkdownJournal markdown();

    /** Online backup and checked restore of the journal file. */
    org.memoryjournal.chat.JournalBackups backups();

    /** Reflection: recurring episodes and insights. */
    org.memoryjournal.chat.Reflection reflection();

    /** Other assistants' access through the MCP server. */
    org.memoryjournal.chat.AccessService access();

    @Override
    void close();
}
