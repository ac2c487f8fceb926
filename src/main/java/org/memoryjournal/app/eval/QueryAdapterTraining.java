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
    static final String DATA = "/org/memoryjournal/app/eval/retrieval-questions.json";
    /** Questions by authors the adapter is never trained on: a measure of how it does on people it has not seen. */
    static final String UNSEEN = "/org/memoryjournal/app/eval/retrieval-questions-unseen.json";

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

    /**
     * The adapter trained on every question, the held-out measures, how many questions by whom, and the adapter's
     * measures on each author it was never trained on ({@code unseen}, empty when none were asked): as written, and
     * ({@code joined}, the same authors in the same order) with a note longer than all the others that does not
     * answer added to each question's notes; {@code answerLongest}, how many of those questions' answering notes are their longest note.
     */
    public record Outcome(QueryAdapter adapter, List<Measure> measures, int questions, List<String> authors,
                          List<Measure> unseen, List<Measure> joined, Share answerLongest) {
        public Outcome {
            measures = List.copyOf(measures);
            authors = List.copyOf(authors);
            unseen = List.copyOf(unseen);
            joined = List.copyOf(joined);
        }

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
            if (!unseen.isEmpty()) {
                sb.append(unseenMarkdown());
            }
            return sb.toString();
        }

        private String unseenMarkdown() {
            StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%nThe adapter as trained above (on every "
                    + "author of the table), asked the questions of %s it was never trained on, who wrote later to one "
                    + "brief with no example at all:%n%n", AuthoredSentences.byAuthors(
                    unseen.stream().map(Measure::author).toList())));
            sb.append("| questions of | answer first, plain similarity | answer first, adapted |\n|---|---|---|\n");
            for (Measure m : unseen) {
                sb.append(String.format(Locale.ROOT, "| author %s | %s | %s |%n", m.author(), m.plain().format(),
                        m.adapted().format()));
            }
            Share before = total(unseen, Measure::plain);
            Share after = total(unseen, Measure::adapted);
            long better = unseen.stream().filter(m -> m.adapted().hits() > m.plain().hits()).count();
            sb.append(String.format(Locale.ROOT, "%nAll together the answering note came first for %s of these "
                    + "questions adapted, against %s with the plain similarity; the adapter did better for %d of "
                    + "the %d authors.%n", after.format(), before.format(), better, unseen.size()));
            if (!joined.isEmpty()) {
                sb.append(joinedMarkdown(after.value() - before.value()));
            }
            return sb.toString();
        }

        /** The same questions when the longest note does not answer; {@code gain}: the adapter's gain as written. */
        private String joinedMarkdown(double gain) {
            Share plain = total(joined, Measure::plain);
            Share adapted = total(joined, Measure::adapted);
            long better = joined.stream().filter(m -> m.adapted().hits() > m.plain().hits()).count();
            double kept = adapted.value() - plain.value();
            return String.format(Locale.ROOT, "%nThe answering note is the longest of its question's notes in %s of "
                    + "these questions, so a preference for longer notes alone would often pick it. Asked again with "
                    + "one more note that does not answer and is longer than all the others, the answering one "
                    + "included (its other notes joined into one), the answering note came first for %s adapted, against %s with the plain "
                    + "similarity; the adapter did better for %d of the %d authors. Its gain over the plain "
                    + "similarity is %+.2f there, against %+.2f as written: %s.%n", answerLongest.format(),
                    adapted.format(), plain.format(), better, joined.size(), kept, gain, keptInWords(kept, gain));
        }

        private static String keptInWords(double kept, double gain) {
            if (gain <= 0) {
                return "it did not gain as written either";
            }
            if (kept >= gain) {
                return "none of its gain came from the answering note's length";
            }
            return kept > 0 ? String.format(Locale.ROOT, "%.0f%% of its gain does not depend on the answering note "
                    + "being the longest", 100 * kept / gain) : "none of its gain survives a longer note that does not "
                    + "answer";
        }

        private static Share total(List<Measure> measures, java.util.function.Function<Measure, Share> share) {
            int hits = 0;
            int n = 0;
            for (Measure m : measures) {
                Share s = share.apply(m);
                hits += s.hits();
                n += s.n();
            }
            return new Share(hits, n);
        }
    }

    private final EmbeddingProvider embedder;
    private final Map<String, Embedding> vectors = new java.util.HashMap<>();

    public QueryAdapterTraining(EmbeddingProvider embedder) {
        this.embedder = embedder;
    }

    /** The questions shipped for training. */
    public static List<Question> questions() {
        return read(DATA);
    }

    /** The questions of authors the adapter is never trained on. */
    public static List<Question> unseenQuestions() {
        return read(UNSEEN);
    }

    private static List<Question> read(String resource) {
        List<Question> out = new ArrayList<>();
        for (JsonNode item : json(resource).path("items")) {
            List<String> others = new ArrayList<>();
            item.path("others").forEach(o -> others.add(o.asText()));
            out.add(new Question(item.path("author").asText(), item.path("question").asText(),
                    item.path("answer").asText(), others));
        }
        return out;
    }

    /** A questions resource of the build, parsed. */
    static JsonNode json(String resource) {
        try (InputStream in = QueryAdapterTraining.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("The questions " + resource + " are missing from the build.");
            }
            return new ObjectMapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException("The questions " + resource + " could not be read: " + e.getMessage(), e);
        }
    }

    /**
     * Trains on {@code questions}, measures each of their authors held out, and measures the adapter trained on all
     * of them on each author of {@code unseen}.
     */
    public Outcome run(List<Question> questions, List<Question> unseen) {
        vectors(questions); // all at once, as train(questions) alone would: a batch's vectors depend a little on it
        List<String> authors = questions.stream().map(Question::author).distinct().sorted().toList();
        List<Measure> measures = new ArrayList<>();
        for (String author : authors) {
            heldOut(questions, author).ifPresent(measures::add);
        }
        QueryAdapter adapter = train(questions);
        List<Measure> others = new ArrayList<>();
        List<Measure> joined = new ArrayList<>();
        for (String author : unseen.stream().map(Question::author).distinct().sorted().toList()) {
            List<Question> theirs = unseen.stream().filter(q -> q.author().equals(author)).toList();
            others.add(new Measure(author, firstPlace(theirs, null), firstPlace(theirs, adapter)));
            List<Question> longer = theirs.stream().map(QueryAdapterTraining::withLongerNote).toList();
            joined.add(new Measure(author, firstPlace(longer, null), firstPlace(longer, adapter)));
        }
        int longest = (int) unseen.stream().filter(q -> q.others().stream()
                .allMatch(o -> o.length() < q.answer().length())).count();
        return new Outcome(adapter, measures, questions.size(), authors, others, joined,
                new Share(longest, unseen.size()));
    }

    /**
     * The question with one more note that does not answer it and is longer than every other note, the answering one
     * included: its other notes joined in order, at least two, until it is longer (starting over from the first when
     * all of them together are still shorter). The authors' answering notes are mostly their question's longest, so
     * this shows what of the adapter's gain is not a preference for longer notes. Two notes joined, as at first, were
     * longer than the answer in only 686 of the 1231 unseen questions.
     */
    static Question withLongerNote(Question q) {
        if (q.others().size() < 2) {
            return q;
        }
        StringBuilder joined = new StringBuilder(q.others().get(0));
        for (int i = 1; i < 2 || joined.length() <= q.answer().length(); i++) {
            joined.append(' ').append(q.others().get(i % q.others().size()));
        }
        List<String> notes = new ArrayList<>(q.others());
        notes.add(joined.toString());
        return new Question(q.author(), q.text(), q.answer(), notes);
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
