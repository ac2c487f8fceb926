package org.memoryjournal.memory;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A learned linear map of a question's vector, {@code q + A q}, that makes a model's similarity prefer the note that
 * answers a question over notes that only share its words. A small bi-encoder rates "Mum asked where the spare key
 * is" closer to "Where's the spare key?" than "It's in the blue watering can behind the shed", because the first
 * repeats the question; the map is fitted on questions with the note that answers them and notes on the same topic
 * that do not, so that the answering note scores higher, while notes on the topic stay above unrelated ones.
 *
 * <p>Only the question moves: memories keep their stored vectors, the scan and every similarity between memories
 * (same topic, duplicates) are unchanged. The adapted question's cosines have their own {@link #scale()}, measured on
 * the training notes so that a note on the question's topic sits where it sat on the model's own scale.
 *
 * <p>Trained by {@code memory-journal eval query-adapter --write} on questions and notes written for this project by
 * authors who saw neither the app nor its test sets; one resource per local model ({@link #resourceName}).
 */
public final class QueryAdapter {
    private static final String HEADER = "# query adapter";
    /** Gradient steps of a fit; held-out authors' accuracy stopped changing by 100 (see EVALUATION.md). */
    public static final int STEPS = 100;
    /** Step size of a fit. */
    public static final double STEP_SIZE = 0.5;
    /** The L2 penalty on the map, pulling it towards leaving the question as it is. */
    public static final double PENALTY = 0.01;
    /** How sharply a pair's loss turns on the difference of two cosines (cosines differ by hundredths). */
    public static final double SHARPNESS = 20;
    /** Weight of the pairs that keep a note on the topic above an unrelated note, against the answer pairs. */
    public static final double TOPIC_WEIGHT = 0.3;
    /** The margin by which a note on the topic should beat an unrelated note. */
    public static final double TOPIC_MARGIN = 0.1;
    /** Unrelated notes drawn for each question, from other questions' notes. */
    private static final int UNRELATED = 3;

    private final String modelId;
    private final int dim;
    private final float[] matrix;
    private final SimilarityScale scale;

    /**
     * @param matrix the map A, {@code dim × dim}, row-major
     * @param scale  the similarity scale of adapted questions
     */
    public QueryAdapter(String modelId, int dim, float[] matrix, SimilarityScale scale) {
        this.modelId = Objects.requireNonNull(modelId, "modelId");
        if (dim < 1 || matrix.length != dim * dim) {
            throw new IllegalArgumentException("A query adapter for " + dim + " dimensions needs " + dim + " × "
                    + dim + " numbers, not " + matrix.length + ".");
        }
        for (float f : matrix) {
            if (!Float.isFinite(f)) {
                throw new IllegalArgumentException("A query adapter's number is not finite.");
            }
        }
        this.dim = dim;
        this.matrix = matrix.clone();
        this.scale = Objects.requireNonNull(scale, "scale");
    }

    /** One training question: its vector, the note that answers it, and notes on its topic that do not. */
    public record Example(float[] question, float[] answer, List<float[]> others) {
        public Example {
            others = List.copyOf(others);
            if (others.isEmpty()) {
                throw new IllegalArgumentException("A training question needs notes that do not answer it.");
            }
        }
    }

    public String modelId() {
        return modelId;
    }

    public int dimension() {
        return dim;
    }

    /** The similarity scale of adapted questions: 0 for an unrelated note, 1 at a close match. */
    public SimilarityScale scale() {
        return scale;
    }

    /** The adapted question, {@code q + A q} (not normalised: cosines are taken with its length). */
    public float[] adapt(float[] q) {
        if (q.length != dim) {
            throw new IllegalArgumentException("This adapter maps vectors of " + dim + " dimensions, not "
                    + q.length + ".");
        }
        float[] out = new float[dim];
        for (int i = 0; i < dim; i++) {
            double s = q[i];
            int row = i * dim;
            for (int j = 0; j < dim; j++) {
                s += matrix[row + j] * q[j];
            }
            out[i] = (float) s;
        }
        return out;
    }

    /**
     * Fits the map by full-batch gradient descent from A = 0 on a pairwise logistic loss: each question's answer above
     * each of its other notes; and, weighted by {@value #TOPIC_WEIGHT}, its answer and other notes above
     * {@value #UNRELATED} notes of other questions by {@value #TOPIC_MARGIN}; with an L2 penalty of
     * {@value #PENALTY}. Deterministic: the same examples in the same order give the same map. The scale is then
     * measured with {@code modelScale}, the model's own.
     */
    public static QueryAdapter fit(String modelId, List<Example> examples, SimilarityScale modelScale) {
        if (examples.size() <= UNRELATED) {
            throw new IllegalArgumentException("Training a query adapter needs more than " + UNRELATED
                    + " questions.");
        }
        int d = examples.get(0).question().length;
        List<List<float[]>> unrelated = unrelated(examples);
        double[] a = new double[d * d];
        for (int step = 0; step < STEPS; step++) {
            double[] gradient = new double[d * d];
            for (int e = 0; e < examples.size(); e++) {
                accumulate(a, examples.get(e), unrelated.get(e), gradient);
            }
            for (int i = 0; i < a.length; i++) {
                a[i] -= STEP_SIZE * (gradient[i] / examples.size() + PENALTY * a[i]);
            }
        }
        float[] matrix = new float[d * d];
        for (int i = 0; i < matrix.length; i++) {
            matrix[i] = (float) a[i];
        }
        QueryAdapter unscaled = new QueryAdapter(modelId, d, matrix, SimilarityScale.RAW);
        return new QueryAdapter(modelId, d, matrix, unscaled.measureScale(examples, modelScale));
    }

    /** For each question, {@value #UNRELATED} notes of other questions, chosen by position (deterministic). */
    private static List<List<float[]>> unrelated(List<Example> examples) {
        int n = examples.size();
        List<List<float[]>> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            List<float[]> notes = new ArrayList<>(UNRELATED);
            for (int k = 0; k < UNRELATED; k++) {
                Example other = examples.get((i + 17 + 53 * k) % n);
                if (other == examples.get(i)) {
                    other = examples.get((i + 1) % n);
                }
                notes.add(k == 0 ? other.answer() : other.others().get(k % other.others().size()));
            }
            out.add(notes);
        }
        return out;
    }

    private static void accumulate(double[] a, Example ex, List<float[]> unrelated, double[] gradient) {
        int d = ex.question().length;
        double[] q = apply(a, ex.question());
        // r = Σ over pairs of (∂loss/∂score difference) × (better − worse): the gradient is r qᵀ.
        double[] r = new double[d];
        double answer = dot(q, ex.answer());
        for (float[] other : ex.others()) {
            pair(answer - dot(q, other), 0, 1, ex.answer(), other, r);
        }
        for (float[] far : unrelated) {
            double farScore = dot(q, far);
            pair(answer - farScore, TOPIC_MARGIN, TOPIC_WEIGHT, ex.answer(), far, r);
            for (float[] other : ex.others()) {
                pair(dot(q, other) - farScore, TOPIC_MARGIN, TOPIC_WEIGHT, other, far, r);
            }
        }
        double[] q0 = new double[d];
        for (int j = 0; j < d; j++) {
            q0[j] = ex.question()[j];
        }
        for (int i = 0; i < d; i++) {
            double ri = r[i];
            if (ri != 0) {
                int row = i * d;
                for (int j = 0; j < d; j++) {
                    gradient[row + j] += ri * q0[j];
                }
            }
        }
    }

    /** Adds one pair's gradient: the loss log(1 + e^(−s(difference − margin))), times weight. */
    private static void pair(double difference, double margin, double weight, float[] better, float[] worse,
                             double[] r) {
        double g = -weight * SHARPNESS / (1 + Math.exp(SHARPNESS * (difference - margin)));
        for (int i = 0; i < r.length; i++) {
            r[i] += g * (better[i] - worse[i]);
        }
    }

    private static double[] apply(double[] a, float[] q) {
        int d = q.length;
        double[] out = new double[d];
        for (int i = 0; i < d; i++) {
            double s = q[i];
            int row = i * d;
            for (int j = 0; j < d; j++) {
                s += a[row + j] * q[j];
            }
            out[i] = s;
        }
        return out;
    }

    private static double dot(double[] x, float[] y) {
        double s = 0;
        for (int i = 0; i < y.length; i++) {
            s += x[i] * y[i];
        }
        return s;
    }

    /**
     * The scale of adapted questions: unrelated notes' median cosine maps to 0, as on the model's scale, and the
     * median note on the question's topic (its answer and the others) maps where it does on the model's scale. The
     * unrelated notes are those of the questions a half and a third of the list away, not the ones training pushed
     * down.
     */
    private SimilarityScale measureScale(List<Example> examples, SimilarityScale modelScale) {
        int n = examples.size();
        List<Double> onTopic = new ArrayList<>();
        List<Double> far = new ArrayList<>();
        List<Double> onTopicRaw = new ArrayList<>();
        for (int e = 0; e < examples.size(); e++) {
            Example ex = examples.get(e);
            float[] q = adapt(ex.question());
            onTopic.add(Signals.cosine(q, ex.answer()));
            onTopicRaw.add(Signals.cosine(ex.question(), ex.answer()));
            for (float[] other : ex.others()) {
                onTopic.add(Signals.cosine(q, other));
                onTopicRaw.add(Signals.cosine(ex.question(), other));
            }
            for (int offset : new int[] {n / 2, n / 3}) {
                Example other = examples.get((e + offset) % n);
                if (other != ex) {
                    far.add(Signals.cosine(q, other.answer()));
                    for (float[] o : other.others()) {
                        far.add(Signals.cosine(q, o));
                    }
                }
            }
        }
        double unrelatedLevel = median(far);
        double topicPosition = modelScale.position(median(onTopicRaw));
        double topic = median(onTopic);
        if (!(topicPosition > 0) || !(topic > unrelatedLevel)) {
            throw new IllegalStateException("The adapted questions no longer tell notes on their topic from "
                    + "unrelated ones; the adapter is not usable.");
        }
        return new SimilarityScale(unrelatedLevel, Math.min(1, unrelatedLevel + (topic - unrelatedLevel)
                / topicPosition));
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }

    /**
     * The text form of the resource: header, model, dimension and scale lines, then the map as little-endian 32-bit
     * floats, row by row, in MIME Base64 (read in milliseconds where 147,456 decimal numbers took a fifth of a second
     * at start-up).
     */
    public String serialise() {
        StringBuilder sb = new StringBuilder(HEADER)
                .append(" — written by `memory-journal eval query-adapter --write`; do not edit\n");
        sb.append("model ").append(modelId).append('\n');
        sb.append("dimension ").append(dim).append('\n');
        sb.append("scale ").append(scale.unrelated()).append(' ').append(scale.paraphrase()).append('\n');
        ByteBuffer bytes = ByteBuffer.allocate(matrix.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        bytes.asFloatBuffer().put(matrix);
        sb.append(Base64.getMimeEncoder().encodeToString(bytes.array())).append('\n');
        return sb.toString();
    }

    /** Reads {@link #serialise}'s form. */
    public static QueryAdapter parse(String text) {
        List<String> lines = text.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        if (lines.size() < 5 || !lines.get(0).startsWith(HEADER) || !lines.get(1).startsWith("model ")
                || !lines.get(2).startsWith("dimension ") || !lines.get(3).startsWith("scale ")) {
            throw new IllegalArgumentException("Not a query adapter: it starts with a header, a model, a dimension "
                    + "and a scale.");
        }
        try {
            int dim = Integer.parseInt(lines.get(2).substring(10));
            String[] scale = lines.get(3).substring(6).split(" ");
            if (scale.length != 2) {
                throw new IllegalArgumentException("A query adapter's scale is two numbers.");
            }
            byte[] bytes = Base64.getMimeDecoder().decode(String.join("\n", lines.subList(4, lines.size())));
            if (bytes.length != dim * dim * Float.BYTES) {
                throw new IllegalArgumentException("A query adapter of " + dim + " dimensions holds " + dim * dim
                        + " numbers, not " + bytes.length / (double) Float.BYTES + ".");
            }
            float[] matrix = new float[dim * dim];
            ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(matrix);
            return new QueryAdapter(lines.get(1).substring(6), dim, matrix,
                    new SimilarityScale(Double.parseDouble(scale[0]), Double.parseDouble(scale[1])));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("A number of the query adapter is not a number: " + e.getMessage(), e);
        }
    }

    /** The resource name of the adapter for a model. */
    public static String resourceName(String modelId) {
        return LinearProbe.resourceName("query-adapter-", modelId);
    }
}
