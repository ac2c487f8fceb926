package org.memoryjournal.chat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.memoryjournal.memory.AccessEntry;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.NewMemory;
import org.memoryjournal.store.AccessLog;
import org.memoryjournal.store.MemoryRepository;

/**
 * Other assistants' access to the journal: the log of their calls, and which of them the user switched off
 * (a settings entry, so the server in another process sees a change at its next call).
 */
public final class AccessService {
    /** The settings key: the switched-off clients' names, one a line. */
    public static final String SWITCHED_OFF = "mcp.switched_off_clients";

    private final AccessLog log;
    private final SettingsService settings;
    private final MemoryRepository memories;

    public AccessService(AccessLog log, SettingsService settings, MemoryRepository memories) {
        this.log = log;
        this.settings = settings;
        this.memories = memories;
    }

    /** Writes one call to the log; returns it with its id. */
    public AccessEntry record(AccessEntry entry) {
        return log.record(entry);
    }

    /** The newest {@code limit} calls, newest first. */
    public List<AccessEntry> recent(int limit) {
        return log.recent(limit);
    }

    /** The id of the newest call logged by any process (0 for none). */
    public long latestId() {
        return log.latestId();
    }

    /** The assistant that wrote memory {@code id} ("" when no assistant did). */
    public String clientOf(long id) {
        return memories.clientOf(id);
    }

    /** Keeps a copy of memory {@code id} so it can be restored after an assistant forgets it. */
    public boolean keepCopy(long id) {
        return log.keepCopy(id);
    }

    /** Whether forgotten memory {@code id} can be restored (its copy is kept and it was not restored yet). */
    public boolean restorable(long id) {
        return log.copyOf(id).isPresent();
    }

    /**
     * Writes a memory an assistant forgot back, with its text, kind, importance, date, source, pin and vector
     * (under a new number, as the browser's Undo does); returns the new memory.
     */
    public Memory restore(long forgottenId) {
        NewMemory copy = log.copyOf(forgottenId).orElseThrow(() -> new IllegalStateException(
                "Memory #" + forgottenId + " was already restored, or no copy of it was kept."));
        Memory restored = memories.add(copy);
        log.dropCopy(forgottenId);
        return restored;
    }

    /** Whether the user switched {@code client} off, as the settings file says now. */
    public boolean isSwitchedOff(String client) {
        return parse(settings.currentValue(SWITCHED_OFF).orElse("")).contains(client.strip());
    }

    /** The clients the user switched off, sorted. */
    public Set<String> switchedOff() {
        return parse(settings.currentValue(SWITCHED_OFF).orElse(""));
    }

    /** Switches a client off (its calls are refused) or on again. */
    public void setSwitchedOff(String client, boolean off) {
        Set<String> names = switchedOff();
        if (off) {
            names.add(client.strip());
        } else {
            names.remove(client.strip());
        }
        settings.save(java.util.Map.of(SWITCHED_OFF, String.join("\n", new ArrayList<>(names))));
    }

    private static Set<String> parse(String value) {
        Set<String> names = new TreeSet<>();
        Arrays.stream(value.split("\n")).map(String::strip).filter(s -> !s.isEmpty()).forEach(names::add);
        return names;
    }
}
