package org.memoryjournal.app.selfcheck;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The outcome of a run of fault trials, per kind of trial, and as the table {@code selfcheck} prints. */
public final class FaultReport {
    /** The counts of one kind of trial. */
    public static final class Row {
        int trials;
        int acknowledged;
        int lost;
        int torn;
        int badBackups;
        int corrupt;

        public int trials() {
            return trials;
        }

        public int lost() {
            return lost;
        }

        public int corrupt() {
            return corrupt;
        }
    }

    /** The kinds of trial: a kill during one of the operations, or a full disk. */
    public enum Kind {
        KILL_REMEMBER("kill -9 during remember"), KILL_IMPORT("kill -9 during import"),
        KILL_FORGET("kill -9 during forget"), KILL_CHAT("kill -9 during chat write-back"),
        KILL_EXPORT("kill -9 during backup/export"), DISK_FULL("full disk (max_page_count)");

        final String label;

        Kind(String label) {
            this.label = label;
        }

        static Kind of(FaultOp op) {
            return values()[op.ordinal()];
        }
    }

    private final Map<Kind, Row> rows = new EnumMap<>(Kind.class);
    private final Set<String> messages = new LinkedHashSet<>();
    private final List<String> problems = new ArrayList<>();
    private long millis;

    Row row(Kind kind) {
        return rows.computeIfAbsent(kind, k -> new Row());
    }

    void messages(Set<String> seen) {
        messages.addAll(seen);
    }

    void problem(String p) {
        problems.add(p);
    }

    void took(long ms) {
        millis = ms;
    }

    public Row total() {
        Row t = new Row();
        for (Row r : rows.values()) {
            t.trials += r.trials;
            t.acknowledged += r.acknowledged;
            t.lost += r.lost;
            t.torn += r.torn;
            t.badBackups += r.badBackups;
            t.corrupt += r.corrupt;
        }
        return t;
    }

    /**
     * True when nothing acknowledged was lost, no import was torn, no backup was bad, no file corrupt, and
     * nothing else went wrong (a child that died on its own, a full disk without the expected sentence).
     */
    public boolean passed() {
        Row t = total();
        return t.lost == 0 && t.torn == 0 && t.badBackups == 0 && t.corrupt == 0 && problems.isEmpty();
    }

    public List<String> problems() {
        return List.copyOf(problems);
    }

    public Set<String> messages() {
        return Set.copyOf(messages);
    }

    /** The table: one line per kind of trial and a total, then the messages seen and any problem. */
    public String table() {
        StringBuilder b = new StringBuilder();
        String format = "%-32s %7s %8s %6s %12s %12s %8s%n";
        b.append(String.format(format, "trial", "trials", "acked", "lost", "torn imports", "bad backups", "corrupt"));
        rows.forEach((kind, r) -> line(b, format, kind.label, r));
        line(b, format, "total", total());
        b.append(String.format("%nTime: %.1f s. Messages seen (%d):%n", millis / 1000.0, messages.size()));
        messages.forEach(m -> b.append("  ").append(m).append('\n'));
        if (!problems.isEmpty()) {
            b.append("Problems:\n");
            problems.stream().limit(50).forEach(p -> b.append("  ").append(p).append('\n'));
            if (problems.size() > 50) {
                b.append("  … and ").append(problems.size() - 50).append(" more\n");
            }
        }
        return b.toString();
    }

    private static void line(StringBuilder b, String format, String label, Row r) {
        b.append(String.format(format, label, r.trials, r.acknowledged, r.lost, r.torn, r.badBackups, r.corrupt));
    }
}
