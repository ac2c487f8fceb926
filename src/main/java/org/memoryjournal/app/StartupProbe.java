package org.memoryjournal.app;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;

/**
 * Measures the cold start: the time from JVM launch until the main window shows the journal's first
 * page of memories (logged at INFO). With {@code -Dmemoryjournal.readyFile=FILE} it also writes
 * "{@code millis residentMB memories cpuMillis}" (the process's CPU time so far) to FILE and quits —
 * {@code bench --startup} uses this.
 */
final class StartupProbe {
    static final String READY_FILE = "memoryjournal.readyFile";
    private static final Logger LOG = LoggerFactory.getLogger(StartupProbe.class);

    private StartupProbe() {
    }

    /** Waits for the journal's first page, logs the time since launch, then runs {@code then}. */
    static void whenReady(ObservableValue<Number> journalSize, Runnable then) {
        ChangeListener<Number> listener = new ChangeListener<>() {
            @Override
            public void changed(ObservableValue<? extends Number> o, Number old, Number size) {
                if (size.longValue() >= 0) {
                    o.removeListener(this);
                    ready(size.longValue());
                    then.run();
                }
            }
        };
        journalSize.addListener(listener);
        if (journalSize.getValue().longValue() >= 0) {
            journalSize.removeListener(listener);
            ready(journalSize.getValue().longValue());
            then.run();
        }
    }

    /** Milliseconds since the JVM was launched. */
    static long sinceLaunch() {
        return System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
    }

    /** CPU time of the whole process so far (all threads), in ms; -1 where the JVM cannot tell. */
    private static long processCpuMillis() {
        // ProcessHandle is in java.base; the management extension (jdk.management) is not in the app image.
        return ProcessHandle.current().info().totalCpuDuration().map(java.time.Duration::toMillis).orElse(-1L);
    }

    private static void ready(long memories) {
        long millis = sinceLaunch();
        LOG.info("Window ready with {} memories {} ms after launch", memories, millis);
        String file = System.getProperty(READY_FILE);
        if (file == null) {
            return;
        }
        double rss = org.memoryjournal.app.bench.ResidentMemory.megabytes();
        try {
            Files.writeString(Path.of(file), String.format(Locale.ROOT, "%d %.0f %d %d%n", millis, rss, memories,
                    processCpuMillis()), StandardCharsets.UTF_8);
        } catch (IOException e) {
            LOG.warn("Could not write the startup probe file: {}", e.getMessage());
        }
        Platform.exit();
    }
}
