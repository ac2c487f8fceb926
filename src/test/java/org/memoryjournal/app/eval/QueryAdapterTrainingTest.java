package org.memoryjournal.app.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.memoryjournal.app.eval.QueryAdapterTraining.Measure;
import org.memoryjournal.app.eval.QueryAdapterTraining.Outcome;
import org.memoryjournal.app.eval.QueryAdapterTraining.Question;
import org.memoryjournal.llm.LocalEmbeddingProvider;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.QueryAdapter;
import org.memoryjournal.memory.Signals;
import org.memoryjournal.store.QueryAdapterResource;

/**
 * The query adapter with the real models: the shipped BGE adapter is what training on the shipped questions gives;
 * trained on the other authors it puts each author's answering notes first far more often than the plain
 * similarity; and both shipped adapters prefer the answer on questions written for this test.
 */
class QueryAdapterTrainingTest {
    private static LocalEmbeddingProvider bge;
    private static QueryAdapterTraining training;
    private static QueryAdapter trained;

    @BeforeAll
    static void train() {
        bge = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.BGE_SMALL);
        training = new QueryAdapterTraining(bge);
        trained = training.train(QueryAdapterTraining.questions());
    }

    @AfterAll
    static void close() {
        bge.close();
    }

    @Test
    void theShippedQuestionsHoldTenAuthorsWithThreeOtherNotesEach() {
        List<Question> questions = QueryAdapterTraining.questions();

        assertThat(questions).hasSize(1598);
        Map<String, Long> byAuthor = questions.stream().collect(Collectors.groupingBy(Question::author,
                Collectors.counting()));
        assertThat(byAuthor).containsOnlyKeys("A", "B", "C", "D", "E", "F", "G", "H", "I", "J")
                .allSatisfy((a, n) -> assertThat(n).isBetween(150L, 160L));
        assertThat(questions).allSatisfy(q -> assertThat(q.others()).hasSize(3).doesNotContain(q.answer()));
    }

    /**
     * Training gives the shipped adapter, up to the floating-point differences of the model between machines (the
     * quantized model's vectors differ in their last digits from one processor to another; a retrain on the
     * machine that wrote the resource is byte for byte the same): every training question is adapted to the same
     * direction, and the similarity scale is the same to three decimals.
     */
    @Test
    void theShippedAdapterIsTheOneTrainingGives() {
        QueryAdapter shipped = QueryAdapterResource.forModel(bge.modelId()).orElseThrow();
        List<String> asked = QueryAdapterTraining.questions().stream().map(Question::text).limit(200).toList();
        List<Embedding> vectors = bge.embedAll(asked);

        for (int i = 0; i < asked.size(); i++) {
            float[] q = vectors.get(i).vector();
            assertThat(Signals.cosine(trained.adapt(q), shipped.adapt(q))).as(asked.get(i)).isGreaterThan(0.999);
        }
        assertThat(trained.scale().unrelated()).isCloseTo(shipped.scale().unrelated(), within(0.005));
        assertThat(trained.scale().paraphrase()).isCloseTo(shipped.scale().paraphrase(), within(0.005));
        assertThat(trained.modelId()).isEqualTo(shipped.modelId());
    }

    /** One author held out (the command measures each; here the one with the fewest plain first places). */
    @Test
    void trainedOnTheOtherAuthorsItPutsAnAuthorsAnswersFirstFarMoreOften() {
        Measure c = training.heldOut(QueryAdapterTraining.questions(), "C").orElseThrow();

        assertThat(c.plain().value()).isLessThan(0.1);
        assertThat(c.adapted().value()).isGreaterThan(c.plain().value() + 0.1);
        assertThat(trained.scale().unrelated()).isLessThan(trained.scale().paraphrase());
    }

    /** Written for this test, in none of the training questions: the answer, and a note that repeats the question. */
    private static final List<List<String>> UNSEEN = List.of(
            List.of("Where's the boat trailer parked these days?",
                    "Moved the trailer round to Sean's yard behind the chippy, he's fine with it till spring.",
                    "Dad asked where the boat trailer is parked now, had to admit I wasn't sure."),
            List.of("What's the name of our piano teacher?",
                    "Thursdays at five with Mrs Adebayo from now on, she's lovely and very strict about scales.",
                    "Need to ask the other parents what our piano teacher's name is, embarrassing."),
            List.of("How much did we pay for the new boiler?",
                    "Boiler fitted at last, £2,340 all in with the new radiator valves.",
                    "Neighbour asked how much we paid for the new boiler, said I'd check."));

    /**
     * On questions no one trained on, both adapters move the answer up against the note that repeats the question;
     * BGE's puts it first for most (MiniLM's, the weaker on held-out authors too, gains without always passing it).
     */
    @Test
    void bothShippedAdaptersMoveTheAnswerUpOnQuestionsNoOneTrainedOn() {
        assertThat(answersFirst(bge)).isGreaterThanOrEqualTo(UNSEEN.size() - 1);
        try (LocalEmbeddingProvider minilm = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.MINILM)) {
            answersFirst(minilm);
        }
    }

    /** Checks that the answer gains on the note that repeats each question; returns how often it comes first. */
    private static int answersFirst(LocalEmbeddingProvider model) {
        QueryAdapter adapter = QueryAdapterResource.forModel(model.modelId()).orElseThrow();
        int first = 0;
        for (List<String> c : UNSEEN) {
            List<Embedding> v = model.embedAll(c);
            float[] plain = v.get(0).vector();
            float[] asked = adapter.adapt(plain);
            double plainGap = Signals.cosine(plain, v.get(1).vector()) - Signals.cosine(plain, v.get(2).vector());
            double adaptedGap = Signals.cosine(asked, v.get(1).vector()) - Signals.cosine(asked, v.get(2).vector());
            assertThat(adaptedGap).as(model.modelId() + ": " + c.get(0)).isGreaterThan(plainGap);
            first += adaptedGap > 0 ? 1 : 0;
        }
        return first;
    }

    @Test
    void theUnseenAuthorsAreNoneOfTheTrainingAuthorsAndShareNoQuestion() {
        List<Question> unseen = QueryAdapterTraining.unseenQuestions();
        java.util.Set<String> trainedOn = QueryAdapterTraining.questions().stream().map(Question::author)
                .collect(Collectors.toSet());
        java.util.Set<String> asked = QueryAdapterTraining.questions().stream().map(Question::text)
                .collect(Collectors.toSet());

        assertThat(unseen).hasSizeGreaterThan(1000)
                .allSatisfy(q -> assertThat(trainedOn).doesNotContain(q.author()))
                .allSatisfy(q -> assertThat(asked).doesNotContain(q.text()))
                .allSatisfy(q -> assertThat(q.others()).hasSize(3).doesNotContain(q.answer()));
    }

    /**
     * An unseen author measured as the command measures them, with an adapter trained on two authors only (the
     * command trains on all): it already gains on the plain similarity.
     */
    @Test
    void onAuthorsItWasNeverTrainedOnItPutsTheAnswerFirstMoreOften() {
        List<Question> k = QueryAdapterTraining.unseenQuestions().stream().filter(q -> q.author().equals("K"))
                .toList();
        Outcome outcome = training.run(QueryAdapterTraining.questions().stream()
                .filter(q -> q.author().compareTo("C") < 0).toList(), k);

        assertThat(outcome.unseen()).extracting(Measure::author).containsExactly("K");
        assertThat(outcome.unseen()).allSatisfy(m -> {
            assertThat(m.plain().n()).isEqualTo(m.adapted().n()).isGreaterThan(100);
            assertThat(m.adapted().hits()).isGreaterThan(m.plain().hits());
        });
        assertThat(outcome.joined()).singleElement().satisfies(m -> {
            assertThat(m.author()).isEqualTo("K");
            assertThat(m.plain().n()).isEqualTo(m.adapted().n()).isEqualTo(outcome.unseen().get(0).plain().n());
        });
        assertThat(outcome.answerLongest().n()).isEqualTo(k.size());
        assertThat(outcome.answerLongest().value()).as("K's answering notes are nearly always the longest")
                .isGreaterThan(0.9);
        assertThat(outcome.markdown()).contains("one author it was never trained on")
                .contains("longest of its question's notes in " + outcome.answerLongest().format())
                .contains(String.format(Locale.ROOT, "| author K | %s | %s |",
                        outcome.unseen().get(0).plain().format(), outcome.unseen().get(0).adapted().format()))
                .contains("the adapter did better for 1 of the 1 authors");
    }

    /** Longer than the answering note too, however long that is: joined until it is, starting over if need be. */
    @Test
    void theLongerNoteIsLongerThanALongAnswerToo() {
        Question q = new Question("Z", "Where's the spare key?", "In the blue watering can behind the shed, under the "
                + "loose slab by the compost bin, where Mum said she would leave it last Easter.",
                List.of("Mum asked where the spare key is.", "Must get a spare key cut.", "Key safe is broken."));

        Question longer = QueryAdapterTraining.withLongerNote(q);

        assertThat(longer.others()).hasSize(4).doesNotContain(q.answer());
        assertThat(longer.others().get(3).length()).isGreaterThan(q.answer().length());
        assertThat(longer.others().get(3)).startsWith(String.join(" ", q.others()));
    }

    @Test
    void theLongerNoteJoinsTwoNotesThatDoNotAnswerAndIsLongerThanEachOfThem() {
        Question q = new Question("Z", "Where's the spare key?", "In the blue watering can behind the shed.",
                List.of("Mum asked where the spare key is.", "Must get a spare key cut.", "Key safe is broken."));

        Question longer = QueryAdapterTraining.withLongerNote(q);

        assertThat(longer.others()).hasSize(4).startsWith(q.others().toArray(String[]::new))
                .doesNotContain(q.answer());
        assertThat(longer.others().get(3)).contains(q.others().get(0)).contains(q.others().get(1));
        assertThat(longer.others().get(3).length()).isGreaterThan(q.answer().length());
        assertThat(List.of(longer.text(), longer.answer(), longer.author()))
                .containsExactly(q.text(), q.answer(), q.author());
    }

    /** The sentence on the longer note says what its numbers say, down to how much of the gain survives. */
    @Test
    void theLongerNoteSentenceSaysHowMuchOfTheGainIsNotLength() {
        ScenarioReport.Share plain = new ScenarioReport.Share(20, 100);
        List<Measure> unseen = List.of(new Measure("K", plain, new ScenarioReport.Share(60, 100)));
        List<Measure> joined = List.of(new Measure("K", new ScenarioReport.Share(10, 100),
                new ScenarioReport.Share(30, 100)));

        String md = new Outcome(trained, List.of(), 320, List.of("A"), unseen, joined,
                new ScenarioReport.Share(97, 100)).markdown();

        assertThat(md).contains("longest of its question's notes in 0.97 (97/100")
                .contains("came first for 0.30 (30/100, ")
                .contains("against 0.10 (10/100, ")
                .contains("the adapter did better for 1 of the 1 authors. Its gain over the plain similarity is "
                        + "+0.20 there, against +0.40 as written: 50% of its gain does not depend on the answering "
                        + "note being the longest.");
        String none = new Outcome(trained, List.of(), 320, List.of("A"), unseen, List.of(new Measure("K",
                new ScenarioReport.Share(30, 100), new ScenarioReport.Share(25, 100))),
                new ScenarioReport.Share(97, 100)).markdown();
        assertThat(none).contains("none of its gain survives a longer note that does not answer")
                .contains("did better for 0 of the 1 authors");
    }

    @Test
    void theMarkdownSaysWhatTheMeasuresSay() {
        List<Measure> measures = List.of(new Measure("A", new ScenarioReport.Share(8, 160),
                new ScenarioReport.Share(59, 160)), new Measure("B", new ScenarioReport.Share(30, 160),
                new ScenarioReport.Share(94, 160)));
        String md = new Outcome(trained, measures, 320, List.of("A", "B"), List.of(), List.of(),
                new ScenarioReport.Share(0, 1)).markdown();

        assertThat(md).contains("320 questions").contains("2 authors (A and B)");
        for (Measure m : measures) {
            assertThat(md).contains(String.format(Locale.ROOT, "| author %s | %s | %s |", m.author(),
                    m.plain().format(), m.adapted().format()));
        }
        assertThat(md).contains(String.format(Locale.ROOT, "unrelated %.3f, close match %.3f",
                trained.scale().unrelated(), trained.scale().paraphrase()))
                .contains("first for 0.37 (59/160, 0.30–0.45) and 0.59 (94/160, 0.51–0.66) of questions adapted");
    }
}
