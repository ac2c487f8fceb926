package org.memoryjournal.app.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How {@code bench --startup} starts the app and reads what it reports (the timed starts need a display). */
class StartupBenchTest {
    @TempDir
    Path dir;

    @Test
    void theReadyLineGivesLaunchTimeResidentMemoryAndCpuTime() throws IOException {
        StartupBench.Start s = StartupBench.parse("1834 412 100000 2950\n", 1901.5);

        assertThat(s.launchMillis()).isEqualTo(1834);
        assertThat(s.residentMb()).isEqualTo(412);
        assertThat(s.cpuMillis()).isEqualTo(2950);
        assertThat(s.spawnMillis()).isEqualTo(1901.5);
        assertThat(StartupBench.parse("1834 412 100000", 2000).cpuMillis()).isNaN();
    }

    @Test
    void aDamagedReadyLineIsReportedWithItsText() {
        assertThatThrownBy(() -> StartupBench.parse("ready!", 1)).isInstanceOf(IOException.class)
                .hasMessageContaining("\"millis residentMB memories cpuMillis\": ready!");
    }

    @Test
    void theMedianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        StartupBench.Spread s = StartupBench.Spread.of(List.of(2100.0, 1800.0, 1900.0, 5000.0));

        assertThat(s.min()).isEqualTo(1800);
        assertThat(s.median()).isEqualTo(2000);
        assertThat(s.max()).isEqualTo(5000);
        assertThat(StartupBench.Spread.of(List.of(3.0, 1.0, 2.0)).median()).isEqualTo(2);
        assertThat(StartupBench.Spread.of(List.of()).median()).isNaN();
    }

    @Test
    void anInstalledLauncherIsToldWhereToReportThroughJavaToolOptionsKeepingWhatWasThere() {
        Path launcher = dir.resolve("memory-journal");
        ProcessBuilder pb = StartupBench.launcherProcess(launcher, dir.resolve("home"), dir.resolve("ready.txt"),
                Map.of("JAVA_TOOL_OPTIONS", "-Xshare:on"));

        assertThat(pb.command()).containsExactly(launcher.toString(), "--data-dir", dir.resolve("home").toString(),
                "--provider", "offline");
        assertThat(pb.environment().get("JAVA_TOOL_OPTIONS"))
                .isEqualTo("-Xshare:on -Dmemoryjournal.readyFile=" + dir.resolve("ready.txt"));
    }

    @Test
    void theLauncherDoesNotInheritTheMarkerOfTheLauncherThatStartedTheBench() {
        Path launcher = dir.resolve("memory-journal");
        ProcessBuilder pb = StartupBench.launcherProcess(launcher, dir, dir.resolve("ready.txt"),
                Map.of("_JPACKAGE_LAUNCHER", "0", "DISPLAY", ":73", "LD_LIBRARY_PATH", "/opt/x/lib/app"));

        assertThat(pb.environment()).doesNotContainKey("_JPACKAGE_LAUNCHER")
                .containsEntry("DISPLAY", ":73").containsEntry("LD_LIBRARY_PATH", "/opt/x/lib/app");
    }

    @Test
    void javaStartsTheAppWithTheDesktopFlagsAndTheArchiveOfTheFirstStart() {
        Path archive = dir.resolve("startup.jsa");
        List<String> first = StartupBench.javaProcess(dir, dir.resolve("r"), Optional.of(archive), true).command();
        List<String> later = StartupBench.javaProcess(dir, dir.resolve("r"), Optional.of(archive), false).command();
        List<String> plain = StartupBench.javaProcess(dir, dir.resolve("r"), Optional.empty(), false).command();

        assertThat(first).containsSubsequence(JvmOptions.desktop()).contains("-XX:ArchiveClassesAtExit=" + archive)
                .doesNotContain("-XX:SharedArchiveFile=" + archive);
        assertThat(later).contains("-XX:SharedArchiveFile=" + archive)
                .noneMatch(a -> a.startsWith("-XX:ArchiveClassesAtExit"));
        assertThat(plain).noneMatch(a -> a.contains("Archive")).contains("-Dmemoryjournal.readyFile=" + dir.resolve("r"))
                .endsWith("org.memoryjournal.app.Main", "--data-dir", dir.toString(), "--provider", "offline");
    }

    @Test
    void onlyAClassPathOfJarFilesCanBeArchived() throws IOException {
        Path jar = Files.createFile(dir.resolve("app.jar"));
        Path folder = Files.createDirectories(dir.resolve("classes"));

        assertThat(StartupBench.archivable(jar.toString())).isTrue();
        assertThat(StartupBench.archivable(jar + File.pathSeparator + folder)).isFalse();
        assertThat(StartupBench.archivable(folder.toString())).isFalse();
    }
}
