package org.memoryjournal.memory;

import java.util.Locale;

/** What sort of thing a memory records; decides how fast it fades. */
public enum MemoryKind {
    /** A dated event ("we talked about the trip this morning"). Decays. */
    EPISODIC,
    /** A durable fact or preference ("I live in Lyon"). Resists decay. */
    SEMANTIC,
    /** A standing instruction or how-to ("always answer in French"). Resists decay; always a prompt candidate. */
    PROCEDURAL;

    /** The lower-case name used in files, the database and the command line. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@code episodic}, {@code Semantic}, … ; a clear error for anything else. */
    public static MemoryKind parse(String text) {
        for (MemoryKind kind : values()) {
            if (kind.id().equalsIgnoreCase(text == null ? "" : text.trim())) {
                return kind;
            }
        }
        throw new IllegalArgumentException(
                "Unknown memory kind '" + text + "': use episodic, semantic or procedural.");
    }
}
