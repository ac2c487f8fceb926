package org.memoryjournal.app.bench;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.QueryReader;
import org.memoryjournal.memory.RelevanceMode;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.store.MemoryPassages;
import org.memoryjournal.store.MemoryRepository;
import org.memoryjournal.store.RecallOptions;

/**
 * Builds a synthetic journal of n memories and times recall end to end as the chat loop uses it:
 * ranking over all memories plus the persisted touch of the results (query embedding excluded; it is
 * measured on its own).
 */
final class RecallBench {
    /** The dense three-signal policy of the foundation issue: classic weights (1,1,1), top 10. */
    static final RetrievalPolicy DENSE = RetrievalPolicy.classic().withTopK(10).withName("dense");
    /** The shipped default policy, top 10. */
    static final RetrievalPolicy DEFAULT = RetrievalPolicy.defaults().withTopK(10);

    /**
     * @param ownLife the default policy asked as a question about the asker's own life ("what's my …"), which
     *                matches through the model's query adapter
     */
    record Result(int n, double openMillis, Latency dense, Latency hybrid, Latency ownLife) {
    }

    /**
     * How a question about the asker's own life is put to the synthetic journal: in the present tense, looking a
     * detail up, so that every step of the default ranking runs (the query adapter, newer-wins and the detail fit).
     */
    static String askedInFirstPerson(String words) {
        return "what's my " + words;
    }

    /**
     * How a plain question is put to the synthetic journal: naming someone other than the asker, so that it keeps
     * the model's plain similarity (a question that names no one is about the asker's own life).
     */
    static String askedAboutSomeoneElse(String words) {
        return words + " for Sam";
    }

    /**
     * The options the chat loop recalls with: the question read for its time words, topic and person (as
     * {@code MemoryService.recall} does, inside the timed call), and the recalled memories touched. Without the
     * reading, recall takes the text as a plain topic and none of the question-dependent steps run.
     */
    static RecallOptions asInChat(String question, Instant at) {
        return RecallOptions.TOUCH.withReading(QueryReader.read(question, at.atZone(ZoneOffset.UTC))).asOfNow(true);
    }

    /** Passage vectors of each memory that has them in a synthetic journal. */
    static final int PASSAGES = 2;

    private final PrintWriter progress;
    private final int queries;

    RecallBench(PrintWriter progress, int queries) {
        this.progress = progress;
        this.queries = queries;
    }

    /** Creates the journal file of {@code n} memories for {@code modelId}. */
    static void fill(Path file, int n, String modelId, Instant now, PrintWriter progress) {
        SyntheticMemories synthetic = new SyntheticMemories(n, now);
        java.util.Random noise = new java.util.Random(n);
        try (JournalDatabase db = JournalDatabase.open(file, modelId, SyntheticMemories.DIMENSION)) {
            int batch = 5_000;
            for (int done = 0; done < n; done += batch) {
                List<Memory> written = db.memories().addAll(synthetic.batch(Math.min(batch, n - done), modelId));
                db.memories().saveParts(passages(written, noise));
                if ((done / batch) % 20 == 0) {
                    progress.printf("  writing memories: %,d / %,d%n", done, n);
                    progress.flush();
                }
            }
        }
    }

    /**
     * Passage vectors for every other memory, {@value #PASSAGES} each, near its own vector: a journal's notes of
     * several sentences, whose passages ranking reads for every candidate pool.
     */
    private static List<MemoryPassages> passages(List<Memory> written, java.util.Random noise) {
        List<MemoryPassages> out = new ArrayList<>();
        for (int i = 0; i < written.size(); i += 2) {
            Memory m = written.get(i);
            List<Embedding> vectors = new ArrayList<>();
            for (int p = 0; p < PASSAGES; p++) {
                float[] v = m.embedding().vector().clone();
                for (int d = 0; d < v.length; d++) {
                    v[d] += (float) (noise.nextGaussian() * 0.02);
                }
                vectors.add(new Embedding(m.embedding().modelId(), v));
            }
            out.add(new MemoryPassages(m.id(), m.text(), vectors));
        }
        return out;
    }

    Result run(Path file, int n, String modelId, Instant now) {
        long start = System.nanoTime();
        try (JournalDatabase db = JournalDatabase.open(file, modelId, SyntheticMemories.DIMENSION)) {
            double openMillis = (System.nanoTime() - start) / 1e6;
            progress.printf("  opened %,d memories in %.0f ms%n", n, openMillis);
            SyntheticMemories queriesFrom = new SyntheticMemories(n + 1, now);
            Latency dense = time(db.memories(), queriesFrom, DENSE, modelId, now, n, "",
                    RecallBench::askedAboutSomeoneElse);
            Latency hybrid = time(db.memories(), queriesFrom, DEFAULT, modelId, now, n, "",
                    RecallBench::askedAboutSomeoneElse);
            Latency ownLife = time(db.memories(), queriesFrom, DEFAULT, modelId, now, n, ", first person",
                    RecallBench::askedInFirstPerson);
            return new Result(n, openMillis, dense, hybrid, ownLife);
        }
    }

    private Latency time(MemoryRepository repo, SyntheticMemories source, RetrievalPolicy policy, String modelId,
                         Instant now, int n, String asked, UnaryOperator<String> question) {
        int warmup = Math.max(20, queries / 5);
        double[] millis = new double[queries];
        List<String> texts = new ArrayList<>();
        List<Embedding> vectors = new ArrayList<>();
        for (int i = 0; i < warmup + queries; i++) {
            texts.add(question.apply(source.words(3)));
            vectors.add(new Embedding(modelId, source.vector()));
        }
        Instant at = now;
        for (int i = 0; i < warmup + queries; i++) {
            at = at.plusSeconds(60);
            long t = System.nanoTime();
            repo.recall(texts.get(i), vectors.get(i), policy, at, asInChat(texts.get(i), at));
            if (i >= warmup) {
                millis[i - warmup] = (System.nanoTime() - t) / 1e6;
            }
        }
        Latency l = Latency.of(n, millis);
        progress.printf("  %-8s recall at %,d: p50 %.2f ms, p95 %.2f ms (%s relevance%s)%n", policy.name(), n, l.p50(),
                l.p95(), policy.relevanceMode() == RelevanceMode.HYBRID ? "hybrid" : "dense", asked);
        progress.flush();
        return l;
    }
}
