package org.memoryjournal.app.selfcheck;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.NewMemory;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.store.StoreException;

/**
 * A full disk, simulated where it can be without root: the journal may grow by only a few more pages
 * ({@link JournalDatabase#capGrowth}), then single writes and a five-memory batch are attempted until
 * SQLite refuses. What was acknowledged before must stay, the refused batch must leave nothing, and the
 * refusal must be a sentence that says the disk is full.
 */
final class DiskFullTrial {
    /** The refusal a full disk must give for the journal {@code file} (worded by the store's SqliteErrors). */
    static String expected(Path file) {
        return "The disk holding " + file + " is full. Nothing was changed. Free some space and try again.";
    }

    private static final String FILLER = " and the rain kept falling on the greenhouse roof".repeat(60);
    private static final int MAX_WRITES = 5_000;

    private DiskFullTrial() {
    }

    /** Returns the refusal messages seen (one per refused write). */
    static List<String> run(Path file, String tag, Random random, Ledger ledger) {
        HashingEmbedder embedder = new HashingEmbedder();
        List<String> messages = new ArrayList<>();
        try (JournalDatabase j = JournalDatabase.open(file, HashingEmbedder.MODEL, HashingEmbedder.DIMENSION)) {
            j.capGrowth(random.nextInt(5));
            for (int i = 0; i < MAX_WRITES; i++) {
                String text = "selfcheck full " + tag + "-" + i + FILLER;
                try {
                    j.memories().add(memory(text, embedder));
                    ledger.acknowledge(text);
                } catch (StoreException e) {
                    messages.add(e.getMessage());
                    ledger.mustBeAbsent(text);
                    break;
                }
            }
            List<NewMemory> batch = new ArrayList<>();
            for (int i = 0; i < FaultChild.IMPORT_BATCH; i++) {
                String text = "selfcheck full batch " + tag + "-" + i + FILLER;
                batch.add(memory(text, embedder));
                ledger.mustBeAbsent(text);
            }
            try {
                j.memories().addAll(batch);
                messages.add("a batch was saved beyond the cap");
            } catch (StoreException e) {
                messages.add(e.getMessage());
            }
        }
        return messages;
    }

    private static NewMemory memory(String text, HashingEmbedder embedder) {
        return new NewMemory(text, MemoryKind.EPISODIC, Instant.now(), 2, embedder.embed(text), MemorySource.MANUAL);
    }
}
