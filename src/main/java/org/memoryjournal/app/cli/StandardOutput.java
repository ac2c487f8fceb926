package org.memoryjournal.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Where the process's standard output goes, as far as the system tells. */
final class StandardOutput {
    /**
     * The status of a command whose reader went away ({@code | head}): what a shell reports for a process ended by
     * SIGPIPE (128 + 13), so that {@code set -o pipefail} scripts still see that the output was cut short.
     */
    static final int READER_GONE = 141;

    private StandardOutput() {
    }

    /**
     * Whether standard output is a pipe (Linux says so in /proc); false when it is a file, a terminal or a device,
     * or when the system does not say.
     */
    static boolean isAPipe() {
        try {
            return Files.readSymbolicLink(Path.of("/proc/self/fd/1")).toString().startsWith("pipe:");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }
}
