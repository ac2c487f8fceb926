package org.memoryjournal.ui.browser;

import java.util.Locale;

import javafx.util.StringConverter;

import org.memoryjournal.memory.MemoryKind;

/** Shows memory kinds by their lower-case names in combo boxes, and the kind filter's choices. */
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

    /** "All kinds", "Episodic", "Semantic", "Procedural". */
    static String filterLabel(BrowserFilter.KindFilter k) {
        return k == BrowserFilter.KindFilter.ALL ? "All kinds"
                : k.name().charAt(0) + k.name().substring(1).toLowerCase(Locale.ROOT);
    }
}
