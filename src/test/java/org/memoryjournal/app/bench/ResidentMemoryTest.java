package org.memoryjournal.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

class ResidentMemoryTest {
    private static final List<String> STATUS = List.of("Name:\tjava", "VmPeak:\t 9000000 kB", "VmHWM:\t  1048576 kB",
            "VmRSS:\t   524288 kB", "RssAnon:\t  400000 kB");

    @Test
    void readsTheResidentAndPeakLinesInMegabytes() {
        assertThat(ResidentMemory.field(STATUS, "VmRSS:")).isEqualTo(512.0);
        assertThat(ResidentMemory.field(STATUS, "VmHWM:")).isEqualTo(1024.0);
    }

    @Test
    void aMissingLineIsNotANumber() {
        assertThat(ResidentMemory.field(STATUS, "VmSwap:")).isNaN();
    }

    @Test
    void thisProcessHasAPeakAtLeastAsHighAsItsResidentMemory() {
        double rss = ResidentMemory.megabytes();
        double peak = ResidentMemory.peakMegabytes();

        assertThat(rss).isPositive();
        assertThat(peak).isGreaterThanOrEqualTo(rss - 1);
    }
}
