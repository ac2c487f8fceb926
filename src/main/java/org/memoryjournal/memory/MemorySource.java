package org.memoryjournal.memory;

import java.util.Locale;

/** Where a memory came from. */
public enum MemorySource {
    CHAT, MANUAL, REFLECTION, IMPORT, FACT,
    /** Written by another assistant through the MCP server; the store keeps the client's name beside it. */
    MCP;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static MemorySource parse(String text) {
        for (MemorySource source : values()) {
            if (source.id().equalsIgnoreCase(text == null ? "" : text.trim())) {
                return source;
            }
        }
        throw new IllegalArgumentException(
                "Unknown memory source '" + text + "': use chat, manual, reflection, import, fact or mcp.");
    }
}
