package org.memoryjournal.app.bench;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Cold starts of the desktop app over a journal. Each start is a fresh process with
 * {@code -Dmemoryjournal.readyFile}, which makes the window write, once it shows the journal's first page,
 * the time since JVM launch, the resident memory and the process's CPU time, and quit. Two ways to start:
 * <ul>
 *   <li>an installed launcher (the app image's {@code bin/memory-journal}), given the property through
 *       {@code JAVA_TOOL_OPTIONS}: what a user's double-click runs, with the image's class-data archive;</li>
 *   <li>this JVM's {@code java} and class path with the flags of {@code jvm.options}, as {@code bin/memory-journal}
 *       starts the app: the first start writes a class-data archive and the later ones map it (only when the
 *       class path is all jar files, as with the shaded jar; the JVM cannot archive classes from folders).</li>
 * </ul>
 * Needs a display ({@code DISPLAY}). Wall times on a busy machine say little; the CPU time does.
 */
final class StartupBench {
    /** The property of {@code org.memoryjournal.app.StartupProbe} (which this package must not import). */
    static final String READY_FILE = "memoryjournal.readyFile";
    /** What jpackage's launcher sets in the environment of the JVM it starts. */
    static final String JPACKAGE_MARKER = "_JPACKAGE_LAUNCHER";

    /** One start: ms from JVM launch (the app's clock) and from spawning the process, CPU ms, resident MB. */
    record Start(double launchMillis, double spawnMillis, double cpuMillis, double residentMb) {
    }

    /** Minimum, median and maximum of some starts' figure. */
    record Spread(double min, double median, double max) {
        static Spread of(List<Double> values) {
            if (values.isEmpty()) {
                return new Spread(Double.NaN, Double.NaN, Double.NaN);
            }
            List<Double> sorted = values.stream().sorted().toList();
            int n = sorted.size();
            double median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
            return new Spread(sorted.get(0), median, sorted.get(n - 1));
        }

        String format() {
            return String.format(Locale.ROOT, "median %.0f (min %.0f, max %.0f)", median, min, max);
        }
    }

    /**
     * @param how     what was started, for the report
     * @param first   the start that wrote the class-data archive (java mode with a jar class path only)
     * @param starts  the counted starts
     */
    record Result(String how, Optional<Start> first, List<Start> starts) {
        Spread launch() {
            return Spread.of(starts.stream().map(Start::launchMillis).toList());
        }

        Spread spawn() {
            return Spread.of(starts.stream().map(Start::spawnMillis).toList());
        }

        Spread cpu() {
            return Spread.of(starts.stream().map(Start::cpuMillis).toList());
        }

        double residentMb() {
            return Spread.of(starts.stream().map(Start::residentMb).toList()).median();
        }

        String sentence() {
            return String.format(Locale.ROOT, "Cold start (%s), %d runs: window ready %s ms after JVM launch, "
                            + "%s ms after the process was spawned; CPU time to ready %s ms; resident memory %.0f MB",
                    how, starts.size(), launch().format(), spawn().format(), cpu().format(), residentMb());
        }
    }

    private final PrintWriter progress;
    private final Optional<Path> launcher;

    StartupBench(PrintWriter progress, Optional<Path> launcher) {
        this.progress = progress;
        this.launcher = launcher;
    }

    static boolean displayAvailable() {
        String display = System.getenv("DISPLAY");
        return display != null && !display.isBlank();
    }

    Optional<Result> run(Path dataDir, int runs) throws IOException, InterruptedException {
        Path archive = dataDir.resolveSibling("startup.jsa");
        boolean archiving = launcher.isEmpty() && archivable(System.getProperty("java.class.path"));
        String how = launcher.map(l -> "launcher " + l)
                .orElse(archiving ? "java with the class-data archive of the first start" : "java, class path with folders, no class-data archive");
        Optional<Start> first = Optional.empty();
        List<Start> starts = new ArrayList<>();
        for (int i = archiving ? 0 : 1; i <= runs; i++) {
            Path ready = Files.createTempFile("mj-ready", ".txt");
            Files.delete(ready);
            ProcessBuilder pb = launcher.isPresent()
                    ? launcherProcess(launcher.get(), dataDir, ready, System.getenv())
                    : javaProcess(dataDir, ready, archiving ? Optional.of(archive) : Optional.empty(), i == 0);
            Path output = dataDir.resolveSibling("startup-output.txt");
            long spawned = System.nanoTime();
            Process p = pb.redirectErrorStream(true).redirectOutput(output.toFile()).start();
            Optional<Double> readyAfter = waitForFile(ready, p, spawned);
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
            if (readyAfter.isEmpty()) {
                progress.println("  the app " + (p.isAlive() ? "did not report a ready window within 120 s"
                        : "exited without reporting a ready window (exit " + p.exitValue() + ")") + "; it printed:");
                List<String> lines = Files.readAllLines(output);
                lines.subList(Math.max(0, lines.size() - 12), lines.size()).forEach(l -> progress.println("    " + l));
                Files.deleteIfExists(ready);
                return Optional.empty();
            }
            Start start = parse(Files.readString(ready), readyAfter.get());
            Files.deleteIfExists(ready);
            if (i == 0) {
                first = Optional.of(start);
            } else {
                starts.add(start);
            }
            progress.printf(Locale.ROOT, "  cold start %d%s: window ready %.0f ms after JVM launch, %.0f ms after spawn, "
                            + "%.0f ms CPU, resident memory %.0f MB%n", i, i == 0 ? " (writes the class-data archive)" : "",
                    start.launchMillis(), start.spawnMillis(), start.cpuMillis(), start.residentMb());
            progress.flush();
        }
        Files.deleteIfExists(archive);
        Result result = new Result(how, first, List.copyOf(starts));
        progress.println("  " + result.sentence());
        return Optional.of(result);
    }

    /** Waits for the ready file (written whole: the app writes it before quitting); ms since spawn. */
    private static Optional<Double> waitForFile(Path ready, Process p, long spawned) throws InterruptedException {
        long deadline = spawned + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < deadline) {
            if (Files.exists(ready)) {
                double ms = (System.nanoTime() - spawned) / 1e6;
                p.waitFor(10, TimeUnit.SECONDS); // the file is complete once the app has quit
                return Optional.of(ms);
            }
            if (!p.isAlive()) {
                return Files.exists(ready) ? Optional.of((System.nanoTime() - spawned) / 1e6) : Optional.empty();
            }
            Thread.sleep(5);
        }
        return Optional.empty();
    }

    /** The ready file's "{@code millis residentMB memories cpuMillis}" (older apps wrote no CPU time: NaN). */
    static Start parse(String line, double spawnMillis) throws IOException {
        String[] parts = line.strip().split(" ");
        try {
            double cpu = parts.length > 3 ? Double.parseDouble(parts[3]) : Double.NaN;
            return new Start(Double.parseDouble(parts[0]), spawnMillis, cpu, Double.parseDouble(parts[1]));
        } catch (RuntimeException e) {
            throw new IOException("The app's ready file is not \"millis residentMB memories cpuMillis\": " + line.strip());
        }
    }

    /**
     * The installed launcher in the environment {@code env}, told where to report by {@code JAVA_TOOL_OPTIONS}
     * (which every JVM reads).
     */
    static ProcessBuilder launcherProcess(Path launcher, Path dataDir, Path ready, Map<String, String> env) {
        ProcessBuilder pb = new ProcessBuilder(launcher.toString(), "--data-dir", dataDir.toString(), "--provider", "offline");
        pb.environment().clear();
        pb.environment().putAll(env);
        // A bench started from the image's own launcher passes on its marker, and a launcher that finds it set
        // takes itself for a relaunch and exits with status 1.
        pb.environment().remove(JPACKAGE_MARKER);
        String inherited = env.getOrDefault("JAVA_TOOL_OPTIONS", "").strip();
        pb.environment().put("JAVA_TOOL_OPTIONS", (inherited.isEmpty() ? "" : inherited + " ")
                + "-D" + READY_FILE + "=" + ready);
        return pb;
    }

    /** This JVM's java and class path with the desktop app's flags, as the launcher starts it. */
    static ProcessBuilder javaProcess(Path dataDir, Path ready, Optional<Path> archive, boolean writesArchive) {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(JvmOptions.desktop());
        archive.ifPresent(a -> {
            if (writesArchive) {
                cmd.addAll(List.of("-XX:ArchiveClassesAtExit=" + a, "-Xlog:cds*=off", "-Xlog:cds+dynamic*=off"));
            } else {
                cmd.add("-XX:SharedArchiveFile=" + a);
            }
        });
        cmd.addAll(List.of("--add-modules=jdk.incubator.vector", "-Dai.djl.offline=true", "-DOPT_OUT_TRACKING=true",
                "-D" + READY_FILE + "=" + ready, "-cp", System.getProperty("java.class.path"),
                "org.memoryjournal.app.Main", "--data-dir", dataDir.toString(), "--provider", "offline"));
        return new ProcessBuilder(cmd);
    }

    /** Whether the JVM can archive the classes of this class path: jar files only, no folders. */
    static boolean archivable(String classPath) {
        for (String entry : classPath.split(File.pathSeparator)) {
            if (entry.isEmpty() || !entry.endsWith(".jar") || Files.isDirectory(Path.of(entry))) {
                return false;
            }
        }
        return true;
    }
}
