package org.memoryjournal.app;

import java.util.List;
import java.util.function.Supplier;

import org.memoryjournal.llm.ChatProvider;
import org.memoryjournal.llm.FactExtractor;
import org.memoryjournal.llm.HeuristicImportanceRater;
import org.memoryjournal.llm.HeuristicKindClassifier;
import org.memoryjournal.llm.ImportanceRater;
import org.memoryjournal.llm.KindClassifier;
import org.memoryjournal.llm.ModelFactExtractor;
import org.memoryjournal.llm.ModelImportanceRater;
import org.memoryjournal.llm.ModelKindClassifier;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.SemanticImportanceRater;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.llm.ModelUpdateJudge;
import org.memoryjournal.llm.UpdateJudge;
import org.memoryjournal.llm.HeuristicUpdateJudge;
import org.memoryjournal.memory.MemoryKind;

/**
 * Write-time judgement that follows the provider in use: the language model rates importance, decides
 * the kind, judges updates and extracts facts when one is connected; the documented heuristics do otherwise.
 */
final class LiveJudgement implements ImportanceRater, KindClassifier, FactExtractor, UpdateJudge {
    private final Supplier<ChatProvider> chat;
    private final ImportanceRater importance;
    private final HeuristicKindClassifier kind = new HeuristicKindClassifier();
    private final HeuristicUpdateJudge update = new HeuristicUpdateJudge();
    private final boolean useModel;

    /**
     * @param embedder the journal's embedding model (the offline importance rater compares meanings with it)
     * @param useModel false to always use the heuristics (e.g. bulk imports, evaluation)
     */
    LiveJudgement(Supplier<ChatProvider> chat, EmbeddingProvider embedder, boolean useModel) {
        this.chat = chat;
        this.importance = new SemanticImportanceRater(new HeuristicImportanceRater(), embedder);
        this.useModel = useModel;
    }

    private ChatProvider model() {
        if (!useModel) {
            return null;
        }
        ChatProvider p = chat.get();
        return p.isLanguageModel() ? p : null;
    }

    @Override
    public int rate(String text) {
        ChatProvider p = model();
        return p == null ? importance.rate(text) : new ModelImportanceRater(p, importance).rate(text);
    }

    @Override
    public int rate(String text, Embedding vector) {
        ChatProvider p = model();
        return p == null ? importance.rate(text, vector) : new ModelImportanceRater(p, importance).rate(text);
    }

    @Override
    public int rate(String text, Embedding vector, MemoryKind kind) {
        ChatProvider p = model();
        return p == null ? importance.rate(text, vector, kind) : new ModelImportanceRater(p, importance).rate(text);
    }

    @Override
    public MemoryKind classify(String text) {
        ChatProvider p = model();
        return p == null ? kind.classify(text) : new ModelKindClassifier(p, kind).classify(text);
    }

    @Override
    public Decision judge(String text, java.time.Instant at, List<Candidate> older) {
        ChatProvider p = model();
        return p == null ? update.judge(text, at, older) : new ModelUpdateJudge(p, update).judge(text, at, older);
    }

    @Override
    public List<String> extract(String userText, String assistantText) {
        ChatProvider p = model();
        return p == null ? List.of() : new ModelFactExtractor(p).extract(userText, assistantText);
    }
}
