package org.memoryjournal.ui;

import java.util.function.Supplier;

import org.memoryjournal.chat.ChatService;
import org.memoryjournal.chat.JournalFiles;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.chat.ProviderStatus;
import org.memoryjournal.chat.SettingsService;

/**
 * Everything the desktop UI needs from the layers below, handed over by the composition root.
 *
 * @param memories  memory use-cases (browser, score pane)
 * @param chat      the chat loop and conversations
 * @param settings  settings, retrieval policy, providers and API key
 * @param status    what the status bar shows about the models (may block briefly: called in the background)
 * @param executor  runs blocking work off the FX thread
 * @param files     back up, restore and Markdown export of the journal (File menu); empty where there is no file
 */
public record UiServices(MemoryService memories, ChatService chat, SettingsService settings,
                         Supplier<ProviderStatus> status, TaskExecutor executor, java.util.Optional<JournalFiles> files) {

    /** Services without the journal's file use cases (the File menu then leaves them out). */
    public UiServices(MemoryService memories, ChatService chat, SettingsService settings,
                      Supplier<ProviderStatus> status, TaskExecutor executor) {
        this(memories, chat, settings, status, executor, java.util.Optional.empty());
    }
}
