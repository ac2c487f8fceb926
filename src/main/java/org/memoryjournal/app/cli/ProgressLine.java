package org.memoryjournal.app.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Progress of a long command on stderr. On a terminal (or with {@code --progress}) a bar redrawn in place,
 * at most ten times a second, with the rate; otherwise (a log, a pipe) a plain line every five seconds and
 * one at the end of a phase that took longer, so a script's log shows that long work goes on, without bar
 * redraws, and a quick command's stderr holds nothing but its own messages.
 */
final class ProgressLine implements AutoCloseable {
    private static final int WIDTH = 28;
    private static final long BAR_EVERY_NS = 100_000_000L;
    private static final long LINE_EVERY_NS = 5_000_000_000L;

    private final PrintWriter err;
    private final boolean bar;
    private final LongSupplier nanoTime;
    private String phase = "";
    private String unit = "";
    private long total;
    private long phaseStart;
    private long lastShown;
    private long done;
    private boolean drawn;
    private long shownCount = -1;

    ProgressLine(PrintWriter err, boolean bar, LongSupplier nanoTime) {
        this.err = err;
        this.bar = bar;
        this.nanoTime = nanoTime;
    }

    /** A progress line for this process: a bar when stderr is a terminal or {@code forceBar}. */
    static ProgressLine forStderr(PrintWriter err, boolean forceBar) {
        return new ProgressLine(err, forceBar || stderrIsTerminal(), System::nanoTime);
    }

    /** Whether stderr is a terminal (Linux: its descriptor points at a tty; elsewhere: there is a console). */
    static boolean stderrIsTerminal() {
        try {
            Path fd = Path.of("/proc/self/fd/2");
            if (Files.exists(fd)) {
                String target = Files.readSymbolicLink(fd).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
            }
        } catch (Exception e) {
            // fall through to the console check
        }
        return System.console() != null;
    }

    /** Starts a phase ("Reading", "Embedding", "Writing") of {@code total} units ("memories", "MB"). */
    void phase(String name, long total, String unit) {
        finishLine();
        this.phase = name;
        this.total = Math.max(0, total);
        this.unit = unit;
        this.done = 0;
        this.shownCount = -1;
        this.phaseStart = nanoTime.getAsLong();
        this.lastShown = phaseStart;
    }

    /** {@code done} units of the current phase are finished. */
    void update(long done) {
        this.done = done;
        long now = nanoTime.getAsLong();
        if (now - lastShown >= (bar ? BAR_EVERY_NS : LINE_EVERY_NS)) {
            lastShown = now;
            show(now);
        }
    }

    /** Shows the phase as finished (a bar at 100 %, or its last plain line). */
    void finishPhase(long finalCount) {
        // Plain lines: a phase quicker than one period says nothing (a script's stderr stays one sentence).
        if (bar || shownCount >= 0 && finalCount != shownCount) {
            this.done = finalCount;
            show(nanoTime.getAsLong());
        }
        finishLine();
    }

    private void show(long now) {
        shownCount = done;
        double seconds = Math.max(1e-9, (now - phaseStart) / 1e9);
        String rate = String.format(Locale.ROOT, "%,.0f %s/s", done / seconds, unit);
        String count = total > 0 ? String.format(Locale.ROOT, "%,d/%,d %s", done, total, unit)
                : String.format(Locale.ROOT, "%,d %s", done, unit);
        int percent = total > 0 ? (int) Math.min(100, done * 100 / total) : 0;
        if (bar) {
            int filled = total > 0 ? (int) Math.min(WIDTH, done * WIDTH / total) : 0;
            err.print("\r" + String.format(Locale.ROOT, "%-10s [%s%s] %3d%%  %s  %s   ", phase, "#".repeat(filled),
                    "-".repeat(WIDTH - filled), percent, count, rate));
            drawn = true;
        } else {
            err.println(String.format(Locale.ROOT, "%s: %s (%d%%), %s", phase, count, percent, rate));
        }
        err.flush();
    }

    private void finishLine() {
        if (drawn) {
            err.println();
            err.flush();
            drawn = false;
        }
    }

    @Override
    public void close() {
        finishLine();
    }
}
