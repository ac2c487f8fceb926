package org.memoryjournal.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.junit.jupiter.api.Test;

/** The progress of a long command: a bar with a rate on a terminal, a plain line every 5 s elsewhere. */
class ProgressLineTest {
    private long now;

    private ProgressLine line(StringWriter out, boolean bar) {
        return new ProgressLine(new PrintWriter(out), bar, () -> now);
    }

    @Test
    void plainLinesComeEveryFiveSecondsWithCountPercentAndRate() {
        StringWriter out = new StringWriter();
        ProgressLine p = line(out, false);
        p.phase("Writing", 100_000, "rows");
        now += 1_000_000_000L;
        p.update(10_000);
        assertThat(out.toString()).isEmpty();
        now += 4_000_000_000L;
        p.update(50_000);
        now += 5_000_000_000L;
        p.finishPhase(100_000);
        assertThat(out.toString()).isEqualTo("Writing: 50,000/100,000 rows (50%), 10,000 rows/s\n"
                + "Writing: 100,000/100,000 rows (100%), 10,000 rows/s\n");
    }

    @Test
    void aQuickPhaseSaysNothingInPlainMode() {
        StringWriter out = new StringWriter();
        ProgressLine p = line(out, false);
        p.phase("Reading", 3, "MB");
        now += 200_000_000L;
        p.finishPhase(3);
        p.close();
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void theBarIsRedrawnInPlaceAtMostTenTimesASecondAndEndsTheLine() {
        StringWriter out = new StringWriter();
        ProgressLine p = line(out, true);
        p.phase("Writing", 200, "rows");
        now += 50_000_000L;
        p.update(10); // too soon: not drawn
        now += 50_000_000L;
        p.update(100);
        now += 100_000_000L;
        p.finishPhase(200);
        p.close();
        assertThat(out.toString()).isEqualTo(
                "\rWriting    [##############--------------]  50%  100/200 rows  1,000 rows/s   "
                + "\rWriting    [############################] 100%  200/200 rows  1,000 rows/s   \n");
    }
}
