package org.memoryjournal.app.cli;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.memoryjournal.store.ArchivedForgotten;
import org.memoryjournal.store.ArchivedMemory;
import org.memoryjournal.store.ArchivedMessage;
import org.memoryjournal.store.Conversation;

/**
 * Checks the links inside a version-2 or -3 export before anything is written: ids are unique (a forgotten
 * memory's too, and not a live memory's), a memory is superseded by and an insight cites memories of the file,
 * a message belongs to a conversation of the file. A message's links to memories the
 * file does not hold are dropped on import, as the journal drops them when a memory is deleted.
 */
final class ArchiveLinks {
    private final Path file;

    ArchiveLinks(Path file) {
        this.file = file;
    }

    void check(List<ArchivedMemory> memories, List<Conversation> conversations, List<ArchivedMessage> messages,
               List<ArchivedForgotten> forgotten) {
        Set<Long> memoryIds = new HashSet<>();
        for (int i = 0; i < memories.size(); i++) {
            if (!memoryIds.add(memories.get(i).id())) {
                throw bad("Memory", i, "its id " + memories.get(i).id() + " is used twice");
            }
        }
        for (int i = 0; i < memories.size(); i++) {
            long by = memories.get(i).supersededBy();
            if (by != 0 && (by == memories.get(i).id() || !memoryIds.contains(by))) {
                throw bad("Memory", i, "it is superseded by memory " + by + ", which the file does not hold");
            }
            for (long cited : memories.get(i).evidence()) {
                if (cited == memories.get(i).id() || !memoryIds.contains(cited)) {
                    throw bad("Memory", i, "it cites memory " + cited + " as evidence, which the file does not hold");
                }
            }
        }
        Set<Long> forgottenIds = new HashSet<>();
        for (int i = 0; i < forgotten.size(); i++) {
            long id = forgotten.get(i).memoryId();
            if (!forgottenIds.add(id) || memoryIds.contains(id)) {
                throw bad("Forgotten memory", i, "its id " + id + " is used twice");
            }
        }
        Set<Long> conversationIds = new HashSet<>();
        for (int i = 0; i < conversations.size(); i++) {
            if (!conversationIds.add(conversations.get(i).id())) {
                throw bad("Conversation", i, "its id " + conversations.get(i).id() + " is used twice");
            }
        }
        Set<Long> messageIds = new HashSet<>();
        for (int i = 0; i < messages.size(); i++) {
            ArchivedMessage m = messages.get(i);
            if (!messageIds.add(m.id())) {
                throw bad("Message", i, "its id " + m.id() + " is used twice");
            }
            if (!conversationIds.contains(m.conversationId())) {
                throw bad("Message", i, "it belongs to conversation " + m.conversationId()
                        + ", which the file does not hold");
            }
        }
    }

    private IllegalArgumentException bad(String what, int index, String why) {
        return new IllegalArgumentException(what + " " + (index + 1) + " of " + file + " is not valid (" + why
                + "); nothing was imported.");
    }
}
