package org.memoryjournal.store;

import java.util.List;

import org.memoryjournal.memory.Memory;

/**
 * What a delete removed, kept so that {@link MemoryRepository#undelete} can put it back as it was: the
 * memories with their ids, and every link that pointed at them.
 *
 * @param rows          the deleted memories (with their own "superseded by" link) and why they were superseded
 * @param recalls       the answers that had recalled them (the chat's memory chips and the score pane's breakdown)
 * @param messages      the chat messages each was written from
 * @param supersessions the memories (not deleted) that a deleted one had replaced, with the reason
 */
public record DeletedMemories(List<Row> rows, List<Recall> recalls, List<MessageLink> messages,
                              List<Supersession> supersessions) {

    public DeletedMemories {
        rows = List.copyOf(rows);
        recalls = List.copyOf(recalls);
        messages = List.copyOf(messages);
        supersessions = List.copyOf(supersessions);
    }

    /** Nothing was deleted. */
    public static DeletedMemories none() {
        return new DeletedMemories(List.of(), List.of(), List.of(), List.of());
    }

    /** How many memories were deleted. */
    public int count() {
        return rows.size();
    }

    /** The ids the memories had. */
    public List<Long> ids() {
        return rows.stream().map(r -> r.memory().id()).toList();
    }

    /** A deleted memory as it was stored, and why it had been superseded ("" when it was not). */
    public record Row(Memory memory, String supersedeReason, String client) {
        /** A memory no assistant wrote (or whose assistant is not known). */
        public Row(Memory memory, String supersedeReason) {
            this(memory, supersedeReason, "");
        }
    }

    /** One recalled memory of an answer: message, rank, memory and the kept breakdown (JSON). */
    public record Recall(long messageId, int rank, long memoryId, String breakdown) {
    }

    /** A chat message and the memory written from it. */
    public record MessageLink(long messageId, long memoryId) {
    }

    /** {@code oldId} had been superseded by the deleted memory {@code newId}. */
    public record Supersession(long oldId, long newId, String reason) {
    }
}
