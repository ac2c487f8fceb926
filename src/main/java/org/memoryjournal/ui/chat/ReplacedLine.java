package org.memoryjournal.ui.chat;

import org.memoryjournal.chat.ReplacedNote;
import org.memoryjournal.ui.Excerpt;

/**
 * An older memory that a message's write-back replaced, as shown under the message; {@code restored} once the user
 * made it current again from there.
 */
public record ReplacedLine(ReplacedNote note, boolean restored) {

    public ReplacedLine {
        java.util.Objects.requireNonNull(note, "note");
    }

    /** The same line after a restore. */
    ReplacedLine asRestored() {
        return new ReplacedLine(note, true);
    }

    /** What the line says, with a short excerpt of the older memory. */
    public String sentence() {
        String excerpt = "“" + Excerpt.of(note.text(), 60) + "”";
        return restored ? "Kept both: " + excerpt + " is current again." : "Replaces an older memory: " + excerpt;
    }

    /** The whole older text and why it was replaced, for the tooltip. */
    public String details() {
        String why = note.reason().isBlank() ? "" : "\nWhy: " + note.reason().strip();
        return "#" + note.memoryId() + ": " + note.text() + why + (restored ? ""
                : "\nIt is kept, marked superseded. Restore makes it current again beside the new one.");
    }
}
