package org.memoryjournal.store;

import java.nio.file.Path;
import java.time.Instant;

import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.NewMemory;

/** Small hand-made memories for the store tests: model "test:model", dimension 4. */
final class Fixtures {
    static final String MODEL = "test:model";
    static final int DIM = 4;
    static final Instant T0 = Instant.parse("2026-03-01T10:15:30.123456789Z");

    private Fixtures() {
    }

    static JournalDatabase open(Path dir) {
        return JournalDatabase.open(dir.resolve("journal.db"), MODEL, DIM);
    }

    static Embedding vec(float... values) {
        return new Embedding(MODEL, values);
    }

    static Embedding unit(int axis) {
        float[] v = new float[DIM];
        v[axis] = 1f;
        return new Embedding(MODEL, v);
    }

    static NewMemory memory(String text) {
        return memory(text, MemoryKind.EPISODIC, T0, 5, unit(0));
    }

    static NewMemory memory(String text, MemoryKind kind, Instant created, int importance, Embedding e) {
        return new NewMemory(text, kind, created, importance, e, MemorySource.MANUAL);
    }
}
