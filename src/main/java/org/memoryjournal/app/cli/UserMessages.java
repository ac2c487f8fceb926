package org.memoryjournal.app.cli;

import java.io.UncheckedIOException;

import org.memoryjournal.settings.SettingsException;
import org.memoryjournal.llm.LlmException;
import org.memoryjournal.store.StoreException;

/** Turns an exception into the one sentence the user sees (never a stack trace). */
final class UserMessages {
    private UserMessages() {
    }

    /** Failures the user can cause or meet, each with a sentence: logged in one line, without a stack trace. */
    static boolean expected(Throwable t) {
        return t instanceof IllegalArgumentException || t instanceof IllegalStateException
                || t instanceof UncheckedIOException || t instanceof StoreException || t instanceof SettingsException
                || t instanceof LlmException;
    }

    static String of(Throwable t) {
        Throwable cause = t;
        while (cause.getMessage() == null && cause.getCause() != null) {
            cause = cause.getCause();
        }
        String message = cause.getMessage();
        if (message == null || message.isBlank()) {
            return "Something unexpected went wrong; the log in the data directory has the details.";
        }
        return message.strip().replace('\n', ' ');
    }
}
