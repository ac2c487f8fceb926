package org.memoryjournal.ui.chat;

/**
 * A memory recalled for a reply, shown as a chip under it.
 *
 * @param memoryId  the memory
 * @param label     a short excerpt of its text
 * @param rank      its 1-based rank for this reply
 * @param query     the user's message it was recalled for
 * @param answerId  the answer it was recalled for (the score pane shows the ranking kept with it)
 */
public record RecalledChip(long memoryId, String label, int rank, String query, long answerId) {

    /** Shortens a memory text to a chip label. */
    public static String excerpt(String text) {
        return org.memoryjournal.ui.Excerpt.of(text, 34);
    }
}
