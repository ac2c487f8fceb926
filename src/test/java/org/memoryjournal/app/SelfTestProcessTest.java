package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --self-test} through the real entry point in a child JVM, and the network guard against a real socket. */
class SelfTestProcessTest {
    @TempDir
    Path root;

    @Test
    void selfTestPrintsOneLineExitsZeroAndLeavesTheUsersJournalAlone() throws Exception {
        ChildProcess child = new ChildProcess(root);
        Path home = Files.createDirectories(root.resolve("home"));
        List<String> command = new ArrayList<>(child.command());
        // the self-test takes no --data-dir: it must find nothing of the user's and leave nothing there
        command.subList(command.indexOf("--data-dir"), command.size()).clear();
        command.add("--self-test");
        ProcessBuilder pb = child.builder(command);
        pb.environment().put("XDG_DATA_HOME", home.resolve("data").toString());
        pb.environment().put("XDG_CONFIG_HOME", home.resolve("config").toString());

        Result r = run(pb);

        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out().lines().toList()).singleElement().asString()
                .startsWith("memory-journal self-test passed: ").contains("0 connection attempts");
        assertThat(ChildProcess.withoutJvmNotice(r.err())).isEmpty();
        try (var left = Files.list(home)) {
            assertThat(left).as("nothing written under the user's data or config folders").isEmpty();
        }
        try (var left = Files.list(child.tmp())) {
            assertThat(left).as("the temporary journal is deleted").noneMatch(p -> p.getFileName().toString()
                    .startsWith("memory-journal-self-test"));
        }
    }

    @Test
    void theGuardRecordsAndRefusesARealConnection() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 5, InetAddress.getLoopbackAddress())) {
            server.setSoTimeout(200);
            ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), NetworkWatchProbe.class.getName(),
                    String.valueOf(server.getLocalPort()));

            Result r = run(pb);

            assertThat(r.status()).as(r.err()).isZero();
            assertThat(r.out()).contains("socket refused", "http refused")
                    .contains("127.0.0.1:" + server.getLocalPort(), "http://127.0.0.1");
            assertThatThrownBy(server::accept).as("no connection reached the server")
                    .isInstanceOf(SocketTimeoutException.class);
        }
    }

    private record Result(int status, String out, String err) {
    }

    private Result run(ProcessBuilder pb) throws Exception {
        Path out = Files.createTempFile(root, "out", ".txt");
        Path err = Files.createTempFile(root, "err", ".txt");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(90, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the child did not finish in 90 s");
        }
        return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }
}
