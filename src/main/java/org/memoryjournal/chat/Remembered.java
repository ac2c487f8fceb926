package org.memoryjournal.chat;

import java.util.List;

import org.memoryjournal.memory.Memory;

/**
 * What a write did: stored a new memory (replacing the older ones in {@code replaced}, for {@code reason}),
 * or found that {@code memory} (an existing one, now touched and with the higher importance of the two)
 * already said it ({@code duplicate}).
 */
public record Remembered(Memory memory, boolean duplicate, List<Long> replaced, String reason) {
    public Remembered {
        replaced = List.copyOf(replaced);
    }

    static Remembered known(Memory memory) {
        return new Remembered(memory, true, List.of(), "");
    }

    /**
     * For the user: "Remembered as #12.", "Already known as #12; nothing new was stored." or, when it replaced older
     * memories, which ones, why, and that they are kept.
     */
    public String describe() {
        if (duplicate) {
            return "Already known as #" + memory.id() + "; nothing new was stored.";
        }
        if (replaced.isEmpty()) {
            return "Remembered as #" + memory.id() + ".";
        }
        return replacing(memory.id(), replaced, reason);
    }

    /** "Remembered as #12; it replaces #7 (why). The older memory is kept, …" */
    public static String replacing(long id, List<Long> replaced, String reason) {
        String ids = String.join(", ", replaced.stream().map(r -> "#" + r).toList());
        return "Remembered as #" + id + "; it replaces " + ids + (reason.isBlank() ? "" : " (" + reason.strip()
                .replaceAll("\\.$", "") + ")") + ". The older memory is kept, marked superseded; restore it in the "
                + "memory browser if both should stay current.";
    }
}
