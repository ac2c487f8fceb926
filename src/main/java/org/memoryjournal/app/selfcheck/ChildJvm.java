package org.memoryjournal.app.selfcheck;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Starts {@link FaultChild} in a fresh JVM on this JVM's class path (the packaged jar, or the test class
 * path). Its temporary files, the SQLite native library included, go to a directory of the caller's, so a
 * child killed with SIGKILL leaves nothing in the system's temporary directory.
 */
public final class ChildJvm {
    private ChildJvm() {
    }

    /** Starts {@code FaultChild args...}; its standard error goes to {@code stderr}. */
    public static Process start(Path tmp, Path stderr, String... args) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-Xmx160m", "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1", "-Xss512k", "-Dai.djl.offline=true", "-DOPT_OUT_TRACKING=true",
                "-Djava.io.tmpdir=" + tmp, "-Dorg.sqlite.tmpdir=" + tmp,
                "-cp", System.getProperty("java.class.path"), FaultChild.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).redirectError(stderr.toFile());
        pb.environment().put("OPT_OUT_TRACKING", "true");
        return pb.start();
    }
}
