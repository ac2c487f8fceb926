package org.memoryjournal.store;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;

import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.NewMemory;

/**
 * Child process of {@link KillTest}: opens the journal given as the first argument and adds memories
 * until it is killed, printing {@code id=N} for every add that returned.
 */
public final class KillTestWriter {
    private KillTestWriter() {
    }

    public static void main(String[] args) {
        PrintStream out = System.out;
        try (JournalDatabase j = JournalDatabase.open(Path.of(args[0]), Fixtures.MODEL, Fixtures.DIM)) {
            out.println("opened");
            out.flush();
            for (int i = 0; ; i++) {
                long id = j.memories().add(new NewMemory("kill test memory " + i, MemoryKind.EPISODIC,
                        Instant.now(), 1 + i % 10, new Embedding(Fixtures.MODEL, new float[] {i, 1, 2, 3}),
                        MemorySource.CHAT)).id();
                out.println("id=" + id);
                out.flush();
            }
        }
    }
}
