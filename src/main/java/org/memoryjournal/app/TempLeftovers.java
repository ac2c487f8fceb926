package org.memoryjournal.app;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Removes what killed runs left in the temporary folder, quietly (two processes may sweep at once).
 * ONNX Runtime makes an {@code onnxruntime-java…}
 * folder there on every start (even when it loads its libraries from our cache) and deletes it once
 * loaded; a run killed in between leaves it behind. Only such folders are touched, only when they hold
 * nothing but ONNX Runtime's own libraries, and only once they are old enough that no starting
 * process can still be using them.
 */
final class TempLeftovers {
    static final Duration EMPTY_AGE = Duration.ofSeconds(2);
    static final Duration FULL_AGE = Duration.ofMinutes(10);

    private TempLeftovers() {
    }

    /** Returns how many folders were removed. */
    static int sweep(Path tmp, Instant now) {
        int removed = 0;
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(tmp, "onnxruntime-java*")) {
            for (Path dir : dirs) {
                if (removeIfLeftover(dir, now)) {
                    removed++;
                }
            }
        } catch (IOException | RuntimeException e) {
            // the temporary folder is not ours to worry about; a failed sweep changes nothing
        }
        return removed + sweepSqlite(tmp, now);
    }

    /**
     * SQLite's copies ({@code sqlite-VERSION-ID-libsqlitejdbc.so}) of killed runs: a running process keeps a
     * {@code .lck} file beside its copy, so a copy without one, old enough, is a leftover.
     */
    private static int sweepSqlite(Path tmp, Instant now) {
        int removed = 0;
        try (DirectoryStream<Path> libs = Files.newDirectoryStream(tmp, "sqlite-*sqlitejdbc*")) {
            for (Path lib : libs) {
                String name = lib.getFileName().toString();
                if (name.endsWith(".lck") || Files.exists(lib.resolveSibling(name + ".lck")) || !Files.isRegularFile(lib)
                        || Duration.between(Files.getLastModifiedTime(lib).toInstant(), now).compareTo(FULL_AGE) < 0) {
                    continue;
                }
                if (Files.deleteIfExists(lib)) {
                    removed++;
                }
            }
        } catch (IOException | RuntimeException e) {
            // another process swept it first, or the folder cannot be read: nothing to do
        }
        return removed;
    }

    private static boolean removeIfLeftover(Path dir, Instant now) {
        try {
            if (!Files.isDirectory(dir) || Files.isSymbolicLink(dir)) {
                return false;
            }
            List<Path> files = new ArrayList<>();
            try (DirectoryStream<Path> s = Files.newDirectoryStream(dir)) {
                for (Path f : s) {
                    String name = f.getFileName().toString();
                    if (!Files.isRegularFile(f) || !name.contains("onnxruntime")) {
                        return false;
                    }
                    files.add(f);
                }
            }
            Instant modified = Files.getLastModifiedTime(dir).toInstant();
            Duration age = Duration.between(modified, now);
            if (age.compareTo(files.isEmpty() ? EMPTY_AGE : FULL_AGE) < 0) {
                return false;
            }
            for (Path f : files) {
                Files.deleteIfExists(f);
            }
            Files.deleteIfExists(dir);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
