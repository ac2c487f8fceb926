package org.memoryjournal.ui.browser;

import java.util.function.Consumer;

import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.TaskExecutor;

/**
 * "Replaced by…": the user picks the later memory that replaces one the update judge did not link, and the memory
 * is superseded by it (kept, shown as superseded, restorable). What the store refuses shows as its sentence in the
 * notice bar.
 */
final class ManualReplacement {
    private final MemoryService memories;
    private final TaskExecutor executor;
    private final BrowserNotice notice;
    private final Consumer<Memory> replaced;
    private ReplacementQuestion question = ReplacementQuestion.CANCEL;

    /** {@code replaced} runs with the memory as it is once superseded. */
    ManualReplacement(MemoryService memories, TaskExecutor executor, BrowserNotice notice, Consumer<Memory> replaced) {
        this.memories = memories;
        this.executor = executor;
        this.notice = notice;
        this.replaced = replaced;
    }

    /** Asks which memory replaces {@code old}, then marks it replaced; a cancelled question changes nothing. */
    void start(Memory old) {
        notice.dismiss();
        ReplacementChoices choices = new ReplacementChoices(memories, executor, old);
        choices.load();
        question.ask(choices, picked -> picked.ifPresent(newer -> replace(old, newer)));
    }

    private void replace(Memory old, Memory newer) {
        executor.execute(BackgroundTask.of("Marking as replaced", u -> memories.supersedeByHand(old.id(), newer.id()))
                .onSuccess(superseded -> {
                    notice.clearError();
                    notice.tell("Memory #" + old.id() + " is marked as replaced by #" + newer.id()
                            + "; Restore brings it back.");
                    replaced.accept(superseded);
                })
                .onFailure(e -> notice.fail(e.getMessage())));
    }

    /** Who answers (the view's dialog). */
    void setQuestion(ReplacementQuestion question) {
        this.question = question;
    }
}
