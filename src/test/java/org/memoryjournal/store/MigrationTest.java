package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.store.Fixtures.T0;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MigrationTest {
    @TempDir
    Path dir;

    @Test
    void aVersionOneJournalIsMigratedForwardAndKeepsItsMessages() throws Exception {
        Path file = dir.resolve("journal.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            for (String sql : Migrations.STEPS.get(0).statements()) {
                st.execute(sql);
            }
            st.execute("PRAGMA user_version = 1");
            st.execute("INSERT INTO conversations (title, created_at_s, created_at_ns, updated_at_s, updated_at_ns) "
                    + "VALUES ('Old chat', 0, 0, 0, 0)");
            st.execute("INSERT INTO messages (conversation_id, role, text, created_at_s, created_at_ns, status, error) "
                    + "VALUES (1, 'user', 'written by version one', 0, 0, 'complete', '')");
        }

        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            List<StoredMessage> messages = j.conversations().messages(1);
            assertThat(messages).extracting(StoredMessage::text).containsExactly("written by version one");
            assertThat(messages.get(0).coversUpTo()).isZero();
            StoredMessage summary = j.conversations().appendSummary(1, "summary", T0, messages.get(0).id());
            assertThat(summary.coversUpTo()).isEqualTo(messages.get(0).id());
            j.database().read(c -> {
                assertThat(Migrations.userVersion(c)).isEqualTo(Migrations.LATEST).isEqualTo(6);
                return null;
            });
        }
    }

    @Test
    void aVersionTwoJournalOpenedByFourAtOnceIsMigratedOnceAndGetsTheChangeFeed() throws Exception {
        Path file = dir.resolve("journal.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            for (Migrations.Step step : Migrations.STEPS.subList(0, 2)) {
                for (String sql : step.statements()) {
                    st.execute(sql);
                }
            }
            st.execute("PRAGMA user_version = 2");
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<JournalDatabase>> opened = new ArrayList<>();
        try {
            for (int i = 0; i < 4; i++) {
                opened.add(pool.submit(() -> JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)));
            }
            List<JournalDatabase> journals = new ArrayList<>();
            for (Future<JournalDatabase> f : opened) {
                journals.add(f.get());
            }
            long id = journals.get(0).memories().add(Fixtures.memory("after the upgrade")).id();
            for (JournalDatabase j : journals) {
                assertThat(j.memories().indexedCount()).isEqualTo(1);
                assertThat(j.memories().find(id)).isPresent();
                j.close();
            }
        } finally {
            pool.shutdownNow();
        }
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            j.database().read(c -> {
                assertThat(Migrations.userVersion(c)).isEqualTo(Migrations.LATEST);
                return null;
            });
        }
    }

    @Test
    void aVersionFiveJournalGetsTheAccessLogAndItsMemoriesNoClient() throws Exception {
        Path file = dir.resolve("journal.db");
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            j.memories().add(Fixtures.memory("written before step six"));
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            // Back to version 5: drop what step 6 added.
            st.execute("DROP TABLE access_log");
            st.execute("DROP TABLE access_forgotten");
            st.execute("ALTER TABLE memories DROP COLUMN source_client");
            st.execute("PRAGMA user_version = 5");
        }
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, Fixtures.DIM)) {
            assertThat(j.accessLog().clientOf(1)).isEmpty();
            assertThat(j.accessLog().latestId()).isZero();
            org.memoryjournal.memory.AccessEntry e = j.accessLog().record(org.memoryjournal.memory.AccessEntry.of(T0,
                    "Claude", "recall", "q", List.of(1L, 5L), "2 memories"));
            assertThat(j.accessLog().recent(10)).containsExactly(e);
            assertThat(e.memoryIds()).containsExactly(1L, 5L);
            long viaMcp = j.memories().add(new org.memoryjournal.memory.NewMemory("from an assistant",
                    org.memoryjournal.memory.MemoryKind.SEMANTIC, T0, 5, Fixtures.memory("x").embedding(),
                    org.memoryjournal.memory.MemorySource.MCP, false, "Claude")).id();
            assertThat(j.accessLog().clientOf(viaMcp)).isEqualTo("Claude");
            assertThat(j.memories().find(viaMcp).orElseThrow().source())
                    .isEqualTo(org.memoryjournal.memory.MemorySource.MCP);
        }
    }
}
