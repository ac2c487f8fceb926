package org.memoryjournal.app.cli;

import java.io.PrintWriter;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import org.memoryjournal.settings.PolicySettings;
import org.memoryjournal.memory.LoweredFor;
import org.memoryjournal.memory.MemoryParts;
import org.memoryjournal.memory.AskedOnly;
import org.memoryjournal.memory.OthersThings;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.ScoreBreakdown;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.Weights;
import org.memoryjournal.store.RecallOptions;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code recall QUERY}: the ranked memories with their score breakdown. */
@Command(name = "recall", mixinStandardHelpOptions = true,
        description = "Rank memories for a query and show why each came back. Touches the results unless --no-touch.")
final class RecallCommand implements Callable<Integer> {
    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "QUERY")
    String query;

    @Option(names = "-k", paramLabel = "N", converter = Values.TopK.class, description = "How many memories (default: the policy's top-k).")
    Integer k;

    @Option(names = "--now", paramLabel = "TIME", converter = Times.class, description = "Recall as if at this time: "
            + "memories written later are left out, and a replacement written later has not yet replaced anything.")
    Instant now;

    @Option(names = "--weights", paramLabel = "R,C,I", description = "Relevance, recency and importance weights, e.g. 1,1,1.")
    String weights;

    @Option(names = "--policy", paramLabel = "NAME", description = "A preset instead of the settings: default, classic, relevance, keyword.")
    String policy;

    @Option(names = "--no-touch", description = "Preview: do not update the recalled memories' last access.")
    boolean noTouch;

    @Option(names = "--include-superseded", description = "Also rank memories replaced by newer ones.")
    boolean includeSuperseded;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() {
        Values.text(spec, query, "query");
        RetrievalPolicy preset = policy == null ? null : Values.usage(spec, () -> PolicySettings.preset(policy));
        Weights w = weights == null ? null : Values.usage(spec, () -> Weights.parse(weights));
        RetrievalPolicy p = preset != null ? preset : root.journal().settings().policy();
        if (w != null) {
            p = p.withWeights(w);
        }
        if (k != null) {
            p = p.withTopK(k);
        }
        if (!noTouch && root.journal().readOnly()) {
            throw new IllegalStateException("The journal " + root.journal().databaseFile()
                    + " is read-only, and recall marks what it returns as used; add --no-touch to recall without "
                    + "changing anything.");
        }
        Instant at = now != null ? now : root.journal().memories().now();
        var reading = root.journal().memories().read(query, at);
        List<Recalled> results = root.journal().memories().recall(query, p, at,
                new RecallOptions(!noTouch, includeSuperseded).withReading(reading));
        String focus = reading.time().map(f -> f.describe()).orElse("");
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("query", query);
            o.put("now", at.toString());
            if (!focus.isEmpty()) {
                o.put("time_focus", focus);
            }
            o.put("results", JsonOut.recalled(results));
            out.println(JsonOut.write(o));
            return 0;
        }
        if (!focus.isEmpty()) {
            out.println("Time words: " + focus);
        }
        if (results.isEmpty()) {
            out.println("No memory is related closely enough to that.");
        }
        for (Recalled r : results) {
            out.printf("%2d. [%d] %s%n", r.rank(), r.memory().id(), Table.oneLine(r.memory().text(), 90));
            out.printf("    score %.3f = relevance %.3f%s + recency %.3f + importance %.3f%s%s%s   (%s, importance %d)%n",
                    r.breakdown().total(), r.breakdown().weightedRelevance(),
                    r.breakdown().relevanceOf() != 0 ? String.format(" (of [%d], which it replaced)",
                            r.breakdown().relevanceOf())
                            : r.breakdown().someoneElses() ? String.format(Locale.ROOT,
                            " (×%.1f: about someone else's, not yours)", OthersThings.KEPT)
                            : r.breakdown().askedOnly() ? String.format(Locale.ROOT,
                            " (×%.1f: a question asked, not an answer)", AskedOnly.KEPT) : "",
                    r.breakdown().weightedRecency(),
                    r.breakdown().weightedImportance(),
                    r.breakdown().timeMatch() > 0 ? String.format(" + time %.3f", r.breakdown().timeMatch()) : "",
                    r.breakdown().questionFit() > 0 ? String.format(" + fits the question %.3f (%s)",
                            r.breakdown().questionFit(), r.breakdown().fitReason().description()) : "",
                    outdated(r.breakdown()),
                    r.memory().kind().id(), r.memory().importance());
            MemoryParts.sentence(r.memory().text(), r.breakdown().passage()).ifPresent(sentence ->
                    out.printf("    relevance of its passage: %s%n", Table.oneLine(sentence, 80)));
        }
        return 0;
    }

    /**
     * " − outdated 0.120 (ranked below the newer [7])", or the same without a cost when it ranked below anyway;
     * for an insight, " − 0.210 (an insight, ranked below [4], which it was drawn from)".
     */
    private static String outdated(ScoreBreakdown b) {
        if (b.outdatedBy() == 0) {
            return "";
        }
        if (b.loweredFor() == LoweredFor.SOURCE) {
            return String.format(" − %.3f (an insight, ranked below [%d], which it was drawn from)", b.outdated(),
                    b.outdatedBy());
        }
        return b.outdated() > 0 ? String.format(" − outdated %.3f (ranked below the newer [%d])", b.outdated(),
                b.outdatedBy()) : String.format(" (replaced by the newer [%d])", b.outdatedBy());
    }
}
