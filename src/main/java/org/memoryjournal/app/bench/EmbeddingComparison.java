package org.memoryjournal.app.bench;

import java.io.PrintWriter;
import java.util.List;

import org.memoryjournal.llm.LocalEmbeddingProvider;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel;

/**
 * Our batched local embedding against the library's own {@code embedAll} for the same model and the
 * same sentences, side by side in one process (each warmed up first, best of two rounds).
 */
final class EmbeddingComparison {
    record Result(String model, double libraryPerSecond, double oursPerSecond) {
        double ratio() {
            return oursPerSecond / libraryPerSecond;
        }
    }

    private final PrintWriter progress;

    EmbeddingComparison(PrintWriter progress) {
        this.progress = progress;
    }

    List<Result> run(int n) {
        List<String> texts = IngestBench.sentences(n, 11);
        return List.of(compare("bge-small-en-v1.5-q", new BgeSmallEnV15QuantizedEmbeddingModel(),
                        new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.BGE_SMALL), texts),
                compare("all-minilm-l6-v2-q", new AllMiniLmL6V2QuantizedEmbeddingModel(),
                        new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.MINILM), texts));
    }

    private Result compare(String name, EmbeddingModel library, LocalEmbeddingProvider ours, List<String> texts) {
        try (ours) {
            List<TextSegment> segments = texts.stream().map(TextSegment::from).toList();
            library.embedAll(segments.subList(0, Math.min(100, segments.size())));
            ours.embedAll(texts.subList(0, Math.min(100, texts.size())));
            double libraryBest = 0;
            double oursBest = 0;
            for (int round = 0; round < 2; round++) {
                long t0 = System.nanoTime();
                library.embedAll(segments);
                long t1 = System.nanoTime();
                ours.embedAll(texts);
                long t2 = System.nanoTime();
                libraryBest = Math.max(libraryBest, texts.size() / ((t1 - t0) / 1e9));
                oursBest = Math.max(oursBest, texts.size() / ((t2 - t1) / 1e9));
            }
            Result r = new Result(name, libraryBest, oursBest);
            progress.printf("  %s: library embedAll %.0f/s, ours %.0f/s (%.2f×)%n", name, libraryBest, oursBest,
                    r.ratio());
            progress.flush();
            return r;
        }
    }
}
