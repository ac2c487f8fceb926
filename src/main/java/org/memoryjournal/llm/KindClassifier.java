package org.memoryjournal.llm;

import org.memoryjournal.memory.MemoryKind;

/** Decides whether a new memory is episodic, semantic or procedural. Never throws. */
@FunctionalInterface
public interface KindClassifier {
    MemoryKind classify(String text);
}
