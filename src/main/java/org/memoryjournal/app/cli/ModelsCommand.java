package org.memoryjournal.app.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;

import org.memoryjournal.chat.ProviderStatus;
import org.memoryjournal.llm.BreakerChatProvider;
import org.memoryjournal.llm.ChatProvider;
import org.memoryjournal.llm.OfflineResponder;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code models}: the active provider, its models, and the embedding model. */
@Command(name = "models", mixinStandardHelpOptions = true,
        description = "Show the active chat provider, the models it offers, and the embedding model in use.")
final class ModelsCommand implements Callable<Integer> {
    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        OpenJournal journal = root.journal();
        ProviderStatus s = journal.status();
        PrintWriter out = spec.commandLine().getOut();
        out.println("chat provider:    " + s.provider() + (s.languageModel() ? "" : " (no language model connected)"));
        out.println("chat model:       " + Terminal.visible(s.chatModel()));
        ChatProvider chat = journal.chat().provider();
        if (chat instanceof BreakerChatProvider guarded) {
            chat = guarded.delegate();
        }
        if (chat instanceof OfflineResponder offline && !offline.reason().isEmpty()) {
            out.println("note:             " + Terminal.visible(offline.reason()));
        }
        if (s.languageModel()) {
            List<String> models = journal.chat().provider().models();
            out.println("available models: " + (models.isEmpty() ? "(none reported)" : Terminal.visible(String.join(", ", models))));
        }
        out.println("embedding model:  " + s.embeddingModel());
        long stale = journal.memories().repository().countNeedingReembedding();
        if (stale > 0) {
            out.println("needs re-embedding: " + stale + " memories were embedded with another model.");
        }
        return 0;
    }
}
