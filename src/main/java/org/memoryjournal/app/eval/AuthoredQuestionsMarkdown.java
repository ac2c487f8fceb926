package org.memoryjournal.app.eval;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The section of EVALUATION.md for {@code eval questions}: first place per author and configuration, and sentences
 * computed from those figures (which configuration did better overall, for how many authors, the weakest author).
 */
final class AuthoredQuestionsMarkdown {
    private AuthoredQuestionsMarkdown() {
    }

    /**
     * @param report      the run, one set per author
     * @param answerOrder how each author's answering note was placed in time ({@link AuthoredQuestionCases#of})
     * @param trained     whether the query adapter was trained on these authors (their figures then flatter it)
     */
    static String of(ScenarioReport report, List<String> authors, Map<String, String> answerOrder, boolean trained,
                     String about) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "Model `%s`. %s Each question is asked through the app's own write and "
                + "recall path: one journal per question, holding the note that answers it and its other notes, "
                + "written %d days apart before it is asked, in an order shuffled with a fixed seed%s; the app's "
                + "raters and update logic decide kinds, importances and supersedes. First place means the answering "
                + "note was recalled first.%s%n%n", report.modelId(), about, AuthoredQuestionCases.DAYS_APART,
                placement(answerOrder), trained ? " The query adapter was trained on these authors' questions, so "
                        + "its figures here flatter it; the authors it never saw are the measure." : ""));
        List<ScenarioConfig> configs = report.configs();
        sb.append("| questions of |");
        configs.forEach(c -> sb.append(' ').append(c.name()).append(" |"));
        sb.append("\n|---|");
        configs.forEach(c -> sb.append("---|"));
        sb.append('\n');
        for (String author : authors) {
            sb.append("| author ").append(author).append(" |");
            configs.forEach(c -> sb.append(' ').append(report.accuracy(c.name(), author, null).format()).append(" |"));
            sb.append('\n');
        }
        sb.append("| **all** |");
        configs.forEach(c -> sb.append(" **").append(report.accuracy(c.name(), null, null).format()).append("** |"));
        sb.append("\n\n");
        configs.stream().skip(1).forEach(c -> sb.append("- `").append(c.name()).append("`: ")
                .append(c.description()).append(".\n"));
        sb.append('\n').append(conclusions(report, authors)).append('\n');
        return sb.toString();
    }

    /** Which authors' answering notes were written last or first instead of shuffled, as the run placed them. */
    static String placement(Map<String, String> answerOrder) {
        List<String> parts = new ArrayList<>();
        List<String> newest = AuthoredQuestionCases.placed(answerOrder, "newest");
        List<String> oldest = AuthoredQuestionCases.placed(answerOrder, "oldest");
        if (!newest.isEmpty()) {
            parts.add("last for " + named(newest) + ", whose brief was the state after a "
                    + "change");
        }
        if (!oldest.isEmpty()) {
            parts.add("first for " + named(oldest) + ", whose brief was a fact from long ago");
        }
        return parts.isEmpty() ? "" : " (the answering note " + String.join(", and ", parts) + ")";
    }

    /** "author L", "authors G and H". */
    private static String named(List<String> authors) {
        return (authors.size() == 1 ? "author " : "authors ") + AuthoredSentences.inWords(authors);
    }

    /** The sentences: each other configuration against the first, overall and per author, and the weakest author. */
    static String conclusions(ScenarioReport report, List<String> authors) {
        List<ScenarioConfig> configs = report.configs();
        String shipped = configs.get(0).name();
        ScenarioReport.Share all = report.accuracy(shipped, null, null);
        List<String> sentences = new ArrayList<>();
        sentences.add(String.format(Locale.ROOT, "`%s` put the answering note first for %s of the questions of %d "
                + "authors.", shipped, all.format(), authors.size()));
        for (ScenarioConfig c : configs.subList(1, configs.size())) {
            ScenarioReport.Share other = report.accuracy(c.name(), null, null);
            double[] gap = ScenarioMarkdown.difference(all, other);
            long better = authors.stream().filter(a -> report.accuracy(shipped, a, null).hits()
                    > report.accuracy(c.name(), a, null).hits()).count();
            long worse = authors.stream().filter(a -> report.accuracy(shipped, a, null).hits()
                    < report.accuracy(c.name(), a, null).hits()).count();
            String verdict = gap[0] > 0 ? "better" : gap[1] < 0 ? "worse" : "no clear difference";
            sentences.add(String.format(Locale.ROOT, "Against `%s` (%s): %+.2f (95%% interval %+.2f to %+.2f), %s; "
                    + "better for %d of the %d authors, worse for %d.", c.name(), other.format(),
                    all.value() - other.value(), gap[0], gap[1], verdict, better, authors.size(), worse));
        }
        authors.stream().min(Comparator.comparingDouble(a -> report.accuracy(shipped, a, null).value()))
                .ifPresent(a -> sentences.add(String.format(Locale.ROOT, "The weakest author for `%s`: %s, %s.",
                        shipped, a, report.accuracy(shipped, a, null).format())));
        return String.join(" ", sentences);
    }
}
