package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Only what killed runs of ONNX Runtime and SQLite left, and only once it is old enough, is removed. */
class TempLeftoversTest {
    @TempDir
    Path tmp;

    private Path dir(String name, Duration age, String... files) throws IOException {
        Path d = Files.createDirectory(tmp.resolve(name));
        for (String f : files) {
            Files.writeString(d.resolve(f), "x");
        }
        Files.setLastModifiedTime(d, FileTime.from(Instant.now().minus(age)));
        return d;
    }

    private Path file(String name, Duration age) throws IOException {
        Path f = Files.writeString(tmp.resolve(name), "x");
        Files.setLastModifiedTime(f, FileTime.from(Instant.now().minus(age)));
        return f;
    }

    @Test
    void removesOldLeftoversAndKeepsEverythingElse() throws IOException {
        Path emptyOld = dir("onnxruntime-java111", Duration.ofSeconds(30));
        Path emptyYoung = dir("onnxruntime-java222", Duration.ZERO);
        Path fullOld = dir("onnxruntime-java333", Duration.ofHours(1), "libonnxruntime.so", "libonnxruntime4j_jni.so");
        Path fullRecent = dir("onnxruntime-java444", Duration.ofMinutes(1), "libonnxruntime.so");
        Path foreign = dir("onnxruntime-java555", Duration.ofHours(1), "notes.txt");
        Path other = dir("someone-elses", Duration.ofHours(1));
        Path staleSqlite = file("sqlite-3.54.1.0-abc-libsqlitejdbc.so", Duration.ofHours(1));
        Path runningSqlite = file("sqlite-3.54.1.0-def-libsqlitejdbc.so", Duration.ofHours(1));
        Path lock = file("sqlite-3.54.1.0-def-libsqlitejdbc.so.lck", Duration.ofHours(1));

        assertThat(TempLeftovers.sweep(tmp, Instant.now())).isEqualTo(3);

        assertThat(emptyOld).doesNotExist();
        assertThat(fullOld).doesNotExist();
        assertThat(staleSqlite).doesNotExist();
        assertThat(emptyYoung).exists();
        assertThat(fullRecent).exists();
        assertThat(foreign).exists();
        assertThat(other).exists();
        assertThat(runningSqlite).exists();
        assertThat(lock).exists();
    }
}
