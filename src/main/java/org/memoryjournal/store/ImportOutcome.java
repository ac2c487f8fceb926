package org.memoryjournal.store;

/**
 * What an import did: memories and conversations written, and those skipped because the journal already held
 * them word for word (same text or title and the same time). {@code idsKept} is true when the journal was empty
 * and every id of the file was kept. {@code accessEntries} and {@code forgottenCopies} count the assistants' log
 * entries and copies of forgotten memories written.
 */
public record ImportOutcome(int memories, int memoriesSkipped, int conversations, int conversationsSkipped,
                            int messages, int accessEntries, int forgottenCopies, boolean idsKept) {
}
