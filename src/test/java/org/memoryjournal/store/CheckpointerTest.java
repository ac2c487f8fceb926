package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.store.Fixtures.memory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The write-ahead log is copied back into the journal file in the background soon after a write, not inside a
 * later commit (a recall's touch) once a thousand pages have piled up; and closing still leaves no log behind.
 */
class CheckpointerTest {
    private static final long WAIT_MS = 10_000;

    @TempDir
    Path dir;

    @Test
    void aWriteReachesTheJournalFileSoonWithoutAnotherCommit() throws Exception {
        Path file = dir.resolve("journal.db");
        try (JournalDatabase j = Fixtures.open(dir)) {
            j.memories().add(memory("bought a kettle, marker 7f3a9c"));
            // One small commit is far below any automatic checkpoint: only the background copy moves it.
            long deadline = System.nanoTime() + WAIT_MS * 1_000_000;
            while (!holds(file, "marker 7f3a9c") && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(holds(file, "marker 7f3a9c")).as("the memory copied into the journal file").isTrue();
            assertThat(j.memories().count(MemoryListQuery.newest(0))).isEqualTo(1);
        }
    }

    @Test
    void theJournalsOwnConnectionLeavesCopyingToTheBackground() {
        try (JournalDatabase j = Fixtures.open(dir)) {
            int pages = j.database().read(c -> {
                try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("PRAGMA wal_autocheckpoint")) {
                    rs.next();
                    return rs.getInt(1);
                }
            });
            assertThat(pages).isEqualTo(Checkpointer.BACKSTOP_PAGES);
        }
    }

    @Test
    void closingAfterWritesLeavesNoLogBehind() throws Exception {
        try (JournalDatabase j = Fixtures.open(dir)) {
            for (int i = 0; i < 20; i++) {
                j.memories().add(memory("note " + i));
            }
            Thread.sleep(Checkpointer.DELAY_MS / 2); // close while a copy may be pending or under way
        }
        // The checkpoint connection closed first, so the journal's own was the last and removed the log.
        assertThat(dir.resolve("journal.db-wal")).doesNotExist();
        try (JournalDatabase j = Fixtures.open(dir)) {
            assertThat(j.memories().count(MemoryListQuery.newest(0))).isEqualTo(20);
        }
    }

    private static boolean holds(Path file, String text) throws IOException {
        return new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1).contains(text);
    }
}
