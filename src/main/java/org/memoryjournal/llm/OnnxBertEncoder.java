package org.memoryjournal.llm;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import java.nio.LongBuffer;
import java.nio.channels.Channels;
import java.nio.channels.ReadableByteChannel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OnnxValue;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;

/**
 * A BERT-style sentence encoder: a HuggingFace tokenizer plus an ONNX model, run on padded batches.
 * Texts are sorted by token count before batching so that each batch pads little, a batch holds at most
 * {@link #TOKENS_PER_BATCH} padded tokens (long texts go one or two at a time), and the vectors are
 * handed back in the input order. Inputs longer than {@link #MAX_TOKENS} tokens are truncated (the
 * langchain4j wrapper instead averages 510-token windows; for texts that fit, the vectors agree).
 * Thread-safe: the tokenizer and the ONNX session both allow concurrent calls.
 */
final class OnnxBertEncoder implements AutoCloseable {

    /** How the token vectors become one sentence vector (always L2-normalised afterwards). */
    enum Pooling { CLS, MEAN }

    static final int MAX_TOKENS = 512;
    static final int BATCH_SIZE = 32;
    /**
     * Padded tokens a batch may hold (unless one text alone has more): a batch of long texts costs far more per text
     * than the texts one by one (8 texts of 512 tokens: about 1.9 s a text, against 0.3 s alone; 200 diary entries
     * of 30–280 words: 3 a second in batches of 32, 35 with this cap), while short texts still go 32 at a time.
     */
    static final int TOKENS_PER_BATCH = 1024;

    private final OrtEnvironment environment;
    private final OrtSession session;
    private final HuggingFaceTokenizer tokenizer;
    private final Pooling pooling;
    private final boolean wantsTokenTypes;
    private volatile int batchSize = BATCH_SIZE;
    private final ReentrantReadWriteLock lifecycle = new ReentrantReadWriteLock();
    private boolean closed;

    private OnnxBertEncoder(OrtEnvironment environment, OrtSession session, HuggingFaceTokenizer tokenizer,
            Pooling pooling) throws OrtException {
        this.environment = environment;
        this.session = session;
        this.tokenizer = tokenizer;
        this.pooling = pooling;
        Set<String> inputs = session.getInputNames();
        this.wantsTokenTypes = inputs.contains("token_type_ids");
    }

    /** Loads a model and tokenizer from classpath resources (inside the langchain4j model jars). */
    static OnnxBertEncoder fromClasspath(String modelResource, String tokenizerResource, Pooling pooling) {
        OfflineGuard.apply();
        try {
            HuggingFaceTokenizer tokenizer;
            try (InputStream in = open(tokenizerResource)) {
                tokenizer = HuggingFaceTokenizer.newInstance(in, Map.of(
                        "padding", "false",
                        "truncation", "true",
                        "maxLength", Integer.toString(MAX_TOKENS)));
            }
            OrtEnvironment env = OrtEnvironment.getEnvironment();
            try (OrtSession.SessionOptions options = new OrtSession.SessionOptions()) {
                // Without ONNX Runtime's CPU arena a batch's buffers are freed when it is done; with it, the
                // largest batch's memory stays with the process for good (measured with bench --memory).
                options.setCPUArenaAllocator(false);
                options.setMemoryPatternOptimization(false);
                // ONNX Runtime's worker threads spin for a while after each run by default, burning a core that
                // the recall scan, the UI or another program could use (CPU per MCP recall 52 ms → see commit).
                options.addConfigEntry("session.intra_op.allow_spinning", "0");
                ByteBuffer model = readResource(modelResource);
                OrtSession session;
                try {
                    session = env.createSession(model, options);
                } finally {
                    free(model);
                }
                return new OnnxBertEncoder(env, session, tokenizer, pooling);
            } catch (IOException | OrtException | RuntimeException e) {
                tokenizer.close();
                throw e;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("The built-in embedding model " + modelResource
                    + " could not be read: reinstall Memory Journal.", e);
        } catch (OrtException e) {
            throw new IllegalStateException("The built-in embedding model " + modelResource
                    + " could not be loaded: reinstall Memory Journal, or see the log in the data directory.", e);
        }
    }

    /** For measurements: 1 reproduces single-text vectors exactly (see {@link LocalEmbeddingProvider}). */
    void batchSize(int size) {
        this.batchSize = Math.max(1, size);
    }

    /** Embeds the texts; the result has the same order as the input. */
    float[][] encode(List<String> texts) {
        int n = texts.size();
        float[][] out = new float[n][];
        if (n == 0) {
            return out;
        }
        Encoding[] encodings = whileOpen(() -> tokenizer.batchEncode(texts.toArray(String[]::new)));
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingInt(i -> encodings[i].getIds().length));
        int[] lengths = new int[n];
        for (int k = 0; k < n; k++) {
            lengths[k] = encodings[order[k]].getIds().length;
        }
        int size = batchSize;
        for (int start = 0, end; start < n; start = end) {
            end = batchEnd(lengths, start, size);
            Encoding[] batch = new Encoding[end - start];
            for (int k = start; k < end; k++) {
                batch[k - start] = encodings[order[k]];
            }
            float[][] vectors = whileOpen(() -> runBatch(batch));
            for (int k = start; k < end; k++) {
                out[order[k]] = vectors[k - start];
            }
        }
        return out;
    }

    /**
     * Where the batch that starts at {@code start} ends (exclusive), over token counts in ascending order: at most
     * {@code size} texts, padded to the longest, and no more than {@link #TOKENS_PER_BATCH} tokens in all unless one
     * text alone has more.
     */
    static int batchEnd(int[] ascendingLengths, int start, int size) {
        int end = start + 1;
        while (end < ascendingLengths.length && end - start < size
                && (end - start + 1) * ascendingLengths[end] <= TOKENS_PER_BATCH) {
            end++;
        }
        return end;
    }

    private float[][] runBatch(Encoding[] batch) {
        int rows = batch.length;
        int width = 0;
        for (Encoding e : batch) {
            width = Math.max(width, e.getIds().length);
        }
        long[] ids = new long[rows * width];
        long[] mask = new long[rows * width];
        long[] types = new long[rows * width];
        for (int r = 0; r < rows; r++) {
            long[] rowIds = batch[r].getIds();
            long[] rowMask = batch[r].getAttentionMask();
            long[] rowTypes = batch[r].getTypeIds();
            System.arraycopy(rowIds, 0, ids, r * width, rowIds.length);
            System.arraycopy(rowMask, 0, mask, r * width, rowMask.length);
            System.arraycopy(rowTypes, 0, types, r * width, rowTypes.length);
        }
        long[] shape = {rows, width};
        List<OnnxTensor> tensors = new ArrayList<>(3);
        try {
            Map<String, OnnxTensor> inputs = new HashMap<>();
            inputs.put("input_ids", track(tensors, OnnxTensor.createTensor(environment, LongBuffer.wrap(ids), shape)));
            inputs.put("attention_mask",
                    track(tensors, OnnxTensor.createTensor(environment, LongBuffer.wrap(mask), shape)));
            if (wantsTokenTypes) {
                inputs.put("token_type_ids",
                        track(tensors, OnnxTensor.createTensor(environment, LongBuffer.wrap(types), shape)));
            }
            try (OrtSession.Result result = session.run(inputs)) {
                OnnxValue hidden = result.get(0);
                FloatBuffer states = ((OnnxTensor) hidden).getFloatBuffer();
                long[] outShape = ((OnnxTensor) hidden).getInfo().getShape();
                int dim = (int) outShape[2];
                return pool(states, mask, rows, width, dim);
            }
        } catch (OrtException e) {
            throw new IllegalStateException("The built-in embedding model failed to run: see the log in the data"
                    + " directory.", e);
        } finally {
            tensors.forEach(OnnxTensor::close);
        }
    }

    private float[][] pool(FloatBuffer states, long[] mask, int rows, int width, int dim) {
        float[][] vectors = new float[rows][dim];
        for (int r = 0; r < rows; r++) {
            float[] v = vectors[r];
            int rowBase = r * width * dim;
            if (pooling == Pooling.CLS) {
                states.get(rowBase, v, 0, dim);
            } else {
                int count = 0;
                float[] token = new float[dim];
                for (int t = 0; t < width; t++) {
                    if (mask[r * width + t] == 0) {
                        continue;
                    }
                    states.get(rowBase + t * dim, token, 0, dim);
                    for (int d = 0; d < dim; d++) {
                        v[d] += token[d];
                    }
                    count++;
                }
                for (int d = 0; d < dim; d++) {
                    v[d] /= Math.max(1, count);
                }
            }
            normalise(v);
        }
        return vectors;
    }

    private static void normalise(float[] v) {
        double sum = 0;
        for (float x : v) {
            sum += (double) x * x;
        }
        double norm = Math.sqrt(sum);
        if (norm > 0) {
            for (int i = 0; i < v.length; i++) {
                v[i] = (float) (v[i] / norm);
            }
        }
    }

    private static OnnxTensor track(List<OnnxTensor> tensors, OnnxTensor tensor) {
        tensors.add(tensor);
        return tensor;
    }

    private static InputStream open(String resource) throws IOException {
        InputStream in = OnnxBertEncoder.class.getClassLoader().getResourceAsStream(resource);
        if (in == null) {
            throw new IOException("The file " + resource + " is missing from the application.");
        }
        return in;
    }

    /**
     * Frees a direct buffer now rather than at some later collection: the session keeps its own copy of
     * what it needs, and the model file would otherwise stay resident (34 MB) for a while.
     */
    private static void free(ByteBuffer buffer) {
        try {
            java.lang.reflect.Field field = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
            field.setAccessible(true);
            ((sun.misc.Unsafe) field.get(null)).invokeCleaner(buffer);
        } catch (ReflectiveOperationException | RuntimeException e) {
            // without jdk.unsupported the buffer is freed by a later collection instead
        }
    }

    /**
     * The model file in native memory, read straight from the jar entry: ONNX Runtime copies what it keeps
     * when the session is created, and a heap array would leave the Java heap twice the model's size
     * larger (readAllBytes' chunks, then the array; about 80 MB of resident memory for BGE-small).
     */
    static ByteBuffer readResource(String resource) throws IOException {
        URL url = OnnxBertEncoder.class.getClassLoader().getResource(resource);
        if (url == null) {
            throw new IOException("The file " + resource + " is missing from the application.");
        }
        URLConnection connection = url.openConnection();
        connection.setUseCaches(false); // a cached jar stays open (and its entry inflater) for the process
        long length = connection.getContentLengthLong();
        try (InputStream in = connection.getInputStream()) {
            if (length < 0 || length > Integer.MAX_VALUE) {
                byte[] bytes = in.readAllBytes();
                return ByteBuffer.allocateDirect(bytes.length).put(bytes).flip();
            }
            ByteBuffer buffer = ByteBuffer.allocateDirect((int) length);
            try (ReadableByteChannel channel = Channels.newChannel(in)) {
                while (buffer.hasRemaining()) {
                    if (channel.read(buffer) < 0) {
                        throw new IOException("The file " + resource + " is shorter than the application says ("
                                + buffer.position() + " of " + length + " bytes): reinstall Memory Journal.");
                    }
                }
            }
            return buffer.flip();
        }
    }

    /**
     * Runs one step on the native tokenizer or session, refused once they are closed. Closing waits for the
     * steps under way: freeing them mid-call crashed the process (the app quit while the model warmed up).
     */
    private <T> T whileOpen(Supplier<T> step) {
        lifecycle.readLock().lock();
        try {
            if (closed) {
                throw new IllegalStateException("The embedding model was closed (the journal is closing).");
            }
            return step.get();
        } finally {
            lifecycle.readLock().unlock();
        }
    }

    @Override
    public void close() {
        lifecycle.writeLock().lock();
        try {
            if (closed) {
                return;
            }
            closed = true;
            try {
                session.close();
            } catch (OrtException e) {
                // closing a session only frees native memory; nothing the user can act on
            }
            tokenizer.close();
        } finally {
            lifecycle.writeLock().unlock();
        }
    }
}
