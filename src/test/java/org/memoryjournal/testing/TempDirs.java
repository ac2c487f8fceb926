package org.memoryjournal.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Removes a temporary directory a test fixture made itself (where JUnit's {@code @TempDir} cannot reach it), so
 * test runs do not leave journals behind in the system's temporary folder.
 */
public final class TempDirs {
    private TempDirs() {
    }

    /** Deletes {@code dir} and everything under it; close whatever has files open in it first. */
    public static void delete(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Could not delete " + dir, e);
        }
    }
}
