package org.memoryjournal.ui.access;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.memoryjournal.app.Journal;
import org.memoryjournal.app.selfcheck.HashingEmbedder;
import org.memoryjournal.chat.AccessService;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.AccessEntry;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.ui.SyncTaskExecutor;

/** The Access view's model over a real journal file. */
class AccessViewModelTest {
    @TempDir
    Path dir;
    private Journal journal;
    private AccessViewModel vm;

    @BeforeEach
    void open() {
        journal = Journal.open(Optional.of(dir), Map.of("provider", "offline"), new HashingEmbedder());
        vm = new AccessViewModel(journal.access(), new SyncTaskExecutor(), ZoneOffset.UTC);
    }

    @AfterEach
    void close() {
        journal.close();
    }

    private void log(String at, String client, String tool, String query, List<Long> ids, String outcome) {
        journal.access().record(AccessEntry.of(Instant.parse(at), client, tool, query, ids, outcome));
    }

    @Test
    void listsEveryCallNewestFirstWithClientToolQueryIdsAndTime() {
        log("2026-03-10T09:00:00Z", "Claude", "recall", "where does  Anna\nlive", List.of(4L, 2L), "2 memories");
        log("2026-03-10T09:05:30Z", "Cursor", "remember", "I use tabs.", List.of(7L), "added");
        vm.refresh();
        assertThat(vm.rows()).extracting(AccessRowViewModel::client).containsExactly("Cursor", "Claude");
        AccessRowViewModel claude = vm.rows().get(1);
        assertThat(claude.time()).isEqualTo("2026-03-10 09:00:00");
        assertThat(claude.tool()).isEqualTo("recall");
        assertThat(claude.query()).isEqualTo("where does Anna live");
        assertThat(claude.ids()).isEqualTo("#4 #2");
        assertThat(claude.outcome()).isEqualTo("2 memories");
        assertThat(claude.forgot()).isFalse();
    }

    @Test
    void switchingAClientOffIsSavedInTheSettingsAndCanBeUndone() throws Exception {
        log("2026-03-10T09:00:00Z", "Nosy Bot", "recall", "x", List.of(), "0 memories");
        vm.setSwitchedOff("Nosy Bot", true);
        assertThat(vm.switchedOff()).containsExactly("Nosy Bot");
        assertThat(vm.noticeProperty().get()).isEqualTo("Nosy Bot is switched off: its calls are refused from now on.");
        assertThat(Files.readString(dir.resolve("settings.properties"))).contains(AccessService.SWITCHED_OFF + "=Nosy Bot");
        assertThat(journal.access().isSwitchedOff("Nosy Bot")).isTrue();
        assertThat(journal.access().isSwitchedOff("Good Bot")).isFalse();

        vm.setSwitchedOff("Nosy Bot", false);
        assertThat(vm.switchedOff()).isEmpty();
        assertThat(journal.access().isSwitchedOff("Nosy Bot")).isFalse();
    }

    @Test
    void aMemoryAnAssistantForgotIsRestoredOnceWithItsFieldsAndClient() {
        Memory m = journal.memories().remember(MemoryService.Draft.fromClient("My locker code is 4711.", "Cursor")
                .withImportance(6));
        assertThat(journal.access().keepCopy(m.id())).isTrue();
        journal.memories().forget(List.of(m.id()));
        log("2026-03-10T09:00:00Z", "Cursor", "forget", "#" + m.id(), List.of(m.id()), "forgot");
        vm.refresh();
        AccessRowViewModel row = vm.rows().get(0);
        assertThat(row.forgot()).isTrue();
        int[] restoredCalls = {0};
        vm.onRestored(() -> restoredCalls[0]++);

        vm.restore(row);
        assertThat(restoredCalls[0]).as("the browser is told to reload").isEqualTo(1);
        assertThat(vm.noticeProperty().get()).startsWith("Memory #" + m.id() + " is back, as memory #");
        Memory back = journal.memories().recent(5).get(0);
        assertThat(back.text()).isEqualTo("My locker code is 4711.");
        assertThat(back.importance()).isEqualTo(6);
        assertThat(back.source()).isEqualTo(MemorySource.MCP);
        assertThat(back.createdAt()).isEqualTo(m.createdAt());
        assertThat(journal.access().clientOf(back.id())).isEqualTo("Cursor");

        vm.restore(row);
        assertThat(vm.errorProperty().get()).isEqualTo("Memory #" + m.id() + " was already restored, or no copy of it was kept.");
        assertThat(journal.memories().recent(5)).hasSize(1);
    }
}
