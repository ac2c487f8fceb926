package org.memoryjournal.app;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.memoryjournal.app.cli.MemoryJournalCli;
import org.memoryjournal.llm.OfflineGuard;

/**
 * Entry point: with a sub-command, the headless command line; without one, the desktop app.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        OfflineGuard.apply();
        // Before any SQLite or ONNX class loads: their native code comes from our cache, not /tmp.
        NativeLibraries.prepare(NativeLibraries.cacheDirectory(System.getenv(), System.getProperty("os.name", ""),
                Path.of(System.getProperty("user.home"))));
        TempLeftovers.sweep(Path.of(System.getProperty("java.io.tmpdir")), java.time.Instant.now());
        PrintWriter out = new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out),
                StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.err),
                StandardCharsets.UTF_8), true);
        if (SelfTest.requested(args)) {
            System.exit(SelfTest.run(out, err));
        }
        int status = MemoryJournalCli.run(args, cli -> cli.withoutIndex()
                        ? Journal.openWithoutIndex(cli.dataDir(), cli.providerFlags())
                        : cli.indexInBackground()
                        ? Journal.openLoadingInBackground(cli.dataDir(), cli.providerFlags())
                        : Journal.open(cli.dataDir(), cli.providerFlags()),
                cli -> DesktopApp.launch(cli.dataDir(), cli.providerFlags()), out, err);
        if (status != 0 || args.length > 0) {
            System.exit(status);
        }
    }
}
