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
import org.memoryjournal.memory.MemoryKind;

/**
 * Write-time judgement that follows the provider in use: the language model rates importance, decides
 * the kind and extracts facts when one is connected; the documented heuristics do otherwise.
 */
final class LiveJudgement implements ImportanceRater, KindClassifier, FactExtractor {
    private final Supplier<ChatProvider> chat;
    private final HeuristicImportanceRater importance = new HeuristicImportanceRater();
    private final HeuristicKindClassifier kind = new HeuristicKindClassifier();
    private final boolean useModel;

    /** @param useModel false to always use the heuristics (e.g. bulk imports, evaluation) */
    LiveJudgement(Supplier<ChatProvider> chat, boolean useModel) {
        this.chat = chat;
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
    public MemoryKind classify(String text) {
        ChatProvider p = model();
        return p == null ? kind.classify(text) : new ModelKindClassifier(p, kind).classify(text);
    }

    @Override
    public List<String> extract(String userText, String assistantText) {
        ChatProvider p = model();
        return p == null ? List.of() : new ModelFactExtractor(p).extract(userText, assistantText);
    }
}
