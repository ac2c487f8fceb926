package org.memoryjournal.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import org.memoryjournal.app.selfcheck.FaultReport;
import org.memoryjournal.app.selfcheck.FaultTrials;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code selfcheck --faults [--trials N]}: kills child processes at random points of remember, import,
 * forget, chat write-back and export, fills the disk, and checks after every trial that nothing
 * acknowledged was lost and the file is sound. Works on a scratch journal, never the user's.
 */
@Command(name = "selfcheck", mixinStandardHelpOptions = true,
        description = "Check that the journal survives crashes and a full disk (on a scratch journal; yours is not touched).")
final class SelfcheckCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--faults", description = "Run the fault trials: kill -9 during writes, a full disk.")
    boolean faults;

    @Option(names = "--trials", paramLabel = "N", defaultValue = "50", description = "How many trials (default: ${DEFAULT-VALUE}).")
    int trials;

    @Option(names = "--seed", paramLabel = "S", description = "Seed for the random kill points (default: from the clock).")
    Long seed;

    @Option(names = "--work-dir", paramLabel = "DIR", description = "Where to keep the scratch journal (default: a temporary folder, deleted afterwards).")
    Path workDir;

    @Option(names = "--verbose", description = "Print one line per trial on stderr.")
    boolean verbose;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (!faults) {
            throw new ParameterException(spec.commandLine(), "Nothing to check: add --faults.");
        }
        if (trials < 1 || trials > 100_000) {
            throw new ParameterException(spec.commandLine(), "--trials must be between 1 and 100000, not " + trials + ".");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        long s = seed != null ? seed : System.nanoTime();
        Path work = workDir != null ? Files.createDirectories(workDir) : Files.createTempDirectory("memory-journal-selfcheck");
        FaultReport report;
        try {
            report = FaultTrials.run(work, trials, s, line -> {
                if (verbose) {
                    err.println(line);
                    err.flush();
                }
            });
        } finally {
            if (workDir == null) {
                deleteTree(work);
            }
        }
        out.println("Fault trials (seed " + s + "):");
        out.print(report.table());
        out.flush();
        if (!report.passed()) {
            err.println("memory-journal: the fault trials lost acknowledged writes or damaged the journal (see above).");
            return 1;
        }
        out.println("No acknowledged write was lost and no file was corrupt.");
        return 0;
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
