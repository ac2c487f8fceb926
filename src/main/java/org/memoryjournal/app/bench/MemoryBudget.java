package org.memoryjournal.app.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The app's resident memory budget at 100,000 memories: both the resident memory after the scenario
 * (scrolling, searches, chat turns) and its peak over the whole run must stay within it.
 */
record MemoryBudget(int budgetMb) {
    /** The target of issue 9: the app at 100,000 memories after 5 turns and 4 searches. */
    static final int DEFAULT_MB = 700;
    /** The exit status of {@code bench} when the app is over the budget. */
    static final int OVER_BUDGET_EXIT = 3;

    MemoryBudget {
        if (budgetMb <= 0) {
            throw new IllegalArgumentException("The memory budget must be a positive number of MB.");
        }
    }

    /** @param over the figures above the budget, named (empty when within) */
    record Verdict(int budgetMb, List<String> over, String sentence) {
        boolean within() {
            return over.isEmpty();
        }
    }

    Verdict judge(MemoryBench.Result r) {
        List<String> over = new ArrayList<>();
        if (!(r.rssAfter() <= budgetMb)) {
            over.add(String.format(Locale.ROOT, "resident memory after the scenario %.0f MB", r.rssAfter()));
        }
        if (!(r.rssPeak() <= budgetMb)) {
            over.add(String.format(Locale.ROOT, "peak resident memory %.0f MB", r.rssPeak()));
        }
        String figures = String.format(Locale.ROOT, "resident memory %.0f MB at start, %.0f MB after the scenario, "
                + "%.0f MB at its peak; heap live after a full collection %.0f MB", r.rssStart(), r.rssAfter(),
                r.rssPeak(), r.heapLive());
        String sentence = over.isEmpty()
                ? String.format(Locale.ROOT, "Within the memory budget of %d MB: %s.", budgetMb, figures)
                : String.format(Locale.ROOT, "Over the memory budget of %d MB (%s): %s.", budgetMb,
                        String.join(", ", over), figures);
        return new Verdict(budgetMb, List.copyOf(over), sentence);
    }
}
