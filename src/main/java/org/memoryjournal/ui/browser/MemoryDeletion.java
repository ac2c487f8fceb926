package org.memoryjournal.ui.browser;

import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.memoryjournal.chat.Insights;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.TaskExecutor;

/**
 * Deletes memories and puts them back with Undo, ids and links included. When some are evidence of insights that
 * are not being deleted, the user is asked first: keep the insights, delete them too, or cancel.
 */
final class MemoryDeletion {
    private final MemoryService memories;
    private final Insights insights;
    private final TaskExecutor executor;
    private final BrowserNotice notice;
    private final Consumer<List<Long>> deleted;
    private final Runnable restored;
    private InsightQuestion insightQuestion = InsightQuestion.CANCEL;

    /** {@code deleted} runs with the ids of the memories deleted, {@code restored} after an Undo. */
    MemoryDeletion(MemoryService memories, Insights insights, TaskExecutor executor, BrowserNotice notice,
                   Consumer<List<Long>> deleted, Runnable restored) {
        this.memories = memories;
        this.insights = insights;
        this.executor = executor;
        this.notice = notice;
        this.deleted = deleted;
        this.restored = restored;
    }

    /** Deletes the memories of these rows (asking first when some are evidence of insights). */
    void delete(List<MemoryRowViewModel> selected) {
        List<Long> ids = selected.stream().flatMap(r -> r.memory().stream()).map(Memory::id).toList();
        if (ids.isEmpty()) {
            return;
        }
        notice.dismiss();
        executor.execute(BackgroundTask.of("Deleting", u -> insights.citing(ids)).onSuccess(citing -> {
            if (citing.isEmpty()) {
                deleteNow(ids);
                return;
            }
            insightQuestion.ask(EvidenceQuestion.of(ids, citing), citing, choice -> {
                switch (choice) {
                    case KEEP_INSIGHTS -> deleteNow(ids);
                    case DELETE_INSIGHTS_TOO -> deleteNow(Stream.concat(ids.stream(),
                            citing.stream().map(Memory::id)).toList());
                    case CANCEL -> { }
                }
            });
        }).onFailure(e -> notice.fail(e.getMessage())));
    }

    private void deleteNow(List<Long> ids) {
        executor.execute(BackgroundTask.of("Deleting", u -> memories.delete(ids)).onSuccess(d -> {
            notice.deleted(d);
            deleted.accept(ids);
        }).onFailure(e -> notice.fail(e.getMessage())));
    }

    /** Puts back the memories deleted last, with their ids, dates, pins, vectors and links. */
    void undo() {
        notice.takeUndoable().ifPresent(restore -> executor.execute(BackgroundTask.of("Restoring",
                u -> memories.undo(restore)).onSuccess(back -> {
                    notice.tell(back.size() == 1 ? "Restored 1 memory." : "Restored " + back.size() + " memories.");
                    restored.run();
                }).onFailure(e -> notice.fail(e.getMessage()))));
    }

    /** Who answers when deleting evidence of an insight (the view's dialog). */
    void setInsightQuestion(InsightQuestion question) {
        this.insightQuestion = question;
    }
}
