package org.memoryjournal.settings;

/** Settings that cannot be read, saved or accepted; the message is a sentence for the user. */
public class SettingsException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SettingsException(String message) {
        super(message);
    }

    public SettingsException(String message, Throwable cause) {
        super(message, cause);
    }
}
