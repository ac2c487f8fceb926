package org.memoryjournal.chat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.memoryjournal.memory.AccessEntry;
import org.memoryjournal.store.AccessLog;

/**
 * Other assistants' access to the journal: the log of their calls, and which of them the user switched off
 * (a settings entry, so the server in another process sees a change at its next call).
 */
public final class AccessService {
    /** The settings key: the switched-off clients' names, one a line. */
    public static final String SWITCHED_OFF = "mcp.switched_off_clients";

    private final AccessLog log;
    private final SettingsService settings;

    public AccessService(AccessLog log, SettingsService settings) {
        this.log = log;
        this.settings = settings;
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
        return log.clientOf(id);
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
