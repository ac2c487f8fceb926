package org.memoryjournal.app.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line beside itself and beside a process that keeps the journal open, in real child JVMs:
 * nothing refused, nothing lost, and browsing never waits for another process's write.
 */
class ParallelProcessesTest {
    @TempDir
    Path work;

    private Path data() {
        return work.resolve("journal");
    }

    private static List<String> lines(Process p) throws IOException {
        List<String> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                out.add(line);
            }
        }
        return out;
    }

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void twoRememberLoopsInParallelHaveNoWriteRefusedAndNoneLost() throws Exception {
        int each = 50;
        Files.createDirectories(data());
        Process a = ChildJvm.start(work, work.resolve("a.err"), "loop", "remember", data().toString(), "a", "" + each);
        Process b = ChildJvm.start(work, work.resolve("b.err"), "loop", "remember", data().toString(), "b", "" + each);
        List<String> fromA = lines(a);
        List<String> fromB = lines(b);
        assertThat(a.waitFor(60, TimeUnit.SECONDS) && b.waitFor(60, TimeUnit.SECONDS)).isTrue();

        for (List<String> out : List.of(fromA, fromB)) {
            assertThat(out).filteredOn(l -> l.startsWith("refused")).as(() -> String.join("\n", out)).isEmpty();
            assertThat(out).filteredOn(l -> l.startsWith("ack remember")).hasSize(each);
            assertThat(out).last().isEqualTo("done");
        }
        assertThat(Files.readString(work.resolve("a.err")) + Files.readString(work.resolve("b.err"))).isEmpty();
        Map<String, Integer> texts = JournalFile.texts(data().resolve("journal.db"));
        for (int i = 0; i < each; i++) {
            assertThat(texts.get(FaultChild.text("a-" + i))).isEqualTo(1);
            assertThat(texts.get(FaultChild.text("b-" + i))).isEqualTo(1);
        }
        assertThat(texts).hasSize(2 * each);
        assertThat(JournalFile.integrity(data().resolve("journal.db"))).isEqualTo("ok");
    }

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void listAndExportRunWhileAnotherProcessHoldsAWriteAndRememberWaitsForIt() throws Exception {
        assertThat(cliHere("remember", "the bicycle lock code is 4512")).isZero();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // A process that keeps the journal open, like the app, and holds a long write transaction.
        Process holder = new ProcessBuilder(java, "-Xmx128m", "-cp", System.getProperty("java.class.path"),
                "org.memoryjournal.store.StoreChild", data().resolve("journal.db").toString(), HashingEmbedder.MODEL,
                Integer.toString(HashingEmbedder.DIMENSION)).redirectError(work.resolve("holder.err").toFile()).start();
        PrintWriter toHolder = new PrintWriter(new OutputStreamWriter(holder.getOutputStream(), StandardCharsets.UTF_8), true);
        BufferedReader fromHolder = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
        try {
            assertThat(fromHolder.readLine()).isEqualTo("open");
            toHolder.println("hold-write 6000");
            assertThat(fromHolder.readLine()).isEqualTo("holding");
            long start = System.nanoTime();
            Process list = ChildJvm.start(work, work.resolve("list.err"), "cli", data().toString(), "list", "--limit", "5");
            Path backup = work.resolve("backup.json");
            Process export = ChildJvm.start(work, work.resolve("export.err"), "cli", data().toString(), "export",
                    backup.toString());
            List<String> listed = lines(list);
            assertThat(list.waitFor(30, TimeUnit.SECONDS)).isTrue();
            assertThat(export.waitFor(30, TimeUnit.SECONDS)).isTrue();
            long browsedMs = (System.nanoTime() - start) / 1_000_000;
            assertThat(list.exitValue()).as(Files.readString(work.resolve("list.err"))).isZero();
            assertThat(export.exitValue()).as(Files.readString(work.resolve("export.err"))).isZero();
            assertThat(String.join("\n", listed)).contains("the bicycle lock code is 4512");
            assertThat(Files.readString(backup)).contains("the bicycle lock code is 4512");
            assertThat(browsedMs).as("list and export did not wait for the other process's write").isLessThan(6000);

            Process remember = ChildJvm.start(work, work.resolve("remember.err"), "cli", data().toString(),
                    "remember", "written while another process was writing");
            assertThat(remember.waitFor(40, TimeUnit.SECONDS)).isTrue();
            assertThat(remember.exitValue()).as(Files.readString(work.resolve("remember.err"))).isZero();
            assertThat(fromHolder.readLine()).isEqualTo("released");
        } finally {
            toHolder.println("quit");
            if (!holder.waitFor(10, TimeUnit.SECONDS)) {
                holder.destroyForcibly();
            }
        }
        assertThat(JournalFile.texts(data().resolve("journal.db"))).containsKeys("the bicycle lock code is 4512",
                "written while another process was writing");
        assertThat(JournalFile.integrity(data().resolve("journal.db"))).isEqualTo("ok");
    }

    private int cliHere(String... command) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = FaultChild.run(data(), command, new PrintWriter(out), new PrintWriter(err));
        assertThat(err.toString()).isEmpty();
        return status;
    }
}
