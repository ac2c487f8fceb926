package org.memoryjournal.app.eval;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import org.memoryjournal.app.eval.QueryAdapterTraining.Question;
import org.memoryjournal.memory.RetrievalPolicy;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code eval questions}: the authored questions ({@link QueryAdapterTraining}) asked through the full write and
 * recall path, one journal per question ({@link AuthoredQuestionCases}), first place per author.
 */
@Command(name = "questions", mixinStandardHelpOptions = true,
        description = {"Ask the questions written by authors who saw neither the app nor its test sets (each with "
                + "the note that answers it and three notes on the same topic that do not) through the app's own "
                + "write and recall path, one journal per question: first place per author, for the default policy, "
                + "without the query adapter, without setting someone else's things apart, and with relevance "
                + "only."})
public final class QuestionsCommand implements Callable<Integer> {
    /** The configurations compared, by name, from {@link ScenarioConfig#around}. */
    static final List<String> CONFIGS = List.of("default", "no-query-adapter", "no-others-apart",
            "relevance-only");

    private final EvalEnvironment env;

    @Spec
    CommandSpec spec;

    @Option(names = "--set", paramLabel = "unseen|trained", defaultValue = "unseen",
            description = "Whose questions: the authors the query adapter never saw, or those it is trained on "
                    + "(default: ${DEFAULT-VALUE}).")
    String set;

    @Option(names = "--model", paramLabel = "bge|minilm", defaultValue = "bge",
            description = "Embedding model (default: ${DEFAULT-VALUE}).")
    String model;

    @Option(names = "--only-default", description = "Run only the default policy (faster experiments).")
    boolean onlyDefault;

    @Option(names = "--write-docs", description = "Rewrite this set's section of docs/EVALUATION.md.")
    boolean writeDocs;

    @Option(names = "--docs-dir", paramLabel = "DIR", defaultValue = "docs",
            description = "Where the documents go (default: ${DEFAULT-VALUE}).")
    Path docsDir;

    public QuestionsCommand(EvalEnvironment env) {
        this.env = env;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!set.equals("unseen") && !set.equals("trained")) {
            err.println("Unknown set '" + set + "': use unseen or trained.");
            return 2;
        }
        boolean trained = set.equals("trained");
        List<Question> questions = trained ? QueryAdapterTraining.questions() : QueryAdapterTraining.unseenQuestions();
        Map<String, String> answerOrder = AuthoredQuestionCases.answerOrder(
                trained ? QueryAdapterTraining.DATA : QueryAdapterTraining.UNSEEN);
        List<PersonalSuite.Case> cases = AuthoredQuestionCases.of(questions, answerOrder);
        List<String> authors = questions.stream().map(Question::author).distinct().sorted().toList();
        List<ScenarioConfig> configs = ScenarioConfig.around(RetrievalPolicy.defaults()).stream()
                .filter(c -> onlyDefault ? c.name().equals(CONFIGS.get(0)) : CONFIGS.contains(c.name())).toList();
        ScenarioReport report;
        try (CachingEmbedder embedder = new CachingEmbedder(env.embedders().open(model))) {
            report = new ScenarioRunner(env, embedder, line -> {
                err.println(line);
                err.flush();
            }).run(new PersonalSuite(cases, List.of(), List.of(), List.of(), List.of(), List.of()), configs);
        }
        out.print(table(report, authors));
        if (writeDocs) {
            String about = String.format(Locale.ROOT, "%d questions by %s.", questions.size(),
                    AuthoredSentences.byAuthors(authors));
            Path written = new EvaluationDocs(docsDir).writeQuestions(AuthoredQuestionsMarkdown.of(report, authors,
                    answerOrder, trained, about), trained, "memory-journal eval questions --set " + set + " --model " + model
                    + " --write-docs", env.clock().instant());
            err.println("Wrote " + written);
        }
        out.flush();
        return 0;
    }

    static String table(ScenarioReport r, List<String> authors) {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "Authored questions, %s%n%-10s",
                r.modelId(), "author"));
        r.configs().forEach(c -> sb.append(String.format(Locale.ROOT, " %28s", c.name())));
        sb.append('\n');
        for (String a : authors) {
            sb.append(String.format(Locale.ROOT, "%-10s", a));
            r.configs().forEach(c -> sb.append(String.format(Locale.ROOT, " %28s",
                    r.accuracy(c.name(), a, null).format())));
            sb.append('\n');
        }
        sb.append(String.format(Locale.ROOT, "%-10s", "all"));
        r.configs().forEach(c -> sb.append(String.format(Locale.ROOT, " %28s", r.accuracy(c.name(), null, null)
                .format())));
        return sb.append('\n').toString();
    }
}
