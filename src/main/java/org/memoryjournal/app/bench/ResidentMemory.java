package org.memoryjournal.app.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The process's resident set size, from {@code /proc/self/status} (Linux); NaN elsewhere. */
public final class ResidentMemory {
    private ResidentMemory() {
    }

    public static double megabytes() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024.0;
                }
            }
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
        return Double.NaN;
    }
}
