package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.Memory;

/** A writer killed with SIGKILL loses nothing it reported as written, and leaves a sound file. */
class KillTest {
    @TempDir
    Path dir;

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void everyReturnedWriteSurvivesKillMinus9() throws Exception {
        Path file = dir.resolve("journal.db");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(java, "--add-modules=jdk.incubator.vector", "-Xmx256m",
                "-cp", System.getProperty("java.class.path"), KillTestWriter.class.getName(), file.toString())
                .redirectError(dir.resolve("child.err").toFile());
        Process child = pb.start();
        List<Long> ids = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            boolean checkedBeside = false;
            while ((line = in.readLine()) != null) {
                if (line.startsWith("id=")) {
                    ids.add(Long.parseLong(line.substring(3)));
                }
                if (!checkedBeside && ids.size() >= 5) {
                    checkedBeside = true;
                    // This process opens the journal beside the writer, reads what it acknowledged, and writes too.
                    try (JournalDatabase beside = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
                        assertThat(beside.memories().findAll(List.copyOf(ids))).hasSize(ids.size());
                        assertThat(beside.memories().add(Fixtures.memory("written beside the writer")).id()).isPositive();
                    }
                }
                if (ids.size() >= 50) {
                    // SIGKILL mid-write; destroying also closes our end of the pipe, so stop reading here.
                    child.destroyForcibly();
                    break;
                }
            }
        } finally {
            child.destroyForcibly();
            child.waitFor(10, TimeUnit.SECONDS);
        }
        assertThat(ids).as(() -> "child stderr: " + readQuietly(dir.resolve("child.err")))
                .hasSizeGreaterThanOrEqualTo(50);

        assertThat(SqliteMemoryRepositoryTest.integrityCheck(file)).isEqualTo("ok");
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            List<Memory> found = j.memories().findAll(ids);
            assertThat(found).extracting(Memory::id).containsExactlyElementsOf(ids);
            assertThat(j.memories().indexedCount()).isGreaterThanOrEqualTo(ids.size());
            // The full-text index holds every acknowledged memory: each one's own number finds it. ("kill" is in
            // every memory, too common to count as a keyword once the journal is large.)
            for (int i = 0; i < ids.size(); i++) {
                assertThat(j.memories().keywordScores("memory " + i, 10)).as("memory %d", i).containsKey(ids.get(i));
            }
            assertThat(j.memories().keywordScores("beside", 10)).hasSize(1);
        }
        assertThat(SqliteMemoryRepositoryTest.integrityCheck(file)).isEqualTo("ok");
    }

    private static String readQuietly(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            return "(unreadable: " + e.getMessage() + ")";
        }
    }
}
