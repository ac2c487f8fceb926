package org.memoryjournal.ui.settings;

import org.memoryjournal.memory.Normalisation;

/** A normalisation as the settings name it: what it does to the bars, not the enum's constant ("BOUNDED"). */
final class NormalisationText {
    private NormalisationText() {
    }

    static String of(Normalisation n) {
        return switch (n) {
            case BOUNDED -> "Bounded (0–1, bars compare across questions)";
            case MIN_MAX -> "Min–max (0–1 within each ranking)";
        };
    }
}
