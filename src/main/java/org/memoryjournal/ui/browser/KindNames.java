package org.memoryjournal.ui.browser;

import javafx.util.StringConverter;

import org.memoryjournal.memory.MemoryKind;

/** Shows memory kinds by their lower-case names in combo boxes. */
final class KindNames {
    static final StringConverter<MemoryKind> CONVERTER = new StringConverter<>() {
        @Override
        public String toString(MemoryKind kind) {
            return kind == null ? "" : kind.id();
        }

        @Override
        public MemoryKind fromString(String text) {
            return MemoryKind.parse(text);
        }
    };

    private KindNames() {
    }
}
