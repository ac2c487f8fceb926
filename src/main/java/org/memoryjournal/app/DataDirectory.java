package org.memoryjournal.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.memoryjournal.chat.OwnerOnly;

/**
 * Where the journal keeps its files: {@code --data-dir}, else {@code MEMORY_JOURNAL_HOME}, else the
 * OS's per-user application-data directory. Created readable by its owner only.
 */
public final class DataDirectory {
    public static final String ENV = "MEMORY_JOURNAL_HOME";
    private final Path root;

    private DataDirectory(Path root) {
        this.root = root;
    }

    /** Resolves the directory without creating it. */
    public static DataDirectory resolve(Optional<Path> flag, Map<String, String> env, String osName, Path home) {
        if (flag.isPresent()) {
            return new DataDirectory(flag.get().toAbsolutePath());
        }
        String fromEnv = env.get(ENV);
        if (fromEnv != null && !fromEnv.isBlank()) {
            return new DataDirectory(Path.of(fromEnv).toAbsolutePath());
        }
        return new DataDirectory(osDefault(env, osName.toLowerCase(Locale.ROOT), home));
    }

    public static DataDirectory resolve(Optional<Path> flag) {
        return resolve(flag, System.getenv(), System.getProperty("os.name", ""), Path.of(System.getProperty("user.home")));
    }

    static Path osDefault(Map<String, String> env, String os, Path home) {
        if (os.contains("win")) {
            String appData = env.get("APPDATA");
            return (appData != null ? Path.of(appData) : home.resolve("AppData").resolve("Roaming"))
                    .resolve("Memory Journal");
        }
        if (os.contains("mac")) {
            return home.resolve("Library").resolve("Application Support").resolve("Memory Journal");
        }
        String xdg = env.get("XDG_DATA_HOME");
        return (xdg != null && !xdg.isBlank() ? Path.of(xdg) : home.resolve(".local").resolve("share"))
                .resolve("memory-journal");
    }

    /** Creates the directory (owner-only) if needed; a clear error if that is impossible. */
    public DataDirectory create() {
        try {
            Files.createDirectories(root);
            OwnerOnly.restrict(root);
            Files.createDirectories(logs());
            OwnerOnly.restrict(logs());
            return this;
        } catch (IOException e) {
            throw new IllegalStateException("The data directory " + root + " could not be created ("
                    + e.getMessage() + "); choose another with --data-dir or " + ENV + ".", e);
        }
    }

    public Path root() {
        return root;
    }

    public Path database() {
        return root.resolve("journal.db");
    }

    public Path settings() {
        return root.resolve("settings.properties");
    }

    public Path apiKey() {
        return root.resolve("api-key");
    }

    public Path logs() {
        return root.resolve("logs");
    }
}
