package org.memoryjournal.app.eval;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * How a LoCoMo turn becomes the text of a memory: {@code "[8 May 2023] Caroline: text"}, optionally
 * followed by {@code " [shared a photo: caption]"}.
 *
 * <p>The date prefix is the general form of what the app itself could do for any dated memory: the
 * date it happened, written into the indexed text, so that keyword search and the embedding both see
 * it ("what did we do in May?"). The photo caption is the only trace of a shared image in the text.
 *
 * @param datePrefix   write the session date in front of the turn
 * @param imageCaption append the caption of a shared photo
 */
public record TurnText(boolean datePrefix, boolean imageCaption) {
    /** The format used for the published numbers: dates in, captions in. */
    public static final TurnText STANDARD = new TurnText(true, true);

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    public String format(LocomoDataset.Turn turn) {
        StringBuilder sb = new StringBuilder();
        if (datePrefix) {
            sb.append('[').append(DATE.format(turn.time())).append("] ");
        }
        sb.append(turn.speaker()).append(": ").append(turn.text().strip());
        if (imageCaption && turn.imageCaption().isPresent()) {
            sb.append(" [shared a photo: ").append(turn.imageCaption().get().strip()).append(']');
        }
        return sb.toString();
    }

    public String describe() {
        return (datePrefix ? "session date prefixed" : "no date") + ", "
                + (imageCaption ? "photo captions appended" : "no photo captions");
    }
}
