package org.memoryjournal.app.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The process's resident set size now and at its peak, from {@code /proc/self/status} (Linux); NaN elsewhere. */
public final class ResidentMemory {
    private static final Path STATUS = Path.of("/proc/self/status");

    private ResidentMemory() {
    }

    /** Resident memory now (VmRSS), in MB. */
    public static double megabytes() {
        return read("VmRSS:");
    }

    /** The highest resident memory the process has had (VmHWM), in MB. */
    public static double peakMegabytes() {
        return read("VmHWM:");
    }

    private static double read(String field) {
        try {
            return field(Files.readAllLines(STATUS), field);
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }

    /** The value in MB of a "{@code Field:   123 kB}" line of a status file; NaN when it is missing. */
    static double field(List<String> status, String field) {
        for (String line : status) {
            if (line.startsWith(field)) {
                return Long.parseLong(line.substring(field.length()).replaceAll("[^0-9]", "")) / 1024.0;
            }
        }
        return Double.NaN;
    }
}
