package org.memoryjournal.chat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.NewMemory;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.store.StoredMessage;
import org.memoryjournal.testing.BagOfWordsEmbedder;

/** The journal as Markdown: one file per month in the user's zone, dated entries, marks, superseded notes. */
class MarkdownJournalTest {
    private static final BagOfWordsEmbedder WORDS = new BagOfWordsEmbedder();

    @TempDir
    Path dir;

    private JournalDatabase journal() {
        JournalDatabase db = JournalDatabase.open(dir.resolve("journal.db"), WORDS.modelId(), WORDS.dimension());
        NewMemory paris = new NewMemory("My sister Ana lives in Paris", MemoryKind.SEMANTIC,
                Instant.parse("2026-10-31T23:30:00Z"), 7, WORDS.embed("Ana Paris"), MemorySource.MANUAL);
        NewMemory lyon = new NewMemory("My sister Ana moved to Lyon", MemoryKind.SEMANTIC,
                Instant.parse("2026-11-05T09:15:00Z"), 7, WORDS.embed("Ana Lyon"), MemorySource.CHAT);
        NewMemory french = new NewMemory("# Always answer in French\n- even late at night", MemoryKind.PROCEDURAL,
                Instant.parse("2026-11-05T08:00:00Z"), 9, WORDS.embed("French"), MemorySource.MANUAL, true);
        var written = db.memories().addAll(List.of(paris, lyon, french));
        db.memories().supersede(written.get(0).id(), written.get(1).id(), "She moved in November.");
        long conversation = db.conversations().create("Planning the visit", Instant.parse("2026-11-06T10:00:00Z")).id();
        db.conversations().append(conversation, StoredMessage.Role.USER, "When can I visit Ana?",
                Instant.parse("2026-11-06T10:00:00Z"), StoredMessage.Status.COMPLETE, "", List.of(), 0);
        db.conversations().append(conversation, StoredMessage.Role.ASSISTANT, "She is in Lyon now.",
                Instant.parse("2026-11-06T10:00:05Z"), StoredMessage.Status.INTERRUPTED, "", List.of(2L), 0);
        return db;
    }

    @Test
    void writesOneFilePerMonthInTheUsersZoneWithDatedEntriesAndMarks() throws IOException {
        Path out = dir.resolve("book");
        try (JournalDatabase db = journal()) {
            MarkdownJournal.Written w = new MarkdownJournal(db::archive, ZoneId.of("Europe/Paris")).write(out, false);
            assertThat(w.files()).isEqualTo(1);
            assertThat(w.memories()).isEqualTo(3);
            assertThat(w.messages()).isZero();
        }
        // 23:30 UTC on 31 October is 00:30 on 1 November in Paris.
        try (var files = Files.list(out)) {
            assertThat(files.map(p -> p.getFileName().toString()).toList()).containsExactly("2026-11.md");
        }
        String nov = Files.readString(out.resolve("2026-11.md"));
        assertThat(nov).startsWith("# November 2026\n")
                .contains("## Sunday 1 November 2026\n\n### 00:30 · semantic · importance 7 · #1\n\nMy sister Ana lives in Paris")
                .contains("> Superseded by #2 (Thursday 5 November 2026): “My sister Ana moved to Lyon” Reason: She moved in November.")
                .contains("### 09:00 · procedural · importance 9 · pinned · #3\n\n\\# Always answer in French\n\\- even late at night")
                .doesNotContain("Conversations");
        assertThat(nov.indexOf("· #3")).isLessThan(nov.indexOf("· #2")); // by time within the day
        if (Files.getFileStore(out).supportsFileAttributeView("posix")) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(out))).isEqualTo("rwx------");
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(out.resolve("2026-11.md"))))
                    .isEqualTo("rw-------");
        }
    }

    @Test
    void conversationsAreAddedWhenAskedAfterTheEntriesOfTheirMonth() throws IOException {
        Path out = dir.resolve("book");
        try (JournalDatabase db = journal()) {
            MarkdownJournal.Written w = new MarkdownJournal(db::archive, ZoneId.of("UTC")).write(out, true);
            assertThat(w.files()).isEqualTo(2);
            assertThat(w.messages()).isEqualTo(2);
        }
        assertThat(Files.readString(out.resolve("2026-10.md"))).contains("## Saturday 31 October 2026");
        String nov = Files.readString(out.resolve("2026-11.md"));
        assertThat(nov).contains("## Conversations\n\n### Planning the visit\n\n**You**, Friday 6 November 2026 10:00\n\n"
                + "When can I visit Ana?").contains("**Assistant**, Friday 6 November 2026 10:00 (interrupted)");
        assertThat(nov.indexOf("## Conversations")).isGreaterThan(nov.indexOf("#3"));
    }

    @Test
    void aFolderThatCannotBeMadeIsASentenceAndNoFileIsHalfWritten() throws IOException {
        Path blocked = dir.resolve("a-file");
        Files.writeString(blocked, "x");
        try (JournalDatabase db = journal()) {
            MarkdownJournal md = new MarkdownJournal(db::archive, ZoneId.of("UTC"));
            assertThatThrownBy(() -> md.write(blocked.resolve("book"), false))
                    .hasMessageContaining("The Markdown journal could not be written to");
        }
        assertThat(Files.readString(blocked)).isEqualTo("x");
    }
}
