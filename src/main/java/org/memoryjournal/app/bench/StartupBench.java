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
    record Result(double millis, double residentMb) {
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
        double rss = Double.NaN;
        for (int i = 0; i < runs; i++) {
            Path ready = Files.createTempFile("mj-ready", ".txt");
            Files.delete(ready);
            List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "--add-modules=jdk.incubator.vector", "-Dai.djl.offline=true", "-DOPT_OUT_TRACKING=true",
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
            times.add(Double.parseDouble(parts[0]));
            rss = Double.parseDouble(parts[1]);
            progress.printf("  cold start %d: window ready after %s ms, resident memory %s MB%n", i + 1, parts[0], parts[1]);
            progress.flush();
        }
        times.sort(Double::compare);
        return Optional.of(new Result(times.get(times.size() / 2), rss));
    }
}
