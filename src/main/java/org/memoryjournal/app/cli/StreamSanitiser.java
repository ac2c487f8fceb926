package org.memoryjournal.app.cli;

/**
 * Makes a streamed answer safe for the terminal piece by piece (see {@link Terminal}), holding back the
 * first half of a character pair split across two pieces.
 */
final class StreamSanitiser {
    private String pending = "";

    String next(String piece) {
        String text = pending + piece;
        pending = "";
        if (!text.isEmpty() && Character.isHighSurrogate(text.charAt(text.length() - 1))) {
            pending = text.substring(text.length() - 1);
            text = text.substring(0, text.length() - 1);
        }
        return Terminal.multiLine(text);
    }
}
