package org.memoryjournal.store;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** A {@link StoreChild} in its own JVM, driven line by line: send a command, read its answer. */
final class ChildProcess implements AutoCloseable {
    private final Process process;
    private final PrintWriter in;
    private final BufferedReader out;

    ChildProcess(Path file, String model, int dimension, Path stderr) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        process = new ProcessBuilder(java, "-Xmx128m", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), StoreChild.class.getName(), file.toString(), model,
                Integer.toString(dimension)).redirectError(stderr.toFile()).start();
        in = new PrintWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), true);
        out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        expect("open");
    }

    /** Sends one command and returns the child's answer line. */
    String send(String command) throws IOException {
        in.println(command);
        return readLine();
    }

    String readLine() throws IOException {
        String line = out.readLine();
        if (line == null) {
            throw new IOException("the child process ended");
        }
        return line;
    }

    void expect(String line) throws IOException {
        String got = readLine();
        if (!got.equals(line)) {
            throw new IOException("expected " + line + " from the child, got " + got);
        }
    }

    @Override
    public void close() throws InterruptedException {
        in.println("quit");
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
