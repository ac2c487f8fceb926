package org.memoryjournal.app.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.Locale;

/** Says in words why a file operation failed (never the exception's class name). */
final class IoMessages {
    private IoMessages() {
    }

    static String reason(IOException e) {
        String detail = e instanceof FileSystemException f && f.getReason() != null ? f.getReason()
                : e.getMessage() == null ? "" : e.getMessage();
        String lower = detail.toLowerCase(Locale.ROOT);
        if (lower.contains("no space left") || lower.contains("disk quota") || lower.contains("file too large")
                || lower.contains("output was closed or the disk is full")) {
            return "The disk is full (or the file reached its size limit).";
        }
        if (lower.contains("read-only file system")) {
            return "The file system is read-only.";
        }
        if (e instanceof AccessDeniedException || lower.contains("permission denied")) {
            return "Permission was denied.";
        }
        if (e instanceof NoSuchFileException) {
            return "The folder does not exist.";
        }
        if (lower.contains("is a directory")) {
            return "That path is a folder.";
        }
        return "The system said: " + UsageMessages.sentence(detail.replaceAll("^[A-Za-z.]+Exception: ", ""));
    }
}
