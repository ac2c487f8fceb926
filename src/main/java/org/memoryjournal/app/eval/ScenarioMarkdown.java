package org.memoryjournal.app.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.memoryjournal.app.eval.ScenarioReport.CaseResult;
import org.memoryjournal.app.eval.ScenarioReport.Share;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.ScoreBreakdown;

/**
 * The scenarios section of EVALUATION.md, every figure and every conclusion computed from one report:
 * targets are stated as met or missed by comparing numbers, a mechanism's worth is the measured change
 * when it is switched off, and a change inside the uncertainty of the suite is called so.
 */
final class ScenarioMarkdown {
    /** The targets for the personal suite. */
    static final double TARGET_OVERALL = 0.95;
    static final double TARGET_CLASS = 0.90;
    /** The target for paraphrase duplicates caught (look-alikes merged: none). */
    static final double TARGET_PARAPHRASES = 0.90;

    private ScenarioMarkdown() {
    }

    static String of(ScenarioReport r) {
        StringBuilder sb = new StringBuilder();
        String shipped = r.configs().get(0).name();
        int cases = r.results().get(shipped).size();
        sb.append(String.format(Locale.ROOT, "Model `%s`. %d cases in %d classes, written to the journal through "
                + "the app's own write path (its importance rater, kind classifier and update judge decide; no "
                + "value is set by hand), each asked once, in preview, at its own time and time zone. A case passes "
                + "when the expected memory comes first (and, where listed, other memories are in the top %d; for "
                + "standing instructions, every labelled memory also gets the right kind). The sets: %s. Intervals "
                + "are Wilson 95%%; differences between configurations are judged by a paired bootstrap over the same "
                + "cases.%n%n", r.modelId(), cases, PersonalSuite.CLASSES.size(), ScenarioRunner.TOP, origins()));
        sb.append(classTable(r));
        sb.append(conclusions(r));
        sb.append(pairsAndRaters(r));
        sb.append(misses(r, shipped));
        return sb.toString();
    }

    private static String origins() {
        return PersonalSuite.SET_ORIGINS.entrySet().stream().map(e -> "`" + e.getKey() + "`, " + e.getValue())
                .collect(java.util.stream.Collectors.joining("; "));
    }

    private static String classTable(ScenarioReport r) {
        StringBuilder sb = new StringBuilder("| config | set |");
        PersonalSuite.CLASSES.forEach(c -> sb.append(' ').append(c).append(" |"));
        sb.append(" overall | what changes |\n|---|---|");
        PersonalSuite.CLASSES.forEach(c -> sb.append("---|"));
        sb.append("---|---|\n");
        for (ScenarioConfig config : r.configs()) {
            List<String> sets = new ArrayList<>(PersonalSuite.SETS);
            sets.add(null);
            for (String set : sets) {
                sb.append("| ").append(config.name()).append(" | ").append(set == null ? "all" : set).append(" |");
                for (String c : PersonalSuite.CLASSES) {
                    Share s = r.accuracy(config.name(), set, c);
                    sb.append(s.n() == 0 ? " – |" : String.format(Locale.ROOT, " %.2f (%d/%d) |", s.value(), s.hits(),
                            s.n()));
                }
                Share all = r.accuracy(config.name(), set, null);
                sb.append(' ').append(set == null ? "**" + all.format() + "**" : all.format()).append(" | ")
                        .append(set == null ? config.description() : "").append(" |\n");
            }
        }
        return sb.append('\n').toString();
    }

    static String conclusions(ScenarioReport r) {
        String shipped = r.configs().get(0).name();
        StringBuilder sb = new StringBuilder("What this run shows:\n\n");
        Share overall = r.accuracy(shipped, null, null);
        List<String> weak = new ArrayList<>();
        for (String c : PersonalSuite.CLASSES) {
            if (r.accuracy(shipped, null, c).value() < TARGET_CLASS) {
                weak.add(c);
            }
        }
        sb.append(String.format(Locale.ROOT, "- Target (≥ %.0f%% overall, ≥ %.0f%% in every class): %s — overall "
                        + "%s%s.%n", 100 * TARGET_OVERALL, 100 * TARGET_CLASS,
                overall.value() >= TARGET_OVERALL && weak.isEmpty() ? "**met**" : "**not met**", overall.format(),
                weak.isEmpty() ? ", every class at or above the class target"
                        : ", below the class target: " + String.join(", ", weak)));
        ScenarioReport.DuplicateResult d = r.duplicates();
        boolean dupMet = d.paraphrasesCaught().value() >= TARGET_PARAPHRASES && d.lookalikesMerged().hits() == 0;
        sb.append(String.format(Locale.ROOT, "- Duplicates (≥ %.0f%% of paraphrases caught, no look-alike merged): "
                + "%s — paraphrases %s, look-alikes merged %d of %d, updates merged %d of %d.%n",
                100 * TARGET_PARAPHRASES, dupMet ? "**met**" : "**not met**", d.paraphrasesCaught().format(),
                d.lookalikesMerged().hits(), d.lookalikesMerged().n(), d.updatesMerged().hits(), d.updatesMerged().n()));
        for (String other : PersonalSuite.SETS.subList(1, PersonalSuite.SETS.size())) {
            Share held = r.accuracy(shipped, other, null);
            if (held.n() == 0) {
                continue;
            }
            // A set written for some classes only is compared with dev's cases of those classes.
            List<String> classes = PersonalSuite.CLASSES.stream()
                    .filter(c -> r.accuracy(shipped, other, c).n() > 0).toList();
            boolean someClasses = classes.size() < PersonalSuite.CLASSES.size();
            Share dev = someClasses ? accuracy(r, shipped, "dev", classes) : r.accuracy(shipped, "dev", null);
            double[] gap = difference(dev, held);
            sb.append(String.format(Locale.ROOT, "- Dev%s %s against %s %s: dev %+.2f (95%% interval %+.2f to "
                    + "%+.2f): %s.%n", someClasses ? " (" + String.join(", ", classes) + ")" : "", dev.format(),
                    other, held.format(), dev.value() - held.value(), gap[0], gap[1],
                    gap[0] > 0 ? "a real gap — the mechanisms fit the dev sentences more than the classes"
                            : "no clear sign of fitting the dev sentences"));
        }
        double[] base = passes(r, shipped);
        for (ScenarioConfig other : r.configs().subList(1, r.configs().size())) {
            Share s = r.accuracy(other.name(), null, null);
            double delta = overall.value() - s.value();
            Bootstrap.Interval paired = Bootstrap.paired(base, passes(r, other.name()));
            String verdict = String.format(Locale.ROOT, "paired 95%% interval %+.2f to %+.2f: %s", paired.low(),
                    paired.high(), paired.excludesZero() ? "a real difference" : "inside the noise, not a finding");
            sb.append(String.format(Locale.ROOT, "- `%s` (%s): %s; the shipped configuration %+.2f (%s)%s.%n",
                    other.name(), other.description(), s.format(), delta, verdict, biggestClassChange(r, shipped,
                            other.name())));
        }
        return sb.append('\n').toString();
    }

    /** 1 for each case the configuration passed, 0 otherwise, in the suite's order (the same for every configuration). */
    private static double[] passes(ScenarioReport r, String config) {
        return r.results().get(config).stream().mapToDouble(c -> c.passed() ? 1 : 0).toArray();
    }

    private static String biggestClassChange(ScenarioReport r, String shipped, String other) {
        String best = null;
        double bestDelta = 0;
        for (String c : PersonalSuite.CLASSES) {
            double d = r.accuracy(shipped, null, c).value() - r.accuracy(other, null, c).value();
            if (Math.abs(d) > Math.abs(bestDelta)) {
                bestDelta = d;
                best = c;
            }
        }
        return best == null ? "; no class changes"
                : String.format(Locale.ROOT, "; the largest change is in %s (%+.2f)", best, bestDelta);
    }

    /** Newcombe's interval (from the two Wilson intervals) for the difference of two independent shares. */
    /** First-place accuracy of a configuration over a set's cases of these classes. */
    private static Share accuracy(ScenarioReport r, String config, String set, List<String> classes) {
        int hits = 0;
        int n = 0;
        for (String c : classes) {
            Share s = r.accuracy(config, set, c);
            hits += s.hits();
            n += s.n();
        }
        return new Share(hits, n);
    }

    static double[] difference(Share a, Share b) {
        double d = a.value() - b.value();
        double below = Math.sqrt(Math.pow(a.value() - a.low(), 2) + Math.pow(b.high() - b.value(), 2));
        double above = Math.sqrt(Math.pow(a.high() - a.value(), 2) + Math.pow(b.value() - b.low(), 2));
        return new double[] {d - below, d + above};
    }

    private static String pairsAndRaters(ScenarioReport r) {
        StringBuilder sb = new StringBuilder("Pairs and write-time raters (shipped configuration):\n\n");
        sb.append("| measure | result | target |\n|---|---|---|\n");
        sb.append("| look-alike distinct facts wrongly superseded | ").append(r.falseSupersedes().format())
                .append(" | 0 |\n");
        sb.append("| look-alike pairs: each question finds its own memory first | ").append(r.lookalikeFirst().format())
                .append(" | — |\n");
        sb.append("| real updates superseded at write time (offline rule) | ").append(r.updatesCaught().format())
                .append(" | — |\n");
        sb.append("| real updates: the newer memory first | ").append(r.updateFirst().format()).append(" | — |\n");
        sb.append(r.authoredPairs().markdownRows());
        ScenarioReport.DuplicateResult dup = r.duplicates();
        sb.append(String.format(Locale.ROOT, "| duplicates: paraphrase pairs found already known | %s | ≥ %.2f |%n",
                dup.paraphrasesCaught().format(), TARGET_PARAPHRASES));
        sb.append("| duplicates: look-alike distinct facts merged | ").append(dup.lookalikesMerged().format())
                .append(" | 0 |\n");
        sb.append("| duplicates: real updates merged (they must supersede, not merge) | ")
                .append(dup.updatesMerged().format()).append(" | 0 |\n");
        sb.append("| pattern questions: an insight about the pattern recalled (after offline reflection) | ")
                .append(r.insightsRecalled(r.configs().get(0).name()).format()).append(" | — |\n");
        ScenarioReport.ImportanceResult imp = r.importance();
        sb.append(String.format(Locale.ROOT, "| importance: mean rating pivotal / notable / mundane | %.1f / %.1f / "
                + "%.1f | — |%n", imp.mean("pivotal"), imp.mean("notable"), imp.mean("mundane")));
        sb.append("| importance: pivotal rated ≥ 7 | ").append(imp.share("pivotal", 7, true).format()).append(" | — |\n");
        sb.append("| importance: mundane rated ≤ 3 | ").append(imp.share("mundane", 3, false).format())
                .append(" | — |\n");
        sb.append(String.format(Locale.ROOT, "| importance: a pivotal sentence rated above a mundane one (AUC) | "
                + "%.2f | — |%n", imp.auc("pivotal", "mundane")));
        sb.append("| kinds: labelled kind given | ").append(r.kinds().accuracy().format()).append(" | — |\n");
        sb.append("| kinds: standing instructions recognised (recall) | ").append(r.kinds().proceduralFound().format())
                .append(" | — |\n");
        sb.append("| kinds: what is called an instruction is one (precision) | ")
                .append(r.kinds().proceduralRight().format()).append(" | — |\n\n");
        if (!r.kinds().wrongProcedural().isEmpty()) {
            sb.append("Instruction or not, wrongly: ").append(String.join("; ", r.kinds().wrongProcedural()
                    .stream().map(s -> "\"" + s.replace("|", "/") + "\"").toList())).append(".\n\n");
        }
        return sb.toString();
    }

    private static String misses(ScenarioReport r, String shipped) {
        List<CaseResult> all = r.results().get(shipped).stream().filter(c -> !c.passed()).toList();
        // The sealed sets' misses are counted, not shown: read case by case, they would become dev cases.
        List<CaseResult> wrong = all.stream().filter(c -> !PersonalSuite.sealed(c.c().set())).toList();
        StringBuilder sb = new StringBuilder();
        sb.append("Misses of the shipped configuration (").append(all.size()).append(all.size() == wrong.size() ? ""
                : "; the " + (all.size() - wrong.size()) + " of the sealed sets are not listed").append("):\n\n");
        if (wrong.isEmpty()) {
            return sb.append("None.\n").toString();
        }
        sb.append("| case | question | time words | why | came first (score: rel/rec/imp/time/outdated) | expected |\n")
                .append("|---|---|---|---|---|---|\n");
        for (CaseResult c : wrong) {
            String first = c.first().flatMap(c::recalled).map(ScenarioMarkdown::quote).orElse("–");
            String expected = c.recalled(c.c().expected()).map(x -> "rank " + x.rank() + ": " + quote(x))
                    .orElse("not recalled");
            sb.append("| ").append(c.c().set()).append('/').append(c.c().id()).append(" | ")
                    .append(cell(c.c().question())).append(" | ").append(cell(c.timeFocus())).append(" | ")
                    .append(cell(c.why())).append(" | ").append(first).append(" | ").append(expected).append(" |\n");
        }
        return sb.append('\n').toString();
    }

    private static String quote(Recalled x) {
        ScoreBreakdown b = x.breakdown();
        String text = x.memory().text();
        if (text.length() > 70) {
            text = text.substring(0, 67) + "…";
        }
        return cell(String.format(Locale.ROOT, "\"%s\" (%s, imp %d; %.2f: %.2f/%.2f/%.2f/%.2f/−%.2f)", text,
                x.memory().kind().id(), x.memory().importance(), b.total(), b.weightedRelevance(), b.weightedRecency(),
                b.weightedImportance(), b.timeMatch(), b.outdated()));
    }

    private static String cell(String s) {
        return s.replace("|", "/").replace("\n", " ");
    }
}
