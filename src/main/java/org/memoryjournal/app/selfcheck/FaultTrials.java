package org.memoryjournal.app.selfcheck;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.store.StoreException;

/**
 * Runs fault trials on one journal: most trials start a child process that runs one operation over and
 * over ({@link FaultChild}) and kill it with SIGKILL after a random delay; every sixth fills the disk
 * instead ({@link DiskFullTrial}). After every trial the journal must pass {@code PRAGMA integrity_check},
 * open with a complete recall index, and hold everything acknowledged so far ({@link Ledger}).
 */
public final class FaultTrials {
    /** One kill in five lands during the child's first command (slow: classes load), the others later. */
    private static final int COLD_KILL_PERCENT = 20;
    private static final int COLD_MAX_DELAY_MS = 1_200;
    private static final int WARM_MAX_DELAY_MS = 1_000;

    private final Path work;
    private final Path dataDir;
    private final Path file;
    private final Random random;
    private final Ledger ledger;
    private final Consumer<String> progress;
    /** Set by the reader thread: the child printed "ready", and how many "ack" lines since; guarded by {@code this}. */
    private boolean ready;
    private int acks;

    private FaultTrials(Path work, long seed, Consumer<String> progress) {
        this.work = work;
        this.dataDir = work.resolve("journal");
        this.file = dataDir.resolve("journal.db");
        this.random = new Random(seed);
        this.ledger = new Ledger(dataDir);
        this.progress = progress;
    }

    /** Runs {@code trials} trials in the empty directory {@code work} (it must exist) and reports them. */
    public static FaultReport run(Path work, int trials, long seed, Consumer<String> progress)
            throws IOException, InterruptedException {
        return new FaultTrials(work, seed, progress).runAll(trials);
    }

    private FaultReport runAll(int trials) throws IOException, InterruptedException {
        long start = System.nanoTime();
        FaultReport report = new FaultReport();
        Files.createDirectories(dataDir);
        for (int t = 0; t < trials; t++) {
            FaultReport.Kind kind = t % 6 == 5 ? FaultReport.Kind.DISK_FULL : FaultReport.Kind.values()[t % 6];
            FaultReport.Row row = report.row(kind);
            int ackedBefore = ledger.acknowledged();
            if (kind == FaultReport.Kind.DISK_FULL) {
                for (String m : DiskFullTrial.run(file, "t" + t, random, ledger)) {
                    ledger.message(m);
                    if (!m.equals(DiskFullTrial.expected(file))) {
                        report.problem("trial " + t + ": unexpected message for a full disk: " + m);
                        row.corrupt += m.contains("beyond the cap") ? 1 : 0;
                    }
                }
            } else {
                killTrial(FaultOp.values()[t % 6], "t" + t, report);
            }
            row.trials++;
            row.acknowledged += ledger.acknowledged() - ackedBefore;
            verify(t, row, report);
            progress.accept(String.format("trial %d/%d %-30s acked so far %d", t + 1, trials, kind.label,
                    ledger.acknowledged()));
        }
        report.messages(ledger.messages());
        report.took((System.nanoTime() - start) / 1_000_000);
        return report;
    }

    private void killTrial(FaultOp op, String tag, FaultReport report) throws IOException, InterruptedException {
        Path tmp = Files.createDirectories(work.resolve("tmp-" + tag));
        Path stderr = work.resolve("child-" + tag + ".err");
        synchronized (this) {
            ready = false; // the last trial's reader may have set them after that trial's kill
            acks = 0;
        }
        Process child = ChildJvm.start(tmp, stderr, "loop", op.id(), dataDir.toString(), tag);
        Thread reader = new Thread(() -> readLines(child), "mj-selfcheck-reader");
        reader.start();
        try {
            boolean cold = random.nextInt(100) < COLD_KILL_PERCENT;
            synchronized (this) {
                while (!(cold ? ready : acks > 0) && child.isAlive()) {
                    wait(100);
                }
            }
            Thread.sleep(random.nextInt(cold ? COLD_MAX_DELAY_MS : WARM_MAX_DELAY_MS));
            if (!child.isAlive()) {
                report.problem("trial " + tag + ": the child ended by itself (exit " + child.exitValue()
                        + ") before it was killed; see the messages");
            }
        } finally {
            // SIGKILL through the handle: Process.destroyForcibly() would also close our end of the pipe and
            // drop acknowledgements the child printed just before it died.
            child.toHandle().destroyForcibly();
            child.waitFor(10, TimeUnit.SECONDS);
            reader.join(10_000);
        }
        for (String line : Files.readAllLines(stderr)) {
            if (!line.isBlank()) {
                ledger.message("child stderr: " + line.strip());
            }
        }
        deleteTree(tmp);
        Files.deleteIfExists(stderr);
    }

    private void readLines(Process child) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                if (line.equals("ready") || line.startsWith("ack ")) {
                    synchronized (this) {
                        ready = true;
                        acks += line.startsWith("ack ") ? 1 : 0;
                        notifyAll();
                    }
                }
                synchronized (ledger) {
                    ledger.accept(line);
                }
            }
        } catch (IOException e) {
            ledger.message("could not read the child's output: " + e.getMessage());
        } finally {
            synchronized (this) {
                notifyAll();
            }
        }
    }

    private void verify(int t, FaultReport.Row row, FaultReport report) throws IOException {
        try {
            String integrity = JournalFile.integrity(file);
            if (!integrity.equals("ok")) {
                row.corrupt++;
                report.problem("trial " + t + ": integrity_check: " + integrity);
                return;
            }
            // Opening first, as the next run of the app would: a journal killed while it was being created
            // has no tables yet (its first migration never committed) and is simply set up now.
            int indexed;
            try (JournalDatabase j = JournalDatabase.open(file, HashingEmbedder.MODEL, HashingEmbedder.DIMENSION)) {
                indexed = j.memories().indexedCount();
            }
            Map<String, Integer> texts = JournalFile.texts(file);
            Ledger.Findings f;
            synchronized (ledger) {
                f = ledger.check(texts);
            }
            row.lost += f.lost();
            row.torn += f.torn();
            row.badBackups += f.badBackups();
            f.problems().forEach(p -> report.problem("trial " + t + ": " + p));
            int rows = JournalFile.countOfModel(file, HashingEmbedder.MODEL);
            if (indexed != rows) {
                row.corrupt++;
                report.problem("trial " + t + ": the recall index holds " + indexed + " of " + rows + " memories");
            }
        } catch (SQLException | StoreException e) {
            row.corrupt++;
            report.problem("trial " + t + ": the journal could not be read: " + e.getMessage());
        }
        cleanUp();
    }

    /** Backups and import files of checked trials are not needed again; keep the directory small. */
    private void cleanUp() throws IOException {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dataDir, "{backup,import}-*.json")) {
            for (Path p : files) {
                Files.deleteIfExists(p);
            }
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
