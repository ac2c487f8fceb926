package org.memoryjournal.settings;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The API key, kept in its own owner-only file in the data directory: never in the settings file,
 * the database, an export or a log line.
 */
public final class ApiKeyFile {
    private final Path file;

    public ApiKeyFile(Path file) {
        this.file = file;
    }

    public Optional<String> read() {
        try {
            if (!Files.exists(file)) {
                return Optional.empty();
            }
            String key = Files.readString(file, StandardCharsets.UTF_8).strip();
            return key.isEmpty() ? Optional.empty() : Optional.of(key);
        } catch (IOException e) {
            throw new SettingsException("The API key file " + file + " could not be read: " + e.getMessage(), e);
        }
    }

    /** Stores the key (owner-only); an empty key deletes the file. */
    public void write(String key) {
        try {
            if (key == null || key.isBlank()) {
                Files.deleteIfExists(file);
                return;
            }
            Files.createDirectories(file.toAbsolutePath().getParent());
            if (!Files.exists(file)) {
                Files.createFile(file);
            }
            OwnerOnly.restrict(file);
            Files.writeString(file, key.strip(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new SettingsException("The API key could not be saved: " + e.getMessage(), e);
        }
    }

    /** The key with all but its last four characters hidden, for display. */
    public static String masked(String key) {
        if (key.length() <= 4) {
            return "••••";
        }
        return "••••••••" + key.substring(key.length() - 4);
    }
}
