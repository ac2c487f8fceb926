package org.memoryjournal.app;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

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
        PrintWriter out = new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out),
                StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.err),
                StandardCharsets.UTF_8), true);
        int status = MemoryJournalCli.run(args, cli -> Journal.open(cli.dataDir(), cli.providerFlags()),
                cli -> DesktopApp.launch(cli.dataDir(), cli.providerFlags()), out, err);
        if (status != 0 || args.length > 0) {
            System.exit(status);
        }
    }
}
