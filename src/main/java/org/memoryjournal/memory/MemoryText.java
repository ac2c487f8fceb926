package org.memoryjournal.memory;

import java.nio.charset.StandardCharsets;

/** The rules every memory text obeys. */
public final class MemoryText {
    /** The largest text a memory may hold: 64 KiB of UTF-8. Longer notes belong in several memories. */
    public static final int MAX_BYTES = 64 * 1024;

    private MemoryText() {
    }

    /** Returns the text stripped of surrounding white space, or throws with a sentence for the user. */
    public static String validate(String text) {
        if (text == null || text.isBlank()) {
            throw new InvalidMemoryException("A memory needs some text; this one is empty.");
        }
        String stripped = text.strip();
        int bytes = stripped.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > MAX_BYTES) {
            throw new InvalidMemoryException("This text is " + (bytes + 1023) / 1024 + " KiB; a memory holds at most "
                    + MAX_BYTES / 1024 + " KiB. Split it into shorter memories.");
        }
        return stripped;
    }

    /** Rough prompt-token estimate (about four characters per token, plus a little framing). */
    public static int estimateTokens(int characters) {
        return (characters + 3) / 4 + 4;
    }
}
