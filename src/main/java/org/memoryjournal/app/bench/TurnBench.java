package org.memoryjournal.app.bench;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import org.memoryjournal.chat.ChatService;
import org.memoryjournal.chat.FactWriter;
import org.memoryjournal.chat.HistoryWindow;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.llm.Cancellation;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.FactExtractor;
import org.memoryjournal.llm.HeuristicImportanceRater;
import org.memoryjournal.llm.HeuristicKindClassifier;
import org.memoryjournal.llm.OfflineResponder;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.store.JournalDatabase;

/**
 * The overhead of a chat turn: everything but the model's generation (embed the message, recall with
 * touch, write the turn back, build the prompt, store both messages), with the instant offline
 * responder standing in for the model, over a journal of n memories.
 */
final class TurnBench {
    private final PrintWriter progress;
    private final int turns;

    TurnBench(PrintWriter progress, int turns) {
        this.progress = progress;
        this.turns = turns;
    }

    Latency run(Path file, int n, EmbeddingProvider embedder, Instant now) {
        try (JournalDatabase db = JournalDatabase.open(file, embedder.modelId(), embedder.dimension())) {
            Clock clock = Clock.fixed(now, ZoneOffset.UTC);
            MemoryService memories = new MemoryService(db.memories(), embedder, new HeuristicImportanceRater(),
                    new HeuristicKindClassifier(), clock);
            OfflineResponder offline = new OfflineResponder();
            ChatService chat = new ChatService(memories, db.conversations(), () -> offline,
                    new FactWriter(memories, FactExtractor.NONE), () -> RetrievalPolicy.defaults().withTopK(10),
                    new HistoryWindow(1500, HistoryWindow.extractive(2000)), clock);
            long conversation = db.conversations().create("bench", now).id();
            List<String> messages = IngestBench.sentences(turns + 5, 7);
            double[] millis = new double[turns];
            for (int i = 0; i < turns + 5; i++) {
                long t = System.nanoTime();
                chat.send(conversation, messages.get(i), now.plusSeconds(i), piece -> { }, new Cancellation());
                if (i >= 5) {
                    millis[i - 5] = (System.nanoTime() - t) / 1e6;
                }
            }
            Latency l = Latency.of(n, millis);
            progress.printf("  chat turn overhead at %,d: p50 %.1f ms, p95 %.1f ms%n", n, l.p50(), l.p95());
            progress.flush();
            return l;
        }
    }
}
