package org.memoryjournal.app.cli;

/** Turns an exception into the one sentence the user sees (never a stack trace). */
final class UserMessages {
    private UserMessages() {
    }

    static String of(Throwable t) {
        Throwable cause = t;
        while (cause.getMessage() == null && cause.getCause() != null) {
            cause = cause.getCause();
        }
        String message = cause.getMessage();
        if (message == null || message.isBlank()) {
            return "Unexpected error (" + cause.getClass().getSimpleName() + "); see the log in the data directory.";
        }
        return message.strip().replace('\n', ' ');
    }
}
