package org.memoryjournal.app;

import org.memoryjournal.settings.DataDirectory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DataDirectoryTest {
    private static final Path HOME = Path.of("/home/ana");

    @Test
    void theFlagWinsOverTheEnvironmentWhichWinsOverTheOsDefault() {
        Map<String, String> env = Map.of("MEMORY_JOURNAL_HOME", "/data/journal");
        assertThat(DataDirectory.resolve(Optional.of(Path.of("/tmp/x")), env, "Linux", HOME).root())
                .isEqualTo(Path.of("/tmp/x"));
        assertThat(DataDirectory.resolve(Optional.empty(), env, "Linux", HOME).root()).isEqualTo(Path.of("/data/journal"));
    }

    @Test
    void eachOsHasItsPerUserApplicationDataDirectory() {
        assertThat(DataDirectory.resolve(Optional.empty(), Map.of(), "Linux", HOME).root())
                .isEqualTo(Path.of("/home/ana/.local/share/memory-journal"));
        assertThat(DataDirectory.resolve(Optional.empty(), Map.of("XDG_DATA_HOME", "/xdg"), "Linux", HOME).root())
                .isEqualTo(Path.of("/xdg/memory-journal"));
        assertThat(DataDirectory.resolve(Optional.empty(), Map.of(), "Mac OS X", HOME).root())
                .isEqualTo(Path.of("/home/ana/Library/Application Support/Memory Journal"));
        assertThat(DataDirectory.resolve(Optional.empty(), Map.of("APPDATA", "/appdata"), "Windows 11", HOME).root())
                .isEqualTo(Path.of("/appdata/Memory Journal"));
    }

    @Test
    void aDirectoryThatCannotBeCreatedIsAClearError(@TempDir Path tmp) throws IOException {
        Path file = Files.writeString(tmp.resolve("not-a-dir"), "x");
        assertThatThrownBy(() -> DataDirectory.resolve(Optional.of(file.resolve("journal")), Map.of(), "Linux", HOME).create())
                .hasMessageContaining("could not be created").hasMessageContaining("--data-dir");
    }
}
