package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** The query adapter's map, its text form, and its fit on synthetic questions. */
class QueryAdapterTest {
    private static final String MODEL = "test:adapter";

    @Test
    void adaptAddsTheMapOfTheQuestionToIt() {
        // A = [[0, 1], [0, 0]]: q + A q = (q0 + q1, q1)
        QueryAdapter a = new QueryAdapter(MODEL, 2, new float[] {0, 1, 0, 0}, SimilarityScale.RAW);

        assertThat(a.adapt(new float[] {1, 2})).containsExactly(3, 2);
        assertThatThrownBy(() -> a.adapt(new float[] {1, 2, 3})).hasMessageContaining("2 dimensions, not 3");
    }

    @Test
    void aMapOfTheWrongSizeOrWithANonNumberIsRefused() {
        assertThatThrownBy(() -> new QueryAdapter(MODEL, 2, new float[3], SimilarityScale.RAW))
                .hasMessageContaining("needs 2 × 2 numbers, not 3");
        assertThatThrownBy(() -> new QueryAdapter(MODEL, 1, new float[] {Float.NaN}, SimilarityScale.RAW))
                .hasMessageContaining("not finite");
    }

    @Test
    void theTextFormReadsBackExactly() {
        QueryAdapter a = new QueryAdapter(MODEL, 2, new float[] {0.125f, -1e-7f, 3.5f, 0},
                new SimilarityScale(0.1, 0.45));

        QueryAdapter back = QueryAdapter.parse(a.serialise());

        assertThat(back.modelId()).isEqualTo(MODEL);
        assertThat(back.scale()).isEqualTo(a.scale());
        assertThat(back.adapt(new float[] {1, 0})).containsExactly(a.adapt(new float[] {1, 0}));
        assertThat(back.adapt(new float[] {0, 1})).containsExactly(a.adapt(new float[] {0, 1}));
        assertThat(back.serialise()).isEqualTo(a.serialise());
    }

    @Test
    void aDamagedTextFormSaysWhatIsWrong() {
        String good = new QueryAdapter(MODEL, 2, new float[] {1, 2, 3, 4}, new SimilarityScale(0.1, 0.45))
                .serialise();
        String[] lines = good.split("\n");
        String data = lines[4];

        assertThatThrownBy(() -> QueryAdapter.parse("# detail probe\nmodel x\n")).hasMessageContaining(
                "Not a query adapter");
        assertThatThrownBy(() -> QueryAdapter.parse(good.replace(data, data.substring(0, 8))))
                .hasMessageContaining("holds 4 numbers, not 1.5");
        assertThatThrownBy(() -> QueryAdapter.parse(good.replace("dimension 2", "dimension two")))
                .hasMessageContaining("is not a number");
        assertThatThrownBy(() -> QueryAdapter.parse(good.replace("scale 0.1 0.45", "scale 0.1")))
                .hasMessageContaining("scale is two numbers");
        assertThatThrownBy(() -> QueryAdapter.parse(good.replace(data, "QUJD")))
                .hasMessageContaining("holds 4 numbers, not 0.75");
    }

    /**
     * Synthetic questions: a topic direction, the answering note leaning on an "answer" axis, the other notes
     * closer to the question but leaning on a "repeats the question" axis. The plain cosine prefers the others; the
     * fitted map, on questions it never saw, prefers the answer, and the measured scale keeps unrelated notes low.
     */
    @Test
    void theFitPutsTheAnsweringNoteFirstOnQuestionsItNeverSaw() {
        Random random = new Random(7);
        List<QueryAdapter.Example> train = examples(random, 60);
        List<QueryAdapter.Example> test = examples(random, 40);

        QueryAdapter fitted = QueryAdapter.fit(MODEL, train, new SimilarityScale(0.0, 0.9));

        assertThat(firstPlace(test, null)).isLessThan(0.2);
        assertThat(firstPlace(test, fitted)).isGreaterThan(0.9);
        assertThat(fitted.scale().unrelated()).isLessThan(fitted.scale().paraphrase());
        assertThat(QueryAdapter.fit(MODEL, train, new SimilarityScale(0.0, 0.9)).serialise())
                .as("the same examples give the same map").isEqualTo(fitted.serialise());
    }

    @Test
    void aFitNeedsEnoughQuestionsAndOtherNotes() {
        Random random = new Random(1);
        assertThatThrownBy(() -> QueryAdapter.fit(MODEL, examples(random, 3), SimilarityScale.RAW))
                .hasMessageContaining("needs more than 3 questions");
        assertThatThrownBy(() -> new QueryAdapter.Example(new float[2], new float[2], List.of()))
                .hasMessageContaining("notes that do not answer it");
    }

    private static final int DIM = 12;

    private static List<QueryAdapter.Example> examples(Random random, int n) {
        List<QueryAdapter.Example> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int topic = 2 + random.nextInt(DIM - 2);
            float[] question = unit(noisy(random, topic, 1.0, 0, 0));
            float[] answer = unit(noisy(random, topic, 0.7, 0, 0.7));
            List<float[]> others = List.of(unit(noisy(random, topic, 0.9, 0.4, 0)),
                    unit(noisy(random, topic, 0.85, 0.5, 0)));
            out.add(new QueryAdapter.Example(question, answer, others));
        }
        return out;
    }

    /** A vector along {@code topic}, with weights on axis 0 ("repeats the question") and 1 ("holds an answer"). */
    private static float[] noisy(Random random, int topic, double onTopic, double repeats, double answers) {
        float[] v = new float[DIM];
        for (int i = 0; i < DIM; i++) {
            v[i] = (float) (random.nextGaussian() * 0.03);
        }
        v[topic] += (float) onTopic;
        v[0] += (float) repeats;
        v[1] += (float) answers;
        return v;
    }

    private static float[] unit(float[] v) {
        double n = Signals.norm(v, 0, v.length);
        float[] out = new float[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = (float) (v[i] / n);
        }
        return out;
    }

    private static double firstPlace(List<QueryAdapter.Example> examples, QueryAdapter adapter) {
        int first = 0;
        for (QueryAdapter.Example e : examples) {
            float[] q = adapter == null ? e.question() : adapter.adapt(e.question());
            double answer = Signals.cosine(q, e.answer());
            first += e.others().stream().allMatch(o -> Signals.cosine(q, o) < answer) ? 1 : 0;
        }
        return first / (double) examples.size();
    }
}
