package org.memoryjournal.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs the real entry point ({@link Main}) in a child JVM, as the launcher does, with its temporary
 * folder, cache folder and data directory under a test folder; optionally through {@code bash -c} so a
 * test can set the umask or a file-size limit first.
 */
final class ChildProcess {
    private final Path tmp;
    private final Path cache;
    private final Path data;

    ChildProcess(Path root) throws IOException {
        this.tmp = Files.createDirectories(root.resolve("tmp"));
        this.cache = Files.createDirectories(root.resolve("cache"));
        this.data = root.resolve("data");
    }

    Path tmp() {
        return tmp;
    }

    Path data() {
        return data;
    }

    record Result(int status, String out, String err) {
    }

    List<String> command(String... args) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--add-modules=jdk.incubator.vector", "-Xmx256m", "-Dai.djl.offline=true", "-DOPT_OUT_TRACKING=true",
                "-Djava.io.tmpdir=" + tmp, "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "--data-dir", data.toString()));
        cmd.addAll(List.of(args));
        return cmd;
    }

    ProcessBuilder builder(List<String> command) {
        ProcessBuilder pb = new ProcessBuilder(command);
        Map<String, String> env = pb.environment();
        env.put("XDG_CACHE_HOME", cache.toString());
        env.put("MEMORY_JOURNAL_PROVIDER", "offline");
        env.remove("MEMORY_JOURNAL_HOME");
        return pb;
    }

    /** Runs {@code memory-journal ARGS} and waits (at most a minute). */
    Result run(String... args) throws IOException, InterruptedException {
        return finish(builder(command(args)));
    }

    /** Runs it through {@code bash -c "PREFIX; exec java … ARGS SUFFIX"}. */
    Result shell(String prefix, String suffix, String... args) throws IOException, InterruptedException {
        StringBuilder line = new StringBuilder(prefix).append("; exec");
        for (String part : command(args)) {
            line.append(" '").append(part.replace("'", "'\\''")).append('\'');
        }
        line.append(' ').append(suffix);
        return finish(builder(List.of("/bin/bash", "-c", line.toString())));
    }

    private Result finish(ProcessBuilder pb) throws IOException, InterruptedException {
        Path out = Files.createTempFile(tmp.getParent(), "out", ".txt");
        Path err = Files.createTempFile(tmp.getParent(), "err", ".txt");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the child did not finish in a minute");
        }
        Result r = new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                withoutJvmNotice(Files.readString(err, StandardCharsets.UTF_8)));
        Files.delete(out);
        Files.delete(err);
        return r;
    }

    /** The JVM's own "Using incubator modules" line is not ours. */
    static String withoutJvmNotice(String err) {
        return err.replaceAll("(?m)^WARNING: Using incubator modules.*\\R", "");
    }
}
