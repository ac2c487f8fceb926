package org.memoryjournal.app.cli;

import java.time.Instant;
import java.util.concurrent.Callable;

import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.chat.Remembered;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemoryText;
import org.memoryjournal.memory.MemorySource;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code remember TEXT}: writes one memory and prints its id; says on standard error when the journal already knew it,
 * or when it replaced (superseded) older memories.
 */
@Command(name = "remember", mixinStandardHelpOptions = true, description = "Write a memory; prints its id.")
final class RememberCommand implements Callable<Integer> {
    @ParentCommand
    MemoryJournalCli root;
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "TEXT", description = "What to remember (at most 64 KiB).")
    String text;

    @Option(names = "--kind", paramLabel = "K", converter = Values.KindValue.class,
            description = "episodic, semantic or procedural (default: decided from the text).")
    MemoryKind kind;

    @Option(names = "--importance", paramLabel = "N", converter = Values.ImportanceValue.class, description = "1 (mundane) to 10 (life-changing) (default: rated from the text).")
    Integer importance;

    @Option(names = "--at", paramLabel = "TIME", converter = Times.class,
            description = "When it happened (ISO-8601, e.g. 2026-01-31T09:00:00Z; not in the future); sets created and "
                    + "last-accessed time.")
    Instant at;

    @Option(names = "--pinned", description = "Pin it: pinned memories do not decay.")
    boolean pinned;

    @Override
    public Integer call() {
        String checked = Values.usage(spec, () -> MemoryText.validate(text));
        MemoryService.Draft draft = MemoryService.Draft.of(checked, MemorySource.MANUAL);
        if (kind != null) {
            draft = draft.withKind(kind);
        }
        if (importance != null) {
            draft = draft.withImportance(importance);
        }
        if (at != null) {
            MemoryService memories = root.journal().memories();
            draft = draft.at(Values.usage(spec, () -> memories.checkDate(at)));
        }
        if (pinned) {
            draft = new MemoryService.Draft(draft.text(), draft.kind(), draft.importance(), draft.at(), draft.source(), true);
        }
        Remembered written = root.journal().memories().write(draft);
        spec.commandLine().getOut().println(written.memory().id());
        if (written.duplicate() || !written.replaced().isEmpty()) {
            spec.commandLine().getErr().println(written.describe());
        }
        return 0;
    }
}
