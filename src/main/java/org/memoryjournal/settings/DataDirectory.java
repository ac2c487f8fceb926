package org.memoryjournal.settings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;


/**
 * Where the journal keeps its files: {@code --data-dir}, else {@code MEMORY_JOURNAL_HOME}, else the
 * OS's per-user application-data directory. Created readable by its owner only.
 */
public final class DataDirectory {
    /** The app's log file, in {@link #logs()}. */
    public static final String LOG_FILE_NAME = "memory-journal.log";

    public static final String ENV = "MEMORY_JOURNAL_HOME";
    private final Path root;
    private final List<String> tightened = new ArrayList<>();
    private final List<String> untouchable = new ArrayList<>();

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

    /**
     * Creates the directory (owner-only) if needed; a clear error if that is impossible. An existing
     * directory and the journal's files lose any access by the group and others (what changed is in
     * {@link #tightened()}); the owner's own permissions are kept, so a folder the user made read-only
     * stays so.
     */
    public DataDirectory create() {
        try {
            if (!Files.isDirectory(root)) {
                Files.createDirectories(root);
                OwnerOnly.restrict(root);
            } else {
                tighten(root);
            }
        } catch (IOException e) {
            throw new IllegalStateException("The data directory " + root + " could not be created ("
                    + e.getMessage() + "); choose another with --data-dir or " + ENV + ".", e);
        }
        try {
            if (!Files.isDirectory(logs())) {
                Files.createDirectories(logs());
                OwnerOnly.restrict(logs());
            } else {
                tighten(logs());
            }
        } catch (IOException e) {
            // A read-only data directory: the journal can still be read, without a log.
            untouchable.add(root.relativize(logs()).toString());
        }
        for (Path file : List.of(database(), root.resolve("journal.db-wal"), root.resolve("journal.db-shm"),
                apiKey(), settings(), logFile())) {
            tighten(file);
        }
        return this;
    }

    /** Makes {@code path} owner-only if it exists; where that is impossible (a read-only disk), notes it. */
    private void tighten(Path path) {
        try {
            OwnerOnly.tighten(path).ifPresent(before -> tightened.add(root.relativize(path) + " (was " + before + ")"));
        } catch (IOException e) {
            untouchable.add(root.relativize(path).toString().isEmpty() ? "." : root.relativize(path).toString());
        }
    }

    /** What {@link #create()} could not make private or create (on a read-only disk, say). */
    public List<String> untouchable() {
        return List.copyOf(untouchable);
    }

    /** The files and folders {@link #create()} made private, with their former permissions. */
    public List<String> tightened() {
        return List.copyOf(tightened);
    }

    public Path root() {
        return root;
    }

    /** The app's log file. */
    public Path logFile() {
        return logs().resolve(LOG_FILE_NAME);
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
