package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.memoryjournal.store.Fixtures.T0;
import static org.memoryjournal.store.Fixtures.memory;
import static org.memoryjournal.store.Fixtures.open;
import static org.memoryjournal.store.Fixtures.unit;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.RecallTrace;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.ScoreBreakdown;
import org.memoryjournal.memory.Weights;

/** Undo of a delete on a real journal file: same ids, same fields, every link back. */
class UndeleteTest {
    @TempDir
    Path dir;

    @Test
    void undoPutsMemoriesBackWithTheirIdsFieldsAndLinks() throws Exception {
        ScoreBreakdown b = new ScoreBreakdown(0.7, 0.5, 0.8, 0.7, 0.1, 0.24, 1.0, 0.45, 7, 1.6);
        long answerId;
        Memory older;
        Memory newer;
        Memory other;
        try (JournalDatabase j = open(dir)) {
            older = j.memories().add(memory("Dentist on Tuesday", MemoryKind.EPISODIC, T0, 6, unit(0)));
            newer = j.memories().add(memory("Dentist moved to Thursday", MemoryKind.EPISODIC, T0.plusSeconds(60), 7,
                    unit(1)));
            other = j.memories().add(memory("Bought bread"));
            Memory oldest = j.memories().add(memory("Dentist on Monday", MemoryKind.EPISODIC, T0.minusSeconds(60), 5,
                    unit(0)));
            j.memories().supersede(oldest.id(), older.id(), "moved again");
            j.memories().supersede(older.id(), newer.id(), "moved to Thursday");
            j.memories().update(older.id(), MemoryUpdate.none().withPinned(true));
            j.memories().touch(List.of(older.id()), T0.plusSeconds(3600));
            long conversation = j.conversations().create("t", T0).id();
            j.conversations().append(conversation, StoredMessage.Role.USER, "When is the dentist?", T0,
                    StoredMessage.Status.COMPLETE, "", List.of(), older.id()).id();
            answerId = j.conversations().append(conversation, StoredMessage.Role.ASSISTANT, "Thursday", T0,
                    StoredMessage.Status.COMPLETE, "", List.of(newer.id(), older.id()), 0).id();
            j.conversations().recordTrace(answerId, new RecallTrace(T0, new Weights(1, 0.2, 0.3), "",
                    List.of(new RecallTrace.Entry(newer.id(), 1, b, 0), new RecallTrace.Entry(older.id(), 2, b, 0))));
            older = j.memories().find(older.id()).orElseThrow();

            DeletedMemories gone = j.memories().deleteKeeping(List.of(older.id(), other.id()));

            assertThat(gone.ids()).containsExactly(older.id(), other.id());
            assertThat(j.memories().find(older.id())).isEmpty();
            assertThat(j.memories().find(oldest.id()).orElseThrow().isSuperseded()).isFalse();
            assertThat(j.conversations().messages(conversation).get(1).recalledIds()).containsExactly(newer.id());

            List<Memory> back = j.memories().undelete(gone);

            assertThat(back).extracting(Memory::id).containsExactly(older.id(), other.id());
            assertThat(back.get(0)).isEqualTo(older);
            assertThat(j.memories().find(older.id())).contains(older);
            assertThat(j.memories().supersedeReason(older.id())).isEqualTo("moved to Thursday");
            assertThat(j.memories().find(oldest.id()).orElseThrow().supersededBy()).hasValue(older.id());
            assertThat(j.memories().supersedeReason(oldest.id())).isEqualTo("moved again");
            List<StoredMessage> messages = j.conversations().messages(conversation);
            assertThat(messages.get(0).memoryId()).isEqualTo(older.id());
            assertThat(messages.get(1).recalledIds()).containsExactly(newer.id(), older.id());
            assertThat(j.conversations().trace(answerId).orElseThrow().entries())
                    .extracting(RecallTrace.Entry::memoryId).containsExactly(newer.id(), older.id());
            // Recall sees the restored memory, and not the superseded ones.
            assertThat(j.memories().recall("bread", unit(0), RetrievalPolicy.relevanceOnly().withTopK(5),
                    T0.plusSeconds(7200), RecallOptions.PREVIEW)).extracting(r -> r.memory().id())
                    .contains(other.id()).doesNotContain(older.id(), oldest.id());
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("journal.db"));
             Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("PRAGMA integrity_check")) {
            rs.next();
            assertThat(rs.getString(1)).isEqualTo("ok");
        }
    }

    @Test
    void anotherProcessSeesTheMemoryComeBack() {
        try (JournalDatabase a = open(dir); JournalDatabase b = open(dir)) {
            Memory m = a.memories().add(memory("Ana's birthday is in March", MemoryKind.SEMANTIC, T0, 8, unit(2)));
            DeletedMemories gone = a.memories().deleteKeeping(List.of(m.id()));
            assertThat(b.memories().recall("birthday", unit(2), RetrievalPolicy.relevanceOnly().withTopK(3),
                    T0, RecallOptions.PREVIEW)).isEmpty();

            a.memories().undelete(gone);

            assertThat(b.memories().recall("birthday", unit(2), RetrievalPolicy.relevanceOnly().withTopK(3),
                    T0, RecallOptions.PREVIEW)).extracting(r -> r.memory().id()).containsExactly(m.id());
        }
    }

    @Test
    void afterTheNewestIsDeletedANewMemoryGetsAGreaterIdAndUndoStillRestoresTheOldOne() {
        try (JournalDatabase j = open(dir)) {
            Memory first = j.memories().add(memory("first"));
            Memory last = j.memories().add(memory("last"));
            j.memories().supersede(first.id(), last.id(), "newer");
            DeletedMemories gone = j.memories().deleteKeeping(List.of(last.id()));

            Memory added = j.memories().add(memory("added after the delete"));

            assertThat(added.id()).isGreaterThan(last.id());
            List<Memory> back = j.memories().undelete(gone);
            assertThat(back).extracting(Memory::id).containsExactly(last.id());
            assertThat(j.memories().find(first.id()).orElseThrow().supersededBy()).hasValue(last.id());
            assertThat(j.memories().add(memory("later")).id()).isGreaterThan(added.id());
        }
    }

    @Test
    void anIdTakenMeanwhileGivesTheMemoryANewOneAndLinksFollowIt() {
        try (JournalDatabase j = open(dir)) {
            Memory first = j.memories().add(memory("first"));
            Memory last = j.memories().add(memory("last"));
            j.memories().supersede(first.id(), last.id(), "newer");
            DeletedMemories gone = j.memories().deleteKeeping(List.of(last.id()));
            // SQLite no longer hands a used id out again; a row written with that id by hand still takes it.
            j.database().write(c -> {
                Database.execute(c, "INSERT INTO memories (id, kind, importance, created_at_s, created_at_ns, "
                        + "last_accessed_s, last_accessed_ns, source, embedding_model, dimension, text_chars, embedding, "
                        + "text) SELECT " + last.id() + ", kind, importance, created_at_s, created_at_ns, last_accessed_s, "
                        + "last_accessed_ns, source, embedding_model, dimension, 8, embedding, 'squatter' FROM memories "
                        + "WHERE id = " + first.id());
                return null;
            });

            List<Memory> back = j.memories().undelete(gone);

            assertThat(back).hasSize(1);
            assertThat(back.get(0).id()).isNotEqualTo(last.id());
            assertThat(back.get(0).text()).isEqualTo("last");
            assertThat(j.memories().find(last.id()).orElseThrow().text()).isEqualTo("squatter");
            assertThat(j.memories().find(first.id()).orElseThrow().supersededBy()).hasValue(back.get(0).id());
        }
    }

    @Test
    void undoPutsBackTheAssistantThatWroteTheMemory() throws Exception {
        long id;
        try (JournalDatabase j = open(dir)) {
            id = j.memories().add(new org.memoryjournal.memory.NewMemory("Prefers tea over coffee", MemoryKind.SEMANTIC, T0, 5, unit(2),
                    org.memoryjournal.memory.MemorySource.MCP, false, "Claude Desktop")).id();
            DeletedMemories gone = j.memories().deleteKeeping(List.of(id));
            j.memories().undelete(gone);
        }
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("journal.db"));
             java.sql.ResultSet rs = c.createStatement().executeQuery(
                     "SELECT source, source_client FROM memories WHERE id = " + id)) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getString(1)).isEqualTo("mcp");
            assertThat(rs.getString(2)).isEqualTo("Claude Desktop");
        }
    }

    @Test
    void deletingNothingKeepsNothing() {
        try (JournalDatabase j = open(dir)) {
            assertThat(j.memories().deleteKeeping(List.of(42L)).count()).isZero();
            assertThat(j.memories().undelete(DeletedMemories.none())).isEmpty();
        }
    }
}
