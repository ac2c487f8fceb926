package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.store.JournalBackup;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;

/**
 * {@code kill -9} of a real child process in the middle of an import and of a backup leaves nothing half-written:
 * the journal holds either what it held before or the whole import, and the backup's file is either what it was
 * before (absent, or the previous complete backup) or the new complete backup.
 */
class KillDuringImportAndBackupTest {
    private static final int MEMORIES = 5_000;
    private static final int DIMENSION = 384;
    private static final String FOREIGN = "test:foreign";

    @TempDir
    Path root;

    /** An export of {@code n} memories with vectors of a model the child does not run, so nothing is embedded. */
    private static void export(Path file, int n, String prefix) throws IOException {
        String filler = " about a walk by the river with a friend";
        try (OutputStream out = Files.newOutputStream(file);
             JsonGenerator g = new JsonFactory().createGenerator(out, JsonEncoding.UTF8)) {
            g.writeStartObject();
            g.writeStringField("format", "memory-journal-export");
            g.writeNumberField("version", 2);
            g.writeArrayFieldStart("memories");
            for (int i = 1; i <= n; i++) {
                ByteBuffer v = ByteBuffer.allocate(DIMENSION * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
                for (int d = 0; d < DIMENSION; d++) {
                    v.putFloat((float) Math.sin(i * 31.0 + d));
                }
                g.writeStartObject();
                g.writeNumberField("id", i);
                g.writeStringField("text", prefix + " " + i + filler);
                g.writeStringField("kind", "episodic");
                g.writeNumberField("importance", 1 + i % 10);
                g.writeStringField("created_at", "2026-01-01T00:00:00Z");
                g.writeStringField("last_accessed", "2026-01-02T00:00:00Z");
                g.writeStringField("source", "chat");
                g.writeBooleanField("pinned", false);
                g.writeNullField("superseded_by");
                g.writeStringField("supersede_reason", "");
                g.writeStringField("embedding_model", FOREIGN);
                g.writeStringField("vector", Base64.getEncoder().encodeToString(v.array()));
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
    }

    private static long memories(Path journal) {
        return JournalBackup.check(journal).memories(); // integrity_check included
    }

    /** Starts {@code memory-journal ARGS} and kills it with SIGKILL once {@code ready} holds; true if it was running. */
    private static boolean killWhen(ChildProcess child, java.util.function.BooleanSupplier ready, String... args)
            throws Exception {
        Process p = child.builder(child.command(args)).redirectErrorStream(true)
                .redirectOutput(child.tmp().getParent().resolve("child.out").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (p.isAlive() && !ready.getAsBoolean() && System.nanoTime() < deadline) {
            Thread.sleep(2);
        }
        boolean wasRunning = p.isAlive();
        p.destroyForcibly(); // SIGKILL on Linux and macOS
        p.waitFor(30, TimeUnit.SECONDS);
        return wasRunning;
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return 0;
        }
    }

    @Test
    void anImportKilledWhileWritingLeavesTheJournalAsItWas() throws Exception {
        ChildProcess child = new ChildProcess(root);
        Path small = root.resolve("small.json");
        export(small, 3, "before");
        assertThat(child.run("import", small.toString()).status()).isZero();
        Path journal = child.data().resolve("journal.db");
        Path big = root.resolve("big.json");
        export(big, MEMORIES, "imported");
        Path wal = child.data().resolve("journal.db-wal");

        boolean killed = killWhen(child, () -> size(wal) > 2L << 20, "import", big.toString());

        assertThat(killed).as("the import was still running when it was killed").isTrue();
        assertThat(memories(journal)).isEqualTo(3);
        ChildProcess.Result again = child.run("import", big.toString());
        assertThat(again.status()).as(again.err()).isZero();
        assertThat(again.out()).contains("Imported 5,000 memories");
        assertThat(memories(journal)).isEqualTo(3 + MEMORIES);
    }

    @Test
    void aBackupKilledMidwayLeavesThePreviousBackupWholeAndTheJournalIntact() throws Exception {
        ChildProcess child = new ChildProcess(root);
        Path big = root.resolve("big.json");
        export(big, MEMORIES, "kept");
        assertThat(child.run("import", big.toString()).status()).isZero();
        Path journal = child.data().resolve("journal.db");
        Path backup = root.resolve("out").resolve("backup.db");
        Files.createDirectories(backup.getParent());
        assertThat(child.run("backup", backup.toString()).status()).isZero();
        byte[] previous = Files.readAllBytes(backup);
        Path small = root.resolve("small.json");
        export(small, 2, "after the first backup");
        assertThat(child.run("import", small.toString()).status()).isZero();

        boolean killed = killWhen(child, () -> temporaries(backup.getParent()).anyMatch(t -> size(t) > 0),
                "backup", backup.toString());

        assertThat(killed).as("the backup was still running when it was killed").isTrue();
        assertThat(Files.readAllBytes(backup)).isEqualTo(previous);
        assertThat(memories(backup)).isEqualTo(MEMORIES);
        assertThat(memories(journal)).isEqualTo(MEMORIES + 2);
        // A later backup replaces it with the whole journal; what the killed one left is only a temporary file.
        assertThat(child.run("backup", backup.toString()).status()).isZero();
        assertThat(memories(backup)).isEqualTo(MEMORIES + 2);
    }

    private static Stream<Path> temporaries(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> tmp = files.filter(f -> f.getFileName().toString().endsWith(".tmp")).toList();
            return tmp.stream();
        } catch (IOException e) {
            return Stream.empty();
        }
    }
}
