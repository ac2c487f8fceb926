package org.memoryjournal.app.eval;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.memoryjournal.app.eval.ScenarioReport.Share;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.QueryAdapter;
import org.memoryjournal.memory.Signals;
import org.memoryjournal.memory.SimilarityScale;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Trains the query adapter of one embedding model on the questions shipped for it
 * ({@code retrieval-questions.json}: a question a person asks about their own life, the diary note that answers it
 * and notes on the same topic that do not, by several authors) and measures it on each author's questions with the
 * adapter trained on the other authors'.
 */
public final class QueryAdapterTraining {
    private static final String DATA = "/org/memoryjournal/app/eval/retrieval-questions.json";

    /** One question, the note that answers it, the notes on its topic that do not, and who wrote them. */
    public record Question(String author, String text, String answer, List<String> others) {
        public Question {
            others = List.copyOf(others);
        }
    }

    /**
     * How the adapter trained on the other authors did on one author's questions: how often the answering note
     * came first among its question's notes, with the model's plain similarity and adapted.
     */
    public record Measure(String author, Share plain, Share adapted) {
    }

    /** The adapter trained on every question, the held-out measures, and how many questions by whom. */
    public record Outcome(QueryAdapter adapter, List<Measure> measures, int questions, List<String> authors) {
        public String markdown() {
            StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "Model `%s`, %d questions a person "
                    + "asks about their own life, each with the diary note that answers it and notes on the same topic "
                    + "that do not (written to share the question's words), by %s who saw neither the app nor its "
                    + "test sets. Each row: the adapter trained on the other authors' questions, asked this author's; "
                    + "first place means the answering note scored above every other note of its question.%n%n",
                    adapter.modelId(), questions, AuthoredSentences.byAuthors(authors)));
            sb.append("| questions of | answer first, plain similarity | answer first, adapted |\n|---|---|---|\n");
            for (Measure m : measures) {
                sb.append(String.format(Locale.ROOT, "| author %s | %s | %s |%n", m.author(), m.plain().format(),
                        m.adapted().format()));
            }
            sb.append(String.format(Locale.ROOT, "%nAdapted questions' similarity scale (measured on the training "
                    + "notes): unrelated %.3f, close match %.3f.%n", adapter.scale().unrelated(),
                    adapter.scale().paraphrase()));
            if (!measures.isEmpty()) {
                sb.append(String.format(Locale.ROOT, "On authors it was not trained on, the answering note came "
                        + "first for %s of questions adapted, against %s with the plain similarity.%n",
                        AuthoredSentences.inWords(measures.stream().map(m -> m.adapted().format()).toList()),
                        AuthoredSentences.inWords(measures.stream().map(m -> m.plain().format()).toList())));
            }
            return sb.toString();
        }
    }

    private final EmbeddingProvider embedder;
    private final Map<String, Embedding> vectors = new java.util.HashMap<>();

    public QueryAdapterTraining(EmbeddingProvider embedder) {
        this.embedder = embedder;
    }

    /** The questions shipped for training. */
    public static List<Question> questions() {
        try (InputStream in = QueryAdapterTraining.class.getResourceAsStream(DATA)) {
            if (in == null) {
                throw new IllegalStateException("The training questions " + DATA + " are missing from the build.");
            }
            List<Question> out = new ArrayList<>();
            for (JsonNode item : new ObjectMapper().readTree(in).path("items")) {
                List<String> others = new ArrayList<>();
                item.path("others").forEach(o -> others.add(o.asText()));
                out.add(new Question(item.path("author").asText(), item.path("question").asText(),
                        item.path("answer").asText(), others));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("The training questions could not be read: " + e.getMessage(), e);
        }
    }

    public Outcome run(List<Question> questions) {
        vectors(questions); // all at once, as train(questions) alone would: a batch's vectors depend a little on it
        List<String> authors = questions.stream().map(Question::author).distinct().sorted().toList();
        List<Measure> measures = new ArrayList<>();
        for (String author : authors) {
            heldOut(questions, author).ifPresent(measures::add);
        }
        return new Outcome(train(questions), measures, questions.size(), authors);
    }

    /** The adapter trained on all these questions. */
    public QueryAdapter train(List<Question> questions) {
        return QueryAdapter.fit(embedder.modelId(), examples(questions), SimilarityScale.forModel(embedder.modelId()));
    }

    /** How the adapter trained on the other authors' questions does on this author's; empty with too few others. */
    public java.util.Optional<Measure> heldOut(List<Question> questions, String author) {
        List<Question> train = questions.stream().filter(q -> !q.author().equals(author)).toList();
        List<Question> test = questions.stream().filter(q -> q.author().equals(author)).toList();
        if (train.size() < 4) {
            return java.util.Optional.empty();
        }
        QueryAdapter adapter = train(train);
        return java.util.Optional.of(new Measure(author, firstPlace(test, null), firstPlace(test, adapter)));
    }

    /** The vectors of these questions and their notes, each text embedded once per training. */
    private Map<String, Embedding> vectors(List<Question> questions) {
        java.util.Set<String> unseen = new java.util.LinkedHashSet<>();
        for (Question q : questions) {
            for (String text : texts(q)) {
                if (!vectors.containsKey(text)) {
                    unseen.add(text);
                }
            }
        }
        if (!unseen.isEmpty()) {
            List<String> missing = List.copyOf(unseen);
            List<Embedding> embedded = embedder.embedAll(missing);
            for (int i = 0; i < missing.size(); i++) {
                vectors.put(missing.get(i), embedded.get(i));
            }
        }
        return vectors;
    }

    private static List<String> texts(Question q) {
        List<String> out = new ArrayList<>();
        out.add(q.text());
        out.add(q.answer());
        out.addAll(q.others());
        return out;
    }

    private List<QueryAdapter.Example> examples(List<Question> questions) {
        Map<String, Embedding> vectors = vectors(questions);
        return questions.stream().map(q -> new QueryAdapter.Example(vectors.get(q.text()).vector(),
                vectors.get(q.answer()).vector(), q.others().stream().map(o -> vectors.get(o).vector()).toList()))
                .toList();
    }

    /** Questions whose answering note scored above each of their other notes (adapted, when an adapter is given). */
    private Share firstPlace(List<Question> questions, QueryAdapter adapter) {
        Map<String, Embedding> vectors = vectors(questions);
        int first = 0;
        for (Question q : questions) {
            float[] v = vectors.get(q.text()).vector();
            float[] asked = adapter == null ? v : adapter.adapt(v);
            double answer = Signals.cosine(asked, vectors.get(q.answer()).vector());
            boolean best = true;
            for (String o : q.others()) {
                best &= Signals.cosine(asked, vectors.get(o).vector()) < answer;
            }
            first += best ? 1 : 0;
        }
        return new Share(first, questions.size());
    }
}
