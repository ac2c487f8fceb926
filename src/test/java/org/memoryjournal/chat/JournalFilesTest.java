package org.memoryjournal.chat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.NewMemory;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.store.MemoryListQuery;
import org.memoryjournal.store.StoreException;
import org.memoryjournal.testing.BagOfWordsEmbedder;

/** The File menu's use cases over a real journal file: back up, check, restore (closing the journal), Markdown. */
class JournalFilesTest {
    private static final BagOfWordsEmbedder WORDS = new BagOfWordsEmbedder();
    private static final Instant NOW = Instant.parse("2026-11-20T12:00:00Z");

    @TempDir
    Path dir;

    private JournalDatabase open() {
        return JournalDatabase.open(dir.resolve("journal.db"), WORDS.modelId(), WORDS.dimension());
    }

    private static void add(JournalDatabase db, String... texts) {
        for (String t : texts) {
            db.memories().add(new NewMemory(t, MemoryKind.EPISODIC, NOW, 5, WORDS.embed(t), MemorySource.MANUAL));
        }
    }

    private JournalFiles files(JournalDatabase db) {
        Path journal = dir.resolve("journal.db");
        return new JournalFiles(journal, new JournalBackups(journal, db::backupTo),
                new MarkdownJournal(db::archive, ZoneId.of("UTC")), db::close, Clock.fixed(NOW, ZoneOffset.UTC));
    }

    @Test
    void backUpThenRestoreAndCloseBringsTheBackupBackAndKeepsTheReplacedJournal() {
        Path backup = dir.resolve("saved.db");
        try (JournalDatabase db = open()) {
            add(db, "first", "second");
            assertThat(files(db).backup(backup)).isEqualTo("Backed up 2 memories and 0 conversations to " + backup + ".");
            add(db, "third, after the backup");
            JournalFiles files = files(db);
            assertThat(files.describeBackup(backup)).isEqualTo("saved.db holds 2 memories and 0 conversations.");
            String said = files.restoreAndClose(backup);
            assertThat(said).startsWith("Restored 2 memories and 0 conversations from " + backup)
                    .contains("journal.db.before-restore-20261120-120000").endsWith("Start Memory Journal again to use it.");
            assertThatThrownBy(() -> db.memories().count(MemoryListQuery.newest(10))).isInstanceOf(RuntimeException.class);
        }
        try (JournalDatabase db = open()) {
            assertThat(db.memories().count(MemoryListQuery.newest(10))).isEqualTo(2);
        }
        assertThat(dir.resolve("journal.db.before-restore-20261120-120000")).exists();
    }

    @Test
    void aBackupOverTheJournalItselfOrFromABadFileIsRefusedBeforeAnythingIsClosed() throws Exception {
        try (JournalDatabase db = open()) {
            add(db, "kept");
            JournalFiles files = files(db);
            assertThatThrownBy(() -> files.backup(dir.resolve("journal.db"))).isInstanceOf(StoreException.class)
                    .hasMessageContaining("is the journal itself");
            assertThatThrownBy(() -> files.backup(dir.resolve("journal.db-wal"))).hasMessageContaining("journal itself");
            Path junk = dir.resolve("junk.db");
            Files.writeString(junk, "not a database");
            assertThatThrownBy(() -> files.restoreAndClose(junk)).hasMessageContaining("not a Memory Journal backup");
            assertThat(db.memories().count(MemoryListQuery.newest(10))).isEqualTo(1); // still open
            assertThat(files.exportMarkdown(dir.resolve("md"), false))
                    .isEqualTo("Wrote 1 memories in 1 files to " + dir.resolve("md") + ".");
        }
        try (var left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp")).toList()).isEmpty();
        }
    }

    @Test
    void aFailedBackupLeavesAnEarlierFileAtThatPathAsItWas() throws Exception {
        Path target = dir.resolve("nowhere").resolve("backup.db");
        try (JournalDatabase db = open()) {
            add(db, "x");
            assertThatThrownBy(() -> files(db).backup(target)).hasMessageContaining("Could not write a backup beside");
        }
        Path existing = dir.resolve("old.db");
        Files.writeString(existing, "previous");
        try (JournalDatabase db = open()) {
            JournalBackups backups = new JournalBackups(dir.resolve("journal.db"), t -> {
                throw new StoreException("The disk is full.");
            });
            assertThatThrownBy(() -> backups.backup(existing)).hasMessage("The disk is full.");
        }
        assertThat(Files.readString(existing)).isEqualTo("previous");
        try (var left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp")).toList()).isEmpty();
        }
    }
}
