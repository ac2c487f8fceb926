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

    @Test
    void anIndexWaitingForItsStartLoadsWhenTheOpenerSaysSo() throws Exception {
        twoMemories();
        try (JournalDatabase j = JournalDatabase.open(dir.resolve("journal.db"), Fixtures.MODEL, () -> Fixtures.DIM,
                IndexLoading.AFTER_START)) {
            Thread.sleep(300);
            assertThat(j.memories().indexSettled()).as("waits for its start").isFalse();
            assertThat(j.memories().list(MemoryListQuery.newest(10))).as("browsing does not wait").hasSize(2);

            j.startIndexLoad();

            for (int i = 0; i < 100 && !j.memories().indexSettled(); i++) {
                Thread.sleep(50);
            }
            assertThat(j.memories().indexSettled()).isTrue();
            assertThat(j.memories().indexedCount()).isEqualTo(2);
        }
    }

    @Test
    @org.junit.jupiter.api.Timeout(value = 5, unit = java.util.concurrent.TimeUnit.SECONDS)
    void rankingBeforeTheStartLoadsTheIndexInsteadOfWaitingForTheLatestMoment() {
        twoMemories();
        assertThat(JournalDatabase.LOAD_AT_THE_LATEST).isGreaterThan(java.time.Duration.ofSeconds(5));
        try (JournalDatabase j = JournalDatabase.open(dir.resolve("journal.db"), Fixtures.MODEL, () -> Fixtures.DIM,
                IndexLoading.AFTER_START)) {
            assertThat(j.memories().recall("orchids", Fixtures.unit(0), RetrievalPolicy.relevanceOnly().withTopK(3),
                    Fixtures.T0, RecallOptions.PREVIEW)).hasSize(2);
            assertThat(j.memories().indexSettled()).isTrue();
        }
    }

    private void twoMemories() {
        try (JournalDatabase j = Fixtures.open(dir)) {
            j.memories().add(Fixtures.memory("Ana loves orchids"));
            j.memories().add(Fixtures.memory("Tom plays the cello"));
        }
    }
}
