package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.RetrievalPolicy;

/** A journal opened without its recall index (backup, export) copies and reads everything, and ranks nothing. */
class IndexLoadingTest {
    @TempDir
    Path dir;

    @Test
    void withoutTheIndexABackupAndAnExportReadEveryRowAndRankingOrWritingIsRefused() {
        try (JournalDatabase j = Fixtures.open(dir)) {
            j.memories().add(Fixtures.memory("Ana loves orchids"));
            j.memories().add(Fixtures.memory("Tom plays the cello"));
        }
        Path file = dir.resolve("journal.db");
        try (JournalDatabase j = JournalDatabase.open(file, Fixtures.MODEL, () -> Fixtures.DIM, IndexLoading.NEVER)) {
            JournalBackup.Contents copy = j.backupTo(dir.resolve("copy.db"));
            assertThat(copy.memories()).isEqualTo(2);
            List<String> texts = new ArrayList<>();
            j.archive().read(new ArchiveVisitor() {
                @Override
                public void start(ArchiveCounts counts) {
                }

                @Override
                public void memory(ArchivedMemory memory) {
                    texts.add(memory.text());
                }

                @Override
                public void conversation(Conversation conversation) {
                }

                @Override
                public void message(ArchivedMessage message) {
                }
            }, true);
            assertThat(texts).containsExactly("Ana loves orchids", "Tom plays the cello");
            assertThatThrownBy(() -> j.memories().add(Fixtures.memory("a third")))
                    .isInstanceOf(StoreException.class).hasMessageContaining("without its memories for recall");
            assertThatThrownBy(() -> j.memories().recall("orchids", Fixtures.unit(0),
                    RetrievalPolicy.relevanceOnly().withTopK(3), Fixtures.T0, RecallOptions.PREVIEW))
                    .isInstanceOf(StoreException.class);
        }
        try (JournalDatabase j = Fixtures.open(dir)) {
            assertThat(j.memories().indexedCount()).isEqualTo(2);
        }
    }
}
