package org.memoryjournal.app.eval;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.memoryjournal.app.eval.EvalEnvironment.EvalStore;
import org.memoryjournal.chat.HistoryWindow;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.chat.PromptBuilder;
import org.memoryjournal.llm.ChatMessage;
import org.memoryjournal.llm.ChatRequest;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.HeuristicUpdateJudge;
import org.memoryjournal.llm.SemanticImportanceRater;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.ScoreBreakdown;
import org.memoryjournal.store.RecallOptions;

/**
 * A worked example for {@code docs/MEMORY-MODEL.md}: a handful of memories written through the app's offline
 * write path (the app's raters decide kind and importance, the offline update rule decides supersedes), then
 * three questions recalled with the default policy, and the prompt a connected model would receive for the
 * first. Every value in the section comes from this run.
 */
final class MemoryModelExample {
    static final Instant NOW = Instant.parse("2026-10-15T09:00:00Z");
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("yyyy-MM-dd", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    /** The memories, oldest first: (written at, text). */
    static final List<String[]> MEMORIES = List.of(
            new String[] {"2026-01-10T19:00:00Z", "My favourite machine learning framework is TensorFlow."},
            new String[] {"2026-03-03T12:00:00Z", "My sister Ana lives in Lisbon, near the river."},
            new String[] {"2026-06-21T17:30:00Z", "Dad's heart surgery went well, he is home and walking again."},
            new String[] {"2026-09-02T08:15:00Z", "Please keep your answers short, a few sentences at most."},
            new String[] {"2026-10-02T21:00:00Z", "These days I prefer PyTorch over TensorFlow, it feels much "
                    + "simpler."},
            new String[] {"2026-10-14T13:00:00Z", "Lunch with Sam at the Thai place, we talked about his move "
                    + "to Leeds."},
            new String[] {"2026-10-14T16:00:00Z", "Bought printer paper and a new stapler."});
    static final List<String> QUESTIONS = List.of("Which framework do I like?", "What did I do yesterday?",
            "How should you answer me?");

    private final EvalEnvironment env;
    private final EmbeddingProvider embedder;

    MemoryModelExample(EvalEnvironment env, EmbeddingProvider embedder) {
        this.env = env;
        this.embedder = embedder;
    }

    String markdown() {
        try (EvalStore store = env.openTemporaryStore("mj-model-doc-", embedder.modelId(), embedder.dimension())) {
            MemoryService memories = new MemoryService(store.memories(), embedder,
                    new SemanticImportanceRater(env.rater(), embedder), env.classifier(), new HeuristicUpdateJudge(),
                    Clock.fixed(NOW, ZoneOffset.UTC));
            List<Memory> written = new ArrayList<>();
            for (String[] m : MEMORIES) {
                written.add(memories.remember(MemoryService.Draft.of(m[1], MemorySource.CHAT)
                        .at(Instant.parse(m[0]))));
            }
            StringBuilder sb = new StringBuilder();
            sb.append("Run by `memory-journal eval memory-model --write-docs` with `").append(embedder.modelId())
                    .append("`, no language model, \"now\" = ").append(DAY.format(NOW)).append(".\n\n");
            sb.append("Written through the app's write path (kind, importance and supersedes decided by the app):\n\n");
            sb.append("| # | written | memory | kind | importance | superseded by |\n|---|---|---|---|---|---|\n");
            for (Memory w : written) {
                Memory now = memories.find(w.id()).orElse(w);
                sb.append("| ").append(now.id()).append(" | ").append(DAY.format(now.createdAt())).append(" | ")
                        .append(now.text()).append(" | ").append(now.kind().id()).append(" | ").append(now.importance())
                        .append(" | ").append(now.supersededBy().isPresent() ? "#" + now.supersededBy().getAsLong()
                                + " (" + memories.supersedeReason(now.id()) + ")" : "—").append(" |\n");
            }
            RetrievalPolicy policy = RetrievalPolicy.defaults();
            List<Recalled> first = List.of();
            for (String q : QUESTIONS) {
                List<Recalled> ranked = memories.recall(q, policy, NOW, RecallOptions.PREVIEW);
                if (first.isEmpty()) {
                    first = ranked;
                }
                sb.append("\n**\"").append(q).append("\"**");
                memories.timeFocus(q, NOW).ifPresent(f -> sb.append(" — time words: ").append(f.describe()));
                sb.append("\n\n| rank | memory | relevance | recency | importance | time match | total |\n")
                        .append("|---|---|---|---|---|---|---|\n");
                for (Recalled r : ranked.subList(0, Math.min(3, ranked.size()))) {
                    ScoreBreakdown b = r.breakdown();
                    sb.append(String.format(Locale.ROOT, "| %d | #%d %s | %.2f | %.2f | %.2f | %+.2f | %.2f |%n",
                            r.rank(), r.memory().id(), r.memory().text(), b.relevance(), b.recency(), b.importance(),
                            b.timeMatch(), b.total()));
                }
                if (ranked.isEmpty()) {
                    sb.append("| — | nothing passed the relevance floor | | | | | |\n");
                }
            }
            List<Memory> instructions = written.stream().map(w -> memories.find(w.id()).orElse(w))
                    .filter(m -> m.kind() == MemoryKind.PROCEDURAL && !m.isSuperseded()).toList();
            ChatRequest request = PromptBuilder.build(instructions, first,
                    new HistoryWindow.Context("", List.of(), Optional.empty()), QUESTIONS.get(0),
                    NOW.atZone(ZoneOffset.UTC));
            sb.append("\nWhat a connected model would receive for the first question (the system message, then the "
                    + "question; nothing else of the journal):\n\n```text\n");
            for (ChatMessage m : request.messages()) {
                sb.append("[").append(m.role().name().toLowerCase(Locale.ROOT)).append("]\n").append(m.content()).append("\n");
            }
            sb.append("```\n");
            return sb.toString();
        }
    }
}
