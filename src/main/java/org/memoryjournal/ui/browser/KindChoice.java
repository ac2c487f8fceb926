package org.memoryjournal.ui.browser;

import java.util.Optional;

import org.memoryjournal.memory.MemoryKind;

/** The add form's Kind choice: let the app's classifier decide (the default), or one kind. */
public enum KindChoice {
    AUTOMATIC("automatic", Optional.empty()),
    EPISODIC("episodic", Optional.of(MemoryKind.EPISODIC)),
    SEMANTIC("semantic", Optional.of(MemoryKind.SEMANTIC)),
    PROCEDURAL("procedural", Optional.of(MemoryKind.PROCEDURAL));

    private final String label;
    private final Optional<MemoryKind> kind;

    KindChoice(String label, Optional<MemoryKind> kind) {
        this.label = label;
        this.kind = kind;
    }

    /** The word the combo box shows. */
    public String label() {
        return label;
    }

    /** The kind chosen; empty when the classifier decides. */
    public Optional<MemoryKind> kind() {
        return kind;
    }
}
