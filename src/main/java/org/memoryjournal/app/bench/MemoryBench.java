package org.memoryjournal.app.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The app's memory over a journal: starts the desktop app in a fresh JVM with the flags of
 * {@link JvmOptions} (plus {@code MEMORY_JOURNAL_JAVA_OPTS}, as the launcher adds them), lets
 * {@link MemoryScenario} scroll, search and chat in it with the offline responder and the real
 * embedding model, and reads back the figures. Needs a display ({@code DISPLAY}).
 */
final class MemoryBench {
    /** What the scenario measured, in MB (heap live = in use after a full collection). */
    record Result(long memories, double rssStart, double rssAfter, double rssPeak, double heapLive,
                  double heapCommitted, double heapMax, double rssAfterGc, List<String> flags) {
    }

    private final PrintWriter progress;

    MemoryBench(PrintWriter progress) {
        this.progress = progress;
    }

    Result run(Path dataDir) throws IOException, InterruptedException {
        Path figures = dataDir.resolveSibling("memory-scenario.txt");
        Files.deleteIfExists(figures);
        List<String> flags = new ArrayList<>(JvmOptions.desktop());
        String extra = System.getenv("MEMORY_JOURNAL_JAVA_OPTS");
        if (extra != null && !extra.isBlank()) {
            flags.addAll(List.of(extra.strip().split("\\s+")));
        }
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(flags);
        cmd.addAll(List.of("--add-modules=jdk.incubator.vector", "-Dai.djl.offline=true", "-DOPT_OUT_TRACKING=true",
                "-D" + MemoryScenario.PROPERTY + "=" + figures, "-cp", System.getProperty("java.class.path"),
                "org.memoryjournal.app.Main", "--data-dir", dataDir.toString(), "--provider", "offline"));
        progress.println("  app with " + String.join(" ", flags) + ": scrolling, "
                + MemoryScenario.SEARCHES.size() + " searches, " + MemoryScenario.QUESTIONS.size() + " chat turns");
        progress.flush();
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!p.waitFor(10, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new IOException("The app did not finish the memory scenario within 10 minutes.");
        }
        if (!Files.exists(figures)) {
            throw new IOException("The app exited (status " + p.exitValue() + ") without running the memory scenario.");
        }
        Result r = parse(Files.readAllLines(figures), flags);
        Files.deleteIfExists(figures);
        return r;
    }

    static Result parse(List<String> lines, List<String> flags) throws IOException {
        Map<String, String> values = new HashMap<>();
        for (String line : lines) {
            if (line.startsWith("error ")) {
                throw new IOException("The memory scenario failed in the app: " + line.substring(6));
            }
            String[] kv = line.strip().split(" ", 2);
            if (kv.length == 2) {
                values.put(kv[0], kv[1]);
            }
        }
        try {
            return new Result(Long.parseLong(values.get("memories")), number(values, "rss_start_mb"),
                    number(values, "rss_after_mb"), number(values, "rss_peak_mb"), number(values, "heap_live_mb"),
                    number(values, "heap_committed_mb"), number(values, "heap_max_mb"),
                    number(values, "rss_after_gc_mb"), List.copyOf(flags));
        } catch (RuntimeException e) {
            throw new IOException("The memory scenario's figures are incomplete: " + values.keySet());
        }
    }

    private static double number(Map<String, String> values, String key) {
        return Double.parseDouble(values.get(key));
    }
}
