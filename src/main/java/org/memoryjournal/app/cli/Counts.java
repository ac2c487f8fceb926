package org.memoryjournal.app.cli;

import java.util.Locale;

/** How many of something, as a sentence says it: "no conversations", "1 memory", "1,204 memories". */
final class Counts {
    private Counts() {
    }

    static String of(long n, String one, String many) {
        return n == 0 ? "no " + many : String.format(Locale.ROOT, "%,d %s", n, n == 1 ? one : many);
    }
}
