package org.memoryjournal.app.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Cold start of the desktop app over a journal: launches a fresh JVM on the same class path with
 * {@code -Dmemoryjournal.readyFile}, which reports the time from launch to the main window showing the
 * journal's first page, and the process's resident memory then. Needs a display ({@code DISPLAY}).
 */
final class StartupBench {
    /**
     * @param firstMillis  the first start, which also writes the class-data archive (as after a new build)
     * @param millis       the median of the later starts, which map the archive (as the launcher does)
     */
    record Result(double firstMillis, double millis, double residentMb) {
    }

    private final PrintWriter progress;

    StartupBench(PrintWriter progress) {
        this.progress = progress;
    }

    static boolean displayAvailable() {
        String display = System.getenv("DISPLAY");
        return display != null && !display.isBlank();
    }

    Optional<Result> run(Path dataDir, int runs) throws IOException, InterruptedException {
        List<Double> times = new ArrayList<>();
        double first = Double.NaN;
        double rss = Double.NaN;
        Path archive = dataDir.resolveSibling("startup.jsa");
        for (int i = 0; i <= runs; i++) {
            Path ready = Files.createTempFile("mj-ready", ".txt");
            Files.delete(ready);
            String classes = i == 0 ? "-XX:ArchiveClassesAtExit=" + archive : "-XX:SharedArchiveFile=" + archive;
            List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    classes, "--add-modules=jdk.incubator.vector", "-Dai.djl.offline=true", "-DOPT_OUT_TRACKING=true",
                    "-Dmemoryjournal.readyFile=" + ready, "-cp", System.getProperty("java.class.path"),
                    "org.memoryjournal.app.Main", "--data-dir", dataDir.toString(), "--provider", "offline"));
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                progress.println("  the app did not report a ready window within 120 s");
                return Optional.empty();
            }
            if (!Files.exists(ready)) {
                progress.println("  the app exited without reporting a ready window (exit " + p.exitValue() + ")");
                return Optional.empty();
            }
            String[] parts = Files.readString(ready).strip().split(" ");
            Files.deleteIfExists(ready);
            if (i == 0) {
                first = Double.parseDouble(parts[0]);
            } else {
                times.add(Double.parseDouble(parts[0]));
                rss = Double.parseDouble(parts[1]);
            }
            progress.printf("  cold start %d%s: window ready after %s ms, resident memory %s MB%n", i + 1,
                    i == 0 ? " (writes the class-data archive)" : "", parts[0], parts[1]);
            progress.flush();
        }
        Files.deleteIfExists(archive);
        times.sort(Double::compare);
        return Optional.of(new Result(first, times.get(times.size() / 2), rss));
    }
}
