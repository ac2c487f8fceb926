package org.memoryjournal.app.bench;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.HeuristicImportanceRater;
import org.memoryjournal.llm.HeuristicKindClassifier;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.store.JournalDatabase;

/** Throughput of the embedding model alone, and of a full ingest (embed + rate + classify + store). */
final class IngestBench {
    private static final String[] SUBJECTS = {"I", "My sister", "Tom", "We", "My manager", "The neighbours", "Ana"};
    private static final String[] VERBS = {"went to", "talked about", "decided to try", "loved", "forgot",
        "booked", "cooked", "finished", "started learning", "complained about"};
    private static final String[] OBJECTS = {"the new bakery", "a trip to Lisbon", "the quarterly report",
        "yoga classes", "the cello", "a pasta recipe", "the dentist", "a birthday party", "the garden",
        "a mystery novel", "the budget", "a hiking trail"};
    private static final String[] WHEN = {"this morning", "yesterday", "last week", "on Friday", "after work",
        "in the spring", "at lunch", ""};

    record Result(int n, double embedPerSecond, double ingestPerSecond) {
    }

    private final PrintWriter progress;

    IngestBench(PrintWriter progress) {
        this.progress = progress;
    }

    static List<String> sentences(int n, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add((SUBJECTS[r.nextInt(SUBJECTS.length)] + " " + VERBS[r.nextInt(VERBS.length)] + " "
                    + OBJECTS[r.nextInt(OBJECTS.length)] + " " + WHEN[r.nextInt(WHEN.length)]).strip() + " (" + i + ")");
        }
        return out;
    }

    Result run(EmbeddingProvider embedder, Path file, int n) {
        embedder.embedAll(sentences(64, 99));
        List<String> texts = sentences(n, 1);
        long t = System.nanoTime();
        embedder.embedAll(texts);
        double embedSeconds = (System.nanoTime() - t) / 1e9;
        progress.printf("  embedding alone: %,d sentences in %.1f s (%.0f/s)%n", n, embedSeconds, n / embedSeconds);
        progress.flush();
        List<String> fresh = sentences(n, 2);
        try (JournalDatabase db = JournalDatabase.open(file, embedder.modelId(), embedder.dimension())) {
            MemoryService memories = new MemoryService(db.memories(), embedder, new HeuristicImportanceRater(),
                    new HeuristicKindClassifier(), Clock.systemUTC());
            t = System.nanoTime();
            int batch = 500;
            for (int from = 0; from < n; from += batch) {
                List<MemoryService.Draft> drafts = fresh.subList(from, Math.min(n, from + batch)).stream()
                        .map(s -> MemoryService.Draft.of(s, MemorySource.IMPORT)).toList();
                memories.rememberAll(drafts);
            }
            double ingestSeconds = (System.nanoTime() - t) / 1e9;
            progress.printf("  ingest (embed + rate + store): %,d memories in %.1f s (%.0f/s)%n", n, ingestSeconds,
                    n / ingestSeconds);
            progress.flush();
            return new Result(n, n / embedSeconds, n / ingestSeconds);
        }
    }
}
